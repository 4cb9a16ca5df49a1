import Foundation

extension RenderTree {
    /// Presents the tree at `time` into `presented`, the last frame's presentation (nil for the first): the same
    /// values as `presented(at:reusing:)`, made in place. An animated layer's values go into the box its last
    /// presentation held where nothing else holds it, not into a new allocation, and the last frame's tree is not
    /// destroyed: that saves an allocation and a free per layer and frame, and destroying the last tree on one
    /// core.
    package func present(at time: Double, into presented: inout PresentedLayer?) {
        guard presented != nil else {
            presented = self.presented(at: time)
            return
        }
        // Updating may drop the last frame's tree, whose destruction nests a call per level: the stack is sized for
        // the deeper of the two.
        DeepStack.run(depth: max(root.depth, presented!.node.depth)) { presented!.update(root, parentTime: time) }
    }
}

extension PresentedLayer {
    /// Lets go of `layer`: destroying a tree nests a call per level, so a deep one is let go of on a stack sized for
    /// it (`DeepStack`).
    package static func release(_ layer: inout PresentedLayer?) {
        guard let depth = layer?.depth, depth > DeepStack.inlineDepth else {
            layer = nil
            return
        }
        DeepStack.run(depth: depth) { layer = nil }
    }

    /// Makes this (the last frame's presentation of a layer) the presentation of `node` at `parentTime`. A layer of
    /// the same node, without mask, transition or replicator instances, is updated in place; any other is presented
    /// afresh, reading this one as its last. (Presented from the same node, this one has a mask, a transition or
    /// instances only where the node has a mask, transitions or is a replicator.)
    mutating func update(_ node: RenderNode, parentTime: Double) {
        if self.node === node, node.isStatic { return }
        guard self.node === node, node.mask == nil, !node.hasTransitions, Self.updatesInPlace(node.properties.kind)
        else {
            self = PresentedLayer(node, parentTime: parentTime, reusing: self)
            return
        }
        let local = node.properties.timing.localTime(fromParent: parentTime)
        localTime = local
        if node.animations.isEmpty {
            properties = node.properties
        } else {
            properties.takeValues(of: node.properties)
            AnimationEvaluator.apply(node.animations, to: &properties, localTime: local)
        }
        // A leaf has none to update: asking the empty array for its storage to write would copy it first.
        if sublayers.count == node.sublayers.count {
            if !sublayers.isEmpty {
                Self.update(
                    &sublayers, node.sublayers, parallel: node.depth <= DeepStack.inlineDepth, parentTime: local)
            }
        } else {
            sublayers = Self.present(node.sublayers, parentDepth: node.depth, parentTime: local, previous: nil)
        }
    }

    /// Kinds whose presentation holds nothing but its values and sublayers: a transform layer keeps only some
    /// values, a replicator may present its sublayers again per instance.
    private static func updatesInPlace(_ kind: LayerKind) -> Bool {
        switch kind {
        case .transformLayer, .replicator: false
        default: true
        }
    }

    /// `layers` (the last frame's presentations of `nodes`, one each) updated in place; many siblings on every
    /// core, each updating its own slots. Each node is passed unretained (the array holds it): retaining it for the
    /// call was an atomic write to every node, every frame. Siblings that may be too deep for a worker's stack
    /// (`DeepStack`) are updated on the calling thread, whose stack `DeepStack` sized.
    private static func update(
        _ layers: inout [PresentedLayer], _ nodes: [RenderNode], parallel: Bool, parentTime: Double
    ) {
        let count = nodes.count
        layers.withUnsafeMutableBufferPointer { buffer in
            nodes.withUnsafeBufferPointer { nodes in
                nodes.withMemoryRebound(to: Unmanaged<RenderNode>.self) { nodes in
                    guard count >= parallelSiblings, parallel else {
                        for index in 0..<count {
                            nodes[index]._withUnsafeGuaranteedRef { buffer[index].update($0, parentTime: parentTime) }
                        }
                        return
                    }
                    let chunks = Self.chunks(count)
                    ParallelLoop.shared.perform(
                        iterations: chunks,
                        UpdateChunks(
                            slots: buffer.baseAddress!, nodes: nodes, count: count, chunks: chunks,
                            parentTime: parentTime))
                }
            }
        }
    }
}

/// One of `chunks` runs of siblings updated in place on any core (`PresentedLayer.update`).
private struct UpdateChunks: ParallelBody {
    let slots: UnsafeMutablePointer<PresentedLayer>
    let nodes: UnsafeBufferPointer<Unmanaged<RenderNode>>
    let count: Int
    let chunks: Int
    let parentTime: Double

    func run(_ chunk: Int) {
        for index in PresentedLayer.chunk(chunk, of: chunks, count: count) {
            nodes[index]._withUnsafeGuaranteedRef { slots[index].update($0, parentTime: parentTime) }
        }
    }
}
