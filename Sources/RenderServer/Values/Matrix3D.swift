import CoreGraphics
import Foundation

/// A 4×4 matrix for row vectors (`p' = p·M`): translation in m41…m43, perspective in m14…m34. The value type
/// behind `CATransform3D`.
package struct Matrix3D: Equatable, Hashable, Sendable {
    package var m11 = 1.0, m12 = 0.0, m13 = 0.0, m14 = 0.0
    package var m21 = 0.0, m22 = 1.0, m23 = 0.0, m24 = 0.0
    package var m31 = 0.0, m32 = 0.0, m33 = 1.0, m34 = 0.0
    package var m41 = 0.0, m42 = 0.0, m43 = 0.0, m44 = 1.0

    package init() {}

    package static let identity = Matrix3D()

    /// The 2D part: what the matrix does to points in the plane z = 0 when it is flat (w stays 1).
    package var affine: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// Row-major entries.
    package init(_ e: [Double]) {
        precondition(e.count == 16, "Matrix3D needs 16 entries")
        (m11, m12, m13, m14) = (e[0], e[1], e[2], e[3])
        (m21, m22, m23, m24) = (e[4], e[5], e[6], e[7])
        (m31, m32, m33, m34) = (e[8], e[9], e[10], e[11])
        (m41, m42, m43, m44) = (e[12], e[13], e[14], e[15])
    }

    package var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// The entries row by row without a heap allocation, for the arithmetic that indexes them.
    private var inlineEntries: InlineArray<16, Double> {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    private init(_ e: InlineArray<16, Double>) {
        (m11, m12, m13, m14) = (e[0], e[1], e[2], e[3])
        (m21, m22, m23, m24) = (e[4], e[5], e[6], e[7])
        (m31, m32, m33, m34) = (e[8], e[9], e[10], e[11])
        (m41, m42, m43, m44) = (e[12], e[13], e[14], e[15])
    }

    package subscript(row: Int, column: Int) -> Double {
        get { entries[row * 4 + column] }
        set {
            var e = entries
            e[row * 4 + column] = newValue
            self = Matrix3D(e)
        }
    }

    package static func translation(_ tx: Double, _ ty: Double, _ tz: Double) -> Matrix3D {
        var m = Matrix3D()
        (m.m41, m.m42, m.m43) = (tx, ty, tz)
        return m
    }

    package static func scale(_ sx: Double, _ sy: Double, _ sz: Double) -> Matrix3D {
        var m = Matrix3D()
        (m.m11, m.m22, m.m33) = (sx, sy, sz)
        return m
    }

    /// Rotation by `angle` radians about the axis (x, y, z), normalised; identity for a zero axis.
    package static func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Matrix3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { return .identity }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let c = cos(angle)
        let s = sin(angle)
        let k = 1 - c
        var m = Matrix3D()
        m.m11 = c + ux * ux * k
        m.m12 = ux * uy * k + uz * s
        m.m13 = ux * uz * k - uy * s
        m.m21 = ux * uy * k - uz * s
        m.m22 = c + uy * uy * k
        m.m23 = uy * uz * k + ux * s
        m.m31 = ux * uz * k + uy * s
        m.m32 = uy * uz * k - ux * s
        m.m33 = c + uz * uz * k
        return m
    }

    /// `self · other`: self applied first. Written out entry by entry: it runs several times per layer per frame.
    package func concatenating(_ b: Matrix3D) -> Matrix3D {
        var r = Matrix3D()
        r.m11 = m11 * b.m11 + m12 * b.m21 + m13 * b.m31 + m14 * b.m41
        r.m12 = m11 * b.m12 + m12 * b.m22 + m13 * b.m32 + m14 * b.m42
        r.m13 = m11 * b.m13 + m12 * b.m23 + m13 * b.m33 + m14 * b.m43
        r.m14 = m11 * b.m14 + m12 * b.m24 + m13 * b.m34 + m14 * b.m44
        r.m21 = m21 * b.m11 + m22 * b.m21 + m23 * b.m31 + m24 * b.m41
        r.m22 = m21 * b.m12 + m22 * b.m22 + m23 * b.m32 + m24 * b.m42
        r.m23 = m21 * b.m13 + m22 * b.m23 + m23 * b.m33 + m24 * b.m43
        r.m24 = m21 * b.m14 + m22 * b.m24 + m23 * b.m34 + m24 * b.m44
        r.m31 = m31 * b.m11 + m32 * b.m21 + m33 * b.m31 + m34 * b.m41
        r.m32 = m31 * b.m12 + m32 * b.m22 + m33 * b.m32 + m34 * b.m42
        r.m33 = m31 * b.m13 + m32 * b.m23 + m33 * b.m33 + m34 * b.m43
        r.m34 = m31 * b.m14 + m32 * b.m24 + m33 * b.m34 + m34 * b.m44
        r.m41 = m41 * b.m11 + m42 * b.m21 + m43 * b.m31 + m44 * b.m41
        r.m42 = m41 * b.m12 + m42 * b.m22 + m43 * b.m32 + m44 * b.m42
        r.m43 = m41 * b.m13 + m42 * b.m23 + m43 * b.m33 + m44 * b.m43
        r.m44 = m41 * b.m14 + m42 * b.m24 + m43 * b.m34 + m44 * b.m44
        return r
    }

    package var isIdentity: Bool { self == .identity }

    /// True when the matrix only acts in the xy plane: no z, no perspective.
    package var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m34 == 0 && m43 == 0 && m33 == 1
            && m44 == 1
    }

    package var determinant: Double {
        let e = inlineEntries
        // The 3×3 minor of rows 1–3 and columns c0, c1, c2.
        func minor(_ c0: Int, _ c1: Int, _ c2: Int) -> Double {
            let a = e[4 + c0], b = e[4 + c1], cc = e[4 + c2]
            let d = e[8 + c0], ee = e[8 + c1], f = e[8 + c2]
            let g = e[12 + c0], h = e[12 + c1], i = e[12 + c2]
            return a * (ee * i - f * h) - b * (d * i - f * g) + cc * (d * h - ee * g)
        }
        return e[0] * minor(1, 2, 3) - e[1] * minor(0, 2, 3) + e[2] * minor(0, 1, 3) - e[3] * minor(0, 1, 2)
    }

    /// The inverse, or nil when singular (Gauss–Jordan with partial pivoting).
    package func inverted() -> Matrix3D? {
        var a = inlineEntries
        var inv = Matrix3D.identity.inlineEntries
        for col in 0..<4 {
            var pivot = col
            for row in col..<4 where abs(a[row * 4 + col]) > abs(a[pivot * 4 + col]) { pivot = row }
            let p = a[pivot * 4 + col]
            guard abs(p) > 1e-300, p.isFinite else { return nil }
            if pivot != col {
                for k in 0..<4 {
                    a.swapAt(pivot * 4 + k, col * 4 + k)
                    inv.swapAt(pivot * 4 + k, col * 4 + k)
                }
            }
            for k in 0..<4 {
                a[col * 4 + k] /= p
                inv[col * 4 + k] /= p
            }
            for row in 0..<4 where row != col {
                let f = a[row * 4 + col]
                if f == 0 { continue }
                for k in 0..<4 {
                    a[row * 4 + k] -= f * a[col * 4 + k]
                    inv[row * 4 + k] -= f * inv[col * 4 + k]
                }
            }
        }
        return Matrix3D(inv)
    }

    /// Maps a point (z = 0 unless given) and divides by w.
    package func apply(x: Double, y: Double, z: Double = 0) -> (x: Double, y: Double, z: Double, w: Double) {
        let px = x * m11 + y * m21 + z * m31 + m41
        let py = x * m12 + y * m22 + z * m32 + m42
        let pz = x * m13 + y * m23 + z * m33 + m43
        let w = x * m14 + y * m24 + z * m34 + m44
        return (px, py, pz, w)
    }
}
