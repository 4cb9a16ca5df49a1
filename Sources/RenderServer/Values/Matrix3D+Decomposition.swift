import Foundation

/// The parts a transform is interpolated through: CSS Transforms 2's "unmatrix" for row-vector matrices.
package struct DecomposedTransform: Equatable, Sendable {
    package var translate = (x: 0.0, y: 0.0, z: 0.0)
    package var scale = (x: 1.0, y: 1.0, z: 1.0)
    package var skew = (xy: 0.0, xz: 0.0, yz: 0.0)
    package var perspective = (x: 0.0, y: 0.0, z: 0.0, w: 1.0)
    package var quaternion = (x: 0.0, y: 0.0, z: 0.0, w: 1.0)

    package init() {}

    /// A pure scale.
    init(scale: (x: Double, y: Double, z: Double)) {
        self.scale = scale
    }

    package static func == (a: DecomposedTransform, b: DecomposedTransform) -> Bool {
        a.translate == b.translate && a.scale == b.scale && a.skew == b.skew && a.perspective == b.perspective
            && a.quaternion == b.quaternion
    }
}

extension Matrix3D {
    /// The decomposition, or nil for a singular matrix (which then interpolates discretely).
    package func decomposed() -> DecomposedTransform? {
        var m = entries
        guard m[15] != 0 else { return nil }
        for i in 0..<16 { m[i] /= m[15] }
        var perspectiveMatrix = m
        for i in 0..<3 { perspectiveMatrix[i * 4 + 3] = 0 }
        perspectiveMatrix[15] = 1
        // Singular means the rows are (nearly) dependent, judged on the rows scaled to unit length: a tiny uniform
        // scale such as `CATransform3DMakeScale(0.0001, 0.0001, 0.0001)` (determinant 1e-12) is a scale, not a
        // collapse.
        let lengths = (0..<3).map { Vec3(m[$0 * 4], m[$0 * 4 + 1], m[$0 * 4 + 2]).length }
        guard lengths.allSatisfy({ $0 > 1e-300 && $0.isFinite }) else { return nil }
        let determinant = Matrix3D(perspectiveMatrix).determinant
        guard abs(determinant / (lengths[0] * lengths[1] * lengths[2])) > 1e-12 else { return nil }
        var result = DecomposedTransform()
        if m[3] != 0 || m[7] != 0 || m[11] != 0 {
            let rhs = [m[3], m[7], m[11], m[15]]
            guard let inverse = Matrix3D(perspectiveMatrix).inverted() else { return nil }
            // Row vector rhs · (inverse)ᵀ.
            let t = inverse.entries
            var p = [0.0, 0.0, 0.0, 0.0]
            for j in 0..<4 {
                p[j] = rhs[0] * t[j * 4] + rhs[1] * t[j * 4 + 1] + rhs[2] * t[j * 4 + 2] + rhs[3] * t[j * 4 + 3]
            }
            result.perspective = (p[0], p[1], p[2], p[3])
        }
        result.translate = (m[12], m[13], m[14])
        var rows = (0..<3).map { Vec3(m[$0 * 4], m[$0 * 4 + 1], m[$0 * 4 + 2]) }
        var sx = rows[0].length
        rows[0] = rows[0].normalized
        var xy = rows[0].dot(rows[1])
        rows[1] = rows[1] - rows[0] * xy
        var sy = rows[1].length
        rows[1] = rows[1].normalized
        if sy != 0 { xy /= sy }
        var xz = rows[0].dot(rows[2])
        rows[2] = rows[2] - rows[0] * xz
        var yz = rows[1].dot(rows[2])
        rows[2] = rows[2] - rows[1] * yz
        var sz = rows[2].length
        rows[2] = rows[2].normalized
        if sz != 0 {
            xz /= sz
            yz /= sz
        }
        if rows[0].dot(rows[1].cross(rows[2])) < 0 {
            sx = -sx
            sy = -sy
            sz = -sz
            rows = rows.map { $0 * -1 }
        }
        result.scale = (sx, sy, sz)
        result.skew = (xy, xz, yz)
        let (r0, r1, r2) = (rows[0], rows[1], rows[2])
        var qx = 0.5 * max(1 + r0.x - r1.y - r2.z, 0).squareRoot()
        var qy = 0.5 * max(1 - r0.x + r1.y - r2.z, 0).squareRoot()
        var qz = 0.5 * max(1 - r0.x - r1.y + r2.z, 0).squareRoot()
        let qw = 0.5 * max(1 + r0.x + r1.y + r2.z, 0).squareRoot()
        if r2.y > r1.z { qx = -qx }
        if r0.z > r2.x { qy = -qy }
        if r1.x > r0.y { qz = -qz }
        result.quaternion = (qx, qy, qz, qw)
        return result
    }

    /// Rebuilds a matrix from its parts (the inverse of `decomposed()`).
    package init(_ d: DecomposedTransform) {
        var m = Matrix3D.identity
        m.m14 = d.perspective.x
        m.m24 = d.perspective.y
        m.m34 = d.perspective.z
        m.m44 = d.perspective.w
        m = Matrix3D.translation(d.translate.x, d.translate.y, d.translate.z).concatenatingPre(m)
        let (x, y, z, w) = d.quaternion
        var rotation = Matrix3D.identity
        rotation.m11 = 1 - 2 * (y * y + z * z)
        rotation.m12 = 2 * (x * y + z * w)
        rotation.m13 = 2 * (x * z - y * w)
        rotation.m21 = 2 * (x * y - z * w)
        rotation.m22 = 1 - 2 * (x * x + z * z)
        rotation.m23 = 2 * (y * z + x * w)
        rotation.m31 = 2 * (x * z + y * w)
        rotation.m32 = 2 * (y * z - x * w)
        rotation.m33 = 1 - 2 * (x * x + y * y)
        m = rotation.concatenatingPre(m)
        if d.skew.yz != 0 {
            var skew = Matrix3D.identity
            skew.m32 = d.skew.yz
            m = skew.concatenatingPre(m)
        }
        if d.skew.xz != 0 {
            var skew = Matrix3D.identity
            skew.m31 = d.skew.xz
            m = skew.concatenatingPre(m)
        }
        if d.skew.xy != 0 {
            var skew = Matrix3D.identity
            skew.m21 = d.skew.xy
            m = skew.concatenatingPre(m)
        }
        m = Matrix3D.scale(d.scale.x, d.scale.y, d.scale.z).concatenatingPre(m)
        self = m
    }

    /// `self · other`: the recomposition order scale → skew → rotation → translation → perspective.
    private func concatenatingPre(_ other: Matrix3D) -> Matrix3D { concatenating(other) }

    /// Decomposition interpolation (spec §3.5): components lerped, rotation slerped on the shortest arc. Two
    /// matrices that only scale and translate lerp their entries, which is what their decompositions would give
    /// and also holds for a scale of 0 (spinners grow from `CATransform3DMakeScale(0, 0, 0)`). Any other matrix
    /// that cannot be decomposed switches at the halfway point.
    package static func interpolate(_ a: Matrix3D, _ b: Matrix3D, _ t: Double) -> Matrix3D {
        if a.isScaleAndTranslation && b.isScaleAndTranslation {
            var r = Matrix3D.identity
            (r.m11, r.m22, r.m33) = (
                a.m11 + (b.m11 - a.m11) * t, a.m22 + (b.m22 - a.m22) * t, a.m33 + (b.m33 - a.m33) * t
            )
            (r.m41, r.m42, r.m43) = (
                a.m41 + (b.m41 - a.m41) * t, a.m42 + (b.m42 - a.m42) * t, a.m43 + (b.m43 - a.m43) * t
            )
            return r
        }
        guard let da = a.decomposed(), let db = b.decomposed() else { return t < 0.5 ? a : b }
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        var r = DecomposedTransform()
        r.translate = (
            lerp(da.translate.x, db.translate.x), lerp(da.translate.y, db.translate.y),
            lerp(da.translate.z, db.translate.z)
        )
        r.scale = (lerp(da.scale.x, db.scale.x), lerp(da.scale.y, db.scale.y), lerp(da.scale.z, db.scale.z))
        r.skew = (lerp(da.skew.xy, db.skew.xy), lerp(da.skew.xz, db.skew.xz), lerp(da.skew.yz, db.skew.yz))
        r.perspective = (
            lerp(da.perspective.x, db.perspective.x), lerp(da.perspective.y, db.perspective.y),
            lerp(da.perspective.z, db.perspective.z), lerp(da.perspective.w, db.perspective.w)
        )
        r.quaternion = slerp(da.quaternion, db.quaternion, t)
        return Matrix3D(r)
    }

    private static func slerp(
        _ a: (x: Double, y: Double, z: Double, w: Double), _ b: (x: Double, y: Double, z: Double, w: Double),
        _ t: Double
    ) -> (x: Double, y: Double, z: Double, w: Double) {
        var product = a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w
        var bb = b
        if product < 0 {
            bb = (-b.x, -b.y, -b.z, -b.w)
            product = -product
        }
        product = min(product, 1)
        if product >= 1 - 1e-12 { return a }
        let theta = acos(product)
        let w = sin(t * theta) / (1 - product * product).squareRoot()
        let sa = cos(t * theta) - product * w
        return (a.x * sa + bb.x * w, a.y * sa + bb.y * w, a.z * sa + bb.z * w, a.w * sa + bb.w * w)
    }
}

/// A 3-vector for the decomposition's row arithmetic.
private struct Vec3 {
    var x: Double
    var y: Double
    var z: Double

    init(_ x: Double, _ y: Double, _ z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    var length: Double { (x * x + y * y + z * z).squareRoot() }
    var normalized: Vec3 {
        let l = length
        return l == 0 ? self : Vec3(x / l, y / l, z / l)
    }
    func dot(_ o: Vec3) -> Double { x * o.x + y * o.y + z * o.z }
    func cross(_ o: Vec3) -> Vec3 { Vec3(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x) }
    static func - (a: Vec3, b: Vec3) -> Vec3 { Vec3(a.x - b.x, a.y - b.y, a.z - b.z) }
    static func * (a: Vec3, k: Double) -> Vec3 { Vec3(a.x * k, a.y * k, a.z * k) }
}
