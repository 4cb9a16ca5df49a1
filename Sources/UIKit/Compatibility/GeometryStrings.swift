import Foundation

// UIKit's string forms of geometry, as `NSCoder`'s class methods and the C functions Swift code still calls:
// `"{x, y}"` for points, sizes and vectors, `"{{x, y}, {w, h}}"` for rects, `"[a, b, c, d, tx, ty]"` for affine
// transforms and `"{top, left, bottom, right}"` for edge insets. Numbers print with up to 17 significant digits,
// as UIKit prints them; parsing reads the numbers in order whatever the brackets, and missing ones are 0.

/// The numbers of a geometry string in order (`inf` and `nan` included, as UIKit prints them), as many as `count`,
/// zero where the string has fewer.
private func numbers(in string: String, count: Int) -> [CGFloat] {
    let separators = CharacterSet(charactersIn: "{}[], \t\n")
    let found = string.components(separatedBy: separators).compactMap { Double($0).map { CGFloat($0) } }
    return (0..<count).map { $0 < found.count ? found[$0] : 0 }
}

private func format(_ value: CGFloat) -> String { String(format: "%.17g", Double(value)) }

private func braced(_ values: [CGFloat]) -> String { "{" + values.map(format).joined(separator: ", ") + "}" }

extension NSCoder {
    public class func string(for point: CGPoint) -> String { braced([point.x, point.y]) }
    public class func string(for size: CGSize) -> String { braced([size.width, size.height]) }
    public class func string(for vector: CGVector) -> String { braced([vector.dx, vector.dy]) }
    public class func string(for rect: CGRect) -> String {
        "{" + braced([rect.origin.x, rect.origin.y]) + ", " + braced([rect.width, rect.height]) + "}"
    }
    public class func string(for transform: CGAffineTransform) -> String {
        "["
            + [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(format)
            .joined(separator: ", ") + "]"
    }
    public class func string(for insets: UIEdgeInsets) -> String {
        braced([insets.top, insets.left, insets.bottom, insets.right])
    }

    public class func cgPoint(for string: String) -> CGPoint {
        let n = numbers(in: string, count: 2)
        return CGPoint(x: n[0], y: n[1])
    }
    public class func cgSize(for string: String) -> CGSize {
        let n = numbers(in: string, count: 2)
        return CGSize(width: n[0], height: n[1])
    }
    public class func cgVector(for string: String) -> CGVector {
        let n = numbers(in: string, count: 2)
        return CGVector(dx: n[0], dy: n[1])
    }
    public class func cgRect(for string: String) -> CGRect {
        let n = numbers(in: string, count: 4)
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }
    public class func cgAffineTransform(for string: String) -> CGAffineTransform {
        let n = numbers(in: string, count: 6)
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }
    public class func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        let n = numbers(in: string, count: 4)
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }
}

public func NSStringFromCGPoint(_ point: CGPoint) -> String { NSCoder.string(for: point) }
public func NSStringFromCGSize(_ size: CGSize) -> String { NSCoder.string(for: size) }
public func NSStringFromCGRect(_ rect: CGRect) -> String { NSCoder.string(for: rect) }
public func NSStringFromCGVector(_ vector: CGVector) -> String { NSCoder.string(for: vector) }
public func NSStringFromCGAffineTransform(_ transform: CGAffineTransform) -> String {
    NSCoder.string(for: transform)
}
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String { NSCoder.string(for: insets) }
public func CGPointFromString(_ string: String) -> CGPoint { NSCoder.cgPoint(for: string) }
public func CGSizeFromString(_ string: String) -> CGSize { NSCoder.cgSize(for: string) }
public func CGRectFromString(_ string: String) -> CGRect { NSCoder.cgRect(for: string) }
public func CGVectorFromString(_ string: String) -> CGVector { NSCoder.cgVector(for: string) }
public func CGAffineTransformFromString(_ string: String) -> CGAffineTransform {
    NSCoder.cgAffineTransform(for: string)
}
public func UIEdgeInsetsFromString(_ string: String) -> UIEdgeInsets { NSCoder.uiEdgeInsets(for: string) }
