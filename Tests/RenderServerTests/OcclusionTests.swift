import CoreGraphics
import RenderServer
import TestSupport
import XCTest

/// Steps hidden under later opaque layers are not drawn, and the frame is the same as if they were.
final class OcclusionTests: XCTestCase {
    private func tree(cover: CGRect, coverOpacity: Double, coverPosition: CGPoint) -> PresentedLayer {
        var root = LayerProperties()
        root.bounds = CGRect(x: 0, y: 0, width: 160, height: 120)
        root.anchorPoint = .zero
        root.backgroundColor = CGColor(gray: 0.2, alpha: 1)
        var children: [RenderNode] = []
        for i in 0..<12 {
            var p = LayerProperties()
            p.bounds = CGRect(x: 0, y: 0, width: 20, height: 16)
            p.cornerRadius = 4
            p.opacity = 0.7
            p.backgroundColor = CGColor(srgbRed: Double(i) / 12, green: 0.5, blue: 0.3, alpha: 1)
            // Eleven inside the cover's middle, the last one reaching past its right edge.
            p.position =
                i < 11 ? CGPoint(x: 50 + Double(i % 4) * 20, y: 45 + Double(i / 4) * 15) : CGPoint(x: 135, y: 60)
            children.append(RenderNode(id: UInt64(i + 1), properties: p, animations: [], sublayers: [], mask: nil))
        }
        var card = LayerProperties()
        card.bounds = cover
        card.cornerRadius = 12
        card.opacity = coverOpacity
        card.position = coverPosition
        card.backgroundColor = CGColor(srgbRed: 0.9, green: 0.85, blue: 0.8, alpha: 1)
        children.append(RenderNode(id: 99, properties: card, animations: [], sublayers: [], mask: nil))
        return RenderTree(root: RenderNode(id: 0, properties: root, animations: [], sublayers: children, mask: nil))
            .presented(at: 0)
    }

    /// The tree with a card, and two translucent layers in front of it, one at `frontX`.
    private func treeWithFront(frontX: Double) -> PresentedLayer {
        let base = tree(
            cover: CGRect(x: 0, y: 0, width: 120, height: 90), coverOpacity: 1, coverPosition: CGPoint(x: 80, y: 60))
        var children = base.node.sublayers
        for (id, x) in [(100, frontX), (101, 30.0)] {
            var p = LayerProperties()
            p.bounds = CGRect(x: 0, y: 0, width: 14, height: 14)
            p.opacity = 0.6
            p.position = CGPoint(x: x, y: 58)
            p.backgroundColor = CGColor(srgbRed: 0.1, green: 0.2, blue: 0.9, alpha: 1)
            children.append(RenderNode(id: UInt64(id), properties: p, animations: [], sublayers: [], mask: nil))
        }
        return RenderTree(
            root: RenderNode(id: 0, properties: base.node.properties, animations: [], sublayers: children, mask: nil)
        ).presented(at: 0)
    }

    /// The walk starts at the last step that could paint something opaque: the layers in front of the card are
    /// drawn, the ones under it are not, in a whole frame and in a frame damaged only where a front layer moved.
    func testLayersInFrontOfTheLastOpaqueStepAreDrawnAndTheRestHidden() throws {
        let compositor = CPUCompositor()
        let buffer = try XCTUnwrap(PixelBuffer(width: 160, height: 120))
        for (frame, frontX) in [70.0, 74.5].enumerated() {
            let presented = treeWithFront(frontX: frontX)
            try compositor.render(presented, into: buffer, scale: 1)
            XCTAssertGreaterThan(compositor.stats.stepsHidden, 0, "frame \(frame)")
            if frame == 1 { XCTAssertLessThan(compositor.stats.damage.width, 160, "a partial frame") }
            XCTAssertEqual(BufferDifference(buffer, try drawnWithoutHiding(presented)).differing, 0, "frame \(frame)")
            let reference = try XCTUnwrap(PixelBuffer(width: 160, height: 120))
            try ReferenceCompositor().render(presented, into: reference, scale: 1)
            XCTAssertEqual(BufferDifference(buffer, reference).far, 0, "frame \(frame): the reference's picture")
            // The front layer shows over the card (the card alone at (130, 95)).
            XCTAssertNotEqual(buffer[Int(frontX), 58], buffer[130, 95], "the front layer, frame \(frame)")
        }
    }

    private func check(
        _ presented: PresentedLayer, hidden: Int, opaque: Bool = true, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let compositor = CPUCompositor()
        let buffer = try XCTUnwrap(PixelBuffer(width: 160, height: 120))
        try compositor.render(presented, into: buffer, scale: 1)
        XCTAssertEqual(compositor.stats.stepsHidden, hidden, file: file, line: line)
        XCTAssertEqual(
            BufferDifference(buffer, try drawnWithoutHiding(presented)).differing, 0, "hiding changes no pixel",
            file: file, line: line)
        let reference = try XCTUnwrap(PixelBuffer(width: 160, height: 120))
        try ReferenceCompositor().render(presented, into: reference, scale: 1)
        XCTAssertEqual(BufferDifference(buffer, reference).far, 0, "the reference's picture", file: file, line: line)
        // Inside an opaque cover every pixel is the cover's colour, exactly as the reference draws it.
        if opaque { XCTAssertEqual(buffer[80, 60], reference[80, 60], file: file, line: line) }
    }

    func testLayersUnderAnOpaqueCardAreNotDrawn() throws {
        let cover = CGRect(x: 0, y: 0, width: 120, height: 90)
        // Whole-pixel and sub-pixel placements of the card; the layer reaching past its edge is drawn.
        try check(tree(cover: cover, coverOpacity: 1, coverPosition: CGPoint(x: 80, y: 60)), hidden: 11)
        try check(tree(cover: cover, coverOpacity: 1, coverPosition: CGPoint(x: 80.4, y: 60.7)), hidden: 11)
    }

    func testTranslucentOrSmallCardsHideNothing() throws {
        try check(
            tree(
                cover: CGRect(x: 0, y: 0, width: 120, height: 90), coverOpacity: 0.99,
                coverPosition: CGPoint(x: 80, y: 60)),
            hidden: 0, opaque: false)
        // A card just the size of the layers' block: its rounded corners leave out the top and bottom rows, and
        // the boxes of the left and right columns (a pixel wider than the layers) reach past its edges — only the
        // two middle layers of the middle row are hidden.
        try check(
            tree(
                cover: CGRect(x: 0, y: 0, width: 80, height: 46), coverOpacity: 1, coverPosition: CGPoint(x: 80, y: 60)),
            hidden: 2)
    }

    /// The background fill is skipped only where an opaque step covers everything: drawn over a buffer full of
    /// stale pixels, a frame with an opaque root and one with a clear root both come out as the reference draws
    /// them on a clean buffer.
    func testStalePixelsAreClearedUnlessCovered() throws {
        for rootAlpha in [1.0, 0.0] {
            var root = LayerProperties()
            root.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
            root.anchorPoint = .zero
            root.backgroundColor = CGColor(gray: 0.5, alpha: rootAlpha)
            var dot = LayerProperties()
            dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            dot.position = CGPoint(x: 20, y: 15)
            dot.backgroundColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
            let presented = RenderTree(
                root: RenderNode(
                    id: 0, properties: root, animations: [],
                    sublayers: [RenderNode(id: 1, properties: dot, animations: [], sublayers: [], mask: nil)], mask: nil
                )
            ).presented(at: 0)
            let stale = try XCTUnwrap(PixelBuffer(width: 40, height: 30))
            for y in 0..<30 { for x in 0..<40 { stale[x, y] = 0xFF00_FF00 } }
            try CPUCompositor().render(presented, into: stale, scale: 1)
            let clean = try XCTUnwrap(PixelBuffer(width: 40, height: 30))
            try CPUCompositor().render(presented, into: clean, scale: 1)
            XCTAssertEqual(stale[1, 1], clean[1, 1], "root alpha \(rootAlpha)")
            XCTAssertEqual(BufferDifference(stale, clean).differing, 0, "root alpha \(rootAlpha)")
        }
    }

    /// `presented` drawn by a fresh fast compositor that hides no step, into a fresh 160 × 120 buffer.
    private func drawnWithoutHiding(_ presented: PresentedLayer) throws -> PixelBuffer {
        let compositor = CPUCompositor()
        compositor.hidesOccludedSteps = false
        let buffer = try XCTUnwrap(PixelBuffer(width: 160, height: 120))
        try compositor.render(presented, into: buffer, scale: 1)
        XCTAssertEqual(compositor.stats.stepsHidden, 0)
        return buffer
    }
}
