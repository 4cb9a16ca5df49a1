#if canImport(UIKit)
    import UIKit

    /// Five bars stretching vertically in a wave, each a rounded-rect CAShapeLayer.
    class LineScaleIndicatorView: UIView {
        var barColor = UIColor(red: 0.2, green: 0.6, blue: 0.86, alpha: 1)

        func startAnimating() {
            let size = CGSize(width: 100, height: 80)
            let lineSize = size.width / 9
            let x = (bounds.width - size.width) / 2
            let y = (bounds.height - size.height) / 2
            let duration: CFTimeInterval = 1
            let beginTime = CACurrentMediaTime()
            let beginTimes = [0.1, 0.2, 0.3, 0.4, 0.5]
            let timingFunction = CAMediaTimingFunction(controlPoints: 0.2, 0.68, 0.18, 1.08)

            let animation = CAKeyframeAnimation(keyPath: "transform.scale.y")
            animation.keyTimes = [0, 0.5, 1]
            animation.timingFunctions = [timingFunction, timingFunction]
            animation.values = [1, 0.4, 1]
            animation.duration = duration
            animation.repeatCount = HUGE
            animation.isRemovedOnCompletion = false

            for i in 0..<5 {
                let line = CAShapeLayer()
                let lineFrame = CGRect(x: x + lineSize * 2 * CGFloat(i), y: y, width: lineSize, height: size.height)
                line.path =
                    UIBezierPath(
                        roundedRect: CGRect(origin: .zero, size: lineFrame.size),
                        cornerRadius: lineSize / 2
                    ).cgPath
                line.fillColor = barColor.cgColor
                line.frame = lineFrame
                animation.beginTime = beginTime + beginTimes[i]
                line.add(animation, forKey: "animation")
                layer.addSublayer(line)
            }
        }
    }
#endif
