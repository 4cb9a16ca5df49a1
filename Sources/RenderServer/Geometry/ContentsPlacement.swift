import CoreGraphics

/// Where a layer's contents image goes in its bounds (spec §9.5). Layer coordinates: "top" is maximum y,
/// "bottom" minimum y, as Apple defines them.
package enum ContentsPlacement {
    /// The destination rect for contents of logical size `content` in `bounds` under `gravity`.
    package static func rect(content: CGSize, bounds: CGRect, gravity: String) -> CGRect {
        let w = bounds.width, h = bounds.height
        var size = content
        switch gravity {
        case "resize":
            return bounds
        case "resizeAspect", "resizeAspectFill":
            guard content.width > 0, content.height > 0 else { return bounds }
            let sx = w / content.width, sy = h / content.height
            let s = gravity == "resizeAspect" ? min(sx, sy) : max(sx, sy)
            size = CGSize(width: content.width * s, height: content.height * s)
        default:
            break
        }
        var x = bounds.minX + (w - size.width) / 2
        var y = bounds.minY + (h - size.height) / 2
        if gravity.hasSuffix("Left") || gravity == "left" { x = bounds.minX }
        if gravity.hasSuffix("Right") || gravity == "right" { x = bounds.maxX - size.width }
        if gravity.hasPrefix("top") { y = bounds.maxY - size.height }
        if gravity.hasPrefix("bottom") { y = bounds.minY }
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }

    /// The nine source and destination rects of `contentsCenter` stretching: corners unscaled, edges stretched
    /// one way, the centre both ways. `source` is in image pixels, `scale` image pixels per point.
    package static func nineParts(source: CGRect, center: CGRect, destination: CGRect, scale: CGFloat) -> [(
        CGRect, CGRect
    )] {
        let sx = [
            source.minX, source.minX + center.minX * source.width, source.minX + center.maxX * source.width,
            source.maxX,
        ]
        let sy = [
            source.minY, source.minY + center.minY * source.height, source.minY + center.maxY * source.height,
            source.maxY,
        ]
        let left = (sx[1] - sx[0]) / scale, right = (sx[3] - sx[2]) / scale
        let top = (sy[1] - sy[0]) / scale, bottom = (sy[3] - sy[2]) / scale
        let fitX = min(1, destination.width / max(left + right, 1e-9))
        let fitY = min(1, destination.height / max(top + bottom, 1e-9))
        let dx = [destination.minX, destination.minX + left * fitX, destination.maxX - right * fitX, destination.maxX]
        let dy = [destination.minY, destination.minY + top * fitY, destination.maxY - bottom * fitY, destination.maxY]
        var parts: [(CGRect, CGRect)] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let s = CGRect(
                    x: sx[column], y: sy[row], width: sx[column + 1] - sx[column], height: sy[row + 1] - sy[row])
                let d = CGRect(
                    x: dx[column], y: dy[row], width: dx[column + 1] - dx[column], height: dy[row + 1] - dy[row])
                if s.width > 0, s.height > 0, d.width > 0, d.height > 0 { parts.append((s, d)) }
            }
        }
        return parts
    }
}
