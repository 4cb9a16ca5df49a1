#if canImport(UIKit)
    import UIKit

    /// A paper plane flying a figure-of-eight: position keyframed along a path, turning with it (rotateAuto).
    final class PathFollowingView: UIView {
        private let trackLayer = CAShapeLayer()
        private let plane = CAShapeLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            trackLayer.fillColor = nil
            trackLayer.strokeColor = UIColor.systemGray3.cgColor
            trackLayer.lineWidth = 2
            trackLayer.lineDashPattern = [6, 4]
            layer.addSublayer(trackLayer)

            let arrow = UIBezierPath()
            arrow.move(to: CGPoint(x: 28, y: 10))
            arrow.addLine(to: CGPoint(x: 0, y: 0))
            arrow.addLine(to: CGPoint(x: 6, y: 10))
            arrow.addLine(to: CGPoint(x: 0, y: 20))
            arrow.close()
            plane.bounds = CGRect(x: 0, y: 0, width: 28, height: 20)
            plane.path = arrow.cgPath
            plane.fillColor = UIColor.systemBlue.cgColor
            layer.addSublayer(plane)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        private func figureEight() -> UIBezierPath {
            let c = CGPoint(x: bounds.midX, y: bounds.midY)
            let path = UIBezierPath()
            path.move(to: c)
            path.addCurve(
                to: c, controlPoint1: CGPoint(x: c.x + 110, y: c.y - 90),
                controlPoint2: CGPoint(x: c.x + 110, y: c.y + 90))
            path.addCurve(
                to: c, controlPoint1: CGPoint(x: c.x - 110, y: c.y - 90),
                controlPoint2: CGPoint(x: c.x - 110, y: c.y + 90))
            return path
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            trackLayer.frame = bounds
            trackLayer.path = figureEight().cgPath
            plane.position = CGPoint(x: bounds.midX, y: bounds.midY)
        }

        func startFlying() {
            layoutIfNeeded()
            let flight = CAKeyframeAnimation(keyPath: "position")
            flight.path = figureEight().cgPath
            flight.rotationMode = .rotateAuto
            flight.calculationMode = .paced
            flight.duration = 4
            flight.repeatCount = .infinity
            plane.add(flight, forKey: "flight")
        }
    }
#endif
