extension UIView {
    /// Which of a view's margins and dimensions follow its superview's size (frame-based layout, "springs and
    /// struts").
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// After the frame, bounds or centre changed through the view: resizes subviews by their masks and tells the
    /// layout engine when the view's frame is one of its inputs.
    func geometryDidChange(oldSize: CGSize) {
        let newSize = layer.bounds.size
        if newSize != oldSize && autoresizesSubviews {
            for view in subviews {
                guard let state = view.layoutStorage, state.translatesAutoresizingMask, !state.autoresizingMask.isEmpty
                else { continue }
                view.frame = Self.autoresized(
                    view.frame, mask: state.autoresizingMask, from: oldSize, to: newSize)
            }
        }
        if layoutStorage != nil { LayoutPass.frameDidChange(of: self) }
    }

    /// `frame` moved and sized for the superview's change of size: the change on each axis is shared among the
    /// flexible parts (margin before, size, margin after) in proportion to their current lengths, or equally when
    /// those are all zero.
    static func autoresized(_ frame: CGRect, mask: AutoresizingMask, from old: CGSize, to new: CGSize) -> CGRect {
        let x = distribute(
            before: frame.minX, size: frame.width, after: old.width - frame.maxX, delta: new.width - old.width,
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                mask.contains(.flexibleRightMargin)
            ))
        let y = distribute(
            before: frame.minY, size: frame.height, after: old.height - frame.maxY, delta: new.height - old.height,
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                mask.contains(.flexibleBottomMargin)
            ))
        return CGRect(x: x.start, y: y.start, width: x.size, height: y.size)
    }

    private static func distribute(
        before: CGFloat, size: CGFloat, after: CGFloat, delta: CGFloat, flexible: (Bool, Bool, Bool)
    ) -> (start: CGFloat, size: CGFloat) {
        let parts = [(flexible.0, max(before, 0)), (flexible.1, max(size, 0)), (flexible.2, max(after, 0))]
        let count = parts.filter(\.0).count
        guard count > 0, delta != 0 else { return (before, size) }
        let total = parts.reduce(0) { $0 + ($1.0 ? $1.1 : 0) }
        func share(_ index: Int) -> CGFloat {
            guard parts[index].0 else { return 0 }
            return total > 0 ? delta * parts[index].1 / total : delta / CGFloat(count)
        }
        return (before + share(0), max(size + share(1), 0))
    }
}
