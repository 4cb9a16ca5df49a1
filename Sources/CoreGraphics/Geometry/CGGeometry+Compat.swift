extension CGPoint {
    /// Exact equality, as Apple's `CGPointEqualToPoint`.
    public func equalTo(_ point: CGPoint) -> Bool { self == point }
}

extension CGSize {
    /// Exact equality, as Apple's `CGSizeEqualToSize`.
    public func equalTo(_ size: CGSize) -> Bool { self == size }
}

extension CGRect {
    /// Exact equality, as Apple's `CGRectEqualToRect`.
    public func equalTo(_ rect: CGRect) -> Bool { self == rect }
}

extension CGFloat {
    /// Whether the value can be used as geometry: neither NaN nor infinite.
    package var isUsable: Bool { isFinite }
}

extension CGPoint {
    package var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
    package var isFinite: Bool { width.isFinite && height.isFinite }
}

extension CGRect {
    package var isFiniteRect: Bool { origin.isFinite && size.isFinite }
}
