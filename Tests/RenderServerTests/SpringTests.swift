import RenderServer
import XCTest

/// Spec §5 reference values.
final class SpringTests: XCTestCase {
    func testDefaultSpringProgressTable() {
        let spring = Spring()
        let table: [(Double, Double)] = [
            (0.1, 0.340300), (0.2, 0.849426), (0.3, 1.124355), (0.4, 1.153123), (0.5, 1.074591), (0.6, 1.002289),
            (0.7, 0.974359), (0.8, 0.979007), (0.9, 0.992934), (1.0, 1.002170), (1.2, 1.002585), (1.5, 0.999365),
        ]
        for (t, p) in table { XCTAssertEqual(spring.progress(at: t), p, accuracy: 1e-6, "t = \(t)") }
    }

    func testCriticalSpringMatchesDeviceValues() {
        let spring = Spring(mass: 1, stiffness: pow(2 * .pi, 2), damping: 2 * 2 * .pi)
        XCTAssertEqual(spring.progress(at: 0.3), 0.56196, accuracy: 1e-5)
        XCTAssertEqual(spring.progress(at: 0.6), 0.89003, accuracy: 1e-5)
        XCTAssertEqual(spring.progress(at: 0.9), 0.97671, accuracy: 1e-5)
        XCTAssertEqual(spring.progress(at: 1.2), 0.99546, accuracy: 1e-5)
    }

    func testSettlingDurationTable() {
        XCTAssertEqual(Spring().settlingDuration(), 1.4727003346780927, accuracy: 1e-9)
        XCTAssertEqual(Spring(damping: 5).settlingDuration(), 2.854974609888761, accuracy: 1e-9)
        XCTAssertEqual(Spring(damping: 15).settlingDuration(), 1.0220937981854987, accuracy: 1e-9)
        XCTAssertEqual(Spring(damping: 2).settlingDuration(), 7.0035, accuracy: 1e-4)
        XCTAssertEqual(Spring(damping: 20).settlingDuration(), 0.9999999999999999)
        XCTAssertEqual(Spring(damping: 30).settlingDuration(), 0.9999999999999999)
        XCTAssertEqual(Spring(damping: 30, allowsOverdamping: true).settlingDuration(), 1.9000000000000006)
        XCTAssertEqual(Spring(initialVelocity: 5).settlingDuration(), 1.3816, accuracy: 1e-4)
        XCTAssertEqual(Spring(initialVelocity: -5).settlingDuration(), 1.5351, accuracy: 1e-4)
        XCTAssertEqual(Spring(mass: 2).settlingDuration(), 2.8913, accuracy: 1e-4)
        XCTAssertEqual(Spring(stiffness: 300, damping: 20).settlingDuration(), 0.7443, accuracy: 1e-4)
        XCTAssertEqual(Spring(damping: 0).settlingDuration(), 3.4028234663852886e38)
        XCTAssertEqual(Spring().settlingDuration(speed: 2), 0.7363501673390463, accuracy: 1e-12)
    }

    func testPerceptualDurationAndBounce() {
        XCTAssertEqual(Spring().perceptualDuration, 0.628319, accuracy: 1e-6)
        XCTAssertEqual(Spring().bounce, 0.5, accuracy: 1e-6)
        let smooth = Spring(perceptualDuration: 0.5, bounce: 0)
        XCTAssertEqual(smooth.stiffness, 157.9137, accuracy: 1e-4)
        XCTAssertEqual(smooth.damping, 25.1327, accuracy: 1e-4)
        XCTAssertEqual(smooth.settlingDuration(), 0.8, accuracy: 1e-9)
        XCTAssertEqual(Spring(perceptualDuration: 0.5, bounce: 0.3).settlingDuration(), 0.8630, accuracy: 1e-4)
        XCTAssertEqual(Spring(perceptualDuration: 0.5, bounce: 0.15).dampingRatio, 0.85, accuracy: 1e-9)
        XCTAssertEqual(Spring(perceptualDuration: 1.0, bounce: 0.5).settlingDuration(), 2.3439, accuracy: 1e-4)
        let over = Spring(perceptualDuration: 0.5, bounce: -0.5)
        XCTAssertEqual(over.damping, 50.2655, accuracy: 1e-4)
        XCTAssertEqual(over.settlingDuration(), 2.1, accuracy: 1e-9)
    }

    func testUIKitMapping() {
        let cases: [(Double, Double, Double, Double, Double)] = [
            (0.5, 0.5, 0, 646.878, 25.4338), (0.5, 0.7, 0, 387.275, 27.551), (0.5, 1.0, 0, 341.024, 36.934),
            (1.0, 0.5, 0, 161.720, 12.717), (1.0, 1.0, 0, 85.256, 18.467), (0.3, 0.8, 0, 898.860, 47.970),
            (0.5, 0.5, 1, 630.094, 25.102),
        ]
        for (duration, ratio, velocity, k, c) in cases {
            let spring = Spring(uiKitDuration: duration, dampingRatio: ratio, velocity: velocity)
            XCTAssertEqual(spring.stiffness, k, accuracy: k * 1e-4, "T \(duration) ζ \(ratio)")
            XCTAssertEqual(spring.damping, c, accuracy: c * 1e-4, "T \(duration) ζ \(ratio)")
        }
    }
}
