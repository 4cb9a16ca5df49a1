import RenderServer
import UIKit

/// The outlines a debug-colour mode tints, found by walking the presented tree the compositor drew: each region
/// is one layer's bounds as a quadrilateral in window points.
struct DebugRegions {
    enum Tint: CaseIterable {
        case blended, opaque, offscreen, misaligned, scaled
    }

    /// The outline of a layer's bounds in window points: its corners and, where they form a rectangle with the
    /// window's axes, the rounded rectangle its corner radius makes.
    struct Region {
        var corners: [CGPoint]
        var roundedRect: (rect: CGRect, radius: CGFloat)?

        func add(to path: CGMutablePath) {
            if let (rect, radius) = roundedRect, radius > 0 {
                let r = min(radius, rect.width / 2, rect.height / 2)
                path.addRoundedRect(in: rect, cornerWidth: r, cornerHeight: r)
            } else {
                path.addLines(between: corners + [corners[0]])
                path.closeSubpath()
            }
        }
    }

    private(set) var regions: [Tint: [Region]] = [:]

    /// The regions of `mode` in `root` drawn at `scale` pixels per point.
    init(_ mode: DebugColorMode, root: PresentedLayer, scale: Double) {
        var pending: [(layer: PresentedLayer, toWindow: Matrix3D, opacity: Double)] = [
            (root, LayerGeometry.layerToSuperlayer(root.properties), root.properties.opacity)
        ]
        while let (layer, toWindow, opacity) = pending.popLast() {
            let p = layer.properties
            guard !p.isHidden, opacity > 0 else { continue }
            if let tint = Self.tint(mode, p, layer, opacity: opacity, toWindow: toWindow, scale: scale) {
                regions[tint, default: []].append(Self.region(of: p, toWindow))
            }
            for child in layer.sublayers {
                let matrix = LayerGeometry.layerToParent(child.properties, parent: p).concatenating(toWindow)
                pending.append((child, matrix, opacity * child.properties.opacity))
            }
        }
    }

    private static func region(of p: LayerProperties, _ m: Matrix3D) -> Region {
        let r = p.bounds
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
            CGPoint(x: r.minX, y: r.maxY),
        ].map { m.project($0) }
        let axisAligned =
            abs(corners[0].y - corners[1].y) < 0.01 && abs(corners[1].x - corners[2].x) < 0.01
            && abs(corners[0].x - corners[3].x) < 0.01
        guard axisAligned, p.cornerRadius > 0, r.width > 0 else { return Region(corners: corners) }
        let rect = CGRect.boundingBox(of: corners)
        return Region(corners: corners, roundedRect: (rect, CGFloat(p.cornerRadius) * rect.width / r.width))
    }

    private static func tint(
        _ mode: DebugColorMode, _ p: LayerProperties, _ layer: PresentedLayer, opacity: Double, toWindow: Matrix3D,
        scale: Double
    ) -> Tint? {
        switch mode {
        case .blended:
            guard draws(p) else { return nil }
            return isOpaque(p, opacity: opacity) ? .opaque : .blended
        case .offscreen:
            let group = p.allowsGroupOpacity && p.opacity < 1 && !layer.sublayers.isEmpty
            // A shadow with a shadowPath is drawn from the path; without one, the layer's own alpha is drawn first.
            let shadow = p.shadowOpacity > 0 && (p.shadowColor?.alpha ?? 0) > 0 && p.shadowPath == nil
            return group || !layer.mask.isEmpty || shadow || p.shouldRasterize ? .offscreen : nil
        case .misaligned:
            guard let image = p.contents else { return nil }
            let origin = toWindow.project(CGPoint(x: p.bounds.minX, y: p.bounds.minY))
            let onGrid = [origin.x, origin.y].allSatisfy { abs(($0 * scale).rounded() - $0 * scale) < 0.01 }
            let shown = CGSize(
                width: p.bounds.width * p.contentsRect.width.magnitude,
                height: p.bounds.height * p.contentsRect.height.magnitude)
            let pixels = CGSize(
                width: Double(image.width) * p.contentsRect.width.magnitude,
                height: Double(image.height) * p.contentsRect.height.magnitude)
            let unscaled =
                abs(shown.width * scale - pixels.width) < 0.5 && abs(shown.height * scale - pixels.height) < 0.5
            if !onGrid { return .misaligned }
            return unscaled ? nil : .scaled
        case .damage:
            return nil
        }
    }

    /// Whether the layer puts any pixels of its own on screen.
    private static func draws(_ p: LayerProperties) -> Bool {
        if (p.backgroundColor?.alpha ?? 0) > 0 || p.contents != nil || (p.borderWidth > 0 && p.borderColor != nil) {
            return true
        }
        switch p.kind {
        case .shape, .gradient, .text, .emitter, .tiled: return true
        default: return false
        }
    }

    /// Whether every pixel the layer draws covers what is beneath it, so no blending is needed.
    private static func isOpaque(_ p: LayerProperties, opacity: Double) -> Bool {
        guard opacity >= 1, p.cornerRadius == 0 else { return false }
        // Images keep an alpha channel whatever their pixels, so only the layer's own promise makes them opaque.
        if p.contents != nil { return p.isOpaque }
        switch p.kind {
        case .plain: return (p.backgroundColor?.alpha ?? 0) >= 1
        case .gradient(let g): return !(g.colors ?? []).isEmpty && (g.colors ?? []).allSatisfy { $0.alpha >= 1 }
        default: return false
        }
    }
}
