import QuartzCore
import XCTest

/// Spec §7: defaults, nesting, completion blocks.
final class CATransactionTests: ManualClockTestCase {
    func testDefaults() {
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
