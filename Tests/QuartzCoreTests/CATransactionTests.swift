import QuartzCore
import TestSupport
import XCTest

/// Spec §7: defaults, nesting, completion blocks.
final class CATransactionTests: ManualClockTestCase {
    func testAFreshTransactionHasTheDocumentedDefaults() {
        XCTAssertEqual(CATransaction.animationDuration(), 0.25)
        XCTAssertFalse(CATransaction.disableActions())
        XCTAssertNil(CATransaction.animationTimingFunction())
        XCTAssertNil(CATransaction.completionBlock())
        XCTAssertNil(CATransaction.value(forKey: "noSuchKey"))
    }

    func testNestedReadsThroughAndWritesInnermost() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.begin()
        XCTAssertEqual(CATransaction.animationDuration(), 2, "inner sees the outer value")
        CATransaction.setAnimationDuration(5)
        CATransaction.setValue("x", forKey: "custom")
        XCTAssertEqual(CATransaction.animationDuration(), 5)
        CATransaction.commit()
        XCTAssertEqual(CATransaction.animationDuration(), 2, "the inner setting ends with its scope")
        XCTAssertNil(CATransaction.value(forKey: "custom"))
        CATransaction.commit()
        XCTAssertEqual(CATransaction.animationDuration(), 0.25)
    }

    func testKeyConstantsAndDisableActionsThroughSetValue() {
        XCTAssertEqual(kCATransactionAnimationDuration, "animationDuration")
        XCTAssertEqual(kCATransactionDisableActions, "disableActions")
        XCTAssertEqual(kCATransactionAnimationTimingFunction, "animationTimingFunction")
        XCTAssertEqual(kCATransactionCompletionBlock, "completionBlock")
        CATransaction.begin()
        CATransaction.setValue(true, forKey: kCATransactionDisableActions)
        XCTAssertTrue(CATransaction.disableActions())
        CATransaction.commit()
        CATransaction.begin()
        CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
        XCTAssertTrue(CATransaction.disableActions(), "the Core Foundation spelling of the old idiom")
        CATransaction.setValue(kCFBooleanFalse, forKey: kCATransactionDisableActions)
        XCTAssertFalse(CATransaction.disableActions())
        CATransaction.commit()
    }

    func testCommitWithoutTransactionIsANoOp() {
        CATransaction.commit()
        XCTAssertEqual(CATransaction.animationDuration(), 0.25)
    }

    func testCompletionWithoutAnimationsFiresAtCommit() {
        var fired = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { fired += 1 }
        XCTAssertEqual(fired, 0)
        CATransaction.commit()
        XCTAssertEqual(fired, 1)
    }

    func testCompletionWaitsForEveryAnimationAddedAfterIt() {
        let layer = CALayer()
        var fired = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { fired = true }
        let short = CABasicAnimation(keyPath: "opacity")
        short.duration = 1
        let long = CABasicAnimation(keyPath: "position.x")
        long.duration = 2
        layer.add(short, forKey: "short")
        layer.add(long, forKey: "long")
        CATransaction.commit()
        advance(to: 101.5)
        XCTAssertFalse(fired)
        advance(to: 102.0)
        XCTAssertTrue(fired)
    }

    func testRemovingAnAnimationCountsAsCompletion() {
        let layer = CALayer()
        var fired = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { fired = true }
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
        CATransaction.commit()
        XCTAssertFalse(fired)
        layer.removeAnimation(forKey: "fade")
        XCTAssertTrue(fired)
    }

    func testImplicitTransactionCommitsOnFlush() {
        let layer = CALayer()
        layer.opacity = 0.5
        XCTAssertNil(layer.presentation(), "nothing committed yet")
        CATransaction.flush()
        XCTAssertEqual(layer.presentation()?.opacity, 0.5)
    }

    /// `disableActions` reads through to the innermost scope that set it, in whichever way it was set, and a
    /// scope's setting ends with it.
    func testDisableActionsReadsTheInnermostScopeThatSetIt() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.begin()
        XCTAssertTrue(CATransaction.disableActions(), "inner sees the outer setting")
        CATransaction.setDisableActions(false)
        XCTAssertFalse(CATransaction.disableActions())
        CATransaction.setValue(nil, forKey: kCATransactionDisableActions)
        XCTAssertTrue(CATransaction.disableActions(), "cleared, the inner scope reads the outer one again")
        CATransaction.setValue(false, forKey: kCATransactionDisableActions)
        XCTAssertFalse(CATransaction.disableActions())
        CATransaction.commit()
        XCTAssertTrue(CATransaction.disableActions())
        CATransaction.commit()
        XCTAssertFalse(CATransaction.disableActions())
    }

    /// A layer changed many times in a transaction commits its last values, and changed again after the commit
    /// commits again (each stack marks the layers it holds per commit, `TransactionStack.markChanged`).
    func testALayerChangedAgainAfterACommitIsCommittedAgain() {
        let layer = CALayer()
        for round in 1...3 {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.position = CGPoint(x: 1, y: 1)
            layer.position = CGPoint(x: Double(round * 10), y: 2)
            CATransaction.commit()
            XCTAssertEqual(layer.presentation()?.position, CGPoint(x: Double(round * 10), y: 2), "round \(round)")
        }
    }

    /// A presentation copy stays one: setting its values changes the copy alone, and commits nothing.
    func testSettingAPresentationCopyCommitsNothing() throws {
        let layer = CALayer()
        layer.opacity = 0.4
        CATransaction.flush()
        let copy = try XCTUnwrap(layer.presentation())
        copy.opacity = 0.9
        CATransaction.flush()
        XCTAssertEqual(copy.opacity, 0.9)
        XCTAssertEqual(layer.opacity, 0.4)
        XCTAssertEqual(layer.presentation()?.opacity, 0.4)
        XCTAssertTrue(copy.presentation() === copy)
    }

    func testFlushInsideExplicitTransactionWaitsForIt() {
        let layer = CALayer()
        layer.opacity = 0.3
        CATransaction.begin()
        CATransaction.flush()
        XCTAssertNil(layer.presentation())
        CATransaction.commit()
        XCTAssertEqual(layer.presentation()?.opacity, 0.3)
    }
}

/// Changes made while a transaction commits (layout, display) belong to that transaction.
final class CommitScopeTests: ManualClockTestCase {
    private final class DisablingLayout: CALayerDelegate {
        func layoutSublayers(of layer: CALayer) {
            CATransaction.setDisableActions(true)
            layer.sublayers?.first?.position = CGPoint(x: 5, y: 5)
        }
    }

    func testDisableActionsSetDuringLayoutEndsWithTheCommit() {
        let root = hostedRoot()
        let delegate = DisablingLayout()
        let parent = CALayer()
        let child = CALayer()
        parent.delegate = delegate
        parent.addSublayer(child)
        root.addSublayer(parent)
        CATransaction.flush()
        parent.setNeedsLayout()
        CATransaction.flush()
        XCTAssertNil(child.animationKeys(), "the layout's own change did not animate")
        XCTAssertFalse(CATransaction.disableActions(), "the setting did not leak into the next transaction")
        child.opacity = 0.5
        XCTAssertEqual(child.animationKeys(), ["opacity"])
    }
}
