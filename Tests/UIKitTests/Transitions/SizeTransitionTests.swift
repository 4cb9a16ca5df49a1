import TestSupport
import UIKit
import XCTest

/// A controller that records what a size change tells it, as controllers relayout grids on rotation.
private final class SizeRecorder: UIViewController {
    var log: [String] = []

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.append("will \(Int(size.width))x\(Int(size.height)) from \(Int(view.bounds.width))")
        coordinator.animate(
            alongsideTransition: { _ in self.log.append("alongside at \(Int(self.view.bounds.width))") },
            completion: { context in self.log.append("done \(context.isCancelled)") })
    }
}

final class SizeTransitionTests: UIKitTestCase {
    func testAResizedWindowTellsItsControllersBeforeAndRunsTheirBlocksAtTheNewSize() async {
        let root = SizeRecorder()
        let child = SizeRecorder()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        window.rootViewController = root
        window.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
        XCTAssertEqual(root.log, ["will 300x500 from 400", "alongside at 300", "done false"])
        XCTAssertEqual(child.log.first, "will 300x500 from 400", "the default passes the size to the children")
        XCTAssertEqual(root.view.bounds.size, CGSize(width: 300, height: 500), "the root view takes the window's size")
        window.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
        XCTAssertEqual(root.log.count, 3, "the same size is no transition")
    }
}
