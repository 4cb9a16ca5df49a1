#if canImport(UIKit)
    import UIKit

    /// Nine squares collapsing and growing back in a diagonal wave.
    class CubeGridIndicatorView: UIView {
        var color = UIColor(red: 0.9, green: 0.3, blue: 0.24, alpha: 1)

        override init(frame: CGRect) {
            super.init(frame: frame)
        }

        required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
        }

        func startAnimating() {
            let side: CGFloat = 120
            let cube = side / 3
            let origin = CGPoint(x: bounds.midX - side / 2, y: bounds.midY - side / 2)
            // Delay for each cell, row by row: a wave from the bottom-left corner.
            let delays: [CFTimeInterval] = [0.2, 0.3, 0.4, 0.1, 0.2, 0.3, 0.0, 0.1, 0.2]
            let beginTime = CACurrentMediaTime()

            for row in 0..<3 {
                for column in 0..<3 {
                    let square = CALayer()
                    square.frame = CGRect(
                        x: origin.x + CGFloat(column) * cube, y: origin.y + CGFloat(row) * cube,
                        width: cube, height: cube)
                    square.backgroundColor = color.cgColor

                    let animation = CAKeyframeAnimation(keyPath: "transform")
                    animation.values = [
                        NSValue(caTransform3D: CATransform3DMakeScale(1, 1, 1)),
                        NSValue(caTransform3D: CATransform3DMakeScale(0.0001, 0.0001, 1)),
                        NSValue(caTransform3D: CATransform3DMakeScale(1, 1, 1)),
                        NSValue(caTransform3D: CATransform3DMakeScale(1, 1, 1)),
                    ]
                    animation.keyTimes = [0, 0.35, 0.7, 1]
                    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                    animation.duration = 1.3
                    animation.repeatCount = HUGE
                    animation.beginTime = beginTime + delays[row * 3 + column]
                    animation.fillMode = .backwards

                    layer.addSublayer(square)
                    square.add(animation, forKey: "cubeGrid")
                }
            }
        }
    }
#endif
