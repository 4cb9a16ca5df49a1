import RenderServer

/// The parameters of one open `UIView.animate` block; views ask the innermost one for their layers' actions.
@preconcurrency @MainActor
final class ViewAnimationContext {
    var duration: Double
    var delay: Double
    var options: UIView.AnimationOptions
    var curve: CAMediaTimingFunction
    var spring: Spring?
    /// Set inside `addKeyframe`: the start and length as fractions of `duration`.
    var keyframe: (start: Double, length: Double)?
    /// Set by `modifyAnimations(withRepeatCount:autoreverses:)` and the old `setAnimationRepeatCount`: how many
    /// times the block's animations run, and whether each runs back after running forward.
    var repeatCount: Float?
    var autoreverses = false
    let tracker: CompletionTracker
    /// Receives every animation the block adds, with its key and the property's old and new values (property
    /// animators use it to take over the animations' timing). When set, additive animations get unique keys.
    var onAdd:
        (
            (
                CALayer, _ addKey: String, _ keyPath: String, _ old: AnimationValue, _ new: AnimationValue,
                CABasicAnimation
            ) -> Void
        )?

    init(duration: Double, delay: Double, options: UIView.AnimationOptions, tracker: CompletionTracker) {
        self.duration = duration
        self.delay = delay
        self.options = options
        curve = CAMediaTimingFunction(name: options.curveName)
        self.tracker = tracker
    }

    static var stack: [ViewAnimationContext] = []

    /// A context with this one's timing and completion, for a block nested inside it that changes only how its
    /// animations repeat.
    func repeating(_ count: Float, autoreverses: Bool) -> ViewAnimationContext {
        let inner = ViewAnimationContext(duration: duration, delay: delay, options: options, tracker: tracker)
        inner.curve = curve
        inner.spring = spring
        inner.keyframe = keyframe
        inner.onAdd = onAdd
        inner.repeatCount = count
        inner.autoreverses = autoreverses
        return inner
    }
    static var animationsEnabled = true

    /// UIKit's action for a view layer's property change, or nil when no animation block is open.
    static func action(for layer: CALayer, forKey event: String) -> CAAction? {
        guard animationsEnabled, let context = stack.last, context.duration > 0,
            let old = layer.modelValues.value(forKey: event)
        else { return nil }
        let presentation =
            context.options.contains(.beginFromCurrentState) ? layer.presentationValue(forKey: event) : nil
        return ViewAnimationAction(context: context, oldValue: presentation ?? old)
    }

    /// Runs `body` inside a new context, nesting as UIKit does: an inner block inherits the outer block's
    /// duration and curve unless it asks to override them.
    static func run(_ context: ViewAnimationContext, _ body: () -> Void) {
        if let outer = stack.last {
            if !context.options.contains(.overrideInheritedDuration) {
                context.duration = outer.duration
                context.delay = outer.delay
            }
            if !context.options.contains(.overrideInheritedCurve) && !context.options.hasCurve {
                context.curve = outer.curve
            }
        }
        stack.append(context)
        body()
        if context.options.contains(.layoutSubviews) { CATransaction.flush() }
        stack.removeLast()
        context.tracker.seal()
    }
}

/// The action UIKit returns inside animation blocks: after the property has changed, it adds an animation from
/// the old value to the new one, additive (old − new → 0) for values that add, so interrupted animations blend.
@preconcurrency @MainActor
final class ViewAnimationAction: CAAction {
    let context: ViewAnimationContext
    let oldValue: AnimationValue
    static var nextKey = 0

    init(context: ViewAnimationContext, oldValue: AnimationValue) {
        self.context = context
        self.oldValue = oldValue
    }

    nonisolated func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        nonisolated(unsafe) let anObject = anObject
        MainActor.assumeIsolated {
            guard let layer = anObject as? CALayer, let newValue = layer.modelValues.value(forKey: event),
                newValue != oldValue
            else { return }
            add(for: layer, key: event, old: oldValue, new: newValue)
        }
    }

    private func add(for layer: CALayer, key: String, old: AnimationValue, new: AnimationValue) {
        if case .rect(let o) = old, case .rect(let n) = new {
            // Rects animate as origin and size, so that additive differences may be negative.
            if o.origin != n.origin {
                add(for: layer, key: "\(key).origin", old: .point(o.origin), new: .point(n.origin))
            }
            if o.size != n.size { add(for: layer, key: "\(key).size", old: .size(o.size), new: .size(n.size)) }
            return
        }
        let animation: CABasicAnimation
        if let spring = context.spring {
            let s = CASpringAnimation(keyPath: key)
            s.mass = CGFloat(spring.mass)
            s.stiffness = CGFloat(spring.stiffness)
            s.damping = CGFloat(spring.damping)
            s.initialVelocity = CGFloat(spring.initialVelocity)
            animation = s
        } else {
            animation = CABasicAnimation(keyPath: key)
            animation.timingFunction = context.curve
        }
        animation.keyPath = key
        let additive = !context.options.contains(.beginFromCurrentState) && Self.adds(old)
        if additive, let delta = AnimationValue.difference(old, new), let zero = AnimationValue.difference(new, new) {
            animation.isAdditive = true
            animation.fromValue = ValueBoxing.box(delta)
            animation.toValue = ValueBoxing.box(zero)
        } else {
            animation.fromValue = ValueBoxing.box(old)
            animation.toValue = ValueBoxing.box(new)
        }
        let duration = context.duration
        var begin = context.delay
        animation.duration = duration
        if let frame = context.keyframe {
            begin += frame.start * duration
            animation.duration = max(frame.length * duration, 1e-6)
        }
        if context.spring != nil { animation.timingFunction = CAMediaTimingFunction(name: .linear) }
        animation.fillMode = context.keyframe == nil || context.keyframe?.start == 0 || additive ? .both : .forwards
        if context.onAdd == nil, let recorder = AnimationRecorder.current {
            recorder.take(
                layer: layer, keyPath: key, old: old, new: new, template: animation, begin: begin,
                tracker: context.tracker)
            return
        }
        if begin > 0 { animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + begin }
        if context.options.contains(.repeat) { animation.repeatCount = .greatestFiniteMagnitude }
        if context.options.contains(.autoreverse) { animation.autoreverses = true }
        if let count = context.repeatCount { animation.repeatCount = count }
        if context.autoreverses { animation.autoreverses = true }
        if let onAdd = context.onAdd {
            let addKey = "animator-\(ViewAnimationAction.nextKey)-\(key)"
            ViewAnimationAction.nextKey += 1
            layer.add(animation, forKey: addKey)
            onAdd(layer, addKey, key, old, new, animation)
            return
        }
        animation.delegate = context.tracker
        context.tracker.retain()
        layer.add(animation, forKey: additive ? Self.freeKey(for: key, on: layer) : key)
    }

    /// The key an additive animation of `keyPath` is added under, as UIKit names them: the key path itself, then
    /// `keyPath-2`, `keyPath-3`… while earlier ones still run, so that `animationKeys()` lists every one of them.
    private static func freeKey(for keyPath: String, on layer: CALayer) -> String {
        guard layer.animation(forKey: keyPath) != nil else { return keyPath }
        var index = 2
        while layer.animation(forKey: "\(keyPath)-\(index)") != nil { index += 1 }
        return "\(keyPath)-\(index)"
    }

    /// Whether values of this kind add (numbers, points, sizes, transforms), rather than replace (colours, paths).
    private static func adds(_ value: AnimationValue) -> Bool {
        switch value {
        case .scalar, .point, .size, .transform: true
        default: false
        }
    }
}

/// Calls a block's completion once every animation it added has stopped, with whether all finished; when it
/// added none, on the next run-loop turn with `true`.
@preconcurrency @MainActor
final class CompletionTracker: CAAnimationDelegate {
    private var completion: ((Bool) -> Void)?
    private var pending = 0
    private var sealed = false
    private var allFinished = true

    init(_ completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    func retain() { pending += 1 }

    func seal() {
        sealed = true
        if pending == 0, let completion {
            self.completion = nil
            nonisolated(unsafe) let deferred = completion
            RunLoop.main.perform { MainActor.assumeIsolated { deferred(true) } }
        }
    }

    nonisolated func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        MainActor.assumeIsolated { release(finished: flag) }
    }

    /// One of the block's animations has stopped.
    func release(finished: Bool) {
        pending -= 1
        allFinished = allFinished && finished
        guard sealed, pending == 0, let completion else { return }
        self.completion = nil
        completion(allFinished)
    }
}
