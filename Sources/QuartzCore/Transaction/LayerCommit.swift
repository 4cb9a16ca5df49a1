import Foundation
import RenderServer

/// The commit of one transaction's changed layers: layout, display, then each layer's render-tree node with the
/// new animations' begin times resolved (spec §1.6, DESIGN §3 step 3).
enum LayerCommit {
    static func commit(_ layers: [CALayer]) {
        for layer in layers where layer.layoutFlag {
            layer.layoutIfNeeded()
        }
        for layer in layers where layer.displayFlag {
            layer.displayIfNeeded()
        }
        let now = CACurrentMediaTime()
        for layer in layers {
            commitNode(layer, at: now)
        }
        // Animation events and the host's observers live on the main thread: another thread's commit is announced
        // there.
        guard Thread.isMainThread else {
            DispatchQueue.main.async {
                AnimationEvents.scheduleNext()
                RenderObservers.notifyCommitted()
            }
            return
        }
        AnimationEvents.scheduleNext()
        RenderObservers.notifyCommitted()
    }

    /// Resolves pending animations and copies the layer's values, hierarchy and animations into its node.
    static func commitNode(_ layer: CALayer, at now: CFTimeInterval) {
        var localNow: Double?
        for attached in layer.attached where attached.render == nil {
            let base: (String) -> AnimationValue? = { layer.modelValues.value(forKeyPath: $0) }
            guard var render = attached.animation.renderAnimation(key: attached.key, base: base) else {
                attached.render = nil
                continue
            }
            if case .transition(var transition) = render.kind {
                // The previous appearance is the node of the last commit (nil for a layer never shown).
                transition.previous = layer.committed == nil ? nil : layer.renderNode()
                render.kind = .transition(transition)
            }
            if render.timing.beginTime == 0 {
                let time = localNow ?? layer.localTime(fromAbsolute: now)
                localNow = time
                render.timing.beginTime = time
                attached.animation.beginTime = time
            }
            attached.render = render
        }
        layer.committed = CommittedLayer(
            properties: layer.modelValues, sublayers: layer.sublayerStorage, mask: layer.maskStorage,
            animations: layer.attached.compactMap(\.render))
        if !layer.attached.isEmpty {
            guard Thread.isMainThread else {
                nonisolated(unsafe) let animated = layer
                DispatchQueue.main.async { AnimationEvents.register(animated) }
                return
            }
            AnimationEvents.register(layer)
        }
    }
}

/// Observers of commits, such as the previewer's frame loop, which draws a new frame after each.
package enum RenderObservers {
    nonisolated(unsafe) private static var observers: [() -> Void] = []

    package static func add(_ observer: @escaping () -> Void) { observers.append(observer) }

    static func notifyCommitted() { observers.forEach { $0() } }
}
