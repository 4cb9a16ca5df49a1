import RenderServer

extension CALayer {
    /// Keys whose changes never animate implicitly although they are animatable.
    private static let explicitOnlyKeys: Set<String> = ["path", "shadowPath", "doubleSided", "contentsScale"]

    /// Step 5: a default animation for animatable properties of layers that are on screen and committed.
    func builtInAction(forKey event: String) -> CAAction? {
        guard committed != nil, isInHostedTree else { return nil }
        if event == "sublayers" {
            let fade = CATransition()
            fade.type = .fade
            return fade
        }
        guard !Self.explicitOnlyKeys.contains(event), modelValues.value(forKey: event) != nil else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        animation.capturedFromValue = presentationValue(forKeyPath: event)
        return animation
    }
}
