import TestSupport
import UIKit
import XCTest

final class UIKitValueTests: UIKitTestCase {
    func testSystemColorsHaveUIKitsComponents() async {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor.systemBlue.getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual([r, g, b, a].map { ($0 * 255).rounded() }, [0, 122, 255, 255])
        XCTAssertEqual(UIColor.clear.cgColor.alpha, 0)
        XCTAssertEqual(UIColor.red.withAlphaComponent(0.5).cgColor.alpha, 0.5)
        UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual(g, 1, accuracy: 1e-9)
        XCTAssertEqual(r, 0, accuracy: 1e-9)
    }

    func testHueAndWhiteComponentsRoundTripAndSemanticColorsHaveLightModeValues() async {
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
        for hue in stride(from: 0.0, to: 1.0, by: 0.1) {
            UIColor(hue: hue, saturation: 0.6, brightness: 0.8, alpha: 0.5).getHue(
                &h, saturation: &s, brightness: &v, alpha: &a)
            for (read, made) in zip([h, s, v, a], [hue, 0.6, 0.8, 0.5]) { XCTAssertEqual(read, made, accuracy: 1e-9) }
        }
        var white: CGFloat = -1
        XCTAssertTrue(UIColor(white: 0.25, alpha: 1).getWhite(&white, alpha: &a))
        XCTAssertEqual(white, 0.25)
        white = -1
        XCTAssertFalse(UIColor.systemRed.getWhite(&white, alpha: &a), "a colour with hue has no white level")
        XCTAssertEqual(white, -1)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0
        UIColor.separator.getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual([r, g, b].map { ($0 * 255).rounded() }, [60, 60, 67])
        XCTAssertEqual(a, 0.29, accuracy: 1e-6)
        XCTAssertEqual(UIColor.link, UIColor.systemBlue)
    }

    func testBezierPathArcIsClockwiseOnScreen() async {
        let path = UIBezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
        let bounds = path.cgPath.boundingBoxOfPath
        XCTAssertEqual(bounds.minX, 50, accuracy: 1e-6, "a quarter from the top to the right, clockwise on screen")
        XCTAssertEqual(bounds.maxY, 50, accuracy: 1e-6)
        let ring = UIBezierPath(
            arcCenter: .zero, radius: 10, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        XCTAssertEqual(ring.bounds.width, 20, accuracy: 1e-6)
        let rounded = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), byRoundingCorners: [.topLeft],
            cornerRadii: CGSize(width: 10, height: 10))
        XCTAssertFalse(rounded.contains(CGPoint(x: 1, y: 1)))
        XCTAssertTrue(rounded.contains(CGPoint(x: 39, y: 1)))
    }

    func testValueBoxesGiveBackTheirGeometry() async {
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue, CGPoint(x: 1, y: 2))
        XCTAssertEqual(
            NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue,
            CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    func testViewControllerLoadsItsViewOnce() async {
        final class Controller: UIViewController {
            var loads = 0
            override func viewDidLoad() { loads += 1 }
        }
        let controller = Controller()
        XCTAssertFalse(controller.isViewLoaded)
        _ = controller.view
        _ = controller.view
        XCTAssertEqual(controller.loads, 1)
        XCTAssertEqual(controller.view.bounds.size, UIScreen.main.bounds.size)
        window.rootViewController = controller
        XCTAssertTrue(controller.view.superview === window)
    }

    func testSeedStyleViewControllerCompilesAndBehaves() async throws {
        final class RingView: UIView {
            let ring = CAShapeLayer()
            override init(frame: CGRect) {
                super.init(frame: frame)
                ring.strokeColor = UIColor.systemGreen.cgColor
                ring.fillColor = nil
                ring.lineWidth = 8
                ring.strokeEnd = 0.25
                layer.addSublayer(ring)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override func layoutSubviews() {
                super.layoutSubviews()
                ring.frame = bounds
                ring.path =
                    UIBezierPath(
                        arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: bounds.width / 2 - 8,
                        startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true
                    ).cgPath
            }
        }
        final class Controller: UIViewController {
            let square = CALayer()
            let ring = RingView(frame: CGRect(x: 200, y: 200, width: 100, height: 100))
            override func viewDidLoad() {
                super.viewDidLoad()
                square.frame = CGRect(x: 20, y: 20, width: 80, height: 80)
                square.backgroundColor = UIColor.systemRed.cgColor
                view.layer.addSublayer(square)
                view.addSubview(ring)
                let button = UIButton(type: .system)
                button.frame = CGRect(x: 20, y: 300, width: 120, height: 44)
                button.setTitle("Recolor", for: .normal)
                button.addAction(
                    UIAction { [weak self] _ in self?.square.backgroundColor = UIColor.systemBlue.cgColor },
                    for: .touchUpInside)
                view.addSubview(button)
            }
        }
        let controller = Controller()
        window.rootViewController = controller
        CATransaction.flush()
        XCTAssertNotNil(controller.ring.ring.path, "layoutSubviews ran at commit")
        tap(CGPoint(x: 60, y: 320))
        XCTAssertEqual(controller.square.backgroundColor, UIColor.systemBlue.cgColor)
        XCTAssertEqual(
            controller.square.animationKeys(), ["backgroundColor"], "a raw sublayer animates the change implicitly")
    }
}
