import TestSupport
import UIKit
import XCTest

/// Percent-driven transitions: held at fractions, finished and cancelled, through recorded view animations and
/// through an interruptible animator.
final class InteractiveTransitionTests: UIKitTestCase {
    private var root: LoggingController!
    private var delegate: FadeTransitioning!
    private var card: LoggingController!

    override func setUp() async throws {
        try await super.setUp()
        root = LoggingController(title: "Root")
        window.rootViewController = root
        delegate = FadeTransitioning()
        card = LoggingController(title: "Card")
        card.modalPresentationStyle = .overFullScreen
        card.transitioningDelegate = delegate
        root.present(card, animated: false)
        CATransaction.flush()
    }

    private func opacity(_ view: UIView) -> Float { view.layer.presentation()?.opacity ?? -1 }

    func testDismissalHeldAtFractionsThenFinished() async {
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.dismissal = interaction
        var completed = false
        card.dismiss(animated: true) { completed = true }
        let context = try! XCTUnwrap(delegate.animator.seenContexts.last)
        XCTAssertTrue(context.isInteractive)
        CATransaction.flush()
        XCTAssertEqual(opacity(card.view), 1, accuracy: 1e-6, "held at 0")
        interaction.update(0.25)
        CATransaction.flush()
        XCTAssertEqual(opacity(card.view), 0.75, accuracy: 1e-6)
        play(0.5)
        XCTAssertEqual(opacity(card.view), 0.75, accuracy: 1e-6, "time does not move it")
        interaction.update(0.6)
        CATransaction.flush()
        XCTAssertEqual(opacity(card.view), 0.4, accuracy: 1e-6)
        XCTAssertEqual(interaction.percentComplete, 0.6)
        XCTAssertEqual(interaction.duration, 1)
        interaction.completionCurve = .linear
        interaction.finish()
        XCTAssertFalse(context.isInteractive)
        play(0.2)
        XCTAssertLessThan(opacity(card.view), 0.4)
        XCTAssertFalse(completed)
        play(0.3)
        XCTAssertTrue(completed, "the remaining 0.4 s ran")
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(delegate.animator.ended, [true])
        XCTAssertEqual(card.view.alpha, 0, "the model keeps the end value")
    }

    func testCancelledDismissalRunsBackAndLeavesThePresentation() async {
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.dismissal = interaction
        card.events = []
        card.dismiss(animated: true)
        interaction.update(0.5)
        interaction.completionSpeed = 2
        interaction.cancel()
        let context = try! XCTUnwrap(delegate.animator.seenContexts.last)
        XCTAssertTrue(context.transitionWasCancelled)
        play(0.5)
        XCTAssertTrue(root.presentedViewController === card, "still presented")
        XCTAssertEqual(card.view.alpha, 1, "back at the start value in the model")
        XCTAssertEqual(opacity(card.view), 1, accuracy: 1e-6)
        XCTAssertNotNil(card.view.window)
        XCTAssertEqual(delegate.animator.ended, [false])
        XCTAssertEqual(card.events, ["willDisappear", "willAppear", "didAppear"])

        // The same interaction controller drives the next attempt, which finishes.
        interaction.update(0.9)
        interaction.finish()
        card.dismiss(animated: true)
        play(0.2)
        XCTAssertNil(root.presentedViewController, "a finish() before the start applies when it starts")
    }

    func testInteractivePresentationThroughAnInterruptibleAnimator() async {
        final class SlideUp: NSObject, UIViewControllerAnimatedTransitioning {
            var animator: UIViewPropertyAnimator?
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                1
            }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                interruptibleAnimator(using: transitionContext)?.startAnimation()
            }
            func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
                -> UIViewImplicitlyAnimating?
            {
                if let animator { return animator }
                let view = transitionContext.view(forKey: .to)!
                let final = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
                view.frame = final.offsetBy(dx: 0, dy: 400)
                transitionContext.containerView.addSubview(view)
                let made = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.frame = final }
                made.addCompletion { position in
                    transitionContext.completeTransition(position == .end)
                }
                animator = made
                return made
            }
        }
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            let slide = SlideUp()
            let interaction = UIPercentDrivenInteractiveTransition()
            func animationController(
                forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
            ) -> UIViewControllerAnimatedTransitioning? { slide }
            func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
                -> UIViewControllerInteractiveTransitioning?
            { interaction }
        }
        root.dismiss(animated: false)
        let transitioning = Delegate()
        let sheet = UIViewController()
        sheet.transitioningDelegate = transitioning
        sheet.modalPresentationStyle = .overFullScreen
        root.present(sheet, animated: true)
        transitioning.interaction.update(0.5)
        CATransaction.flush()
        XCTAssertEqual(sheet.view.layer.presentation()?.frame.minY ?? -1, 200, accuracy: 1e-6)
        transitioning.interaction.finish()
        play(0.6)
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertFalse(sheet.isBeingPresented)
        XCTAssertEqual(sheet.view.frame.minY, 0)
    }

    func testACancelledKeyframeTransitionPutsTheModelBackAtTheStart() async {
        final class Keyframes: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                1
            }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let view = transitionContext.view(forKey: .from)!
                UIView.animateKeyframes(withDuration: 1, delay: 0, options: []) {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
                } completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            }
        }
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            let interaction = UIPercentDrivenInteractiveTransition()
            func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
            { Keyframes() }
            func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
                -> UIViewControllerInteractiveTransitioning?
            { interaction }
        }
        let transitioning = Delegate()
        card.transitioningDelegate = transitioning
        card.dismiss(animated: true)
        transitioning.interaction.update(0.75)
        CATransaction.flush()
        XCTAssertEqual(opacity(card.view), 0.25, accuracy: 1e-6, "the second keyframe, halfway")
        transitioning.interaction.cancel()
        play(1)
        XCTAssertEqual(card.view.alpha, 1, "the first keyframe's start value, not the second's")
        XCTAssertTrue(root.presentedViewController === card)
    }
}
