import CoreGraphics

/// An attached animation as the render side sees it: immutable, with its begin time resolved in the layer's
/// time space at commit.
package struct RenderAnimation: Equatable, Sendable {
    /// The values, in one immutable object that copies share: a copy of the animation (the evaluator takes one
    /// from the presented tree every frame) retains one object, where copying the values themselves would handle
    /// each string, optional and boxed case in turn, and release them after. Changing a value makes a new object
    /// (at commit, and in tests).
    private final class Storage: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    /// The values; what evaluation reads of the key path and the kind is derived here, when they are set.
    private struct Fields: Equatable, Sendable {
        var key: String?
        private(set) var keyPath: String?
        private(set) var property: KeyPathParts?
        var timing: TimingParameters
        var timingFunction: TimingCurve?
        var isAdditive = false
        var isCumulative = false
        var valueFunction: ValueFunction?
        private(set) var kind: Kind
        private(set) var givenEnds: Ends?
        private(set) var numericEnds: NumericEnds?
        private(set) var openEnd: NumericOpenEnd?

        init(key: String?, keyPath: String?, timing: TimingParameters, timingFunction: TimingCurve?, kind: Kind) {
            self.key = key
            self.timing = timing
            self.timingFunction = timingFunction
            self.kind = kind
            setKeyPath(keyPath)
            setKind(kind)
        }

        mutating func setKeyPath(_ keyPath: String?) {
            self.keyPath = keyPath
            property = keyPath.map(KeyPathParts.init)
        }

        mutating func setKind(_ kind: Kind) {
            self.kind = kind
            givenEnds = Ends(kind)
            numericEnds = givenEnds.flatMap { NumericEnds(from: $0.from, to: $0.to) }
            if case .basic(let values) = kind { openEnd = NumericOpenEnd(values) } else { openEnd = nil }
        }
    }

    private var storage: Storage

    package init(key: String?, keyPath: String?, timing: TimingParameters, timingFunction: TimingCurve?, kind: Kind) {
        storage = Storage(
            Fields(key: key, keyPath: keyPath, timing: timing, timingFunction: timingFunction, kind: kind))
    }

    /// Changes the values in a new object: others holding this animation keep theirs.
    private mutating func change(_ body: (inout Fields) -> Void) {
        var fields = storage.fields
        body(&fields)
        storage = Storage(fields)
    }

    /// The key it was added under (nil keys never collide).
    package var key: String? {
        get { storage.fields.key }
        set { change { $0.key = newValue } }
    }
    /// The property key path it animates; nil for transitions and groups.
    package var keyPath: String? {
        get { storage.fields.keyPath }
        set { change { $0.setKeyPath(newValue) } }
    }
    /// `keyPath` split once into its property key and the rest, so that evaluating it every frame does not split
    /// it again.
    var property: KeyPathParts? { storage.fields.property }
    package var timing: TimingParameters {
        get { storage.fields.timing }
        set { change { $0.timing = newValue } }
    }
    package var timingFunction: TimingCurve? {
        get { storage.fields.timingFunction }
        set { change { $0.timingFunction = newValue } }
    }
    package var isAdditive: Bool {
        get { storage.fields.isAdditive }
        set { change { $0.isAdditive = newValue } }
    }
    package var isCumulative: Bool {
        get { storage.fields.isCumulative }
        set { change { $0.isCumulative = newValue } }
    }
    package var valueFunction: ValueFunction? {
        get { storage.fields.valueFunction }
        set { change { $0.valueFunction = newValue } }
    }
    package var kind: Kind {
        get { storage.fields.kind }
        set { change { $0.setKind(newValue) } }
    }
    /// A basic animation's from and to when both are given, held beside `kind`, whose payload is boxed: what
    /// evaluating most animations reads every frame (`AnimationEvaluator`), without copying the case out.
    var givenEnds: Ends? { storage.fields.givenEnds }
    /// `givenEnds` as lanes, when both are of one number-like kind (most animations).
    var numericEnds: NumericEnds? { storage.fields.numericEnds }
    /// A basic animation's one given end as lanes, when the other is open (`NumericOpenEnd`).
    var numericOpenEnd: NumericOpenEnd? { storage.fields.openEnd }

    package static func == (lhs: RenderAnimation, rhs: RenderAnimation) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    struct Ends: Equatable, Sendable {
        let from: AnimationValue
        let to: AnimationValue

        init?(_ kind: Kind) {
            guard case .basic(let values) = kind, let from = values.from, let to = values.to else { return nil }
            self.from = from
            self.to = to
        }
    }

    package indirect enum Kind: Equatable, Sendable {
        case basic(BasicValues)
        case spring(BasicValues, Spring)
        case keyframe(Keyframes)
        case group([RenderAnimation])
        case transition(Transition)
    }

    /// from/to/by of a basic animation; `capturedFrom` is the start used when all three are nil (the presentation
    /// value when an implicit action made the animation).
    package struct BasicValues: Equatable, Sendable {
        package var from: AnimationValue?
        package var to: AnimationValue?
        package var by: AnimationValue?
        package var capturedFrom: AnimationValue?

        package init(
            from: AnimationValue?, to: AnimationValue?, by: AnimationValue?, capturedFrom: AnimationValue? = nil
        ) {
            self.from = from
            self.to = to
            self.by = by
            self.capturedFrom = capturedFrom
        }
    }

    package struct Keyframes: Equatable, Sendable {
        package enum Mode: String, Sendable { case linear, discrete, paced, cubic, cubicPaced }
        package enum Rotation: String, Sendable { case auto, autoReverse }

        package var values: [AnimationValue]
        /// When set, keyframes follow this path: every element after a move is one segment.
        package var path: [PathElement]?
        package var keyTimes: [Double]?
        package var timingFunctions: [TimingCurve]?
        package var mode: Mode
        package var tension: [Double]?
        package var continuity: [Double]?
        package var bias: [Double]?
        package var rotation: Rotation?

        package init(
            values: [AnimationValue], path: [PathElement]?, keyTimes: [Double]?, timingFunctions: [TimingCurve]?,
            mode: Mode
        ) {
            self.values = values
            self.path = path
            self.keyTimes = keyTimes
            self.timingFunctions = timingFunctions
            self.mode = mode
        }
    }

    package struct Transition: Equatable, Sendable {
        package var type: String
        package var subtype: String?
        package var startProgress: Double
        package var endProgress: Double
        /// The layer as it was committed before the transition began: what it transitions from.
        package var previous: RenderNode?

        package init(type: String, subtype: String?, startProgress: Double, endProgress: Double) {
            self.type = type
            self.subtype = subtype
            self.startProgress = startProgress
            self.endProgress = endProgress
        }
    }
}

/// `CAValueFunction`s: numbers in, a transform out.
package enum ValueFunction: String, Sendable {
    case rotateX, rotateY, rotateZ, scale, scaleX, scaleY, scaleZ, translate, translateX, translateY, translateZ

    package func transform(_ value: AnimationValue) -> AnimationValue {
        let numbers: [Double]
        switch value {
        case .scalar(let v): numbers = [v]
        case .array(let a): numbers = a.compactMap(\.scalarValue)
        case .point(let p): numbers = [Double(p.x), Double(p.y)]
        default: return value
        }
        func n(_ i: Int, _ fallback: Double) -> Double { i < numbers.count ? numbers[i] : fallback }
        let m: Matrix3D
        switch self {
        case .rotateX: m = .rotation(n(0, 0), 1, 0, 0)
        case .rotateY: m = .rotation(n(0, 0), 0, 1, 0)
        case .rotateZ: m = .rotation(n(0, 0), 0, 0, 1)
        case .scale: m = .scale(n(0, 1), n(1, n(0, 1)), n(2, 1))
        case .scaleX: m = .scale(n(0, 1), 1, 1)
        case .scaleY: m = .scale(1, n(0, 1), 1)
        case .scaleZ: m = .scale(1, 1, n(0, 1))
        case .translate: m = .translation(n(0, 0), n(1, 0), n(2, 0))
        case .translateX: m = .translation(n(0, 0), 0, 0)
        case .translateY: m = .translation(0, n(0, 0), 0)
        case .translateZ: m = .translation(0, 0, n(0, 0))
        }
        return .transform(m)
    }
}
