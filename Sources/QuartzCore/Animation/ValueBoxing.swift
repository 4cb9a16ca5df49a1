import RenderServer

/// A colour object of a module above this one (UIKit's `UIColor`), so that custom keys holding one interpolate and
/// read back as the same type.
package protocol ColorObject {
    var cgColor: CGColor { get }
    /// A colour object of the same class for `color`.
    func like(_ color: CGColor) -> Any
}

/// Conversion between Apple's boxed animation values (`Any?`) and the evaluator's `AnimationValue`.
///
/// Accepted: Double, Float, CGFloat, Int, NSNumber, Bool; CGPoint, CGSize, CGRect, CATransform3D,
/// CGAffineTransform, and NSValue holding any of those; CGColor; CGPath; CGImage; arrays of these (numbers in
/// arrays may stand for points, sizes or rects, as Apple allows).
package enum ValueBoxing {
    package static func value(_ any: Any?) -> AnimationValue? {
        guard let any else { return nil }
        switch any {
        case let v as Double: return .scalar(v)
        case let v as CGFloat: return .scalar(Double(v))
        case let v as Float: return .scalar(Double(v))
        case let v as Int: return .scalar(Double(v))
        case let v as Bool: return .scalar(v ? 1 : 0)
        case let v as CGPoint: return .point(v)
        case let v as CGSize: return .size(v)
        case let v as CGRect: return .rect(v)
        case let v as CATransform3D: return .transform(v.matrix)
        case let v as CGAffineTransform: return .transform(CATransform3DMakeAffineTransform(v).matrix)
        case let v as CGColor: return .color(v.rgba)
        case let v as ColorObject: return .color(v.cgColor.rgba)
        case let v as CGPath: return .path(v.elements)
        case let v as CGImage: return .image(v)
        case let v as NSNumber: return .scalar(v.doubleValue)
        case let v as NSValue: return value(of: v)
        case let v as [Any]:
            let parts = v.compactMap { value($0) }
            return parts.count == v.count ? .array(parts) : nil
        case is NSNull: return AnimationValue.none
        default: return nil
        }
    }

    private static func value(of boxed: NSValue) -> AnimationValue? {
        switch String(cString: boxed.objCType) {
        case "{CGPoint=dd}": return .point(boxed.pointValue)
        case "{CGSize=dd}": return .size(boxed.sizeValue)
        case "{CGRect={CGPoint=dd}{CGSize=dd}}": return .rect(boxed.rectValue)
        case "[16d]": return .transform(boxed.caTransform3DValue.matrix)
        case "[6d]": return .transform(CATransform3DMakeAffineTransform(boxed.cgAffineTransformValue).matrix)
        default: return nil
        }
    }

    /// A value of the same kind as `target`: number arrays become points, sizes or rects.
    package static func coerce(_ value: AnimationValue, like target: AnimationValue) -> AnimationValue {
        guard case .array(let parts) = value else { return value }
        let numbers = parts.compactMap(\.scalarValue)
        guard numbers.count == parts.count else { return value }
        switch (target, numbers.count) {
        case (.point, 2): return .point(CGPoint(x: numbers[0], y: numbers[1]))
        case (.size, 2): return .size(CGSize(width: numbers[0], height: numbers[1]))
        case (.rect, 4): return .rect(CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
        default: return value
        }
    }

    /// The value boxed as Apple's KVC returns it: NSNumber for numbers, the Swift struct for geometry.
    package static func box(_ value: AnimationValue) -> Any? {
        switch value {
        case .scalar(let v): return NSNumber(value: v)
        case .point(let p): return p
        case .size(let s): return s
        case .rect(let r): return r
        case .transform(let m): return CATransform3D(matrix: m)
        case .color(let c): return CGColor(rgba: c)
        case .path(let e): return CGPath(elements: e)
        case .image(let i): return i
        case .array(let a): return a.map { box($0) as Any }
        case .none: return nil
        }
    }
}

extension NSValue {
    /// A value holding an affine transform (stored as 6 doubles).
    public convenience init(cgAffineTransform t: CGAffineTransform) {
        var entries = [Double(t.a), Double(t.b), Double(t.c), Double(t.d), Double(t.tx), Double(t.ty)]
        self.init(bytes: &entries, objCType: "[6d]")
    }

    /// The affine transform held, or the identity when this value holds something else.
    public var cgAffineTransformValue: CGAffineTransform {
        guard String(cString: objCType) == "[6d]" else { return .identity }
        var entries = [Double](repeating: 0, count: 6)
        entries.withUnsafeMutableBytes { raw in
            if let base = raw.baseAddress { getValue(base) }
        }
        return CGAffineTransform(
            a: entries[0], b: entries[1], c: entries[2], d: entries[3], tx: entries[4], ty: entries[5])
    }
}
