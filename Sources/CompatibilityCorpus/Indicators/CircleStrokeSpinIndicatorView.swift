#if canImport(UIKit)
    import UIKit

    /// The Material-style spinner: a stroke whose head and tail chase each other round a turning circle.
    final class CircleStrokeSpinIndicatorView: UIView {
        private let circleLayer = CAShapeLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            circleLayer.fillColor = UIColor.clear.cgColor
            circleLayer.strokeColor = UIColor.systemBlue.cgColor
            circleLayer.lineWidth = 6
            circleLayer.lineCap = .round
            circleLayer.strokeEnd = 0
            layer.addSublayer(circleLayer)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            circleLayer.frame = bounds
            let radius = min(bounds.width, bounds.height) / 2 - 40
            circleLayer.path =
                UIBezierPath(
                    arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius,
                    startAngle: -CGFloat.pi / 2, endAngle: CGFloat.pi * 2 - CGFloat.pi / 2,
                    clockwise: true
                ).cgPath
        }

        func startAnimating() {
            let beginTime: Double = 0.5
            let strokeStartDuration: Double = 1.2
            let strokeEndDuration: Double = 0.7

            let rotationAnimation = CABasicAnimation(keyPath: "transform.rotation")
            rotationAnimation.byValue = Float.pi * 2
            rotationAnimation.timingFunction = CAMediaTimingFunction(name: .linear)

            let strokeEndAnimation = CABasicAnimation(keyPath: "strokeEnd")
            strokeEndAnimation.duration = strokeEndDuration
            strokeEndAnimation.timingFunction = CAMediaTimingFunction(controlPoints: 0.4, 0.0, 0.2, 1.0)
            strokeEndAnimation.fromValue = 0
            strokeEndAnimation.toValue = 1

            let strokeStartAnimation = CABasicAnimation(keyPath: "strokeStart")
            strokeStartAnimation.duration = strokeStartDuration
            strokeStartAnimation.timingFunction = CAMediaTimingFunction(controlPoints: 0.4, 0.0, 0.2, 1.0)
            strokeStartAnimation.fromValue = 0
            strokeStartAnimation.toValue = 1
            strokeStartAnimation.beginTime = beginTime

            let groupAnimation = CAAnimationGroup()
            groupAnimation.animations = [rotationAnimation, strokeEndAnimation, strokeStartAnimation]
            groupAnimation.duration = strokeStartDuration + beginTime
            groupAnimation.repeatCount = .infinity
            groupAnimation.isRemovedOnCompletion = false
            groupAnimation.fillMode = .forwards

            circleLayer.add(groupAnimation, forKey: "animation")
        }
    }
#endif
