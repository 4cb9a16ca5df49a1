import CoreGraphics
import Foundation

/// Structure-field key paths (spec §3.1): `x`/`y` of points, `width`/`height` of sizes, `origin`/`size` of rects,
/// and `rotation`, `scale` and `translation` components of transforms.
extension AnimationValue {
    package func component(_ path: String) -> AnimationValue? {
        switch self {
        case .point(let p):
            switch path {
            case "x": return .scalar(Double(p.x))
            case "y": return .scalar(Double(p.y))
            default: return nil
            }
        case .size(let s):
            switch path {
            case "width": return .scalar(Double(s.width))
            case "height": return .scalar(Double(s.height))
            default: return nil
            }
        case .rect(let r):
            let (head, rest) = KeyPathParts.split(path)
            let part: AnimationValue
            switch head {
            case "origin": part = .point(r.origin)
            case "size": part = .size(r.size)
            default: return nil
            }
            return rest.map { part.component($0) } ?? part
        case .transform(let m):
            return TransformComponents.read(m, path)
        default:
            return nil
        }
    }

    package func replacingComponent(_ path: String, with value: AnimationValue) -> AnimationValue? {
        switch (self, value) {
        case (.point(var p), .scalar(let v)):
            switch path {
            case "x": p.x = CGFloat(v)
            case "y": p.y = CGFloat(v)
            default: return nil
            }
            return .point(p)
        case (.size(var s), .scalar(let v)):
            switch path {
            case "width": s.width = CGFloat(v)
            case "height": s.height = CGFloat(v)
            default: return nil
            }
            return .size(s)
        case (.rect(var r), _):
            let (head, rest) = KeyPathParts.split(path)
            switch head {
            case "origin":
                guard
                    case .point(let p)? = rest.map({
                        AnimationValue.point(r.origin).replacingComponent($0, with: value)
                    }) ?? value
                else { return nil }
                r.origin = p
            case "size":
                guard
                    case .size(let s)? = rest.map({ AnimationValue.size(r.size).replacingComponent($0, with: value) })
                        ?? value
                else { return nil }
                r.size = s
            default: return nil
            }
            return .rect(r)
        case (.transform(let m), _):
            return TransformComponents.write(m, path, value).map { .transform($0) }
        default:
            return nil
        }
    }
}

/// Reading and writing one component of a transform: decomposed into translation, scale and rotation, one part
/// replaced, recomposed (spec §3.1).
package enum TransformComponents {
    package static func read(_ m: Matrix3D, _ path: String) -> AnimationValue? {
        switch path {
        case "translation.x": return .scalar(m.m41)
        case "translation.y": return .scalar(m.m42)
        case "translation.z": return .scalar(m.m43)
        case "translation": return .size(CGSize(width: m.m41, height: m.m42))
        case "rotation.z", "rotation": return .scalar(atan2(m.m12, m.m11))
        case "rotation.x": return .scalar(atan2(m.m23, m.m33))
        case "rotation.y": return .scalar(atan2(-m.m13, m.m33))
        case "scale.x", "scale.y", "scale.z", "scale", "scale.xy":
            let d: DecomposedTransform
            if m.isScaleAndTranslation {
                d = DecomposedTransform(scale: (m.m11, m.m22, m.m33))
            } else {
                guard let decomposed = m.decomposed() else { return nil }
                d = decomposed
            }
            switch path {
            case "scale.x": return .scalar(d.scale.x)
            case "scale.y": return .scalar(d.scale.y)
            case "scale.z": return .scalar(d.scale.z)
            case "scale.xy": return .scalar((d.scale.x + d.scale.y) / 2)
            default: return .scalar((d.scale.x + d.scale.y + d.scale.z) / 3)
            }
        default: return nil
        }
    }

    package static func write(_ m: Matrix3D, _ path: String, _ value: AnimationValue) -> Matrix3D? {
        var result = m
        switch (path, value) {
        case ("translation.x", .scalar(let v)): result.m41 = v
        case ("translation.y", .scalar(let v)): result.m42 = v
        case ("translation.z", .scalar(let v)): result.m43 = v
        case ("translation", .size(let s)):
            result.m41 = Double(s.width)
            result.m42 = Double(s.height)
        case (_, .scalar(let v)) where path.hasPrefix("scale") && m.isScaleAndTranslation:
            // No rotation, skew or perspective: the scale is the diagonal, also when it is 0 (a "grow from
            // nothing" start), which no decomposition recovers.
            switch path {
            case "scale.x": result.m11 = v
            case "scale.y": result.m22 = v
            case "scale.z": result.m33 = v
            case "scale": (result.m11, result.m22, result.m33) = (v, v, v)
            case "scale.xy": (result.m11, result.m22) = (v, v)
            default: return nil
            }
        case (_, .scalar(let v)) where path.hasPrefix("scale"):
            guard var d = m.decomposed() else { return nil }
            switch path {
            case "scale.x": d.scale.x = v
            case "scale.y": d.scale.y = v
            case "scale.z": d.scale.z = v
            case "scale": d.scale = (v, v, v)
            // Undocumented, used by popular pulse and ripple code: x and y, z left as it is.
            case "scale.xy": (d.scale.x, d.scale.y) = (v, v)
            default: return nil
            }
            return Matrix3D(d)
        case (_, .scalar(let v)) where path.hasPrefix("rotation"):
            // The rotation is rebuilt from the angle, not a quaternion, so that angles beyond ±π keep their
            // direction; scale, translation and perspective are kept, skew is dropped.
            let rotation: Matrix3D
            switch path {
            case "rotation", "rotation.z": rotation = .rotation(v, 0, 0, 1)
            case "rotation.x": rotation = .rotation(v, 1, 0, 0)
            case "rotation.y": rotation = .rotation(v, 0, 1, 0)
            default: return nil
            }
            // The identity keeps nothing but the rotation (a turning layer's usual base), without decomposing it.
            if m == .identity { return rotation }
            guard let d = m.decomposed() else { return nil }
            var perspective = Matrix3D.identity
            (perspective.m14, perspective.m24, perspective.m34, perspective.m44) =
                (d.perspective.x, d.perspective.y, d.perspective.z, d.perspective.w)
            return Matrix3D.scale(d.scale.x, d.scale.y, d.scale.z).concatenating(rotation)
                .concatenating(.translation(d.translate.x, d.translate.y, d.translate.z)).concatenating(perspective)
        default:
            return nil
        }
        return result
    }
}

extension Matrix3D {
    /// Whether the matrix only scales along the axes and translates: no rotation, skew or perspective.
    var isScaleAndTranslation: Bool {
        m12 == 0 && m13 == 0 && m14 == 0 && m21 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m34 == 0
            && m44 == 1
    }
}
