import CoreGraphics

/// What a static subtree recorded at the top level, and the placement it was recorded for.
final class Memo {
    let node: RenderNode
    let toDevice: Matrix3D
    let alpha: Double
    let clip: PixelRect
    let ops: [CPUCompositor.Op]
    let keys: [CPUCompositor.OpKey]
    let records: [CPUCompositor.OpRecord]
    let layers: Int
    let referenceLayers: Int
    var frame: Int

    init(
        node: RenderNode, toDevice: Matrix3D, alpha: Double, clip: PixelRect, ops: [CPUCompositor.Op],
        keys: [CPUCompositor.OpKey], records: [CPUCompositor.OpRecord], layers: Int, referenceLayers: Int, frame: Int
    ) {
        self.node = node
        self.toDevice = toDevice
        self.alpha = alpha
        self.clip = clip
        self.ops = ops
        self.keys = keys
        self.records = records
        self.layers = layers
        self.referenceLayers = referenceLayers
        self.frame = frame
    }
}

/// What a run of consecutive static siblings recorded: replayed as one step, with one damage record, while the
/// same render-tree nodes sit under the same parent placement.
final class RunMemo {
    let nodes: [RenderNode]
    let parentToDevice: Matrix3D
    let alpha: Double
    let clip: PixelRect
    let ops: [CPUCompositor.Op]
    let keys: [CPUCompositor.OpKey]
    let boxes: [PixelRect]
    let records: [CPUCompositor.OpRecord]
    let box: PixelRect
    let layers: Int
    var frame: Int

    init(
        nodes: [RenderNode], parentToDevice: Matrix3D, alpha: Double, clip: PixelRect, ops: [CPUCompositor.Op],
        keys: [CPUCompositor.OpKey], records: [CPUCompositor.OpRecord], layers: Int, frame: Int
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

extension CPUCompositor {
    /// Draws the sublayers back to front. At the top level, consecutive static siblings form runs that are replayed
    /// whole while unchanged.
    func drawChildren(
        of layer: PresentedLayer, _ parentToDevice: Matrix3D, alpha: Double, _ canvas: Canvas, clip: PixelRect,
        scale: Double
    ) {
        let children = layer.sublayers
        let order = LayerGeometry.drawingOrder(children.map { $0.properties.zPosition })
        var position = 0
        while position < order.count {
            var end = position
            if recording != nil {
                while end < order.count, Self.isReplayable(children[order[end]]) { end += 1 }
            }
            if end - position >= 2 {
                drawRun(
                    of: layer.id, children, order[position..<end], start: position, parentToDevice, alpha: alpha,
                    canvas,
                    clip: clip, scale: scale)
                position = end
                continue
            }
            let child = children[order[position]]
            let childToDevice = LayerGeometry.layerToSuperlayer(child.properties).concatenating(parentToDevice)
            draw(child, childToDevice, alpha: alpha, canvas, clip: clip, scale: scale)
            position += 1
        }
    }

    /// A layer whose subtree shows the same at every instant and whose values are its node's own.
    private static func isReplayable(_ layer: PresentedLayer) -> Bool {
        layer.node.isStatic && layer.properties.box === layer.node.properties.box
    }

    private func drawRun(
        of parentID: UInt64, _ children: [PresentedLayer], _ indices: ArraySlice<Int>, start: Int,
        _ parentToDevice: Matrix3D, alpha: Double, _ canvas: Canvas, clip: PixelRect, scale: Double
    ) {
        let key = OpKey(layer: parentID, part: 255, run: Int32(clamping: start))
        if let memo = runMemos[key], memo.parentToDevice == parentToDevice, memo.alpha == alpha, memo.clip == clip,
            memo.nodes.count == indices.count,
            zip(memo.nodes, indices).allSatisfy({ $0.0 === children[$0.1].node })
        {
            records[key] = OpRecord(
                signature: ObjectIdentifier(memo).hashValue, box: memo.box, predecessor: lastKey,
                alwaysDamaged: false, run: memo)
            lastKey = memo.keys.last ?? lastKey
            recording?.append(.run(memo))
            recordedKeys.append(key)
            recordedBoxes.append(memo.box)
            stats.layers += memo.layers
            stats.layersReplayed += memo.layers
            memo.frame = frame
            return
        }
        let first = recordedKeys.count
        let layers = stats.layers
        for index in indices {
            let child = children[index]
            let childToDevice = LayerGeometry.layerToSuperlayer(child.properties).concatenating(parentToDevice)
            draw(child, childToDevice, alpha: alpha, canvas, clip: clip, scale: scale)
        }
        let keys = Array(recordedKeys[first...])
        let recorded = keys.compactMap { records[$0] }
        guard recorded.count == keys.count, !recorded.contains(where: \.alwaysDamaged) else {
            runMemos[key] = nil
            return
        }
        runMemos[key] = RunMemo(
            nodes: indices.map { children[$0].node }, parentToDevice: parentToDevice, alpha: alpha, clip: clip,
            ops: Array((recording ?? [])[first...]), keys: keys, records: recorded, layers: stats.layers - layers,
            frame: frame)
    }

    /// Draws a layer and its subtree, replaying what a static subtree recorded last time when nothing about it
    /// changed (the same render-tree node, placement, opacity and clip).
    func draw(
        _ layer: PresentedLayer, _ toDevice: Matrix3D, alpha: Double, _ canvas: Canvas, clip: PixelRect, scale: Double
    ) {
        guard recording != nil, Self.isReplayable(layer) else {
            drawLayer(layer, toDevice, alpha: alpha, canvas, clip: clip, scale: scale)
            return
        }
        if let memo = memos[layer.id], memo.node === layer.node, memo.toDevice == toDevice, memo.alpha == alpha,
            memo.clip == clip
        {
            for (index, key) in memo.keys.enumerated() {
                var record = memo.records[index]
                record.predecessor = lastKey
                records[key] = record
                recordedBoxes.append(record.box)
                lastKey = key
            }
            recording?.append(contentsOf: memo.ops)
            recordedKeys.append(contentsOf: memo.keys)
            stats.layers += memo.layers
            stats.layersReplayed += memo.layers + memo.referenceLayers
            stats.referenceLayers += memo.referenceLayers
            memo.frame = frame
            return
        }
        let first = recordedKeys.count
        let layers = stats.layers, referenceLayers = stats.referenceLayers
        drawLayer(layer, toDevice, alpha: alpha, canvas, clip: clip, scale: scale)
        let keys = Array(recordedKeys[first...])
        let recorded = keys.compactMap { records[$0] }
        // Reference drawing is redone every frame anyway, and a leaf drawn directly because its content kept
        // changing must get the chance to settle into a texture.
        guard recorded.count == keys.count, !recorded.contains(where: \.alwaysDamaged) else { return }
        memos[layer.id] = Memo(
            node: layer.node, toDevice: toDevice, alpha: alpha, clip: clip, ops: Array((recording ?? [])[first...]),
            keys: keys, records: recorded, layers: stats.layers - layers,
            referenceLayers: stats.referenceLayers - referenceLayers, frame: frame)
    }

    /// Drops memos not replayed or recorded in the last 32 frames.
    func pruneMemos() {
        guard frame % 32 == 0 else { return }
        memos = memos.filter { frame - $0.value.frame < 32 }
        runMemos = runMemos.filter { frame - $0.value.frame < 32 }
    }

    /// The bounding box of everything that changed since the last frame drawn into the same buffer: steps that
    /// appeared, disappeared, moved in order or changed (their old and new areas), and steps always redrawn. A run
    /// replayed in one frame and drawn step by step in the other is compared step by step.
    func damagedArea(full: PixelRect, sameBuffer: Bool) -> PixelRect {
        guard sameBuffer, !previousRecords.isEmpty else { return full }
        var damage = PixelRect(x: 0, y: 0, width: 0, height: 0)
        var appeared: [OpKey: OpRecord] = [:]
        var vanished: [OpKey: OpRecord] = [:]
        func expand(_ key: OpKey, _ record: OpRecord, into set: inout [OpKey: OpRecord]) {
            guard let run = record.run else {
                set[key] = record
                return
            }
            for (index, step) in run.keys.enumerated() { set[step] = run.records[index] }
        }
        for (key, record) in records {
            let old = previousRecords[key]
            if let old, old == record, !record.alwaysDamaged { continue }
            if record.alwaysDamaged {
                damage = damage.union(record.box)
                if let old { damage = damage.union(old.box) }
                continue
            }
            expand(key, record, into: &appeared)
            if let old { expand(key, old, into: &vanished) }
        }
        for (key, old) in previousRecords where records[key] == nil {
            expand(key, old, into: &vanished)
        }
        for (key, record) in appeared {
            if let old = vanished.removeValue(forKey: key) {
                if old == record && !old.alwaysDamaged { continue }
                damage = damage.union(old.box)
            }
            damage = damage.union(record.box)
        }
        for old in vanished.values { damage = damage.union(old.box) }
        return damage.intersection(full)
    }
}
