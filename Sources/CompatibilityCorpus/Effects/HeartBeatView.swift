#if canImport(UIKit)
    import UIKit

    /// A heart drawn with Bézier curves, beating twice per cycle with "transform.scale" keyframes.
    final class HeartBeatView: UIView {
        private let heartLayer = CAShapeLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            heartLayer.fillColor = UIColor(red: 0.91, green: 0.16, blue: 0.3, alpha: 1).cgColor
            heartLayer.shadowColor = UIColor.red.cgColor
            heartLayer.shadowOpacity = 0.4
            heartLayer.shadowRadius = 8
            heartLayer.shadowOffset = CGSize(width: 0, height: 4)
            layer.addSublayer(heartLayer)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let side: CGFloat = 110
            heartLayer.frame = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
            heartLayer.path = heartPath(in: heartLayer.bounds).cgPath
        }

        private func heartPath(in rect: CGRect) -> UIBezierPath {
            let w = rect.width, h = rect.height
            let path = UIBezierPath()
            path.move(to: CGPoint(x: w / 2, y: h * 0.95))
            path.addCurve(
                to: CGPoint(x: 0, y: h * 0.3),
                controlPoint1: CGPoint(x: w * 0.3, y: h * 0.75), controlPoint2: CGPoint(x: 0, y: h * 0.55))
            path.addArc(
                withCenter: CGPoint(x: w * 0.25, y: h * 0.3), radius: w * 0.25,
                startAngle: .pi, endAngle: 0, clockwise: true)
            path.addArc(
                withCenter: CGPoint(x: w * 0.75, y: h * 0.3), radius: w * 0.25,
                startAngle: .pi, endAngle: 0, clockwise: true)
            path.addCurve(
                to: CGPoint(x: w / 2, y: h * 0.95),
                controlPoint1: CGPoint(x: w, y: h * 0.55), controlPoint2: CGPoint(x: w * 0.7, y: h * 0.75))
            path.close()
            return path
        }

        func startBeating() {
            let beat = CAKeyframeAnimation(keyPath: "transform.scale")
            beat.values = [1.0, 1.25, 1.0, 1.15, 1.0, 1.0]
            beat.keyTimes = [0, 0.14, 0.28, 0.42, 0.7, 1]
            beat.timingFunctions = [
                CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(name: .easeIn),
                CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(name: .easeIn),
                CAMediaTimingFunction(name: .linear),
            ]
            beat.duration = 1.2
            beat.repeatCount = Float.infinity
            heartLayer.add(beat, forKey: "heartbeat")
        }
    }
#endif
