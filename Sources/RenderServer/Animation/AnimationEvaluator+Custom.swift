extension AnimationEvaluator {
    /// The value of `keyPath`, a key the layer's own properties do not hold (a custom key a layer subclass stores
    /// through key-value coding), after `animations` at `localTime`, starting from `base` (the model's value):
    /// the same timing, interpolation, additive and cumulative rules as every built-in property.
    package static func value(
        at keyPath: String, base: AnimationValue, animations: [RenderAnimation], localTime: Double
    ) -> AnimationValue {
        var value = base
        for animation in animations { apply(animation, to: &value, at: keyPath, parentTime: localTime) }
        return value
    }

    /// Whether `animations`, or the animations of their groups, animate `keyPath`.
    package static func animates(_ keyPath: String, in animations: [RenderAnimation]) -> Bool {
        animations.contains { animation in
            if case .group(let children) = animation.kind { return animates(keyPath, in: children) }
            return animation.keyPath == keyPath
        }
    }

    private static func apply(
        _ animation: RenderAnimation, to value: inout AnimationValue, at keyPath: String, parentTime: Double
    ) {
        let sample = animation.timing.sample(atParent: parentTime)
        guard sample.contributes else { return }
        let eased = animation.timingFunction?.value(at: sample.progress) ?? sample.progress
        switch animation.kind {
        case .group(let children):
            let groupTime = eased * animation.timing.duration
            for child in children { apply(child, to: &value, at: keyPath, parentTime: groupTime) }
        case .transition:
            return
        case .basic, .spring, .keyframe:
            guard animation.keyPath == keyPath else { return }
            let result =
                openEndValue(of: animation, base: value, progress: eased, iteration: sample.iteration)
                ?? self.value(of: animation, base: value, progress: eased, iteration: sample.iteration)
            if let result { value = result }
        }
    }
}
