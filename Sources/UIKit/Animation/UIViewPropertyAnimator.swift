import RenderServer

/// An animator whose view animations can be started, paused, scrubbed, reversed and stopped (iOS 10).
///
/// Its animations are UIKit's additive view animations held at a time offset; a display link moves the offset
/// while the animator runs, so pausing, scrubbing with `fractionComplete` and reversing act on the same
/// animations. The model holds the final values while the animator is active.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
    public let duration: TimeInterval
    private var curve: CAMediaTimingFunction
    /// The timing the animator was made with, or last continued with.
    private var provider: UITimingCurveProvider
    private var spring: Spring?
    /// The multiple of `duration` the rest of the animation takes (`continueAnimation`'s duration factor).
    private var timeScale: Double = 1
    /// The curve and spring from before `continueAnimation` changed them, put back when the run ends.
    private var original: (curve: CAMediaTimingFunction, spring: Spring?)?
    /// True while the app moves a paused animator with `fractionComplete`.
    private var scrubbing = false
    /// Animation blocks waiting for the animator to become active, each with the fraction of the run at which its
    /// animations start (`addAnimations(_:delayFactor:)`).
    private var blocks: [(animations: () -> Void, start: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var captured:
        [(
            layer: CALayer, key: String, keyPath: String, old: AnimationValue, new: AnimationValue,
            template: CABasicAnimation, start: Double
        )] = []
    /// The properties a stopped animator moved, with their start and end values, for `finishAnimation(at:)`.
    private var stopped: [(layer: CALayer, keyPath: String, old: AnimationValue, new: AnimationValue)] = []
    private var link: CADisplayLink?
    private var fraction: Double = 0
    private var lastTimestamp: CFTimeInterval?
    private var startDelay: TimeInterval = 0

    open private(set) var state = UIViewAnimatingState.inactive
    open private(set) var isRunning = false
    /// Whether the animator runs back toward its start values.
    open var isReversed = false
    /// Whether the app may pause or stop the animator once it runs; false makes it run to its end, and
    /// `pauseAnimation()` or `stopAnimation(_:)` are then refused with one log line (iOS raises an exception).
    open var isInterruptible = true
    open var pausesOnCompletion = false
    /// Whether scrubbing a paused animator (`fractionComplete`) moves its properties linearly rather than along
    /// its curve or spring (true by default, as on iOS).
    open var scrubsLinearly = true

    /// An animator of no duration on the default curve: the placeholder iOS code keeps in a property until it
    /// makes the animator it runs.
    public override convenience init() {
        self.init(duration: 0, curve: .easeInOut)
    }

    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        self.curve = curve.timingFunction
        spring = nil
        provider = UICubicTimingParameters(animationCurve: curve)
        super.init()
        if let animations { blocks.append((animations, 0)) }
    }

    public init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.duration = duration
        curve = CAMediaTimingFunction(controlPoints: Float(point1.x), Float(point1.y), Float(point2.x), Float(point2.y))
        spring = nil
        provider = UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2)
        super.init()
        if let animations { blocks.append((animations, 0)) }
    }

    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration
        curve = CAMediaTimingFunction(name: .linear)
        spring = Spring(uiKitDuration: duration, dampingRatio: Double(ratio), velocity: 0)
        provider = UISpringTimingParameters(dampingRatio: ratio)
        super.init()
        if let animations { blocks.append((animations, 0)) }
    }

    /// An animator timed by a cubic curve or a spring; a spring given by mass, stiffness and damping runs for its
    /// own settling duration instead of `duration`, as on iOS.
    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        provider = parameters
        if let spring = parameters.springTimingParameters {
            (self.spring, self.duration) = spring.spring(duration: duration)
            curve = CAMediaTimingFunction(name: .linear)
        } else {
            self.duration = duration
            curve = parameters.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .easeInEaseOut)
            spring = nil
        }
        super.init()
    }

    /// An animator that starts at once (after `delay`).
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void,
        completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let curveIndex = Int((options.rawValue >> 16) & 0x3)
        let animator = UIViewPropertyAnimator(
            duration: duration, curve: UIView.AnimationCurve(rawValue: curveIndex) ?? .easeInOut, animations: animations
        )
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .active { capture(animation) } else { blocks.append((animation, 0)) }
    }

    /// Adds animations that start `delayFactor` (0…1) of the way through the animator's remaining run, and run
    /// over the rest of it: staggered entrances. The factor is clamped to 0…1.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        // Short of 1: a block delayed to the very end still runs, in the last thousandth of the run.
        let factor = delayFactor.isFinite ? min(max(Double(delayFactor), 0), 0.999) : 0
        if state == .active {
            capture(animation, start: fraction + factor * (1 - fraction))
        } else {
            blocks.append((animation, factor))
        }
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// How far the animation has run, 0…1; settable while paused.
    open var fractionComplete: CGFloat {
        get { CGFloat(fraction) }
        set {
            guard !isRunning else { return }
            if state == .inactive { activate() }
            guard newValue.isFinite else { return }
            fraction = min(max(Double(newValue), 0), 1)
            scrubbing = true
            apply()
        }
    }

    open func startAnimation() { startAnimation(afterDelay: 0) }

    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else { return }
        if state == .inactive { activate() }
        startDelay = delay
        if scrubbing && scrubsLinearly && !isRunning {
            // The scrub showed the fraction linearly: go on from the point of the curve that shows the same.
            fraction = fraction(showing: fraction)
        }
        isRunning = true
        scrubbing = false
        lastTimestamp = nil
        if link == nil {
            // The link holds the animator while it runs, as a link holds its target on iOS: an animator made with
            // `runningPropertyAnimator` and not kept still runs to its end. Pausing or finishing lets it go.
            let link = CADisplayLink { link in MainActor.assumeIsolated { self.tick(link) } }
            link.add(to: .main, forMode: .common)
            self.link = link
        }
    }

    open func pauseAnimation() {
        guard refusesInterruption("pauseAnimation()") == false else { return }
        halt()
    }

    /// Pauses: activates an inactive animator and stops its clock.
    private func halt() {
        if state == .inactive { activate() }
        isRunning = false
        link?.invalidate()
        link = nil
    }

    /// Stops where the animation is: the model takes the on-screen values. With `withoutFinishing` the
    /// completions do not run; otherwise `finishAnimation(at:)` must follow.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active, refusesInterruption("stopAnimation(_:)") == false else { return }
        halt()
        stopped = withoutFinishing ? [] : captured.map { ($0.layer, $0.keyPath, $0.old, $0.new) }
        settle(at: .current)
        state = withoutFinishing ? .inactive : .stopped
    }

    /// Ends a stopped animator with its properties at their start or end values, or where it stopped
    /// (`.current`), and runs the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for entry in stopped {
            switch finalPosition {
            case .start: entry.layer.setValue(ValueBoxing.box(entry.old), forKeyPath: entry.keyPath)
            case .end: entry.layer.setValue(ValueBoxing.box(entry.new), forKeyPath: entry.keyPath)
            case .current: break
            }
        }
        CATransaction.commit()
        stopped = []
        state = .inactive
        completions.forEach { $0(finalPosition) }
    }

    /// Whether a running animator that is not interruptible turns down `call`, with one log line.
    private func refusesInterruption(_ call: String) -> Bool {
        guard !isInterruptible, isRunning else { return false }
        Log.warningOnce(
            key: "UIViewPropertyAnimator.isInterruptible \(call)",
            "UIViewPropertyAnimator.\(call): refused, the animator is not interruptible (isInterruptible is false)")
        return true
    }

    // MARK: Driving

    private func activate() {
        state = .active
        let pending = blocks
        blocks = []
        for block in pending { capture(block.animations, start: block.start) }
        apply()
    }

    /// Runs `block` in a view animation context whose animations this animator takes over, running from `start`
    /// (a fraction of the run) to its end.
    private func capture(_ block: () -> Void, start: Double = 0) {
        let context = ViewAnimationContext(
            duration: duration * (1 - start), delay: 0, options: .overrideInheritedDuration,
            tracker: CompletionTracker(nil))
        context.curve = curve
        context.spring = spring.map { Self.compressed($0, into: 1 - start) }
        context.onAdd = { [weak self] layer, key, keyPath, old, new, animation in
            self?.captured.append((layer, key, keyPath, old, new, animation, start))
        }
        ViewAnimationContext.run(context, block)
        apply()
    }

    private func tick(_ link: CADisplayLink) {
        guard isRunning else { return }
        let now = link.timestamp
        defer { lastTimestamp = now }
        guard let last = lastTimestamp else { return }
        var elapsed = now - last
        if startDelay > 0 {
            let used = min(startDelay, elapsed)
            startDelay -= used
            elapsed -= used
        }
        fraction += (isReversed ? -elapsed : elapsed) / max(duration * timeScale, 1e-6)
        // Only the end it runs toward finishes it: a start delay leaves a forward animator at 0 for a while.
        if isReversed ? fraction <= 0 : fraction >= 1 {
            fraction = min(max(fraction, 0), 1)
            let position: UIViewAnimatingPosition = fraction >= 1 ? .end : .start
            if pausesOnCompletion {
                halt()
                apply()
                return
            }
            halt()
            settle(at: position)
            state = .inactive
            completions.forEach { $0(position) }
            return
        }
        apply()
    }

    /// Resumes a paused or active animator with new timing (`nil` keeps the current one), the rest of it taking
    /// `durationFactor` times the original duration's share. The views go on from where they are on screen; the
    /// new timing lasts until the animator finishes or stops.
    /// The timing the animator was made with, or the one `continueAnimation(withTimingParameters:durationFactor:)`
    /// last gave it.
    open var timingParameters: UITimingCurveProvider? { provider }

    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return }
        if let parameters { provider = parameters }
        let factor = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : 1
        timeScale = factor
        if let parameters {
            let shown = progress(at: fraction, linearly: scrubbing && scrubsLinearly && !isRunning)
            retime(parameters)
            fraction = fraction(showing: shown)
            scrubbing = false
        }
        startAnimation()
    }

    /// The captured animations take a new curve or spring, as animations added later will. A spring given by
    /// mass, stiffness and damping is compressed in time to settle within the animator's duration, and the
    /// clock slowed by as much, so that it still runs for its own settling duration.
    private func retime(_ parameters: UITimingCurveProvider) {
        if original == nil { original = (curve, spring) }
        if let springParameters = parameters.springTimingParameters {
            let (newSpring, settling) = springParameters.spring(duration: duration)
            let stretch = settling > 0 && settling.isFinite && duration > 0 ? settling / duration : 1
            var compressed = newSpring
            compressed.stiffness *= stretch * stretch
            compressed.damping *= stretch
            compressed.initialVelocity *= stretch
            spring = compressed
            timeScale *= stretch
        } else {
            spring = nil
            curve = parameters.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .easeInEaseOut)
        }
        captured = captured.map { entry in
            var entry = entry
            entry.template = retimed(entry.template)
            return entry
        }
    }

    /// A copy of `template` with the animator's curve or spring and the same values.
    private func retimed(_ template: CABasicAnimation) -> CABasicAnimation {
        let animation: CABasicAnimation
        if let spring {
            let springAnimation = CASpringAnimation(keyPath: template.keyPath)
            springAnimation.mass = CGFloat(spring.mass)
            springAnimation.stiffness = CGFloat(spring.stiffness)
            springAnimation.damping = CGFloat(spring.damping)
            springAnimation.initialVelocity = CGFloat(spring.initialVelocity)
            animation = springAnimation
        } else {
            animation = CABasicAnimation(keyPath: template.keyPath)
            animation.timingFunction = curve
        }
        animation.fromValue = template.fromValue
        animation.toValue = template.toValue
        animation.byValue = template.byValue
        animation.isAdditive = template.isAdditive
        animation.duration = template.duration
        return animation
    }

    /// How far along their way the views are shown at `fraction` (0 at the start, 1 at the end; a spring
    /// overshoots 1).
    private func progress(at fraction: Double, linearly: Bool) -> Double {
        if linearly { return fraction }
        if let spring { return spring.progress(at: fraction * duration) }
        return curve.curve.value(at: fraction)
    }

    /// The first fraction at which the current timing shows `shown`: the resumed run continues the views from
    /// there without a jump. Past every value the timing reaches, the end.
    private func fraction(showing shown: Double) -> Double {
        guard shown > 0 else { return 0 }
        let steps = 256
        var below = 0.0
        for step in 1...steps {
            let candidate = Double(step) / Double(steps)
            if progress(at: candidate, linearly: false) >= shown {
                var (low, high) = (below, candidate)
                for _ in 0..<40 {
                    let middle = (low + high) / 2
                    if progress(at: middle, linearly: false) >= shown { high = middle } else { low = middle }
                }
                return high
            }
            below = candidate
        }
        return 1
    }

    /// Re-adds every captured animation frozen at the current fraction.
    private func apply() {
        for entry in captured {
            // Scrubbed while paused, the properties move linearly with the fraction.
            let template = scrubbing && scrubsLinearly && !isRunning ? linear(entry.template) : entry.template
            guard let frozen = template.frozen(at: Self.local(fraction, from: entry.start) * template.duration)
            else { continue }
            entry.layer.add(frozen, forKey: entry.key)
        }
    }

    /// `spring` running `span` (0…1) times as long: the same motion, settled by the end of a delayed block's part
    /// of the run.
    private static func compressed(_ spring: Spring, into span: Double) -> Spring {
        guard span < 1, span > 0 else { return spring }
        var quick = spring
        quick.stiffness /= span * span
        quick.damping /= span
        quick.initialVelocity /= span
        return quick
    }

    /// How far along an animation running from `start` to the end of the run is at `fraction`, 0…1 (short of 1,
    /// where a frozen animation would have ended).
    private static func local(_ fraction: Double, from start: Double) -> Double {
        let span = 1 - start
        let local = span > 0 ? (fraction - start) / span : (fraction >= 1 ? 1 : 0)
        return min(max(local, 0), 1 - 1e-9)
    }

    /// `template`'s values on a linear curve.
    private func linear(_ template: CABasicAnimation) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: template.keyPath)
        animation.fromValue = template.fromValue
        animation.toValue = template.toValue
        animation.byValue = template.byValue
        animation.isAdditive = template.isAdditive
        animation.duration = template.duration
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        return animation
    }

    /// Removes the animations, leaving the model at the end, start, or current on-screen values.
    private func settle(at position: UIViewAnimatingPosition) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for entry in captured {
            switch position {
            case .end: break
            case .start: entry.layer.setValue(ValueBoxing.box(entry.old), forKeyPath: entry.keyPath)
            case .current:
                if let value = entry.layer.presentationValue(forKey: entry.keyPath) {
                    entry.layer.setValue(ValueBoxing.box(value), forKeyPath: entry.keyPath)
                }
            }
        }
        for entry in captured { entry.layer.removeAnimation(forKey: entry.key) }
        CATransaction.commit()
        captured = []
        // A finished or stopped animator starts again from the beginning.
        fraction = 0
        // Timing given to continueAnimation lasts one run.
        if let original { (curve, spring) = original }
        original = nil
        timeScale = 1
    }
}
