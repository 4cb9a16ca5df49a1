import CoreGraphics

/// A 3×3 projective map of the plane (the z = 0 slice of a `Matrix3D`), row vectors.
package struct Homography: Sendable {
    /// Row by row; inline, so that moving or inverting one allocates nothing.
    package var m: InlineArray<9, Double>

    package init(_ t: Matrix3D) {
        m = [t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44]
    }

    private init(entries: InlineArray<9, Double>) { m = entries }

    package func apply(_ x: Double, _ y: Double) -> (Double, Double) {
        let w = x * m[2] + y * m[5] + m[8]
        return ((x * m[0] + y * m[3] + m[6]) / w, (x * m[1] + y * m[4] + m[7]) / w)
    }

    /// The map applied to points first moved by (dx, dy).
    package func moved(_ dx: Double, _ dy: Double) -> Homography {
        var copy = self
        copy.m[6] = dx * m[0] + dy * m[3] + m[6]
        copy.m[7] = dx * m[1] + dy * m[4] + m[7]
        copy.m[8] = dx * m[2] + dy * m[5] + m[8]
        return copy
    }

    package func inverted() -> Homography? {
        let a = m[0], b = m[1], c = m[2], d = m[3], e = m[4], f = m[5], g = m[6], h = m[7], i = m[8]
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        guard abs(det) > 1e-12 else { return nil }
        return Homography(entries: [
            (e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det,
            (f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det,
            (d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det,
        ])
    }
}

/// Source-over blending of an image through a projective map, sampling bilinearly at each destination pixel.
package enum ProjectiveBlit {
    /// Where a source is one colour: the left taps (x, y) whose 2×2 neighbourhood is all `color`
    /// (`SolidSpans.tapCore`). Eight samples whose taps all lie there are that colour, with no texel read.
    package struct Solid {
        let taps: PixelRect
        let color: UInt32
    }

    /// Blends `source` through `deviceToSource` into the pixels of `target` within `bounds`. Pixel centre X maps to
    /// homogeneous source coordinates (X·m0 + cu, X·m1 + cv, X·m2 + cw) along a row; a pixel can show something only
    /// where w > 0 and its sample lies within a texel of the source, five conditions each linear in X once multiplied
    /// by w, so each row walks just the interval where all hold (widened by a pixel or two for rounding; each pixel
    /// is still tested), eight pixels at a time (`ProjectiveKernel`).
    package static func blend(
        _ source: PixelBuffer, into target: PixelBuffer, map deviceToSource: Homography, bounds: CGRect, alpha: Double,
        solid: Solid? = nil
    ) {
        let x0 = max(0, Int(bounds.minX.rounded(.down))), x1 = min(target.width, Int(bounds.maxX.rounded(.up)))
        let y0 = max(0, Int(bounds.minY.rounded(.down))), y1 = min(target.height, Int(bounds.maxY.rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        let a256 = UInt32((min(max(alpha, 0), 1) * 256).rounded())
        let m = deviceToSource.m
        let (m0, m1, m2, m3, m4, m5, m6, m7, m8) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
        let fw = Double(source.width), fh = Double(source.height)
        let kernel = ProjectiveKernel(
            texels: source.pixels(inRow: 0), stride: source.bytesPerRow / 4, width: source.width,
            height: source.height, m0: m0, m1: m1, m2: m2, a256: a256, solid: solid)
        for y in y0..<y1 {
            let py = Double(y) + 0.5
            let cu = py * m3 + m6, cv = py * m4 + m7, cw = py * m5 + m8
            var first = Double(x0), last = Double(x1)
            // Keeps the pixels x whose centre X = x + 0.5 has slope·X + c > 0.
            func keep(_ slope: Double, _ c: Double) {
                guard slope != 0 else {
                    if !(c > 0) { last = first }
                    return
                }
                let edge = -c / slope - 0.5
                guard edge.isFinite else {
                    if (slope > 0) == (edge > 0) { last = first }
                    return
                }
                if slope > 0 {
                    first = max(first, (edge - 1).rounded(.down))
                } else {
                    last = min(last, (edge + 2).rounded(.up))
                }
            }
            // w > 0, then u = nu/w − ½ within (−1, width) and v within (−1, height), times w.
            keep(m2, cw)
            keep(m0 + 0.5 * m2, cu + 0.5 * cw)
            keep((fw + 0.5) * m2 - m0, (fw + 0.5) * cw - cu)
            keep(m1 + 0.5 * m2, cv + 0.5 * cw)
            keep((fh + 0.5) * m2 - m1, (fh + 0.5) * cw - cv)
            guard first < last else { continue }
            let row = target.pixels(inRow: y), end = Int(last), constants = ProjectiveKernel.Row(cu: cu, cv: cv, cw: cw)
            var x = Int(first)
            // Eight at a time, the last few too where the row has room for a whole vector.
            while x < end, x + 8 <= target.width {
                kernel.blend(row, x: x, end: end, constants: constants)
                x += 8
            }
            while x < end {
                pixel(row, x, kernel, constants)
                x += 1
            }
        }
    }

    /// One pixel of a row (what `ProjectiveKernel` does eight at a time).
    private static func pixel(
        _ row: UnsafeMutablePointer<UInt32>, _ x: Int, _ k: ProjectiveKernel, _ c: ProjectiveKernel.Row
    ) {
        let px = Double(x) + 0.5
        let nw = px * k.m2 + c.cw
        guard nw > 0 else { return }
        let inverse = 1 / nw
        let u = (px * k.m0 + c.cu) * inverse - 0.5, v = (px * k.m1 + c.cv) * inverse - 0.5
        guard u > -1, v > -1, u < Double(k.width), v < Double(k.height) else { return }
        let sx = Int(u.rounded(.down)), sy = Int(v.rounded(.down))
        let fx = UInt32(((u - Double(sx)) * 256).rounded()), fy = UInt32(((v - Double(sy)) * 256).rounded())
        func at(_ px: Int, _ py: Int) -> UInt32 {
            px < 0 || py < 0 || px >= k.width || py >= k.height ? 0 : k.texels[py * k.stride + px]
        }
        let sample = Blend.bilinear(at(sx, sy), at(sx + 1, sy), at(sx, sy + 1), at(sx + 1, sy + 1), fx, fy)
        let s = k.a256 >= 256 ? sample : scale(sample, k.a256)
        let sa = s >> 24
        guard sa > 0 else { return }
        row[x] = s &+ scale(row[x], 256 - sa)
    }

    /// Each channel times k/256.
    private static func scale(_ p: UInt32, _ k: UInt32) -> UInt32 {
        let rb = ((p & 0x00FF_00FF) &* k) >> 8 & 0x00FF_00FF
        let ag = ((p >> 8 & 0x00FF_00FF) &* k) & 0xFF00_FF00
        return rb | ag
    }
}
