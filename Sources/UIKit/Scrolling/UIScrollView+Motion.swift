import RenderServer

/// The content moving on its own: momentum after a drag, the bounce back from past an edge, and animated offsets,
/// each a function of time driven by a display link.
enum ScrollMotion {
    /// Momentum decaying toward `to` (reached only in the limit), from `from` at `began`.
    case decelerating(from: CGPoint, to: CGPoint, rate: CGFloat, began: CFTimeInterval)
    /// A return from past an edge to `to`.
    case bouncing(from: CGPoint, to: CGPoint, began: CFTimeInterval)
    /// `setContentOffset(_:animated:)`: ease-in-out over `duration`.
    case animating(from: CGPoint, to: CGPoint, began: CFTimeInterval, duration: Double)
}

extension UIScrollView {
    /// After the finger lifts with `velocity` (points per second, the finger's): where the content comes to
    /// rest, asked of the delegate, then the motion there.
    func release(velocity fingerVelocity: CGPoint) {
        let axes = scrollsAxes
        // The content moves against the finger.
        let velocity = CGPoint(
            x: axes.horizontal ? -fingerVelocity.x : 0, y: axes.vertical ? -fingerVelocity.y : 0)
        let offset = contentOffset
        // Pulled far enough, refreshing starts: the inset it adds holds the content below the spinner.
        _ = refreshControl?.released(pull: -(offset.y + adjustedContentInset.top))
        var target = restingOffset(from: offset, velocity: velocity)
        let perMillisecond = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
        if let layout = (self as? UICollectionView)?.collectionViewLayout {
            let snapped = layout.targetContentOffset(
                forProposedContentOffset: target, withScrollingVelocity: perMillisecond)
            if snapped.x.isFinite, snapped.y.isFinite { target = snapped }
        }
        delegate?.scrollViewWillEndDragging(self, withVelocity: perMillisecond, targetContentOffset: &target)
        target = clamped(target)
        let outside = clamped(offset) != offset
        let moves = hypot(target.x - offset.x, target.y - offset.y) > 0.1
        delegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
        guard moves else {
            isDragging = false
            if outside { moveContent(to: target) }
            hideIndicatorsSoon()
            return
        }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        let now = CACurrentMediaTime()
        if outside {
            start(.bouncing(from: offset, to: target, began: now))
        } else {
            let rate = isPagingEnabled ? DecelerationRate.fast.rawValue : usableRate
            start(.decelerating(from: offset, to: target, rate: rate, began: now))
        }
    }

    /// Where momentum carries the content: the projection of its velocity, within the limits; with paging, the
    /// page the projection is nearest to, at most one page from where the drag began.
    func restingOffset(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let rate = usableRate
        let projected = CGPoint(
            x: offset.x + ScrollPhysics.projection(velocity: velocity.x, rate: rate),
            y: offset.y + ScrollPhysics.projection(velocity: velocity.y, rate: rate))
        guard isPagingEnabled else { return clamped(projected) }
        func page(_ value: CGFloat, start: CGFloat, size: CGFloat) -> CGFloat {
            guard size > 0 else { return value }
            let from = (start / size).rounded()
            let nearest = (value / size).rounded()
            return min(max(nearest, from - 1), from + 1) * size
        }
        return clamped(
            CGPoint(
                x: page(projected.x, start: dragStart.x, size: bounds.width),
                y: page(projected.y, start: dragStart.y, size: bounds.height)))
    }

    /// The deceleration rate within 0…0.9999 (a rate of 1 or more would never come to rest, a negative one
    /// has no powers), with one log line for one outside it.
    var usableRate: CGFloat {
        let rate = decelerationRate.rawValue
        guard rate.isFinite, rate >= 0, rate < 1 else {
            Log.warningOnce(
                key: "UIScrollView.decelerationRate",
                "UIScrollView.decelerationRate: \(rate) is not within 0..<1; .normal is used")
            return DecelerationRate.normal.rawValue
        }
        return min(rate, 0.9999)
    }

    func start(_ motion: ScrollMotion) {
        self.motion = motion
        guard link == nil else { return }
        // Weakly held: a scroll view freed while it moves ends its link on the next frame.
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.step(at: link.timestamp)
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// Ends any motion where it is, without telling the delegate it ended (a new drag or offset takes over).
    func stopMotion() {
        motion = nil
        link?.invalidate()
        link = nil
        isDecelerating = false
    }

    /// The offset at `time` for the running motion; at its end, the delegate hears that it ended.
    func step(at time: CFTimeInterval) {
        guard let motion else { return }
        let offset: CGPoint
        let finished: Bool
        switch motion {
        case .decelerating(let from, let to, let rate, let began):
            let distance = CGPoint(x: to.x - from.x, y: to.y - from.y)
            let elapsed = time - began
            offset = CGPoint(
                x: from.x + ScrollPhysics.decelerated(distance: distance.x, rate: rate, elapsed: elapsed),
                y: from.y + ScrollPhysics.decelerated(distance: distance.y, rate: rate, elapsed: elapsed))
            finished = hypot(to.x - offset.x, to.y - offset.y) < 0.1
        case .bouncing(let from, let to, let began):
            let elapsed = time - began
            offset = CGPoint(
                x: to.x + ScrollPhysics.bounced(from: from.x - to.x, elapsed: elapsed),
                y: to.y + ScrollPhysics.bounced(from: from.y - to.y, elapsed: elapsed))
            finished = hypot(to.x - offset.x, to.y - offset.y) < 0.1
        case .animating(let from, let to, let began, let duration):
            let progress = min(max((time - began) / duration, 0), 1)
            let eased = CGFloat(TimingCurve.easeInEaseOut.value(at: progress))
            offset = CGPoint(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased)
            finished = progress >= 1
        }
        guard finished else {
            moveContent(to: offset)
            return
        }
        let target: CGPoint
        switch motion {
        case .decelerating(_, let to, _, _), .bouncing(_, let to, _), .animating(_, let to, _, _): target = to
        }
        stopMotion()
        isDragging = false
        moveContent(to: target)
        hideIndicatorsSoon()
        if case .animating = motion {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        } else {
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }
}
