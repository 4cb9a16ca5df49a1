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
