import CoreGraphics

/// What a run of consecutive static siblings recorded: replayed as one step, with one damage record, while the
/// same render-tree nodes sit under the same parent placement.
final class RunMemo {
    let nodes: [RenderNode]
    let parentToDevice: Matrix3D
    let alpha: Double
    let clip: PixelRect
    let ops: [Step]
    let keys: [StepKey]
    let boxes: [PixelRect]
    let records: [StepRecord]
    let box: PixelRect
    let layers: Int
    var frame: Int
    /// The largest area one of its steps paints opaque, for occlusion culling.
    private(set) lazy var opaqueArea: PixelRect =
        ops.map(Step.opaqueArea).max(by: { $0.area < $1.area }) ?? PixelRect(x: 0, y: 0, width: 0, height: 0)

    init(
        nodes: [RenderNode], parentToDevice: Matrix3D, alpha: Double, clip: PixelRect, ops: [Step],
        keys: [StepKey], records: [StepRecord], layers: Int, frame: Int
    ) {
        self.nodes = nodes
        self.parentToDevice = parentToDevice
        self.alpha = alpha
        self.clip = clip
        self.ops = ops
        self.keys = keys
        self.records = records
        boxes = records.map(\.box)
        box = boxes.reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) }
        self.layers = layers
        self.frame = frame
    }
}

extension StepRecorder {
    /// Draws the sublayers back to front. At the top level, consecutive static siblings form runs: a run recorded
    /// once is replayed as one step while the same nodes sit under the same placement, so an unchanged static
    /// subtree costs one lookup, not a walk. A run ends before a sibling that is not static, and before one that
    /// draws with the reference compositor (redrawn every frame anyway), which is drawn on its own.
    func drawChildren(
        of layer: UnsafePointer<PresentedLayer>, _ parentToDevice: Matrix3D, alpha: Double, _ target: Target,
        clip: PixelRect
    ) {
        layer.sublayers.withUnsafeBufferPointer { children in
            drawChildren(
                children, of: layer.id, inOrder: layer.pointee.sublayersInOrder,
                anyStatic: layer.pointee.hasStaticSublayer, parentToDevice, alpha: alpha, target, clip: clip)
        }
    }

    /// Draws `children`, the sublayers of the layer `parent`, read in place.
    private func drawChildren(
        _ children: UnsafeBufferPointer<PresentedLayer>, of parent: UInt64, inOrder: Bool, anyStatic: Bool,
        _ parentToDevice: Matrix3D, alpha: Double, _ target: Target, clip: PixelRect
    ) {
        guard let base = children.baseAddress else { return }
        // Back to front is array order, stably sorted by zPosition: no order array when no zPosition decreases
        // (the usual case, which the parent knows: `PresentedLayer.sublayersInOrder`), so that a steady frame
        // allocates none.
        let sorted = inOrder ? nil : LayerGeometry.drawingOrder(children.map(\.zPosition))
        @inline(__always) func order(_ position: Int) -> Int { sorted?[position] ?? position }
        func drawChild(_ position: Int) {
            let child = base + order(position)
            let childToDevice = LayerGeometry.layerToSuperlayer(child.properties).concatenating(parentToDevice)
            draw(child, childToDevice, alpha: alpha, target, clip: clip)
        }
        // Siblings drawn one by one, a long stretch of them planned on every core while one core walks what is
        // planned (`planLeaves`); the plans of each level of the walk keep their storage from frame to frame.
        func drawStretch(_ stretch: Range<Int>) {
            let depth = plannedDepth
            if leafPlans.count <= depth { leafPlans.append([]) }
            var plans: [LeafPlan] = []
            swap(&plans, &leafPlans[depth])
            plannedDepth += 1
            defer {
                plannedDepth -= 1
                swap(&plans, &leafPlans[depth])
            }
            /// Records a planned leaf's step (or nothing); false for a leaf `draw` must draw.
            func walk(_ position: Int, _ plan: LeafPlan) -> Bool {
                switch plan {
                case .nothing: return true
                case .step(let leaf):
                    recordPlanned(leaf, layer: (base + order(position)).id, target)
                    return true
                case .unplanned: return false
                }
            }
            let walked = planLeaves(
                base, order: sorted, stretch, parentToDevice, alpha: alpha, clip: clip, records: target.records,
                into: &plans,
                hints: StretchKey(parent: parent, start: stretch.lowerBound)
            ) { walk(stretch.lowerBound + $0, $1) }
            for position in (stretch.lowerBound + (walked ?? 0))..<stretch.upperBound {
                if walked != nil, walk(position, plans[position - stretch.lowerBound]) { continue }
                drawChild(position)
            }
        }
        let recordsRuns = target.records && runsRecording < Self.nestedRuns
        var position = 0
        while position < children.count {
            guard recordsRuns, Self.isReplayable(base + order(position)) else {
                // Without static siblings (`PresentedLayer.hasStaticSublayer`) the rest is one stretch.
                var end = anyStatic && recordsRuns ? position + 1 : children.count
                while end < children.count, !(recordsRuns && Self.isReplayable(base + order(end))) { end += 1 }
                drawStretch(position..<end)
                position = end
                continue
            }
            let key = StepKey(layer: parent, part: .run, run: Int32(clamping: position))
            if let memo = runMemos[key], memo.parentToDevice == parentToDevice, memo.alpha == alpha, memo.clip == clip,
                position + memo.nodes.count <= children.count,
                memo.nodes.indices.allSatisfy({ memo.nodes[$0] === (base + order(position + $0)).node })
            {
                replay(memo, key: key)
                position += memo.nodes.count
                continue
            }
            // Record a new run from here: [position, end) drew the steps first..<clean.
            let first = recorded.keys.count, layersBefore = stats.layers
            var end = position, clean = first, layersClean = layersBefore
            var drewReference = false
            runsRecording += 1
            defer { runsRecording -= 1 }
            while end < children.count, Self.isReplayable(base + order(end)) {
                drawChild(end)
                if recorded.records[clean...].contains(where: \.alwaysDamaged) {
                    drewReference = true
                    break
                }
                clean = recorded.keys.count
                layersClean = stats.layers
                end += 1
            }
            runMemos[key] =
                end > position
                ? RunMemo(
                    nodes: (position..<end).map { (base + order($0)).node }, parentToDevice: parentToDevice,
                    alpha: alpha, clip: clip, ops: Array(recorded.steps[first..<clean]),
                    keys: Array(recorded.keys[first..<clean]),
                    records: Array(recorded.records[first..<clean]), layers: layersClean - layersBefore,
                    frame: frame) : nil
            position = drewReference ? end + 1 : end
        }
    }

    /// A layer whose subtree shows the same at every instant and whose values are its node's own.
    private static func isReplayable(_ layer: UnsafePointer<PresentedLayer>) -> Bool {
        layer.pointee.showsStaticNode
    }

    /// Records a run's steps as one step with one damage record.
    private func replay(_ memo: RunMemo, key: StepKey) {
        recorded.append(run: memo, key: key)
        stats.layers += memo.layers
        stats.layersReplayed += memo.layers
        memo.frame = frame
    }

    /// Drops run memos and leaf content memos not used in the last 32 frames.
    func pruneMemos() {
        guard frame % 32 == 0 else { return }
        runMemos.prune { frame - $1.frame >= 32 }
        let memos = contentHistory.count
        contentHistory.prune { frame - $1.frame >= 32 }
        if contentHistory.count != memos { memoGeneration += 1 }
        memoHints.prune { frame - $1.frame >= 32 }
        flatSolids.prune { frame - $1.frame >= 32 }
    }
}
