import RenderServer

/// The kinds of transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction a transition comes from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// Animates a layer from a snapshot of its previous appearance to its new one (spec §6.2).
open class CATransition: CAAnimation {
    open var type = CATransitionType.fade
    open var subtype: CATransitionSubtype?
    /// The part of the transition played, from start to end (0…1, start ≤ end).
    open var startProgress: Float = 0
    open var endProgress: Float = 1

    open override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CATransition else { return }
        copy.type = type
        copy.subtype = subtype
        copy.startProgress = startProgress
        copy.endProgress = endProgress
    }

    package override func renderAnimation(key: String?, base: (String) -> AnimationValue?) -> RenderAnimation? {
        let start = Double(min(max(startProgress, 0), 1))
        let end = Double(min(max(endProgress, startProgress), 1))
        let transition = RenderAnimation.Transition(
            type: type.rawValue, subtype: subtype?.rawValue, startProgress: start, endProgress: end)
        return RenderAnimation(
            key: key, keyPath: nil, timing: timing, timingFunction: timingFunction?.curve,
            kind: .transition(transition))
    }
}
