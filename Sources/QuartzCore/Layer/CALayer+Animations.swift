import RenderServer

extension CALayer {
    /// The committed values with animations applied at absolute media time `t`.
    package func presentationProperties(of committed: CommittedLayer, at t: CFTimeInterval) -> LayerProperties {
        var properties = committed.properties
        if !committed.animations.isEmpty {
            AnimationEvaluator.apply(committed.animations, to: &properties, localTime: localTime(fromAbsolute: t))
        }
        return properties
    }

    /// The on-screen value of `key` now, from the render tree; the model value before the first commit.
    package func presentationValue(forKey key: String) -> AnimationValue? {
        presentationValue(forKeyPath: key)
    }

    /// The on-screen value at `keyPath` now, from the render tree; the model value before the first commit.
    func presentationValue(forKeyPath keyPath: String) -> AnimationValue? {
        guard let committed else { return modelValues.value(forKeyPath: keyPath) }
        return presentationProperties(of: committed, at: CACurrentMediaTime()).value(forKeyPath: keyPath)
    }
}

extension CALayer {
    /// The copy `add(_:forKey:)` attaches: the transaction's duration and timing function where the animation has
    /// none, with one log line for an animation that can animate nothing.
    func attachableCopy(of animation: CAAnimation, key: String?) -> CAAnimation? {
        guard let copy = animation.copy() as? CAAnimation else { return nil }
        if copy.duration <= 0 { copy.duration = CATransaction.animationDuration() }
        if copy.timingFunction == nil, let function = CATransaction.animationTimingFunction() {
            copy.timingFunction = function
        }
        if let property = copy as? CAPropertyAnimation, property.keyPath == nil {
            Log.warningOnce(
                key: "CALayer.add.nilKeyPath",
                "CALayer \(logName): add(_:forKey: \(key ?? "nil")): a property animation without keyPath animates nothing"
            )
        }
        warnIfUnanimatable(copy)
        return copy
    }
}
