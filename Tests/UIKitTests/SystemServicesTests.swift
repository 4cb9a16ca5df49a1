import TestSupport
import UIKit
import XCTest

/// A controller that counts its memory warnings, as controllers that drop caches do.
private final class CacheHolder: UIViewController {
    var warnings = 0
    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        warnings += 1
    }
}

/// Accessibility values, haptics and memory warnings: what iOS code asks of the system, and where it goes here.
final class SystemServicesTests: UIKitTestCase {
    private var heard: [String] = []

    override func setUp() async throws {
        try await super.setUp()
        UIApplication.shared.systemFeedback = { [unowned self] in heard.append($0) }
    }

    override func tearDown() async throws {
        UIApplication.shared.systemFeedback = nil
        UIAccessibility.setReduceMotion(false)
        try await super.tearDown()
    }

    func testLabelsButtonsAndImagesDescribeThemselvesUntilTheAppSaysOtherwise() async {
        let label = UILabel()
        label.text = "Downloads"
        XCTAssertTrue(label.isAccessibilityElement)
        XCTAssertEqual(label.accessibilityLabel, "Downloads", "a label reads its text")
        XCTAssertEqual(label.accessibilityTraits, .staticText)
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        XCTAssertEqual(button.accessibilityLabel, "Play")
        XCTAssertEqual(button.accessibilityTraits, .button)
        button.isEnabled = false
        XCTAssertEqual(button.accessibilityTraits, [.button, .notEnabled])
        button.accessibilityLabel = "Play the trailer"
        button.accessibilityTraits = [.button, .startsMediaSession]
        XCTAssertEqual(button.accessibilityLabel, "Play the trailer", "the app's label wins")
        XCTAssertEqual(button.accessibilityTraits, [.button, .startsMediaSession])
        XCTAssertEqual(UIImageView(image: nil).accessibilityTraits, .image)
        let card = UIView()
        XCTAssertFalse(card.isAccessibilityElement)
        XCTAssertNil(card.accessibilityLabel)
        card.accessibilityIdentifier = "card"
        card.accessibilityViewIsModal = true
        XCTAssertEqual(card.accessibilityIdentifier, "card")
        XCTAssertTrue(card.accessibilityViewIsModal)
    }

    func testAnnouncementsAndFocusChangesReachTheHostAsSpokenText() async {
        UIAccessibility.post(notification: .announcement, argument: "Upload finished")
        let button = UIButton(type: .system)
        button.setTitle("Retry", for: .normal)
        UIAccessibility.post(notification: .screenChanged, argument: button)
        UIAccessibility.post(notification: .layoutChanged, argument: UIView())
        UIAccessibility.post(notification: .layoutChanged, argument: "Filters applied")
        XCTAssertEqual(
            heard, ["VoiceOver: Upload finished", "VoiceOver: Retry", "VoiceOver: Filters applied"],
            "a view with no label says nothing; a string is spoken")
    }

    func testReduceMotionIsTheHostsSettingAndItsChangeIsPosted() async {
        XCTAssertFalse(UIAccessibility.isReduceMotionEnabled)
        let posts = LockedLines()
        let observer = NotificationCenter.default.addObserver(
            forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil
        ) { posts.append($0.name.rawValue) }
        defer { NotificationCenter.default.removeObserver(observer) }
        UIAccessibility.setReduceMotion(true)
        UIAccessibility.setReduceMotion(true)
        XCTAssertTrue(UIAccessibility.isReduceMotionEnabled)
        XCTAssertEqual(posts.all.count, 1, "posted once, for the change")
    }

    func testHapticsReachTheHostByKind() async {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UIImpactFeedbackGenerator().impactOccurred(intensity: .nan)
        XCTAssertEqual(
            heard,
            [
                "haptic: impact heavy", "haptic: impact heavy 50 %", "haptic: selection changed",
                "haptic: notification success", "haptic: impact medium 100 %",
            ])
    }

    func testAMemoryWarningReachesEveryControllerAndIsPosted() async {
        let root = CacheHolder()
        let child = CacheHolder()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        window.rootViewController = root
        let presented = CacheHolder()
        root.present(presented, animated: false)
        let posted = LockedLines()
        let observer = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
        ) { posted.append($0.name.rawValue) }
        defer { NotificationCenter.default.removeObserver(observer) }
        UIApplication.shared.deliverMemoryWarning()
        XCTAssertEqual([root.warnings, child.warnings, presented.warnings], [1, 1, 1])
        XCTAssertEqual(posted.all.count, 1)
        play(1)
    }
}
