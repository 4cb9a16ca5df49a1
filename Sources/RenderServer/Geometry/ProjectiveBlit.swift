import CoreGraphics

/// A 3×3 projective map of the plane (the z = 0 slice of a `Matrix3D`), row vectors.
package struct Homography {
    package var m: [Double]

    package init(_ t: Matrix3D) {
        m = [t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44]
    }

    private init(entries: [Double]) { m = entries }

    package func apply(_ x: Double, _ y: Double) -> (Double, Double) {
        let w = x * m[2] + y * m[5] + m[8]
        return ((x * m[0] + y * m[3] + m[6]) / w, (x * m[1] + y * m[4] + m[7]) / w)
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
    package static func blend(
        _ source: PixelBuffer, into target: PixelBuffer, map deviceToSource: Homography, bounds: CGRect, alpha: Double
    ) {
        let x0 = max(0, Int(bounds.minX.rounded(.down))), x1 = min(target.width, Int(bounds.maxX.rounded(.up)))
        let y0 = max(0, Int(bounds.minY.rounded(.down))), y1 = min(target.height, Int(bounds.maxY.rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        let a256 = UInt32((min(max(alpha, 0), 1) * 256).rounded())
        for y in y0..<y1 {
            let row = target.row(y)
            for x in x0..<x1 {
                let (u, v) = deviceToSource.apply(Double(x) + 0.5, Double(y) + 0.5)
                guard let sample = bilinear(source, u - 0.5, v - 0.5) else { continue }
                let s = a256 == 256 ? sample : scale(sample, a256)
                let sa = s >> 24
                guard sa > 0 else { continue }
                row[x] = s &+ scale(row[x], 256 - sa)
            }
        }
    }

    /// Each channel times k/256.
    private static func scale(_ p: UInt32, _ k: UInt32) -> UInt32 {
        let rb = ((p & 0x00FF_00FF) &* k) >> 8 & 0x00FF_00FF
        let ag = ((p >> 8 & 0x00FF_00FF) &* k) & 0xFF00_FF00
        return rb | ag
    }

    /// Bilinear sample at continuous pixel coordinates (pixel centres at integers); nil outside the image.
    private static func bilinear(_ image: PixelBuffer, _ u: Double, _ v: Double) -> UInt32? {
        guard u > -1, v > -1, u < Double(image.width), v < Double(image.height) else { return nil }
        let x = Int(u.rounded(.down)), y = Int(v.rounded(.down))
        let fx = UInt32(((u - Double(x)) * 256).rounded()), fy = UInt32(((v - Double(y)) * 256).rounded())
        func at(_ px: Int, _ py: Int) -> UInt32 {
            px < 0 || py < 0 || px >= image.width || py >= image.height ? 0 : image[px, py]
        }
        let top = lerp(at(x, y), at(x + 1, y), fx)
        let bottom = lerp(at(x, y + 1), at(x + 1, y + 1), fx)
        return lerp(top, bottom, fy)
    }

    private static func lerp(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        scale(a, 256 - f) &+ scale(b, f)
    }
}
