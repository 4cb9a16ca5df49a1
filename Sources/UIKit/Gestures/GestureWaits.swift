import QuartzCore

extension UIGestureRecognizer {
    /// The recognizers this one must see fail: those given to `require(toFail:)`, and those of its touch that its
    /// subclass or delegate, or theirs, pairs with it.
    func failureRequirements() -> [UIGestureRecognizer] {
        var required = requiredToFail.compactMap(\.recognizer)
        for other in competitors.compactMap(\.recognizer)
        where other !== self && !required.contains(where: { $0 === other }) {
            if shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
                || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
            {
                required.append(other)
            }
        }
        return required
    }

    /// Still deciding: possible while it tracks a touch, waits for others to fail, or waits for its next tap.
    var isUndecided: Bool {
        state == .possible && (!competitors.isEmpty || deferredState != nil || nextTapDeadline != nil)
    }

    /// Takes the state it reached while it waited, now that what it waited for has failed. A discrete gesture
    /// whose touch already ended is then ready for the next one; during its touch it stays recognized until the
    /// touch ends, as any recognized tap does.
    func takeDeferredState() {
        guard let deferred = deferredState else { return }
        deferredState = nil
        awaited = []
        isTakingDeferredState = true
        state = deferred
        isTakingDeferredState = false
        if state == .ended && competitors.isEmpty {
            state = .possible
            reset()
        }
    }

    /// A tap that waited for its next tap fails (the next tap came late, or elsewhere) and is ready again.
    func missNextTap() {
        guard nextTapDeadline != nil else { return }
        nextTapDeadline = nil
        guard state == .possible else { return }
        state = .failed
        state = .possible
    }
}

/// The recognizers of one window that go on deciding between touches: those whose recognition waits for
/// recognizers they require to fail, and taps that wait for their next tap. A display link runs while a tap waits,
/// so that a next tap that never comes fails it on time.
@preconcurrency @MainActor
final class GestureWaits {
    private var deferred: [UIGestureRecognizer.Competitor] = []
    private var taps: [UIGestureRecognizer.Competitor] = []
    private var link: CADisplayLink?
    private var isSettling = false
    private var needsAnotherPass = false

    isolated deinit {
        link?.invalidate()
    }

    func add(_ recognizer: UIGestureRecognizer) {
        if !deferred.contains(where: { $0.recognizer === recognizer }) {
            deferred.append(.init(recognizer: recognizer))
        }
    }

    /// `tap` needs another tap before its deadline.
    func awaitNextTap(_ tap: UIGestureRecognizer) {
        if !taps.contains(where: { $0.recognizer === tap }) { taps.append(.init(recognizer: tap)) }
        guard link == nil else { return }
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.missLateTaps(at: link.timestamp)
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// A touch begins: taps waiting for their next tap go on if it is their next tap (the pointer counted it as
    /// one, and it reaches them), and miss it otherwise.
    func touchBegan(_ touch: UITouch, reaching recognizers: [UIGestureRecognizer]) {
        for tap in taps.compactMap(\.recognizer) {
            if touch.tapCount > 1 && recognizers.contains(where: { $0 === tap }) {
                tap.nextTapDeadline = nil
            } else {
                tap.missNextTap()
            }
        }
        dropSettledTaps()
    }

    /// `recognizer` recognized: those waiting for it to fail fail.
    func recognized(_ recognizer: UIGestureRecognizer) {
        for waiting in deferred.compactMap(\.recognizer)
        where waiting.awaited.contains(where: { $0.recognizer === recognizer }) {
            waiting.state = .failed
        }
    }

    /// A recognizer failed or left its touch: each waiting recognizer fails if one it waits for recognized, and
    /// takes its state once none it waits for is still deciding.
    func settle() {
        guard !isSettling else { return needsAnotherPass = true }
        isSettling = true
        defer { isSettling = false }
        repeat {
            needsAnotherPass = false
            deferred.removeAll { $0.recognizer?.deferredState == nil }
            for waiting in deferred.compactMap(\.recognizer) where waiting.deferredState != nil {
                let awaited = waiting.awaited.compactMap(\.recognizer)
                if awaited.contains(where: \.hasRecognizedContinuouslyOrEnded) {
                    waiting.state = .failed
                } else if !awaited.contains(where: \.isUndecided) {
                    waiting.takeDeferredState()
                    needsAnotherPass = true
                }
            }
        } while needsAnotherPass
    }

    private func missLateTaps(at time: TimeInterval) {
        for tap in taps.compactMap(\.recognizer) {
            if let deadline = tap.nextTapDeadline, time > deadline { tap.missNextTap() }
        }
        dropSettledTaps()
    }

    private func dropSettledTaps() {
        taps.removeAll { $0.recognizer?.nextTapDeadline == nil }
        if taps.isEmpty {
            link?.invalidate()
            link = nil
        }
    }
}
