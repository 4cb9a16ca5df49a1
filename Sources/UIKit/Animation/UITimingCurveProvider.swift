import RenderServer

/// Which kind of timing curve a provider gives.
public enum UITimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}

/// The timing of a property animator: a cubic Bézier curve or a spring.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1).
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    open private(set) var animationCurve = UIView.AnimationCurve.easeInOut
    open private(set) var controlPoint1 = CGPoint(x: 0.42, y: 0)
    open private(set) var controlPoint2 = CGPoint(x: 0.58, y: 1)

    /// Ease in, ease out.
    public override init() {
        super.init()
    }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        (controlPoint1, controlPoint2) =
            switch curve {
            case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
            case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
            case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
            case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
            }
        super.init()
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        controlPoint1 = point1
        controlPoint2 = point2
        super.init()
    }

    open var timingCurveType: UITimingCurveType { .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }

    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(
            controlPoints: Float(controlPoint1.x), Float(controlPoint1.y), Float(controlPoint2.x),
            Float(controlPoint2.y))
    }
}

/// A damped spring: by damping ratio over the animator's duration, or by mass, stiffness and damping, whose
/// own settling time replaces the animator's duration, as on iOS.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The initial velocity relative to the distance travelled (1 covers the whole distance in one second); only
    /// `dx` is used for one-dimensional properties, as UIKit does.
    open private(set) var initialVelocity = CGVector.zero
    private let physical: Spring?
    private let dampingRatio: CGFloat

    /// Critically damped, as iOS's default.
    public override init() {
        dampingRatio = 1
        physical = nil
        super.init()
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        physical = nil
        super.init()
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = damping / (2 * (stiffness * mass).squareRoot())
        initialVelocity = velocity
        physical = Spring(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(velocity.dx))
        super.init()
    }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring for an animator of `duration`, and the duration it runs for.
    func spring(duration: Double) -> (spring: Spring, duration: Double) {
        if let physical { return (physical, physical.settlingDuration()) }
        return (
            Spring(uiKitDuration: duration, dampingRatio: Double(dampingRatio), velocity: Double(initialVelocity.dx)),
            duration
        )
    }
}
