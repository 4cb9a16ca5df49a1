import CoreGraphics

/// Applies attached animations to a layer's values at one instant: the one implementation of Core Animation's
/// timing and interpolation, used by the render tree and by `CALayer.presentation()` alike.
package enum AnimationEvaluator {
    /// Applies `animations` in order to `properties` at `localTime` (the layer's own time). Each animation reads
    /// the value left by the ones before it as its base (spec §3.2).
    package static func apply(_ animations: [RenderAnimation], to properties: inout LayerProperties, localTime: Double)
    {
        for animation in animations {
            apply(animation, to: &properties, parentTime: localTime)
        }
    }

    package static func apply(_ animation: RenderAnimation, to properties: inout LayerProperties, parentTime: Double) {
        let sample = animation.timing.sample(atParent: parentTime)
        guard sample.contributes else { return }
        let eased = animation.timingFunction?.value(at: sample.progress) ?? sample.progress
        switch animation.kind {
        case .group(let children):
            let groupTime = eased * animation.timing.duration
            for child in children { apply(child, to: &properties, parentTime: groupTime) }
        case .transition:
            return
        case .basic, .spring, .keyframe:
            guard let path = animation.property else { return }
            // Both ends given as lanes, onto a plain number, point, size or rect every layer has: written as lanes.
            if path.rest == nil, let key = path.known,
                let numbers = givenNumbers(of: animation, iteration: sample.iteration),
                LayerProperties.laneKind(of: key) == numbers.kind
            {
                properties.setLanes(numbers.lanes(at: eased), for: key)
                return
            }
            if let value = givenEndsValue(of: animation, progress: eased, iteration: sample.iteration) {
                // The value below is not read: a key path the layer does not have fails to set, changing nothing.
                properties.setValue(value, at: path)
                return
            }
            // A plain number, point, size or rect every layer has, under one given end: read and written as lanes.
            if path.rest == nil, let key = path.known, let end = openEnd(of: animation, iteration: sample.iteration),
                LayerProperties.laneKind(of: key) == end.kind, let below = properties.lanes(for: key)
            {
                properties.setLanes(end.ends(open: below).lanes(at: eased), for: key)
                return
            }
            guard let base = properties.value(at: path) else { return }
            if let value = openEndValue(of: animation, base: base, progress: eased, iteration: sample.iteration) {
                properties.setValue(value, at: path)
                return
            }
            guard
                let value = valueFromBase(of: animation, base: base, progress: eased, iteration: sample.iteration)
            else { return }
            properties.setValue(value, at: path)
            if case .keyframe(let keyframes) = animation.kind, let rotation = keyframes.rotation, keyframes.path != nil,
                let angle = KeyframeEvaluator.tangentAngle(keyframes, progress: eased)
            {
                let turn = rotation == .autoReverse ? angle + .pi : angle
                properties.transform = Matrix3D.rotation(turn, 0, 0, 1).concatenating(properties.transform)
            }
        }
    }

    /// The value a property animation shows at eased progress `progress`, given the base value below it; nil
    /// when it cannot be computed (mismatched kinds), in which case it contributes nothing.
    package static func value(of animation: RenderAnimation, base: AnimationValue, progress: Double, iteration: Int)
        -> AnimationValue?
    {
        givenEndsValue(of: animation, progress: progress, iteration: iteration)
            ?? valueFromBase(of: animation, base: base, progress: progress, iteration: iteration)
    }

    /// `value(of:)` worked out from the from/to/by table and the base, for any animation `givenEndsValue` leaves.
    private static func valueFromBase(
        of animation: RenderAnimation, base: AnimationValue, progress: Double, iteration: Int
    ) -> AnimationValue? {
        let neutralBase = animation.valueFunction.map { neutralInput(for: $0) } ?? base
        var result: AnimationValue
        // Where a cycle starts and ends, for cumulative repeats: a basic animation's endpoints, a keyframe
        // animation's first and last values (looked up only when needed; no closure, which would allocate).
        var ends: (first: AnimationValue, last: AnimationValue)?
        switch animation.kind {
        case .basic(let values):
            guard let (from, to) = endpoints(values, base: neutralBase) else { return nil }
            result = AnimationValue.interpolate(from, to, progress)
            ends = (from, to)
        case .spring(let values, let spring):
            guard let (from, to) = endpoints(values, base: neutralBase) else { return nil }
            result = AnimationValue.interpolate(from, to, spring.progress(at: progress * animation.timing.duration))
            ends = (from, to)
        case .keyframe(let keyframes):
            guard let v = KeyframeEvaluator.value(keyframes, progress: progress) else { return nil }
            result = v
            if animation.isCumulative, iteration > 0, let first = KeyframeEvaluator.firstValue(keyframes),
                let last = KeyframeEvaluator.lastValue(keyframes)
            {
                ends = (first, last)
            }
        case .group, .transition:
            return nil
        }
        if animation.isCumulative, iteration > 0, let (first, last) = ends,
            let delta = AnimationValue.difference(last, first),
            let offset = AnimationValue.scaled(delta, by: Double(iteration)),
            let total = AnimationValue.sum(result, offset)
        {
            result = total
        }
        if let function = animation.valueFunction { result = function.transform(result) }
        if animation.isAdditive {
            // Paths do not add: an additive path animation shows its own path, as on iOS, where audio-equalizer
            // code animates bars by additive path keyframes.
            if case .path = result { return result }
            guard let combined = AnimationValue.sum(result, base) else { return nil }
            result = combined
        }
        return result
    }

    /// What `value(of:)` gives, without the base, for the animation most are: a basic animation with both ends
    /// given (`RenderAnimation.givenEnds`), not additive, without a value function, in its first cycle or not
    /// cumulative. Nil for any other.
    @inline(__always)
    static func givenEndsValue(of animation: RenderAnimation, progress: Double, iteration: Int) -> AnimationValue? {
        guard evaluatesFromEnds(animation, iteration: iteration) else { return nil }
        if let numbers = animation.numericEnds { return numbers.value(at: progress) }
        guard let ends = animation.givenEnds else { return nil }
        return AnimationValue.interpolate(ends.from, ends.to, progress)
    }

    /// Whether an animation's value is its ends' interpolation alone: not additive, without a value function, in its
    /// first cycle or not cumulative.
    @inline(__always)
    private static func evaluatesFromEnds(_ animation: RenderAnimation, iteration: Int) -> Bool {
        !animation.isAdditive && animation.valueFunction == nil && (!animation.isCumulative || iteration <= 0)
    }

    /// The animation's two given ends as lanes (`RenderAnimation.numericEnds`) under those conditions.
    @inline(__always)
    private static func givenNumbers(of animation: RenderAnimation, iteration: Int) -> NumericEnds? {
        evaluatesFromEnds(animation, iteration: iteration) ? animation.numericEnds : nil
    }

    /// What `valueFromBase` gives, bit for bit, for a basic animation with one end given, of the base's number-like
    /// kind (`RenderAnimation.numericOpenEnd`), under the conditions of `givenEndsValue`. Nil for any other.
    @inline(__always)
    static func openEndValue(of animation: RenderAnimation, base: AnimationValue, progress: Double, iteration: Int)
        -> AnimationValue?
    {
        openEnd(of: animation, iteration: iteration)?.ends(base: base)?.value(at: progress)
    }

    /// The animation's one given end (`RenderAnimation.numericOpenEnd`) under the conditions of `givenEndsValue`.
    @inline(__always)
    private static func openEnd(of animation: RenderAnimation, iteration: Int) -> NumericOpenEnd? {
        evaluatesFromEnds(animation, iteration: iteration) ? animation.numericOpenEnd : nil
    }

    /// The from and to values per the from/to/by table (spec §3.2); the open end is the live base.
    package static func endpoints(_ v: RenderAnimation.BasicValues, base: AnimationValue) -> (
        AnimationValue, AnimationValue
    )? {
        switch (v.from, v.to, v.by) {
        case (let from?, let to?, _): return (from, to)
        case (let from?, nil, let by?): return AnimationValue.sum(from, by).map { (from, $0) }
        case (nil, let to?, let by?): return AnimationValue.difference(to, by).map { ($0, to) }
        case (let from?, nil, nil): return (from, base)
        case (nil, let to?, nil): return (base, to)
        case (nil, nil, let by?): return AnimationValue.sum(base, by).map { (base, $0) }
        case (nil, nil, nil): return (v.capturedFrom ?? base, base)
        }
    }

    /// The number that a value function maps to identity, used as the base of to-only or by-only inputs.
    private static func neutralInput(for function: ValueFunction) -> AnimationValue {
        switch function {
        case .scale: .array([.scalar(1), .scalar(1), .scalar(1)])
        case .scaleX, .scaleY, .scaleZ: .scalar(1)
        case .translate: .array([.scalar(0), .scalar(0), .scalar(0)])
        default: .scalar(0)
        }
    }
}
