#if canImport(UIKit)
    import UIKit

    /// A planet with a moon circling it: position animated along a whole-circle path, paced.
    final class OrbitIndicatorView: UIView {
        private let core = CAShapeLayer()
        private let satellite = CAShapeLayer()
        private let ring = CAShapeLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            ring.fillColor = nil
            ring.strokeColor = UIColor(white: 0.85, alpha: 1).cgColor
            ring.lineWidth = 1
            ring.lineDashPattern = [4, 4]
            core.fillColor = UIColor.systemIndigo.cgColor
            satellite.fillColor = UIColor.systemPink.cgColor
            [ring, core, satellite].forEach { layer.addSublayer($0) }
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let center = CGPoint(x: bounds.midX, y: bounds.midY)
            ring.path =
                UIBezierPath(
                    arcCenter: center, radius: 70, startAngle: 0, endAngle: 2 * .pi,
                    clockwise: true
                ).cgPath
            core.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
            core.position = center
            core.path = UIBezierPath(ovalIn: core.bounds).cgPath
            satellite.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            satellite.position = CGPoint(x: center.x + 70, y: center.y)
            satellite.path = UIBezierPath(ovalIn: satellite.bounds).cgPath
        }

        func startAnimating() {
            layoutIfNeeded()
            let orbitPath = CGMutablePath()
            orbitPath.addArc(
                center: CGPoint(x: bounds.midX, y: bounds.midY), radius: 70,
                startAngle: 0, endAngle: .pi * 2, clockwise: false)

            let orbit = CAKeyframeAnimation(keyPath: "position")
            orbit.path = orbitPath
            orbit.calculationMode = .paced
            orbit.duration = 1.9
            orbit.repeatCount = .infinity
            satellite.add(orbit, forKey: "orbit")

            let pulse = CABasicAnimation(keyPath: "transform.scale")
            pulse.fromValue = 1
            pulse.toValue = 1.15
            pulse.duration = 0.95
            pulse.autoreverses = true
            pulse.repeatCount = .infinity
            pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            core.add(pulse, forKey: "pulse")
        }
    }
#endif
