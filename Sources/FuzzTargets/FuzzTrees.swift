import CoreGraphics
import RenderServer
import TestSupport

extension FuzzTargets {
    static let treeSize = (width: 96, height: 72)

    /// A layer tree with animations from the bytes, presented at two times and drawn by both compositors: neither
    /// may crash, and where every value is ordinary the fast one must agree with the reference region by region
    /// (the differential test's tolerance).
    static func trees(_ data: [UInt8]) throws {
        var bytes = Bytes(data)
        let hostile = bytes.byte() % 4 == 0
        var id: UInt64 = 1
        let root = node(&bytes, depth: 0, hostile: hostile, id: &id)
        let tree = RenderTree(root: root)
        for time in [0.0, bytes.number(0...2)] {
            let presented = tree.presented(at: time)
            guard let reference = PixelBuffer(width: treeSize.width, height: treeSize.height),
                let fast = PixelBuffer(width: treeSize.width, height: treeSize.height)
            else { return }
            try ReferenceCompositor().render(presented, into: reference, scale: 1)
            try CPUCompositor().render(presented, into: fast, scale: 1)
            guard !hostile else { continue }
            let agreement = RegionAgreement(fast, reference, side: 12, edgeReach: 2)
            if let region = agreement.regions.first(where: { $0.interiorFar > 4 }) {
                throw Failure(description: "the fast compositor disagrees with the reference at t=\(time): \(region)")
            }
        }
    }

    private static func color(_ bytes: inout Bytes) -> CGColor {
        CGColor(srgbRed: bytes.unit(), green: bytes.unit(), blue: bytes.unit(), alpha: bytes.byte() % 3 == 0 ? 0.6 : 1)
    }

    private static func node(_ bytes: inout Bytes, depth: Int, hostile: Bool, id: inout UInt64) -> RenderNode {
        func value(_ range: ClosedRange<Double>) -> Double { hostile ? bytes.hostile(range) : bytes.number(range) }
        var p = LayerProperties()
        p.bounds = CGRect(x: 0, y: 0, width: value(4...60), height: value(4...50))
        p.position = CGPoint(x: value(0...96), y: value(0...72))
        if bytes.byte() % 5 != 0 { p.backgroundColor = color(&bytes) }
        switch bytes.byte() % 6 {
        case 0: p.transform = .rotation(value(-3...3), 0, 0, 1)
        case 1: p.transform = .scale(value(0.5...1.6), value(0.5...1.6), 1)
        case 2: p.transform = .translation(value(-8...8), value(-8...8), 0)
        default: break
        }
        if bytes.byte() % 2 == 0 { p.opacity = value(0.3...1) }
        if bytes.byte() % 2 == 0 { p.cornerRadius = value(0...12) }
        if bytes.byte() % 3 == 0 {
            p.borderWidth = value(1...4)
            p.borderColor = color(&bytes)
        }
        if bytes.byte() % 4 == 0 {
            p.masksToBounds = true
            if depth > 0 { p.cornerRadius = 0 }
        }
        var animations: [RenderAnimation] = []
        if bytes.byte() % 3 == 0 {
            let key = bytes.pick(["opacity", "position.x", "cornerRadius", "bounds.size.width"])
            let from = value(0...40), to = value(0...40)
            var timing = TimingParameters()
            timing.duration = value(0.1...2)
            timing.beginTime = value(0...1)
            timing.repeatCount = Double(bytes.byte() % 3)
            timing.autoreverses = bytes.byte() % 2 == 0
            timing.fillMode = bytes.pick([.removed, .forwards, .backwards, .both])
            let scale = key == "opacity" ? 1.0 / 40 : 1
            animations.append(
                RenderAnimation(
                    key: key, keyPath: key, timing: timing, timingFunction: nil,
                    kind: .basic(.init(from: .scalar(from * scale), to: .scalar(to * scale), by: nil))))
        }
        let count = depth < 3 ? Int(bytes.byte() % 4) : 0
        let children = (0..<count).map { _ in node(&bytes, depth: depth + 1, hostile: hostile, id: &id) }
        id += 1
        return RenderNode(id: id, properties: p, animations: animations, sublayers: children, mask: nil)
    }
}
