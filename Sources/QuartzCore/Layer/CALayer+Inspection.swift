import RenderServer

/// What the previewer's tools read of a layer beyond the public API: its attached animations, each with the timing
/// its commit resolved (the begin time 0 made the commit's time).
extension CALayer {
    package struct AttachedAnimationInfo {
        /// The attached copy's identity: the same for one attachment across frames, and different from every other
        /// attachment's while whoever keeps it also keeps `animation` (an identity is reused only after the object
        /// it named is gone).
        package let id: ObjectIdentifier
        package let key: String?
        package let animation: CAAnimation
        /// In the layer's time; nil until the commit that sends the animation to the render tree.
        package let timing: TimingParameters?
    }

    package var attachedAnimationInfo: [AttachedAnimationInfo] {
        attached.filter { !$0.stopped }.map {
            AttachedAnimationInfo(
                id: ObjectIdentifier($0.animation), key: $0.key, animation: $0.animation, timing: $0.render?.timing)
        }
    }
}
