/// Receives an animation's start and stop. Both methods are optional.
public protocol CAAnimationDelegate: AnyObject {
    /// The active duration began.
    func animationDidStart(_ anim: CAAnimation)
    /// The active duration ended (`flag` true) or the animation was removed early (`flag` false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
