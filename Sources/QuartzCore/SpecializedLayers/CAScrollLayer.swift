import RenderServer

/// Which axes a scroll layer moves along.
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let none = CAScrollLayerScrollMode(rawValue: "none")
    public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")
    public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")
    public static let both = CAScrollLayerScrollMode(rawValue: "both")
}

/// A layer that shows part of its sublayers by moving its bounds origin (spec §10.8).
open class CAScrollLayer: CALayer {
    public override init() {
        super.init()
        modelValues.kind = .scroll(ScrollProperties())
    }

    public override init(layer: Any) {
        super.init(layer: layer)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var scrollMode: CAScrollLayerScrollMode {
        get { CAScrollLayerScrollMode(rawValue: modelValues.scroll.scrollMode) }
        set { set("scrollMode", \.scroll.scrollMode, newValue.rawValue) }
    }

    /// Moves the bounds origin to `p` along the allowed axes.
    open func scroll(to p: CGPoint) {
        var origin = bounds.origin
        if scrollMode == .horizontally || scrollMode == .both { origin.x = p.x }
        if scrollMode == .vertically || scrollMode == .both { origin.y = p.y }
        bounds.origin = origin
    }

    /// Scrolls as little as possible to show `r` (in this layer's coordinates).
    open func scroll(to r: CGRect) {
        let visible = bounds
        var origin = visible.origin
        func axis(_ low: CGFloat, _ high: CGFloat, _ start: CGFloat, _ length: CGFloat) -> CGFloat {
            if high - low > length || low < start { return low }
            if high > start + length { return high - length }
            return start
        }
        origin.x = axis(r.minX, r.maxX, visible.minX, visible.width)
        origin.y = axis(r.minY, r.maxY, visible.minY, visible.height)
        scroll(to: origin)
    }
}

extension CALayer {
    /// The nearest ancestor scroll layer.
    var enclosingScrollLayer: CAScrollLayer? {
        var layer = superlayerStorage
        while let current = layer {
            if let scroll = current as? CAScrollLayer { return scroll }
            layer = current.superlayerStorage
        }
        return nil
    }

    /// Scrolls the nearest ancestor scroll layer so that `p` (in this layer's coordinates) is its origin.
    func scrollEnclosing(to p: CGPoint) {
        guard let scroller = enclosingScrollLayer else { return }
        scroller.scroll(to: scroller.convert(p, from: self))
    }

    /// Scrolls the nearest ancestor scroll layer minimally to show `r` (in this layer's coordinates).
    func scrollEnclosing(toShow r: CGRect) {
        guard let scroller = enclosingScrollLayer else { return }
        scroller.scroll(to: scroller.convert(r, from: self))
    }

    /// The part of the bounds not clipped away by the nearest ancestor scroll layer.
    var unclippedRect: CGRect {
        guard let scroller = enclosingScrollLayer else { return bounds }
        return bounds.intersection(convert(scroller.bounds, from: scroller))
    }
}
