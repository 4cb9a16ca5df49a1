import RenderServer

/// An animation attached to a layer, with the bookkeeping of its lifetime.
final class AttachedAnimation {
    let key: String?
    let animation: CAAnimation
    /// Set at commit, with the begin time resolved.
    var render: RenderAnimation?
    var started = false
    var stopped = false
    let groups: [CompletionGroup]

    init(key: String?, animation: CAAnimation, groups: [CompletionGroup]) {
        self.key = key
        self.animation = animation
        self.groups = groups
        groups.forEach { $0.retain() }
    }

    /// Ends the animation once: tells the delegate and releases the transaction completion groups.
    func finish(_ finished: Bool) {
        guard !stopped else { return }
        stopped = true
        animation.delegate?.animationDidStop(animation, finished: finished)
        groups.forEach { $0.release() }
    }
}

/// A layer's node in the render tree: what the last commit made visible.
package struct CommittedLayer {
    package var properties: LayerProperties
    package var sublayers: [CALayer]
    package var mask: CALayer?
    package var animations: [RenderAnimation]
}
