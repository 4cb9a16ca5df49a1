#if canImport(UIKit)
    import UIKit

    /// A success checkmark drawing itself: a view whose layerClass is CAShapeLayer, so the view *is* the green disc;
    /// the check is a stroked sublayer over it.
    final class CheckmarkShapeView: UIView {
        override class var layerClass: AnyClass {
            return CAShapeLayer.self
        }

        var shapeLayer: CAShapeLayer {
            return layer as! CAShapeLayer
        }

        private let checkLayer = CAShapeLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            shapeLayer.fillColor = UIColor.systemGreen.cgColor
            checkLayer.fillColor = UIColor.clear.cgColor
            checkLayer.strokeColor = UIColor.white.cgColor
            checkLayer.lineWidth = 10
            checkLayer.lineCap = .round
            checkLayer.lineJoin = .round
            checkLayer.strokeEnd = 0
            layer.addSublayer(checkLayer)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            shapeLayer.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 30, dy: 30)).cgPath
            checkLayer.frame = bounds
            let check = UIBezierPath()
            check.move(to: CGPoint(x: bounds.width * 0.32, y: bounds.height * 0.52))
            check.addLine(to: CGPoint(x: bounds.width * 0.45, y: bounds.height * 0.65))
            check.addLine(to: CGPoint(x: bounds.width * 0.7, y: bounds.height * 0.38))
            checkLayer.path = check.cgPath
        }

        func animateCheck() {
            let pop = CABasicAnimation(keyPath: "transform.scale")
            pop.fromValue = 0.6
            pop.toValue = 1
            pop.duration = 0.25
            pop.timingFunction = CAMediaTimingFunction(name: .easeOut)
            layer.add(pop, forKey: "pop")

            let draw = CABasicAnimation(keyPath: "strokeEnd")
            draw.fromValue = 0
            draw.toValue = 1
            draw.duration = 0.5
            draw.beginTime = CACurrentMediaTime() + 0.25
            draw.fillMode = .backwards
            draw.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            checkLayer.strokeEnd = 1
            checkLayer.add(draw, forKey: "draw")
        }
    }
#endif
