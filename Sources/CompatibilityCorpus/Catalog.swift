import UIKit

/// One corpus component: where it belongs, a name, what it stands for, and how to make and start it.
public struct CorpusComponent {
    /// The folder it lives in: Indicators, Progress, Effects, Motion, Interaction or Layout.
    public let section: String
    /// Kebab-case, as goldens and the gallery name it.
    public let name: String
    /// What it is and which idioms it stands for.
    public let summary: String
    /// Makes the 200 × 200-point view and starts it as its users would.
    public let make: @MainActor () -> UIView
}

private let componentFrame = CGRect(x: 0, y: 0, width: 200, height: 200)

public enum Catalog {
    @MainActor public static let components: [CorpusComponent] = [
        // Indicators
        CorpusComponent(
            section: "Indicators", name: "ball-pulse",
            summary: "three balls, transform.scale keyframes, controlPoints timing, staggered beginTime, HUGE"
        ) {
            let v = BallPulseIndicatorView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Indicators", name: "ball-scale",
            summary: "one disc, group of transform.scale and opacity basic animations, .infinity"
        ) {
            let v = BallScaleIndicatorView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Indicators", name: "ball-grid-pulse",
            summary: "3×3 grid, group reused with per-ball duration and negative beginTime offsets"
        ) {
            let v = BallGridPulseIndicatorView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Indicators", name: "ball-grid-beat",
            summary: "3×3 grid, opacity keyframes, Float.infinity, layoutSubviews geometry"
        ) {
            let v = BallGridBeatIndicatorView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Indicators", name: "ball-zig-zag",
            summary: "two balls, \"transform\" keyframes of NSValue(caTransform3D:) translations"
        ) {
            let v = BallZigZagIndicatorView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Indicators", name: "ball-triangle-path",
            summary: "three stroked rings round a triangle, transform translation keyframes, timingFunctions"
        ) {
            let v = BallTrianglePathIndicatorView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Indicators", name: "ball-rotate",
            summary:
                "three balls turning, transform.rotation.z + scale group, CGFloat(M_PI); starts itself in didMoveToWindow"
        ) {
            BallRotateIndicatorView(frame: componentFrame)
        },
        CorpusComponent(
            section: "Indicators", name: "ball-clip-rotate",
            summary: "open arc (arcCenter path, lineCap .round) spinning and pulsing, Double.pi values"
        ) {
            let v = BallClipRotateIndicatorView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Indicators", name: "ball-spin-fade",
            summary:
                "CAReplicatorLayer: instanceCount/Transform/Delay/Color/GreenOffset, group children without duration"
        ) {
            let v = BallSpinFadeIndicatorView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Indicators", name: "line-scale",
            summary: "five rounded bars, transform.scale.y keyframes, roundedRect paths"
        ) {
            let v = LineScaleIndicatorView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Indicators", name: "line-spin-fade",
            summary: "twelve ticks placed by CATransform3DRotate/Translate, opacity keyframes, MAXFLOAT, past beginTime"
        ) {
            let v = LineSpinFadeIndicatorView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Indicators", name: "pacman",
            summary: "two half-disc jaws on transform.rotation.z (autoreverses), dots in translation.x + opacity groups"
        ) {
            let v = PacmanIndicatorView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Indicators", name: "semicircle-spin",
            summary: "half-disc over a disc, rotation.z keyframes of raw M_PI doubles, M_PI_2"
        ) {
            let v = SemicircleSpinIndicatorView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Indicators", name: "circle-stroke-spin",
            summary: "strokeStart + strokeEnd + rotation byValue in one group, fillMode .forwards"
        ) {
            let v = CircleStrokeSpinIndicatorView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Indicators", name: "square-spin",
            summary: "3D flip, transform.rotation.x/.y keyframes, perspective in sublayerTransform.m34"
        ) {
            let v = SquareSpinIndicatorView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Indicators", name: "triangle-skew-spin",
            summary: "3D tumble, whole transform keyframes from CATransform3DRotate with m34 = -1/500"
        ) {
            let v = TriangleSkewSpinIndicatorView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Indicators", name: "orbit",
            summary: "position along CGMutablePath.addArc whole circle, calculationMode .paced, lineDashPattern"
        ) {
            let v = OrbitIndicatorView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Indicators", name: "double-bounce",
            summary: "two translucent discs, CATransform3DMakeScale(0,0,0) keyframes, offset beginTime"
        ) {
            let v = DoubleBounceIndicatorView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Indicators", name: "wandering-cubes",
            summary: "two squares, transform keyframes chaining Translate/Rotate/Scale, allowsEdgeAntialiasing"
        ) {
            let v = WanderingCubesIndicatorView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Indicators", name: "chasing-dots",
            summary: "rotating container, dots scaling via NSNumber(value:) keyframes"
        ) {
            let v = ChasingDotsIndicatorView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Indicators", name: "cube-grid",
            summary: "nine squares, CATransform3DMakeScale(0.0001, 0.0001, 1) keyframes, fillMode .backwards delays"
        ) {
            let v = CubeGridIndicatorView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Indicators", name: "wave-dots",
            summary: "dots bobbing on transform.translation.y, values as [AnyObject], staggered beginTime"
        ) {
            let v = WaveDotsIndicatorView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Indicators", name: "ball-beat",
            summary: "three balls, scale + opacity keyframe group, shared group with changed beginTime"
        ) {
            let v = BallBeatIndicatorView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Indicators", name: "ball-scale-ripple-multiple",
            summary: "three rings, keyTimes ending before 1, whole-circle arcs from 0 to 2π"
        ) {
            let v = BallScaleRippleMultipleIndicatorView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Indicators", name: "typing-dots",
            summary: "chat bubble dots, UIView.animate with .repeat/.autoreverse and staggered delay"
        ) {
            let v = TypingDotsIndicatorView(frame: componentFrame); v.startAnimating(); return v
        },
        // Progress
        CorpusComponent(
            section: "Progress", name: "ring-progress",
            summary: "track + strokeEnd ring, presentation() as fromValue, setDisableActions, awakeFromNib"
        ) {
            let v = RingProgressView(frame: componentFrame); v.setProgress(0.75, animated: true); return v
        },
        CorpusComponent(
            section: "Progress", name: "gradient-ring-progress",
            summary: "CAGradientLayer masked by a stroked ring, mask strokeEnd, addArc(withCenter:)"
        ) {
            let v = GradientRingProgressView(frame: componentFrame); v.animate(to: 0.85); return v
        },
        CorpusComponent(
            section: "Progress", name: "custom-property-ring",
            summary: "layerClass CALayer subclass, KVC progress, needsDisplay(forKey:), action(forKey:), draw(in:)"
        ) {
            let v = CustomPropertyRingProgressView(frame: componentFrame); v.setProgress(0.66); return v
        },
        CorpusComponent(
            section: "Progress", name: "pie-chart",
            summary: "sublayer CALayer subclass with KVC progress animated explicitly, slices drawn in draw(in:)"
        ) {
            let v = PieChartView(frame: componentFrame); v.animateIn(); return v
        },
        CorpusComponent(
            section: "Progress", name: "gauge",
            summary: "dial in draw(_:) with UIGraphicsGetCurrentContext and setLineDash, needle rotation.z, anchorPoint"
        ) {
            let v = GaugeView(frame: componentFrame); v.setReading(0.7); return v
        },
        CorpusComponent(
            section: "Progress", name: "linear-progress",
            summary: "bar frame width in UIView.animate(withDuration:delay:options:) with completion"
        ) {
            let v = LinearProgressBarView(frame: componentFrame); v.setProgress(0.8, animated: true); return v
        },
        CorpusComponent(
            section: "Progress", name: "step-progress",
            summary: "segments lit by UIView.animateKeyframes/addKeyframe(withRelativeStartTime:relativeDuration:)"
        ) {
            let v = StepProgressView(frame: componentFrame); v.advance(to: 4); return v
        },
        // Effects
        CorpusComponent(
            section: "Effects", name: "flipbook-spinner",
            summary: "UIImageView.animationImages of UIGraphicsImageRenderer frames, animationDuration, startAnimating"
        ) {
            let v = FlipbookSpinnerView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Effects", name: "equalizer-bars",
            summary: "bars anchored at the bottom, transform.scale.y keyframes, calculationMode .cubic"
        ) {
            let v = EqualizerBarsView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Effects", name: "equalizer-path",
            summary: "one CAShapeLayer, additive CAKeyframeAnimation(keyPath: \"path\") over appended rect subpaths"
        ) {
            let v = EqualizerPathView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Effects", name: "pulse-rings",
            summary: "CAReplicatorLayer instanceDelay + group of transform.scale.xy and opacity keyframes"
        ) {
            let v = PulseRingsView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Effects", name: "shimmer",
            summary: "skeleton blocks masking a gradient, locations animated, NSCoder.cgPoint(for:) start/end points"
        ) {
            let v = ShimmerView(frame: componentFrame); v.startShimmering(); return v
        },
        CorpusComponent(
            section: "Effects", name: "heart-beat",
            summary: "Bézier heart (addCurve + addArc), scale keyframes with keyTimes/timingFunctions, shadow"
        ) {
            let v = HeartBeatView(frame: componentFrame); v.startBeating(); return v
        },
        CorpusComponent(
            section: "Effects", name: "mask-reveal",
            summary: "gradient revealed through a thick stroked layer.mask, strokeEnd animated"
        ) {
            let v = MaskRevealView(frame: componentFrame); v.reveal(); return v
        },
        CorpusComponent(
            section: "Effects", name: "circular-reveal",
            summary: "view's layer.mask CAShapeLayer path animated from a dot to a covering oval"
        ) {
            let v = CircularRevealView(frame: componentFrame); v.reveal(); return v
        },
        CorpusComponent(
            section: "Effects", name: "typewriter",
            summary: "UILabel mask bounds.size.width discrete keyframes, NSString.size(withAttributes:), caret blink"
        ) {
            let v = TypewriterTextView(frame: componentFrame); v.startTyping(); return v
        },
        CorpusComponent(
            section: "Effects", name: "wave",
            summary: "layerClass CALayer subclass, KVC phase animated, sine path drawn in draw(in:)"
        ) {
            let v = WaveView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Effects", name: "fade-cascade",
            summary: "tiles faded and dropped in by UIView.animate with staggered delays"
        ) {
            let v = FadeCascadeView(frame: componentFrame); v.playCascade(); return v
        },
        CorpusComponent(
            section: "Effects", name: "parallax",
            summary: "three hill layers scrolling at different rates, translation.x keyframes, addQuadCurve"
        ) {
            let v = ParallaxLayersView(frame: componentFrame); v.startScrolling(); return v
        },
        CorpusComponent(
            section: "Effects", name: "sparkle-emitter",
            summary: "CAEmitterLayer fountain, cell image from UIGraphicsBeginImageContextWithOptions, seed"
        ) {
            let v = SparkleEmitterView(frame: componentFrame); v.start(); return v
        },
        CorpusComponent(
            section: "Effects", name: "counting-label",
            summary: "CATextLayer subclass with KVC count, display() reading presentation(), String(format:)"
        ) {
            let v = CountingLabelView(frame: componentFrame); v.count(to: 100); return v
        },
        // Motion
        CorpusComponent(
            section: "Motion", name: "path-following",
            summary: "arrow on a figure-of-eight, position keyframes with path, rotationMode .rotateAuto, .paced"
        ) {
            let v = PathFollowingView(frame: componentFrame); v.startFlying(); return v
        },
        CorpusComponent(
            section: "Motion", name: "shape-morph",
            summary: "circle → square → star \"path\" basic animations chained by beginTime in a group"
        ) {
            let v = ShapeMorphView(frame: componentFrame); v.startMorphing(); return v
        },
        CorpusComponent(
            section: "Motion", name: "grow-in-spring",
            summary: "CATransform3DMakeScale(0.0001, ...) to identity with CASpringAnimation, settlingDuration, delay"
        ) {
            let v = GrowInSpringView(frame: componentFrame); v.present(); return v
        },
        CorpusComponent(
            section: "Motion", name: "shake",
            summary: "wrong-password shake, position.x keyframes with isAdditive = true, repeatCount 2"
        ) {
            let v = ShakeView(frame: componentFrame); v.shake(); return v
        },
        CorpusComponent(
            section: "Motion", name: "wiggle",
            summary: "jiggling icons, transform.rotation keyframes autoreversing, additive translation.y"
        ) {
            let v = WiggleView(frame: componentFrame); v.startWiggling(); return v
        },
        CorpusComponent(
            section: "Motion", name: "checkmark-shape",
            summary: "layerClass CAShapeLayer (the disc), a check sublayer's strokeEnd after a pop, .backwards"
        ) {
            let v = CheckmarkShapeView(frame: componentFrame); v.animateCheck(); return v
        },
        CorpusComponent(
            section: "Motion", name: "gradient-background",
            summary: "view whose layerClass is CAGradientLayer, colors/startPoint/endPoint animated, NSValue(cgPoint:)"
        ) {
            let v = GradientBackgroundView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Motion", name: "replicator-dots",
            summary: "view whose layerClass is CAReplicatorLayer, instance translation, Blue/AlphaOffset"
        ) {
            let v = ReplicatorDotsView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Motion", name: "chip-stack",
            summary: "CALayer subclasses overriding layoutSublayers and removeFromSuperlayer, CATransaction completion"
        ) {
            let v = ChipStackView(frame: componentFrame); v.removeChip(); return v
        },
        CorpusComponent(
            section: "Motion", name: "presentation-snapshot",
            summary: "layer.presentation()?.render(in:) into UIGraphicsImageRenderer, shown in a UIImageView"
        ) {
            let v = PresentationSnapshotView(frame: componentFrame); v.startAnimating(); return v
        },
        CorpusComponent(
            section: "Motion", name: "staggered-bars",
            summary: "one UIViewPropertyAnimator, addAnimations(_:delayFactor:) per bar, .easeOut"
        ) {
            let v = StaggeredBarsView(frame: componentFrame); v.grow(); return v
        },
        CorpusComponent(
            section: "Motion", name: "property-animator-bounce",
            summary: "UIViewPropertyAnimator with UISpringTimingParameters(dampingRatio:initialVelocity: CGVector)"
        ) {
            let v = PropertyAnimatorBounceView(frame: componentFrame); v.drop(); return v
        },
        // Interaction
        CorpusComponent(
            section: "Interaction", name: "spring-drag",
            summary: "touchesBegan/Moved/Ended drag, UIView spring (usingSpringWithDamping) back home, CGVector"
        ) {
            let v = SpringDragView(frame: componentFrame); v.flick(); return v
        },
        CorpusComponent(
            section: "Interaction", name: "like-button",
            summary: "UIControl, CASpringAnimation pop, emitter burst via birthRate animation, UIGraphicsImageRenderer"
        ) {
            let v = LikeButtonView(frame: componentFrame); v.setLiked(true, animated: true); return v
        },
        CorpusComponent(
            section: "Interaction", name: "card-flip",
            summary: "CATransformLayer card, isDoubleSided faces, transform keyframes with m34 and CATransform3DRotate"
        ) {
            let v = CardFlipView(frame: componentFrame); v.flip(); return v
        },
        CorpusComponent(
            section: "Interaction", name: "transition-flip",
            summary: "UIView.transition(from:to:) flip and UIView.transition(with:) cross-dissolve"
        ) {
            // Once it has been on screen, as a tap would: a transition needs the appearance it starts from.
            let v = TransitionFlipView(frame: componentFrame); DispatchQueue.main.async { v.flip() }; return v
        },
        CorpusComponent(
            section: "Interaction", name: "counter-transaction",
            summary: "CATransition push on a UILabel's layer, CATransaction duration/timing/completion block"
        ) {
            let v = CounterTransactionView(frame: componentFrame); DispatchQueue.main.async { v.increment() }; return v
        },
        CorpusComponent(
            section: "Interaction", name: "ripple-tap",
            summary: "ink ripple from a point, viewWithTag, convert(_:to:), group in CATransaction with completion"
        ) {
            let v = RippleTapView(frame: componentFrame); v.ripple(at: CGPoint(x: 60, y: 90)); return v
        },
        CorpusComponent(
            section: "Interaction", name: "flood-switch",
            summary: "UISwitch setOn(_:animated:) and valueChanged, a circular mask path flooding the panel from it"
        ) {
            let v = FloodSwitchView(frame: componentFrame); v.turn(on: true); return v
        },
        // Layout
        CorpusComponent(
            section: "Layout", name: "cover-flow",
            summary:
                "UICollectionViewFlowLayout subclass: transform3D by distance, targetContentOffset snapping, setContentOffset(animated:)"
        ) {
            let v = CoverFlowView(frame: componentFrame); v.scrollToThirdCard(); return v
        },
        CorpusComponent(
            section: "Layout", name: "expanding-card",
            summary: "height constant in a usingSpringWithDamping block with layoutIfNeeded, activate([...]), safe area"
        ) {
            let v = ExpandingCardView(frame: componentFrame); v.expand(); return v
        },
        CorpusComponent(
            section: "Layout", name: "sidebar-slide",
            summary: "menu slid in by swapping two constraints' isActive, constraints set one by one, system spacing"
        ) {
            let v = SidebarSlideView(frame: componentFrame); v.openMenu(); return v
        },
        CorpusComponent(
            section: "Layout", name: "multiplier-progress",
            summary: "width constraint replaced for a new multiplier, label at .defaultHigh held in by inequalities"
        ) {
            let v = MultiplierProgressView(frame: componentFrame); v.setProgress(0.85, animated: true); return v
        },
        CorpusComponent(
            section: "Layout", name: "legacy-banner",
            summary: "NSLayoutConstraint(item:attribute:...), addConstraint(s), .notAnAttribute, removeConstraint"
        ) {
            let v = LegacyBannerView(frame: componentFrame); v.show(); return v
        },
        CorpusComponent(
            section: "Layout", name: "priority-switch",
            summary: "competing .defaultHigh/.defaultLow priorities swapped, UILayoutPriority(rawValue: 999)"
        ) {
            let v = PrioritySwitchView(frame: componentFrame); v.setOn(true, animated: true); return v
        },
        CorpusComponent(
            section: "Layout", name: "stack-collapse",
            summary: "vertical UIStackView, setCustomSpacing(_:after:), arranged subviews hidden in UIView.animate"
        ) {
            let v = StackCollapseView(frame: componentFrame); v.collapse(); return v
        },
        CorpusComponent(
            section: "Layout", name: "segmented-tabs",
            summary: "fillEqually tabs, pill re-pinned by deactivate/activate, equalSpacing dots, property animator"
        ) {
            let v = SegmentedTabsView(frame: componentFrame); v.select(index: 2); return v
        },
        CorpusComponent(
            section: "Layout", name: "intrinsic-meter",
            summary: "intrinsicContentSize override, invalidateIntrinsicContentSize, hugging/compression in stacks"
        ) {
            let v = IntrinsicMeterView(frame: componentFrame); v.update(levels: [7, 2, 6]); return v
        },
        CorpusComponent(
            section: "Layout", name: "spacer-guide-bars",
            summary: "UILayoutGuide spacers, width = height × 0.5, updateConstraints() after setNeedsUpdateConstraints"
        ) {
            let v = SpacerGuideBarsView(frame: componentFrame); v.highlight(1); return v
        },
        CorpusComponent(
            section: "Layout", name: "fitting-bubble",
            summary: "systemLayoutSizeFitting(compressed) sizes a frame-based view, autoresizingMask children"
        ) {
            let v = FittingBubbleView(frame: componentFrame); v.grow(); return v
        },
    ]
}
