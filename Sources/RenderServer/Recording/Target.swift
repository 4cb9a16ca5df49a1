/// Where the recording walk puts what a layer draws: the frame's record, replayed once the walk ends, or a group
/// pass, an offscreen buffer drawn into at once and blended as one step of its own.
enum Target {
    /// The frame's top level, clipped to `Canvas.clip`.
    case frame(Canvas)
    case pass(GroupPass)

    var canvas: Canvas {
        switch self {
        case .frame(let canvas): canvas
        case .pass(let pass): pass.canvas
        }
    }

    /// Whether steps are recorded for replay (at the top level), rather than drawn at once.
    var records: Bool {
        if case .frame = self { return true }
        return false
    }

    /// Notes that reference drawing took part in a pass: the pass is then redrawn every frame.
    func usedReference(_ used: Bool = true) {
        guard used, case .pass(let pass) = self else { return }
        pass.usesReference = true
    }
}

/// A group pass being drawn: its buffer, a signature of what was drawn into it (for damage), and whether reference
/// drawing took part.
final class GroupPass {
    let canvas: Canvas
    var hasher = Hasher()
    var usesReference = false

    init(_ canvas: Canvas) { self.canvas = canvas }
}
