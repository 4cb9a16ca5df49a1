import RenderServer
import UIKit

/// A layer described in text, as the inspector's panel and `--dump-tree` show it: the class, name and view in one
/// line; geometry, opacity, transform and colours with model and presentation values side by side where they
/// differ; and the attached animations.
@MainActor
struct LayerDescription {
    let layer: CALayer
    let presentation: CALayer?

    /// The layer with its presentation at media time `time` (now when nil).
    init(_ layer: CALayer, at time: Double? = nil) {
        self.layer = layer
        presentation = layer.presentation(at: time ?? CACurrentMediaTime())
    }

    /// `CAShapeLayer "ring" · UIView`: the class, the name if any, and the view whose layer it is.
    var title: String { Self.title(of: layer) }

    static func title(of layer: CALayer) -> String {
        var text = String(describing: type(of: layer))
        if let name = layer.name, !name.isEmpty { text += " \"\(name)\"" }
        if let view = layer.delegate as? UIView, view.layer === layer {
            text += " · \(type(of: view))"
            if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { text += " #\(identifier)" }
        }
        return text
    }

    /// A short name for a row: the layer's name, else its view's class, else its own class.
    static func label(of layer: CALayer) -> String {
        if let name = layer.name, !name.isEmpty { return name }
        if let view = layer.delegate as? UIView, view.layer === layer { return String(describing: type(of: view)) }
        return String(describing: type(of: layer))
    }

    /// `name  model  presentation` rows; the presentation column only where it differs.
    var properties: [String] {
        let p = presentation
        var rows: [(String, String, String?)] = [
            ("frame", Self.rect(layer.frame), p.map { Self.rect($0.frame) }),
            ("bounds", Self.rect(layer.bounds), p.map { Self.rect($0.bounds) }),
            ("position", Self.point(layer.position), p.map { Self.point($0.position) }),
            ("anchor", Self.point(layer.anchorPoint), p.map { Self.point($0.anchorPoint) }),
            ("opacity", Self.number(Double(layer.opacity)), p.map { Self.number(Double($0.opacity)) }),
            ("transform", Self.transform(layer.transform), p.map { Self.transform($0.transform) }),
        ]
        if layer.zPosition != 0 || p?.zPosition ?? 0 != 0 {
            rows.append(("zPosition", Self.number(layer.zPosition), p.map { Self.number($0.zPosition) }))
        }
        rows.append(("background", Self.color(layer.backgroundColor), p.map { Self.color($0.backgroundColor) }))
        if layer.cornerRadius != 0 || p?.cornerRadius ?? 0 != 0 {
            rows.append(("cornerRadius", Self.number(layer.cornerRadius), p.map { Self.number($0.cornerRadius) }))
        }
        if layer.borderWidth != 0 {
            rows.append(("border", "\(Self.number(layer.borderWidth)) \(Self.color(layer.borderColor))", nil))
        }
        if layer.shadowOpacity != 0 {
            rows.append(
                ("shadow", "\(Self.number(Double(layer.shadowOpacity))) r \(Self.number(layer.shadowRadius))", nil))
        }
        var flags: [String] = []
        if layer.isHidden { flags.append("hidden") }
        if layer.masksToBounds { flags.append("masksToBounds") }
        if layer.mask != nil { flags.append("mask") }
        if layer.shouldRasterize { flags.append("rasterized") }
        if layer.contents != nil { flags.append("contents") }
        if !flags.isEmpty { rows.append(("flags", flags.joined(separator: " "), nil)) }
        if let view = layer.delegate as? UIView, view.layer === layer, let spoken = Self.accessibility(of: view) {
            rows.append(("voiceover", spoken, nil))
        }
        return rows.map { name, model, shown in
            let padded = name.padding(toLength: 13, withPad: " ", startingAt: 0)
            guard let shown, shown != model else { return padded + model }
            return padded + model + "  →  " + shown
        }
    }

    /// What VoiceOver would read for an element: its label, value, traits and hint; for other views the
    /// settings that hide or group what is under them; nil when there is nothing to say.
    static func accessibility(of view: UIView) -> String? {
        var parts: [String] = []
        if view.isAccessibilityElement {
            if let label = view.accessibilityLabel { parts.append("\"\(label)\"") }
            if let value = view.accessibilityValue { parts.append("value \"\(value)\"") }
            parts += view.accessibilityTraits.names
            if let hint = view.accessibilityHint { parts.append("hint \"\(hint)\"") }
            if parts.isEmpty { parts.append("element") }
        }
        if view.accessibilityViewIsModal { parts.append("modal") }
        if view.accessibilityElementsHidden { parts.append("elements hidden") }
        if let elements = view.accessibilityElements { parts.append("\(elements.count) elements") }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// One line per attached animation: key, key path, class, duration, repeats, fill and curve.
    var animations: [String] {
        layer.attachedAnimationInfo.map { info in
            let animation = info.animation
            var parts = [info.key ?? "(no key)"]
            if let property = animation as? CAPropertyAnimation, let path = property.keyPath, path != info.key {
                parts.append(path)
            }
            parts.append(String(describing: type(of: animation)))
            parts.append(String(format: "%.2fs", animation.duration))
            if animation.repeatCount > 0 { parts.append("×\(Self.number(Double(animation.repeatCount)))") }
            if animation.autoreverses { parts.append("autoreverses") }
            if animation.fillMode != .removed { parts.append("fill \(animation.fillMode.rawValue)") }
            parts.append(TimingSummary(animation).curveName)
            return parts.joined(separator: " ")
        }
    }

    /// The whole description: title, properties, animations.
    var lines: [String] {
        let list = animations
        return [title] + properties + (list.isEmpty ? [] : ["animations"] + list.map { "  " + $0 })
    }

    /// The layer tree under `root` as text: one title line per layer, indented, with its properties and
    /// animations beneath.
    static func dump(_ root: CALayer) -> String {
        var out: [String] = []
        var pending: [(CALayer, Int)] = [(root, 0)]
        while let (layer, depth) = pending.popLast() {
            let indent = String(repeating: "  ", count: depth)
            let description = LayerDescription(layer)
            out.append(indent + description.title)
            out += description.lines.dropFirst().map { indent + "  · " + $0 }
            for child in (layer.sublayers ?? []).reversed() { pending.append((child, depth + 1)) }
        }
        return out.joined(separator: "\n")
    }

    static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : String(format: "%.2f", v)
    }

    static func point(_ p: CGPoint) -> String { "(\(number(p.x)), \(number(p.y)))" }

    static func rect(_ r: CGRect) -> String {
        "(\(number(r.minX)), \(number(r.minY)), \(number(r.width)), \(number(r.height)))"
    }

    static func color(_ c: CGColor?) -> String {
        guard let c, let v = c.components, v.count == 2 || v.count == 4 else { return "none" }
        let rgba = v.count == 2 ? [v[0], v[0], v[0], v[1]] : v
        let hex = rgba.map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
        return "#" + hex
    }

    static func transform(_ t: CATransform3D) -> String {
        if CATransform3DIsIdentity(t) { return "identity" }
        if CATransform3DIsAffine(t) {
            let a = CATransform3DGetAffineTransform(t)
            let angle = atan2(a.b, a.a) * 180 / .pi
            let sx = (a.a * a.a + a.b * a.b).squareRoot(), sy = (a.c * a.c + a.d * a.d).squareRoot()
            var parts: [String] = []
            if abs(angle) > 0.01 { parts.append("rotate \(number((angle * 100).rounded() / 100))°") }
            if abs(sx - 1) > 1e-4 || abs(sy - 1) > 1e-4 {
                parts.append("scale \(number((sx * 1000).rounded() / 1000))×\(number((sy * 1000).rounded() / 1000))")
            }
            if a.tx != 0 || a.ty != 0 { parts.append("translate \(point(CGPoint(x: a.tx, y: a.ty)))") }
            return parts.isEmpty ? "affine" : parts.joined(separator: " ")
        }
        return "3D (m34 \(String(format: "%.4f", t.m34)))"
    }
}
