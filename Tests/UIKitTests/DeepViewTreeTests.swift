import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A view tree nested deeper than a thread's stack holds by recursion, in a window: laid out, a tap reaching the
/// button at its bottom, removed and released (its action, which names it as sender, does not keep it).
@MainActor
final class DeepViewTreeTests: UIKitTestCase {
    func testATapReachesAButtonTwentyThousandViewsDownAndTheTreeIsReleased() async throws {
        var taps = 0
        weak var deepest: UIView?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            var last = root
            for _ in 0..<20_000 {
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                last.addSubview(view)
                last = view
            }
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
            last.addSubview(button)
            window.addSubview(root)
            XCTAssertTrue(button.window === window)
            CATransaction.flush()
            XCTAssertTrue(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === button)
            tap(CGPoint(x: 10, y: 10))
            XCTAssertEqual(taps, 1)
            root.removeFromSuperview()
            XCTAssertNil(button.window)
            deepest = button
        }
        XCTAssertNil(deepest)
    }
}
