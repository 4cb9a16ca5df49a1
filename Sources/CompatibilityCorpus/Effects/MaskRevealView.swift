#if canImport(UIKit)
    import UIKit

    /// A picture revealed by a brush stroke: the content's layer.mask is a thick stroked path whose strokeEnd
    /// runs from 0 to 1.
    final class MaskRevealView: UIView {
        private let contentLayer = CAGradientLayer()
        private let brushMask = CAShapeLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentLayer.colors = [
                UIColor.systemYellow.cgColor, UIColor.systemRed.cgColor, UIColor.systemPurple.cgColor,
            ]
            contentLayer.startPoint = CGPoint(x: 0, y: 0)
            contentLayer.endPoint = CGPoint(x: 1, y: 1)
            layer.addSublayer(contentLayer)

            brushMask.fillColor = UIColor.clear.cgColor
            brushMask.strokeColor = UIColor.white.cgColor
            brushMask.lineWidth = 44
            brushMask.lineCap = .round
            brushMask.lineJoin = .round
            brushMask.strokeEnd = 0
            contentLayer.mask = brushMask
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            contentLayer.frame = bounds.insetBy(dx: 10, dy: 10)
            brushMask.frame = contentLayer.bounds
            // Zig-zag strokes from top to bottom, wide enough to cover everything.
            let path = UIBezierPath()
            let width = contentLayer.bounds.width, height = contentLayer.bounds.height
            path.move(to: CGPoint(x: 0, y: 10))
            var y: CGFloat = 10
            var toRight = true
            while y < height + 20 {
                path.addLine(to: CGPoint(x: toRight ? width : 0, y: y + 20))
                y += 40
                toRight.toggle()
            }
            brushMask.path = path.cgPath
        }

        func reveal(duration: CFTimeInterval = 2) {
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.fromValue = 0
            animation.toValue = 1
            animation.duration = duration
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            brushMask.strokeEnd = 1
            brushMask.add(animation, forKey: "reveal")
        }
    }
#endif
