import Foundation

// UIKit's `NSValue` boxes for geometry. Points, sizes and rects use Foundation's own boxes; vectors and edge
// insets are stored as doubles with an `objCType` of their own (corelibs `NSValue` cannot hold arbitrary
// structs), so each accessor reads back only what its initializer stored and is zero otherwise.
extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }

    public convenience init(cgVector vector: CGVector) {
        var entries = [Double(vector.dx), Double(vector.dy)]
        self.init(bytes: &entries, objCType: Self.vectorType)
    }

    public var cgVectorValue: CGVector {
        let d = doubles(count: 2, type: Self.vectorType)
        return CGVector(dx: d[0], dy: d[1])
    }

    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        var entries = [insets.top, insets.left, insets.bottom, insets.right].map(Double.init)
        self.init(bytes: &entries, objCType: Self.insetsType)
    }

    public var uiEdgeInsetsValue: UIEdgeInsets {
        let d = doubles(count: 4, type: Self.insetsType)
        return UIEdgeInsets(top: d[0], left: d[1], bottom: d[2], right: d[3])
    }

    private static let vectorType = "[2d]"
    private static let insetsType = "[4d]"

    private func doubles(count: Int, type: String) -> [CGFloat] {
        guard String(cString: objCType) == type else { return Array(repeating: 0, count: count) }
        var entries = [Double](repeating: 0, count: count)
        entries.withUnsafeMutableBytes { raw in
            if let base = raw.baseAddress { getValue(base) }
        }
        return entries.map { CGFloat($0) }
    }
}
