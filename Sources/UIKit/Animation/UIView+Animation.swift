import RenderServer

extension UIView {
    /// Animates the view property changes made in `animations` (spec §13.1). A duration of 0 or less applies the
    /// changes at once; `completion` still runs, on the next run-loop turn.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let context = ViewAnimationContext(
            duration: duration, delay: delay, options: options, tracker: CompletionTracker(completion))
        ViewAnimationContext.run(context, animations)
    }

    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// A spring whose envelope settles to 0.001 at `duration` (UIKit's mapping, spec §5.6); the curve options are
    /// ignored (springs run on linear time).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let context = ViewAnimationContext(
            duration: duration, delay: delay, options: options, tracker: CompletionTracker(completion))
        context.spring = Spring(uiKitDuration: duration, dampingRatio: Double(dampingRatio), velocity: Double(velocity))
        ViewAnimationContext.run(context, animations)
    }

    /// iOS 17's spring from a perceptual duration and a bounce (spec §5.5); the animation lasts until it settles.
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
        delay: TimeInterval = 0, options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        var spring = Spring(perceptualDuration: duration, bounce: Double(bounce))
        spring.initialVelocity = Double(velocity)
        let context = ViewAnimationContext(
            duration: spring.settlingDuration(), delay: delay, options: options.union(.overrideInheritedDuration),
            tracker: CompletionTracker(completion))
        context.spring = spring
        ViewAnimationContext.run(context, animations)
    }

    /// Inside an animation block: the animations `animations` makes run `count` times (a fraction runs part of
    /// the last time), each running back after running forward when `autoreverses`; the views keep their new values
    /// at the end. Outside one, the changes happen at once, as nothing animates.
    public class func modifyAnimations(
        withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void
    ) {
        guard let outer = ViewAnimationContext.stack.last, count.isFinite, count > 0 else {
            animations()
            return
        }
        ViewAnimationContext.stack.append(outer.repeating(Float(count), autoreverses: autoreverses))
        animations()
        ViewAnimationContext.stack.removeLast()
    }

    /// Runs `animations` with view animations turned off.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let enabled = ViewAnimationContext.animationsEnabled
        ViewAnimationContext.animationsEnabled = false
        actionsWithoutAnimation()
        ViewAnimationContext.animationsEnabled = enabled
    }

    public class var areAnimationsEnabled: Bool { ViewAnimationContext.animationsEnabled }

    /// The duration of the innermost open animation block; 0 outside one or while animations are off.
    public class var inheritedAnimationDuration: TimeInterval {
        ViewAnimationContext.animationsEnabled ? ViewAnimationContext.stack.last?.duration ?? 0 : 0
    }

    public class func setAnimationsEnabled(_ enabled: Bool) { ViewAnimationContext.animationsEnabled = enabled }

    /// A keyframe animation: `addKeyframe` calls inside `animations` each animate their changes over their part
    /// of `duration`.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        var viewOptions = UIView.AnimationOptions(rawValue: options.rawValue & 0x3FF)
        viewOptions.insert(.curveLinear)
        let context = ViewAnimationContext(
            duration: duration, delay: delay, options: viewOptions, tracker: CompletionTracker(completion))
        ViewAnimationContext.run(context, animations)
    }

    /// One part of an enclosing `animateKeyframes` block: start and length are fractions of its duration.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let context = ViewAnimationContext.stack.last else {
            animations()
            return
        }
        let previous = context.keyframe
        context.keyframe = (min(max(frameStartTime, 0), 1), min(max(frameDuration, 0), 1))
        animations()
        context.keyframe = previous
    }

    /// Applies the changes in `animations` with a transition of `view`'s layer: cross-dissolve (flips and curls
    /// are drawn as cross-dissolves, logged once).
    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        let bits = options.transitionBits
        if bits != 0 && bits != 5 {
            Log.warningOnce(
                key: "UIView.transition.\(bits)",
                "UIView.transition: flip and curl transitions are drawn as cross-dissolves here")
        }
        let tracker = CompletionTracker(completion)
        if bits != 0 && duration > 0 {
            let transition = CATransition()
            transition.type = .fade
            transition.duration = duration
            transition.timingFunction = CAMediaTimingFunction(name: options.curveName)
            transition.delegate = tracker
            tracker.retain()
            view.layer.add(transition, forKey: kCATransition)
        }
        performWithoutAnimation { animations?() }
        tracker.seal()
    }

    /// Replaces `fromView` with `toView` in its superview with a transition.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = fromView.superview else {
            completion?(false)
            return
        }
        transition(
            with: container, duration: duration, options: options,
            animations: {
                container.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }, completion: completion)
    }
}

extension UIView {
    /// Opens an old-style animation block; changes until `commitAnimations()` animate (default 0.2 s).
    @available(*, deprecated, message: "Use animate(withDuration:…)")
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let block = ViewAnimationContext(
            duration: 0.2, delay: 0, options: [.overrideInheritedDuration], tracker: CompletionTracker(nil))
        ViewAnimationContext.stack.append(block)
    }

    @available(*, deprecated, message: "Use animate(withDuration:…)")
    public class func commitAnimations() {
        ViewAnimationContext.stack.popLast()?.tracker.seal()
    }

    @available(*, deprecated, message: "Use animate(withDuration:…)")
    public class func setAnimationDuration(_ duration: TimeInterval) {
        ViewAnimationContext.stack.last?.duration = duration
    }

    @available(*, deprecated, message: "Use animate(withDuration:…)")
    public class func setAnimationDelay(_ delay: TimeInterval) { ViewAnimationContext.stack.last?.delay = delay }

    @available(*, deprecated, message: "Use animate(withDuration:…)")
    public class func setAnimationCurve(_ curve: UIView.AnimationCurve) {
        ViewAnimationContext.stack.last?.curve = curve.timingFunction
    }

    /// How many times the open block's animations run (0 runs them once); a fraction runs part of the last time.
    @available(*, deprecated, message: "Use modifyAnimations(withRepeatCount:autoreverses:animations:)")
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        guard repeatCount.isFinite, repeatCount > 0 else { return }
        ViewAnimationContext.stack.last?.repeatCount = repeatCount
    }

    @available(*, deprecated, message: "Use modifyAnimations(withRepeatCount:autoreverses:animations:)")
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        ViewAnimationContext.stack.last?.autoreverses = repeatAutoreverses
    }
}
