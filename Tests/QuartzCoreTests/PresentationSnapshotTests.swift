import QuartzCore
import TestSupport
import XCTest

/// `layer.presentation()?.render(in:)`, the iOS idiom for snapshotting an animation, and `render(in:)` of tiled
/// and emitter layers, which no host draws for it.
final class PresentationSnapshotTests: SnapshotTestCase {
    func testAPresentationSnapshotShowsMidAnimationValuesAndSublayers() {
        let root = hostedRoot()
        root.backgroundColor = CGColor.white
        let mover = box(CGRect(x: 0, y: 0, width: 20, height: 20), red)
        mover.addSublayer(box(CGRect(x: 0, y: 20, width: 20, height: 10), blue))
        root.addSublayer(mover)
        CATransaction.flush()
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 10
        slide.toValue = 90
        slide.duration = 1
        mover.add(slide, forKey: "slide")
        CATransaction.flush()
        advance(to: 100.5)
        let image = snapshot(root.presentation()!)
        // Halfway: the 20-point square is centred on x = 50, so it covers 40..<60.
        XCTAssertEqual(image.pixel(x: 41, y: 10), .red)
        XCTAssertEqual(image.pixel(x: 58, y: 10), .red)
        XCTAssertEqual(image.pixel(x: 37, y: 10), .white)
        XCTAssertEqual(image.pixel(x: 62, y: 10), .white)
        XCTAssertEqual(image.pixel(x: 50, y: 25), .blue, "the sublayer moves with it")
        let model = snapshot(root)
        XCTAssertEqual(model.pixel(x: 5, y: 10), .red, "the model layer renders its model values")
        XCTAssertEqual(model.pixel(x: 50, y: 10), .white)
    }

    func testRenderingATiledLayerDrawsTheTilesItCovers() {
        let tiled = RecordingTiledLayer()
        tiled.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        CATransaction.flush()
        let image = snapshot(tiled)
        XCTAssertFalse(tiled.tiles.isEmpty, "tiles were drawn for the snapshot")
        XCTAssertTrue(tiled.tiles.allSatisfy(\.onMainThread), "on the calling thread")
        // The first 32-point square is blue, the next white.
        XCTAssertEqual(image.pixel(x: 16, y: 2), Pixel(a: 255, r: 0, g: 122, b: 255))
        XCTAssertEqual(image.pixel(x: 48, y: 2), .white)
    }

    func testRenderingAnEmitterShowsItsParticlesAtTheLayersCurrentTime() {
        let dot: CGImage = {
            let context = CGContext.testContext(width: 8, height: 8)
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
            return context.makeImage()!
        }()
        let cell = CAEmitterCell()
        cell.contents = dot
        cell.birthRate = 20
        cell.lifetime = 5
        let emitter = CAEmitterLayer()
        emitter.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        emitter.anchorPoint = .zero
        emitter.emitterCells = [cell]
        emitter.emitterPosition = CGPoint(x: 50, y: 50)
        CATransaction.flush()
        advance(to: 101)
        XCTAssertEqual(snapshot(emitter).pixel(x: 50, y: 50), .red, "particles at rest on the emitter")
    }
}
