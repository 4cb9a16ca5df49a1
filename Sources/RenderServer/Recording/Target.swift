/// Where the recording walk puts what a layer draws: the frame's record, replayed once the walk ends, or a group
/// pass, an offscreen canvas drawn into at once and blended as one step of its own.
enum Target {
    /// The frame's top level, clipped to `Canvas.clip`.
    case frame(Canvas)
    /// A group pass's canvas, and what the pass notes of what is drawn into it.
    case pass(Canvas, GroupPass)

    var canvas: Canvas {
        switch self {
        case .frame(let canvas), .pass(let canvas, _): canvas
        }
    }

    /// Whether steps are recorded for replay (at the top level), rather than drawn at once.
    var records: Bool {
        if case .frame = self { return true }
        return false
    }

    /// Notes that reference drawing took part in a pass: the pass is then redrawn every frame.
    func usedReference(_ used: Bool = true) {
        guard used, case .pass(_, let pass) = self else { return }
        pass.usesReference = true
    }
}

/// What a group pass notes while it is drawn: a signature of what was drawn into it (for damage), and whether
/// reference drawing took part. The recorder keeps one per level of nested passes and reuses them frame after frame
/// (`StepRecorder.pass`); the canvas travels in the `Target`, so that no pass holds its buffer once it ends.
final class GroupPass {
    var hasher = Hasher()
    var usesReference = false

    /// Starts a pass afresh.
    func begin() {
        hasher = Hasher()
        usesReference = false
    }
}
