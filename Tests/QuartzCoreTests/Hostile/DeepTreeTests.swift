import QuartzCore
import RenderServer
import TestSupport
import XCTest

/// Trees nested deeper than a thread's stack holds by recursion, and trees of very many siblings: committed,
/// presented, drawn by both compositors, hit-tested, drawn by `render(in:)`, laid out and released. The deep trees
/// are handled on a thread of 2 MB of stack, which a recursion as deep as the tree would overflow.
@MainActor
final class DeepTreeTests: XCTestCase {
    nonisolated static let depth = 20_000

    /// Runs `body` on a thread of 2 MB of stack and returns once it has ended.
    private func onSmallStack(_ body: @escaping @Sendable () throws -> Void) {
        TestThread.run(stackBytes: 2 * 1024 * 1024) {
            do { try body() } catch { XCTFail("\(error)") }
        }
    }

    override func tearDown() async throws {
        MediaClock.setManualTime(nil)
    }

    /// A chain of `depth` layers under a 40×40 root; each is offset 0.001 pt so that every level has its own
    /// placement, two of them are translucent groups, and only the deepest has a colour.
    nonisolated private static func chain() -> (root: CALayer, deepest: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        var last = root
        for level in 1...depth {
            let layer = CALayer()
            layer.frame = CGRect(x: 0.001, y: 0, width: 40, height: 40)
            if level == 100 || level == depth / 2 { layer.opacity = 0.5 }
            last.addSublayer(layer)
            last = layer
        }
        last.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        return (root, last)
    }

    func testADeepTreeIsPresentedAndDrawnByBothCompositors() async throws {
        MediaClock.setManualTime(100)
        onSmallStack {
            let (root, _) = Self.chain()
            CATransaction.flush()
            let tree = try XCTUnwrap(root.makeRenderTree())
            XCTAssertEqual(tree.root.depth, Self.depth + 1)
            var presented: PresentedLayer?
            tree.present(at: 100, into: &presented)
            tree.present(at: 101, into: &presented)
            let frame = try XCTUnwrap(presented)
            XCTAssertEqual(frame.depth, Self.depth + 1)
            let reference = try XCTUnwrap(PixelBuffer(width: 40, height: 40))
            try ReferenceCompositor().render(frame, into: reference, scale: 1)
            let fast = try XCTUnwrap(PixelBuffer(width: 40, height: 40))
            try CPUCompositor().render(frame, into: fast, scale: 1)
            // Two groups at half opacity: a quarter of the red.
            XCTAssertLessThanOrEqual(Pixel(reference[30, 20]).distance(to: Pixel(a: 64, r: 64, g: 0, b: 0)), 2)
            XCTAssertLessThanOrEqual(Pixel(fast[30, 20]).distance(to: Pixel(reference[30, 20])), 2)
            XCTAssertEqual(BufferDifference(fast, reference, farBeyond: 2).far, 0)
            // Destroying a presented tree nests a call per level: a deep one is let go of through `release`.
            presented = nil
            var drawn: PresentedLayer? = consume frame
            PresentedLayer.release(&drawn)
        }
    }

    func testADeepTreeIsHitTestedDrawnByRenderInAndLaidOut() async throws {
        MediaClock.setManualTime(100)
        onSmallStack {
            let (root, deepest) = Self.chain()
            CATransaction.flush()
            XCTAssertTrue(root.hitTest(CGPoint(x: 30, y: 20)) === deepest)
            let context = CGContext.testContext(width: 40, height: 40)
            root.render(in: context)
            XCTAssertLessThanOrEqual(context.pixel(x: 30, y: 20).distance(to: Pixel(a: 64, r: 64, g: 0, b: 0)), 2)
            XCTAssertNotNil(deepest.presentation())
            final class Counter: NSObject, CALayerDelegate {
                var laidOut = 0
                func layoutSublayers(of layer: CALayer) { laidOut += 1 }
            }
            let counter = Counter()
            deepest.delegate = counter
            deepest.setNeedsLayout()
            root.setNeedsLayout()
            root.layoutIfNeeded()
            XCTAssertEqual(counter.laidOut, 1)
        }
    }

    func testADeepTreeIsReleasedWithAllItsNodes() async throws {
        MediaClock.setManualTime(100)
        onSmallStack {
            weak var deepest: CALayer?
            weak var deepestNode: RenderNode?
            do {
                let (root, last) = Self.chain()
                CATransaction.flush()
                let tree = try XCTUnwrap(root.makeRenderTree())
                var presented: PresentedLayer? = tree.presented(at: 100)
                PresentedLayer.release(&presented)
                deepest = last
                deepestNode = last.makeRenderTree()?.root
            }
            XCTAssertNil(deepest)
            XCTAssertNil(deepestNode)
        }
    }

    func testAHundredThousandSiblingsAreDrawnAndHitTested() async throws {
        MediaClock.setManualTime(100)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let count = 100_000
        let layers = (0..<count).map { index in
            let layer = CALayer()
            layer.frame = CGRect(x: Double(index % 100), y: Double(index / 1000), width: 1, height: 1)
            layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            return layer
        }
        root.sublayers = layers
        CATransaction.flush()
        let presented = try XCTUnwrap(root.makeRenderTree()).presented(at: 100)
        XCTAssertEqual(presented.sublayers.count, count)
        let reference = try XCTUnwrap(PixelBuffer(width: 100, height: 100))
        try ReferenceCompositor().render(presented, into: reference, scale: 1)
        let fast = try XCTUnwrap(PixelBuffer(width: 100, height: 100))
        try CPUCompositor().render(presented, into: fast, scale: 1)
        XCTAssertEqual(Pixel(reference[57, 99]), .blue)
        XCTAssertEqual(Pixel(fast[57, 99]), .blue)
        // The front-most of the layers covering (57.5, 99.5) is the last added there.
        XCTAssertTrue(root.hitTest(CGPoint(x: 57.5, y: 99.5)) === layers[99 * 1000 + 900 + 57])
    }
}
