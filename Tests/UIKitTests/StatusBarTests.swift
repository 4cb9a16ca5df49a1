import TestSupport
import UIKit
import XCTest

/// A controller with status bar preferences set per test, as view controllers override them.
private final class Preferring: UIViewController {
    var style = UIStatusBarStyle.default
    var hidden = false
    var styleChild: UIViewController?

    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
    override var childForStatusBarStyle: UIViewController? { styleChild }
}

final class StatusBarTests: UIKitTestCase {
    override func tearDown() async throws {
        UIApplication.shared.statusBarAppearanceDidChange = nil
        try await super.tearDown()
    }

    func testTheControllerInChargeSetsTheStatusBar() async {
        let root = Preferring()
        root.style = .lightContent
        window.rootViewController = root
        XCTAssertEqual(
            root.statusBarAppearance, StatusBarAppearance(style: .lightContent, isHidden: false, animation: .slide))
        let child = Preferring()
        child.style = .darkContent
        child.hidden = true
        root.addChild(child)
        root.styleChild = child
        XCTAssertEqual(root.statusBarAppearance.style, .darkContent, "childForStatusBarStyle hands the style on")
        XCTAssertFalse(root.statusBarAppearance.isHidden, "but not whether it hides")

        let sheet = Preferring()
        sheet.hidden = true
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: false)
        XCTAssertFalse(root.statusBarAppearance.isHidden, "a sheet leaves the status bar to the presenter")
        sheet.modalPresentationCapturesStatusBarAppearance = true
        XCTAssertTrue(root.statusBarAppearance.isHidden, "unless it captures it")
        root.dismiss(animated: false)
        play(1)

        let over = Preferring()
        over.hidden = true
        over.modalPresentationStyle = .overFullScreen
        root.present(over, animated: false)
        XCTAssertFalse(
            root.statusBarAppearance.isHidden, "only .fullScreen takes it over uninvited, as Apple documents")
        root.dismiss(animated: false)
        play(1)

        let cover = Preferring()
        cover.style = .default
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        XCTAssertEqual(root.statusBarAppearance.style, .default, "a full-screen presentation takes over")
        root.dismiss(animated: false)
        play(1)
    }

    func testANavigationBarSitsBelowATopSafeAreaWithItsBackgroundBehindIt() async throws {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        window.rootViewController = navigation
        navigation.containerSafeAreaInsets.top = 20
        navigation.view.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.frame.minY, 20)
        XCTAssertEqual(content.view.safeAreaInsets.top, 20 + navigation.navigationBar.frame.height)
        let backdrop = try XCTUnwrap(
            navigation.view.subviews.first { $0.frame == CGRect(x: 0, y: 0, width: 400, height: 20) })
        XCTAssertEqual(backdrop.backgroundColor, navigation.navigationBar.backgroundColor)
    }

    func testAnUpdateReachesTheHostInsideTheCallersAnimationBlock() async {
        var calls: [Bool] = []
        UIApplication.shared.statusBarAppearanceDidChange = {
            calls.append(UIView.areAnimationsEnabled && UIView.inheritedAnimationDuration > 0)
        }
        let controller = Preferring()
        controller.setNeedsStatusBarAppearanceUpdate()
        UIView.animate(withDuration: 0.3) { controller.setNeedsStatusBarAppearanceUpdate() }
        XCTAssertEqual(calls, [false, true])
    }
}
