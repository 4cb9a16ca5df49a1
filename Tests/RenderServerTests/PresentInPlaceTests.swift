import CoreGraphics
import XCTest

@testable import RenderServer

/// Presenting a frame into the last one's presentation gives the same values as presenting it afresh, reuses the
/// values boxes nothing else holds, and changes no presentation somebody else still holds.
final class PresentInPlaceTests: XCTestCase {
    private func timing(_ duration: Double) -> TimingParameters {
        var timing = TimingParameters()
        timing.duration = duration
        timing.repeatCount = .infinity
        timing.autoreverses = true
        return timing
    }

    private func move(from: Double, to: Double) -> RenderAnimation {
        RenderAnimation(
            key: nil, keyPath: "position.x", timing: timing(1), timingFunction: nil,
            kind: .basic(.init(from: .scalar(from), to: .scalar(to), by: nil)))
    }

    private func fade() -> RenderAnimation {
        RenderAnimation(
            key: nil, keyPath: "backgroundColor", timing: timing(0.7), timingFunction: nil,
            kind: .basic(
                .init(
                    from: .color(RGBA(red: 1, green: 0, blue: 0, alpha: 1)),
                    to: .color(RGBA(red: 0, green: 0, blue: 1, alpha: 0.5)), by: nil)))
    }

    private func node(
        _ id: UInt64, x: Double, _ animations: [RenderAnimation] = [], children: [RenderNode] = [],
        mask: RenderNode? = nil, kind: LayerKind = .plain
    ) -> RenderNode {
        var p = LayerProperties()
        p.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        p.position = CGPoint(x: x, y: 5)
        p.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        p.kind = kind
        return RenderNode(id: id, properties: p, animations: animations, sublayers: children, mask: mask)
    }

    /// Every kind of layer the in-place path takes or declines: many animated siblings (presented on every
    /// core), static ones, nested sublayers, a mask, a replicator, a transform layer.
    private func tree() -> RenderTree {
        let count = PresentedLayer.parallelSiblings + 45
        var children = (0..<count).map { i -> RenderNode in
            let grandchild = node(UInt64(100_000 + i), x: 1, i % 2 == 1 ? [fade()] : [])
            return node(
                UInt64(i + 10), x: Double(i), i % 3 != 0 ? [move(from: Double(i), to: Double(i) + 40)] : [],
                children: [grandchild])
        }
        children.append(node(7, x: 3, [move(from: 0, to: 9)], mask: node(8, x: 0, [fade()])))
        children.append(
            node(5, x: 4, [move(from: 2, to: 6)], children: [node(6, x: 1, [fade()])], kind: .transformLayer))
        var replicator = ReplicatorProperties()
        replicator.instanceCount = 3
        replicator.instanceDelay = 0.1
        children.append(
            node(3, x: 5, [], children: [node(4, x: 2, [move(from: 0, to: 30)])], kind: .replicator(replicator)))
        return RenderTree(root: node(1, x: 0, [], children: children))
    }

    /// The same ids, times, values and structure.
    private func assertSame(
        _ a: PresentedLayer, _ b: PresentedLayer, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(a.id, b.id, file: file, line: line)
        // A static layer's time is the frame's it was first presented at, which nothing static reads.
        if !a.node.isStatic { XCTAssertEqual(a.localTime, b.localTime, accuracy: 1e-12, file: file, line: line) }
        XCTAssertEqual(a.properties, b.properties, "layer \(a.id)", file: file, line: line)
        XCTAssertEqual(a.zPosition, b.zPosition, file: file, line: line)
        XCTAssertEqual(a.showsStaticNode, b.showsStaticNode, "layer \(a.id)", file: file, line: line)
        XCTAssertEqual(a.sublayers.count, b.sublayers.count, file: file, line: line)
        XCTAssertEqual(a.mask.count, b.mask.count, file: file, line: line)
        XCTAssertEqual(a.instances.count, b.instances.count, file: file, line: line)
        for (x, y) in zip(a.sublayers, b.sublayers) { assertSame(x, y, file: file, line: line) }
        for (x, y) in zip(a.mask, b.mask) { assertSame(x, y, file: file, line: line) }
        for (x, y) in zip(a.instances.joined(), b.instances.joined()) { assertSame(x, y, file: file, line: line) }
    }

    /// A node counts the layers of its subtree, sublayers and masks, once, when it is made.
    func testANodeCountsItsSubtree() {
        let count = PresentedLayer.parallelSiblings + 45
        // The root, the siblings and their children, the masked layer and its mask, the transform layer and its
        // sublayer, the replicator and its sublayer.
        XCTAssertEqual(tree().root.count, 1 + 2 * count + 2 + 2 + 2)
    }

    func testInPlaceEqualsAfreshFrameAfterFrame() {
        let tree = tree()
        var presented: PresentedLayer?
        for frame in 0..<5 {
            let time = 0.13 * Double(frame)
            tree.present(at: time, into: &presented)
            assertSame(presented!, tree.presented(at: time))
        }
        // Static layers still show their node's values, as when presented afresh.
        XCTAssertTrue(presented!.sublayers[0].sublayers[0].showsStaticNode)
    }

    /// An animated layer's box is the one it had the frame before, with this frame's values; a static one is
    /// still its node's. (Boxes are held weakly: a strong reference would keep them from being reused.)
    func testAnimatedLayersKeepTheirBoxes() {
        let tree = tree()
        var presented: PresentedLayer?
        tree.present(at: 0.1, into: &presented)
        tree.present(at: 0.2, into: &presented)
        weak let moving = presented!.sublayers[1].properties.box
        weak let fading = presented!.sublayers[1].sublayers[0].properties.box
        tree.present(at: 0.3, into: &presented)
        let layer = presented!.sublayers[1]
        XCTAssertNotNil(moving)
        XCTAssertTrue(layer.properties.box === moving, "moved in its own box")
        XCTAssertTrue(layer.sublayers[0].properties.box === fading)
        XCTAssertEqual(layer.properties.position.x, 1 + 40 * 0.3, accuracy: 1e-9)
        XCTAssertTrue(presented!.sublayers[0].properties.box === tree.root.sublayers[0].properties.box, "static")
    }

    /// A turning layer's rare values (its transform) stay in the storage they had the frame before, and the turn is
    /// the one presenting afresh gives.
    func testATurningLayerKeepsItsRareStorage() {
        var p = LayerProperties()
        p.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let turn = RenderAnimation(
            key: nil, keyPath: "transform.rotation.z", timing: timing(1), timingFunction: nil,
            kind: .basic(.init(from: .scalar(0), to: .scalar(4), by: nil)))
        let tree = RenderTree(root: RenderNode(id: 1, properties: p, animations: [turn], sublayers: [], mask: nil))
        var presented: PresentedLayer?
        tree.present(at: 0.1, into: &presented)
        tree.present(at: 0.2, into: &presented)
        // Held weakly, which does not keep it from being reused, and reads nil once it is freed.
        weak let storage = presented!.properties.box.values.rare.storage
        XCTAssertNotNil(storage)
        tree.present(at: 0.3, into: &presented)
        XCTAssertNotNil(storage, "the storage was freed")
        XCTAssertTrue(presented!.properties.box.values.rare.storage === storage)
        XCTAssertEqual(presented!.properties.transform, tree.presented(at: 0.3).properties.transform)
        XCTAssertEqual(presented!.properties.transform, .rotation(4 * 0.3, 0, 0, 1))
        XCTAssertEqual(tree.root.properties.transform, .identity, "the node's values are untouched")
    }

    /// A presentation somebody holds (a copy taken before) keeps its values: its boxes are not written.
    func testAHeldPresentationIsNotChanged() {
        let tree = tree()
        var presented: PresentedLayer?
        tree.present(at: 0.1, into: &presented)
        tree.present(at: 0.2, into: &presented)
        let held = presented!
        let heldLayer = held.sublayers[1]
        tree.present(at: 0.3, into: &presented)
        XCTAssertEqual(heldLayer.properties.position.x, 1 + 40 * 0.2, accuracy: 1e-9)
        XCTAssertEqual(presented!.sublayers[1].properties.position.x, 1 + 40 * 0.3, accuracy: 1e-9)
        assertSame(held, tree.presented(at: 0.2))
    }

    /// A new commit (other nodes, other counts) presents afresh where the nodes differ.
    func testANewTreeIsPresentedAfresh() {
        var presented: PresentedLayer?
        tree().present(at: 0.1, into: &presented)
        let old = presented!.sublayers[1].properties.box
        let fresh = tree()
        fresh.present(at: 0.2, into: &presented)
        assertSame(presented!, fresh.presented(at: 0.2))
        XCTAssertFalse(presented!.sublayers[1].properties.box === old)
        XCTAssertTrue(presented!.sublayers[1].node === fresh.root.sublayers[1])
        let fewer = RenderTree(root: node(1, x: 0, [], children: Array(fresh.root.sublayers.prefix(3))))
        fewer.present(at: 0.3, into: &presented)
        assertSame(presented!, fewer.presented(at: 0.3))
    }
}

/// A values box takes another's values field by field (`LayerProperties.Box.take`): it names each field, so a field
/// added later must be added there.
final class LayerValuesTakeTests: XCTestCase {
    func testTakeCopiesEveryField() {
        var other = LayerValues()
        other.bounds = CGRect(x: 1, y: 2, width: 3, height: 4)
        other.position = CGPoint(x: 5, y: 6)
        other.zPosition = 7
        other.anchorPoint = CGPoint(x: 0.1, y: 0.2)
        other.isHidden = true
        other.isDoubleSided = false
        other.masksToBounds = true
        other.contents = PixelBuffer(width: 1, height: 1).map { CGImage(buffer: $0) }
        other.contentsScale = 2
        other.backgroundColor = CGColor(gray: 0.3, alpha: 1)
        other.cornerRadius = 8
        other.borderWidth = 2
        other.borderColor = CGColor(gray: 0.6, alpha: 1)
        other.opacity = 0.5
        other.allowsGroupOpacity = false
        var shape = ShapeProperties()
        shape.strokeEnd = 0.25
        other.kind = .shape(shape)
        other.rare.mutableStorage().values.shadowOpacity = 0.75
        let source = LayerProperties.Box(other), box = LayerProperties.Box(LayerValues())
        box.take(source)
        XCTAssertEqual(box.values, other)
        // Every stored field is named above; a new one fails here until `take` and this test write it.
        let fields = Mirror(reflecting: other).children.compactMap(\.label)
        XCTAssertEqual(
            fields,
            [
                "bounds", "position", "zPosition", "anchorPoint", "isHidden", "isDoubleSided", "masksToBounds",
                "contents", "contentsScale", "backgroundColor", "cornerRadius", "borderWidth", "borderColor",
                "opacity", "allowsGroupOpacity", "kind", "rare",
            ])
        // The same objects are kept, and the defaults come back.
        XCTAssertTrue(box.values.backgroundColor === other.backgroundColor)
        box.take(LayerProperties.Box(LayerValues()))
        XCTAssertEqual(box.values, LayerValues())
    }
}
