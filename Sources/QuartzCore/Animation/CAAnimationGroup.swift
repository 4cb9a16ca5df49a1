import RenderServer

/// Animations that run together in the group's time space; children are clipped to the group, not scaled.
open class CAAnimationGroup: CAAnimation {
    /// The children. Their delegates and `isRemovedOnCompletion` are ignored.
    open var animations: [CAAnimation]?

    open override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        (copy as? CAAnimationGroup)?.animations = animations?.compactMap { $0.copy() as? CAAnimation }
    }

    package override func renderAnimation(key: String?, base: (String) -> AnimationValue?) -> RenderAnimation? {
        let children = (animations ?? []).compactMap { child -> RenderAnimation? in
            guard var render = child.renderAnimation(key: nil, base: base) else { return nil }
            // A child without a duration runs for the group's (spec §1.5).
            if render.timing.duration <= 0 { render.timing.duration = duration }
            return render
        }
        return RenderAnimation(
            key: key, keyPath: nil, timing: timing, timingFunction: timingFunction?.curve, kind: .group(children))
    }
}
