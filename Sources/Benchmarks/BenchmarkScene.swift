import CoreGraphics
import RenderServer

/// A benchmark scene: a render tree built directly (no UIKit), evaluated on a virtual clock.
struct BenchmarkScene {
    let name: String
    let layers: Int
    let make: (_ width: Double, _ height: Double) -> RenderTree

    static func all(quick: Bool) -> [BenchmarkScene] {
        [
            BenchmarkScene(name: "moving-1k", layers: 1000) { w, h in moving(1000, w, h, rotating: false) },
            BenchmarkScene(name: "moving-10k", layers: 10_000) { w, h in moving(10_000, w, h, rotating: false) },
            BenchmarkScene(name: "rotating-1k", layers: 1000) { w, h in moving(1000, w, h, rotating: true) },
            BenchmarkScene(name: "static-10k-one-moving", layers: 10_000) { w, h in staticOneMoving(10_000, w, h) },
            BenchmarkScene(name: "shadows-200", layers: 200) { w, h in shadows(200, w, h) },
            BenchmarkScene(name: "shapes-100", layers: 100) { w, h in shapes(100, w, h) },
            BenchmarkScene(name: "text-200", layers: 200) { w, h in texts(200, w, h) },
            BenchmarkScene(name: "card-flip-3d", layers: 3) { w, h in cardFlip(w, h) },
            BenchmarkScene(name: "gradients-borders", layers: 120) { w, h in gradientsBorders(120, w, h) },
        ]
    }

    // MARK: Builders

    private static func root(_ w: Double, _ h: Double, _ children: [RenderNode]) -> RenderTree {
        var p = LayerProperties()
        p.bounds = CGRect(x: 0, y: 0, width: w, height: h)
        p.anchorPoint = .zero
        p.backgroundColor = CGColor(gray: 0.95, alpha: 1)
        return RenderTree(root: RenderNode(id: 0, properties: p, animations: [], sublayers: children, mask: nil))
    }

    private static func node(_ id: Int, _ p: LayerProperties, _ animations: [RenderAnimation] = []) -> RenderNode {
        RenderNode(id: UInt64(id), properties: p, animations: animations, sublayers: [], mask: nil)
    }

    private static func forever(_ keyPath: String, from: AnimationValue, to: AnimationValue, duration: Double)
        -> RenderAnimation
    {
        var timing = TimingParameters()
        timing.duration = duration
        timing.autoreverses = true
        timing.repeatCount = .infinity
        return RenderAnimation(
            key: nil, keyPath: keyPath, timing: timing, timingFunction: nil,
            kind: .basic(.init(from: from, to: to, by: nil)))
    }

    /// N rounded 48×48 layers at opacity 0.8 drifting between two random points (and spinning when `rotating`).
    static func moving(_ n: Int, _ w: Double, _ h: Double, rotating: Bool) -> RenderTree {
        var random = SeededRandom(seed: 1)
        let children = (0..<n).map { i -> RenderNode in
            var p = LayerProperties()
            p.bounds = CGRect(x: 0, y: 0, width: 48, height: 48)
            p.cornerRadius = 10
            p.opacity = 0.8
            p.backgroundColor = CGColor(srgbRed: random.next(), green: random.next(), blue: 0.9, alpha: 1)
            let a = CGPoint(x: random.next() * w, y: random.next() * h),
                b = CGPoint(x: random.next() * w, y: random.next() * h)
            p.position = a
            var animations = [forever("position", from: .point(a), to: .point(b), duration: 2 + 2 * random.next())]
            if rotating {
                animations.append(forever("transform.rotation.z", from: .scalar(0), to: .scalar(.pi), duration: 3))
            }
            return node(i + 1, p, animations)
        }
        return root(w, h, children)
    }

    /// N static layers and one moving one: what damage tracking is for.
    static func staticOneMoving(_ n: Int, _ w: Double, _ h: Double) -> RenderTree {
        var random = SeededRandom(seed: 2)
        var children = (0..<n).map { i -> RenderNode in
            var p = LayerProperties()
            p.bounds = CGRect(x: 0, y: 0, width: 24, height: 24)
            p.cornerRadius = 4
            p.backgroundColor = CGColor(srgbRed: random.next(), green: 0.6, blue: random.next(), alpha: 1)
            p.position = CGPoint(x: random.next() * w, y: random.next() * h)
            return node(i + 1, p)
        }
        var p = LayerProperties()
        p.bounds = CGRect(x: 0, y: 0, width: 48, height: 48)
        p.backgroundColor = CGColor(srgbRed: 1, green: 0.2, blue: 0.2, alpha: 1)
        children.append(
            node(
                n + 1, p,
                [
                    forever(
                        "position", from: .point(CGPoint(x: 50, y: 50)), to: .point(CGPoint(x: w - 50, y: h - 50)),
                        duration: 2)
                ]))
        return root(w, h, children)
    }

    static func shadows(_ n: Int, _ w: Double, _ h: Double) -> RenderTree {
        var random = SeededRandom(seed: 3)
        let children = (0..<n).map { i -> RenderNode in
            var p = LayerProperties()
            p.bounds = CGRect(x: 0, y: 0, width: 80, height: 60)
            p.cornerRadius = 10
            p.backgroundColor = CGColor.white
            p.shadowOpacity = 0.3
            p.shadowRadius = 6
            p.shadowOffset = CGSize(width: 0, height: 4)
            p.position = CGPoint(x: random.next() * w, y: random.next() * h)
            return node(
                i + 1, p,
                [
                    forever(
                        "position.y", from: .scalar(Double(p.position.y)), to: .scalar(Double(p.position.y) + 30),
                        duration: 1.5)
                ])
        }
        return root(w, h, children)
    }

    static func shapes(_ n: Int, _ w: Double, _ h: Double) -> RenderTree {
        var random = SeededRandom(seed: 4)
        let children = (0..<n).map { i -> RenderNode in
            var p = LayerProperties()
            p.bounds = CGRect(x: 0, y: 0, width: 90, height: 90)
            p.position = CGPoint(x: random.next() * w, y: random.next() * h)
            var s = ShapeProperties()
            s.path = CGPath(ellipseIn: CGRect(x: 8, y: 8, width: 74, height: 74), transform: nil)
            s.fillColor = nil
            s.strokeColor = CGColor(srgbRed: 0.2, green: 0.78, blue: 0.35, alpha: 1)
            s.lineWidth = 8
            p.kind = .shape(s)
            return node(i + 1, p, [forever("strokeEnd", from: .scalar(0), to: .scalar(1), duration: 2 + random.next())])
        }
        return root(w, h, children)
    }

    static func texts(_ n: Int, _ w: Double, _ h: Double) -> RenderTree {
        var random = SeededRandom(seed: 5)
        let children = (0..<n).map { i -> RenderNode in
            var p = LayerProperties()
            p.bounds = CGRect(x: 0, y: 0, width: 160, height: 24)
            var t = TextProperties()
            t.string = "Label \(i) · Core Animation"
            t.fontSize = 14
            t.foregroundColor = CGColor.black
            p.kind = .text(t)
            let a = CGPoint(x: random.next() * w, y: random.next() * h)
            p.position = a
            return node(
                i + 1, p,
                [forever("position.x", from: .scalar(Double(a.x)), to: .scalar(Double(a.x) + 40), duration: 2)])
        }
        return root(w, h, children)
    }

    static func cardFlip(_ w: Double, _ h: Double) -> RenderTree {
        var container = LayerProperties()
        container.bounds = CGRect(x: 0, y: 0, width: 300, height: 420)
        container.position = CGPoint(x: w / 2, y: h / 2)
        var perspective = Matrix3D.identity
        perspective.m34 = -1.0 / 600
        container.sublayerTransform = perspective
        var front = LayerProperties()
        front.bounds = container.bounds
        front.position = CGPoint(x: 150, y: 210)
        front.cornerRadius = 20
        front.backgroundColor = CGColor(srgbRed: 0, green: 0.48, blue: 1, alpha: 1)
        front.borderWidth = 6
        front.borderColor = CGColor.white
        let flip = forever("transform.rotation.y", from: .scalar(0), to: .scalar(.pi), duration: 1.5)
        let card = node(2, front, [flip])
        return root(w, h, [RenderNode(id: 1, properties: container, animations: [], sublayers: [card], mask: nil)])
    }

    static func gradientsBorders(_ n: Int, _ w: Double, _ h: Double) -> RenderTree {
        var random = SeededRandom(seed: 6)
        let children = (0..<n).map { i -> RenderNode in
            var p = LayerProperties()
            p.bounds = CGRect(x: 0, y: 0, width: 110, height: 80)
            p.cornerRadius = 12
            p.borderWidth = 3
            p.borderColor = CGColor(srgbRed: random.next(), green: random.next(), blue: random.next(), alpha: 1)
            var g = GradientProperties()
            g.colors = [
                CGColor(srgbRed: 1, green: 0.4, blue: 0.3, alpha: 1),
                CGColor(srgbRed: 0.3, green: 0.4, blue: 1, alpha: 1),
            ]
            g.startPoint = CGPoint(x: 0, y: 0)
            g.endPoint = CGPoint(x: 1, y: 1)
            p.kind = .gradient(g)
            let a = CGPoint(x: random.next() * w, y: random.next() * h)
            p.position = a
            return node(
                i + 1, p,
                [
                    forever(
                        "position", from: .point(a), to: .point(CGPoint(x: Double(a.x) + 30, y: Double(a.y) + 20)),
                        duration: 2)
                ])
        }
        return root(w, h, children)
    }
}
