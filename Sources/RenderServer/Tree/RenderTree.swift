import CoreGraphics
import Foundation

/// One layer of the render tree: an immutable snapshot made at commit, safe to hand to another thread. (Its
/// sublayers and mask are variables only for its `deinit` to hand them over; nothing else changes them.)
package final class RenderNode: @unchecked Sendable, Equatable {
    package static func == (lhs: RenderNode, rhs: RenderNode) -> Bool { lhs === rhs }

    /// Stable identity of the layer it came from, for caches.
    package let id: UInt64
    package let properties: LayerProperties
    package let animations: [RenderAnimation]
    @exclusivity(unchecked) package private(set) var sublayers: [RenderNode]
    @exclusivity(unchecked) package private(set) var mask: RenderNode?
    /// Whether the subtree shows the same at every instant: no animations, particles or tiles anywhere in it.
    package let isStatic: Bool
    /// Whether this layer's animations may change its own content (anything but where and how opaquely it is
    /// placed: position, transform, opacity, zPosition); transitions and groups count as content.
    package let animatesContent: Bool
    /// Whether any of its animations is a transition (which presenting looks for every frame, so that the others
    /// need not be copied out to be looked at).
    package let hasTransitions: Bool
    /// Layers in this subtree, masks included: counted once, at init, since the previewer's overlay shows it every
    /// frame.
    package let count: Int
    /// Levels in this subtree, masks and the layers transitions show leaving included: 1 for a leaf.
    package let depth: Int

    package init(
        id: UInt64, properties: LayerProperties, animations: [RenderAnimation], sublayers: [RenderNode],
        mask: RenderNode?
    ) {
        self.id = id
        self.properties = properties
        self.animations = animations
        self.sublayers = sublayers
        self.mask = mask
        var timeless = animations.isEmpty && sublayers.allSatisfy(\.isStatic) && (mask?.isStatic ?? true)
        switch properties.kind {
        case .emitter, .tiled: timeless = false
        default: break
        }
        isStatic = timeless
        animatesContent = animations.contains { !Self.placesOnly($0) }
        count = 1 + sublayers.reduce(0) { $0 + $1.count } + (mask?.count ?? 0)
        hasTransitions = animations.contains {
            if case .transition = $0.kind { return true }
            return false
        }
        var below = sublayers.reduce(mask?.depth ?? 0) { max($0, $1.depth) }
        for animation in hasTransitions ? animations : [] {
            if case .transition(let t) = animation.kind, let previous = t.previous {
                below = max(below, previous.depth)
            }
        }
        depth = 1 + below
    }

    deinit {
        // A deep subtree is let go of level by level, not by nested calls as deep as it (`DeepRelease`).
        guard depth > DeepStack.inlineDepth else { return }
        let children: [AnyObject] = sublayers + (mask.map { [$0] } ?? [])
        sublayers = []
        mask = nil
        DeepRelease.bury(consume children)
    }

    private static func placesOnly(_ animation: RenderAnimation) -> Bool {
        switch animation.kind {
        case .group, .transition: return false
        default: break
        }
        guard let keyPath = animation.keyPath else { return false }
        return keyPath == "position" || keyPath.hasPrefix("position.") || keyPath == "transform"
            || keyPath.hasPrefix("transform.") || keyPath == "opacity" || keyPath == "zPosition"
    }

    /// Whether anything in the subtree has animations attached.
    package var hasAnimations: Bool {
        !animations.isEmpty || sublayers.contains { $0.hasAnimations } || (mask?.hasAnimations ?? false)
    }
}

/// A render tree and what it is drawn for: the root layer's node, whose parent time is absolute media time.
package struct RenderTree: Sendable {
    package var root: RenderNode

    package init(root: RenderNode) {
        self.root = root
    }

    /// The tree's values at absolute media time `time`: every animation applied through the time hierarchy.
    /// Static subtrees (`RenderNode.isStatic`) of `previous` — the last frame's presented tree — are reused as they
    /// are when their nodes are this tree's: they show the same at every instant.
    package func presented(at time: Double, reusing previous: PresentedLayer? = nil) -> PresentedLayer {
        DeepStack.run(depth: root.depth) { PresentedLayer(root, parentTime: time, reusing: previous) }
    }
}

/// A layer's values at one instant, with its sublayers': what compositors draw.
package struct PresentedLayer: Sendable {
    package var id: UInt64
    package var properties: LayerProperties {
        didSet { summarize() }
    }
    /// `properties.zPosition`, held in the layer so that ordering many siblings reads only their array, not each
    /// one's properties.
    package private(set) var zPosition: Double = 0
    /// Whether the layer shows its node's own values and its node's subtree is static, so that it shows the same at
    /// every instant; held in the layer (kept with `properties`) for the same reason.
    package private(set) var showsStaticNode = false
    package var sublayers: [PresentedLayer] {
        didSet { summarizeSublayers() }
    }
    /// Whether the sublayers are in drawing order as they are (no zPosition below the one before it) and whether
    /// any of them shows its static node: held in the layer (kept with `sublayers` by `didSet`), so that drawing
    /// many siblings need not first pass over them all to find out, one core reading the whole array while the
    /// other waits.
    package private(set) var sublayersInOrder = true
    package private(set) var hasStaticSublayer = false
    package var mask: [PresentedLayer]
    /// Whether an emitter in this subtree has particles now or may emit them.
    package var hasLiveParticles: Bool {
        // Static subtrees hold no emitters, so the walk stays on the animated paths.
        guard !node.isStatic else { return false }
        if case .emitter(let e) = properties.kind, e.hasLiveParticles(at: localTime) { return true }
        return sublayers.contains { $0.hasLiveParticles }
    }
    /// Levels in this subtree (masks, instances and the layers transitions show leaving included), counted without
    /// recursion: for a tree not presented from its nodes, whose `node.depth` says nothing of its sublayers.
    package var depth: Int {
        var deepest = 0
        var pending: [(layer: PresentedLayer, level: Int)] = [(self, 1)]
        while let (layer, level) = pending.popLast() {
            deepest = max(deepest, level)
            for below in [layer.sublayers, layer.mask, layer.transition?.from ?? []] + layer.instances {
                for child in below { pending.append((child, level + 1)) }
            }
        }
        return deepest
    }
    /// The layer's own time at this instant.
    package var localTime: Double
    /// For replicators with an instance delay: the sublayers of instances 1…n−1 at their shifted times.
    package var instances: [[PresentedLayer]]
    /// A running transition: its kind, progress (0…1) and the layer it transitions from, presented now.
    package var transition: PresentedTransition?

    /// The render-tree node this was presented from.
    package let node: RenderNode
    /// The node's values (`node.properties.box`, which a content memo compares) and whether its animations change
    /// its content, held in the layer so that planning a leaf does not read the node, a cache miss for every layer
    /// on a tree the caches have lost.
    package let committedValues: ObjectIdentifier
    package let animatesContent: Bool
    /// `node.isStatic`, for `summarize`, which runs whenever the values change (twice a frame for an animated
    /// layer), so that it reads the layer alone.
    private let nodeIsStatic: Bool

    /// `node` presented at `parentTime`; a static node already presented in `previous` is that presentation (only
    /// its `localTime` is not this frame's, which nothing static reads: tiles and particles are never static).
    package init(_ node: RenderNode, parentTime: Double, reusing previous: PresentedLayer? = nil) {
        guard let previous else {
            self.init(node, parentTime: parentTime, previous: nil)
            return
        }
        self = withUnsafePointer(to: previous) { PresentedLayer(node, parentTime: parentTime, previous: $0) }
    }

    /// The last frame's presentations are read in place: copying one to look at it would retain each of its
    /// references, a cache miss apiece on a large tree.
    fileprivate init(_ node: RenderNode, parentTime: Double, previous: UnsafePointer<PresentedLayer>?) {
        if let previous, previous.pointee.node === node, node.isStatic {
            self = previous.pointee
            return
        }
        let earlier = previous.flatMap { $0.pointee.node === node ? $0 : nil }
        self.node = node
        committedValues = ObjectIdentifier(node.properties.box)
        animatesContent = node.animatesContent
        nodeIsStatic = node.isStatic
        id = node.id
        let local = node.properties.timing.localTime(fromParent: parentTime)
        localTime = local
        var values = node.properties
        if !node.animations.isEmpty {
            AnimationEvaluator.apply(node.animations, to: &values, localTime: local)
        }
        let isTransformLayer = values.kind == .transformLayer
        if isTransformLayer { values.keepSublayersOnly() }
        properties = values
        sublayers = Self.present(
            node.sublayers, parentDepth: node.depth, parentTime: local, previous: earlier?.pointee.sublayers)
        mask =
            isTransformLayer
            ? []
            : node.mask.map {
                Self.present([$0], parentDepth: node.depth, parentTime: local, previous: earlier?.pointee.mask)
            } ?? []
        instances = []
        transition = nil
        // Only a node with a transition has its animations copied out to find it.
        for animation in node.hasTransitions ? node.animations : [] {
            guard case .transition(let t) = animation.kind, let previous = t.previous else { continue }
            let sample = animation.timing.sample(atParent: local)
            guard sample.phase == .active || sample.contributes else { continue }
            let eased = animation.timingFunction?.value(at: sample.progress) ?? sample.progress
            let progress = t.startProgress + (t.endProgress - t.startProgress) * eased
            transition = PresentedTransition(
                type: t.type, subtype: t.subtype, progress: progress,
                from: [PresentedLayer(previous, parentTime: parentTime)])
        }
        if case .replicator(let r) = values.kind, r.instanceDelay != 0, r.drawnInstanceCount > 1 {
            instances = (1..<r.drawnInstanceCount).map { i in
                node.sublayers.map { PresentedLayer($0, parentTime: local - Double(i) * r.instanceDelay) }
            }
        }
        summarize()
        summarizeSublayers()
    }

    private mutating func summarizeSublayers() {
        var inOrder = true, anyStatic = false
        sublayers.withUnsafeBufferPointer { layers in
            // Read through pointers: a layer copied out retains each of its references.
            guard let base = layers.baseAddress else { return }
            for index in layers.indices {
                let layer = base + index
                if index > 0 { inOrder = inOrder && (layer - 1).pointee.zPosition <= layer.pointee.zPosition }
                anyStatic = anyStatic || layer.pointee.showsStaticNode
            }
        }
        sublayersInOrder = inOrder
        hasStaticSublayer = anyStatic
    }

    private mutating func summarize() {
        zPosition = properties.zPosition
        // Changing a node's values copies them (the node holds them too), so changed values are never its own.
        showsStaticNode = nodeIsStatic && ObjectIdentifier(properties.box) == committedValues
    }

    /// Siblings from which presenting them is shared out to the cores: each is independent of the others.
    static let parallelSiblings = 256

    /// How many pieces `count` siblings presented on every core go in.
    static func chunks(_ count: Int) -> Int { min(count, 4 * ParallelLoop.cores) }

    /// The indices of piece `chunk` of `count` siblings in `chunks` pieces.
    static func chunk(_ chunk: Int, of chunks: Int, count: Int) -> Range<Int> {
        count * chunk / chunks..<count * (chunk + 1) / chunks
    }

    /// `nodes` (the sublayers or mask of a node `parentDepth` deep) presented at `parentTime`, each reading the one
    /// at its index in `previous` in place; many siblings are presented on every core, each writing its own slots
    /// of the result, unless they may be too deep for a worker's stack (`DeepStack`).
    static func present(_ nodes: [RenderNode], parentDepth: Int, parentTime: Double, previous: [PresentedLayer]?)
        -> [PresentedLayer]
    {
        let reused = previous.flatMap { $0.count == nodes.count ? $0 : nil }
        guard nodes.count >= parallelSiblings, parentDepth <= DeepStack.inlineDepth else {
            guard let reused else { return nodes.map { PresentedLayer($0, parentTime: parentTime, previous: nil) } }
            return reused.withUnsafeBufferPointer { old in
                nodes.indices.map { PresentedLayer(nodes[$0], parentTime: parentTime, previous: old.baseAddress! + $0) }
            }
        }
        let count = nodes.count
        let chunks = Self.chunks(count)
        return [PresentedLayer](unsafeUninitializedCapacity: count) { result, initialized in
            func fill(_ old: UnsafePointer<PresentedLayer>?) {
                ParallelLoop.shared.perform(
                    iterations: chunks,
                    PresentChunks(
                        slots: result.baseAddress!, nodes: nodes, old: old, count: count, chunks: chunks,
                        parentTime: parentTime))
            }
            if let reused { reused.withUnsafeBufferPointer { fill($0.baseAddress!) } } else { fill(nil) }
            initialized = count
        }
    }

    /// The sublayers of replicator instance `i` (instance 0 is `sublayers`; later ones are evaluated
    /// `instanceDelay` seconds apart when there is a delay).
    package func sublayers(ofInstance i: Int) -> [PresentedLayer] {
        i == 0 || instances.isEmpty ? sublayers : instances[min(i, instances.count) - 1]
    }

    /// A text dump, one layer per line, for tests and `--dump-tree`.
    package func dump(indent: Int = 0) -> String {
        let p = properties
        var line = String(repeating: "  ", count: indent)
        line +=
            "layer \(p.kindName) bounds=\(Self.format(p.bounds)) position=(\(Self.format(p.position.x)), \(Self.format(p.position.y)))"
        if p.opacity != 1 { line += " opacity=\(Self.format(p.opacity))" }
        if let c = p.backgroundColor { line += " background=\(Self.format(c))" }
        if !p.transform.isIdentity {
            line += " transform=[\(p.transform.entries.map { Self.format($0) }.joined(separator: " "))]"
        }
        if p.cornerRadius != 0 { line += " cornerRadius=\(Self.format(p.cornerRadius))" }
        if p.isHidden { line += " hidden" }
        if p.masksToBounds { line += " masksToBounds" }
        var lines = [line]
        for m in mask {
            lines.append(String(repeating: "  ", count: indent + 1) + "mask:"); lines.append(m.dump(indent: indent + 2))
        }
        for s in sublayers { lines.append(s.dump(indent: indent + 1)) }
        return lines.joined(separator: "\n")
    }

    private static func format(_ v: Double) -> String {
        let rounded = (v * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    private static func format(_ v: CGFloat) -> String { format(Double(v)) }

    private static func format(_ r: CGRect) -> String {
        "(\(format(r.minX)), \(format(r.minY)), \(format(r.width)), \(format(r.height)))"
    }

    private static func format(_ c: CGColor) -> String {
        let rgba = c.rgba
        return "rgba(\([rgba.red, rgba.green, rgba.blue, rgba.alpha].map { format($0) }.joined(separator: ", ")))"
    }
}

extension LayerProperties {
    /// The layer class as a short name for dumps.
    package var kindName: String {
        switch kind {
        case .plain: "CALayer"
        case .shape: "CAShapeLayer"
        case .gradient: "CAGradientLayer"
        case .text: "CATextLayer"
        case .replicator: "CAReplicatorLayer"
        case .transformLayer: "CATransformLayer"
        case .scroll: "CAScrollLayer"
        case .tiled: "CATiledLayer"
        case .emitter: "CAEmitterLayer"
        }
    }
}

/// A transition at one instant: `from` (one element) is the previous appearance, presented at the same time.
package struct PresentedTransition: Sendable {
    package var type: String
    package var subtype: String?
    package var progress: Double
    package var from: [PresentedLayer]
}

/// One of `chunks` runs of siblings presented on any core into slots of their own (`RenderTree.present`), each
/// reading its last presentation in `old`.
private struct PresentChunks: ParallelBody {
    let slots: UnsafeMutablePointer<PresentedLayer>
    let nodes: [RenderNode]
    let old: UnsafePointer<PresentedLayer>?
    let count: Int
    let chunks: Int
    let parentTime: Double

    func run(_ chunk: Int) {
        for index in PresentedLayer.chunk(chunk, of: chunks, count: count) {
            (slots + index).initialize(
                to: PresentedLayer(nodes[index], parentTime: parentTime, previous: old.map { $0 + index }))
        }
    }
}
