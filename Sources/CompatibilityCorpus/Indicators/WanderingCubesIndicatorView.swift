#if canImport(UIKit)
    import UIKit

    /// Two small cubes travelling round a square, turning and shrinking along each edge.
    final class WanderingCubesIndicatorView: UIView {
        func startAnimating() {
            let side: CGFloat = 120
            let cubeSize: CGFloat = 30
            let travel = side - cubeSize
            let origin = CGPoint(x: bounds.midX - side / 2, y: bounds.midY - side / 2)
            let beginTime = CACurrentMediaTime()
            let colors: [UIColor] = [.systemBlue, .systemOrange]

            for i in 0..<2 {
                let cube = CALayer()
                cube.frame = CGRect(x: origin.x, y: origin.y, width: cubeSize, height: cubeSize)
                cube.backgroundColor = colors[i].cgColor
                cube.allowsEdgeAntialiasing = true

                var t0 = CATransform3DIdentity
                t0 = CATransform3DRotate(t0, 0, 0, 0, 1)
                var t1 = CATransform3DMakeTranslation(travel, 0, 0)
                t1 = CATransform3DRotate(t1, -.pi / 2, 0, 0, 1)
                t1 = CATransform3DScale(t1, 0.5, 0.5, 1)
                var t2 = CATransform3DMakeTranslation(travel, travel, 0)
                t2 = CATransform3DRotate(t2, -.pi, 0, 0, 1)
                var t3 = CATransform3DMakeTranslation(0, travel, 0)
                t3 = CATransform3DRotate(t3, -1.5 * .pi, 0, 0, 1)
                t3 = CATransform3DScale(t3, 0.5, 0.5, 1)
                let t4 = CATransform3DRotate(CATransform3DIdentity, -2 * .pi, 0, 0, 1)

                let animation = CAKeyframeAnimation(keyPath: "transform")
                animation.values = [t0, t1, t2, t3, t4].map { NSValue(caTransform3D: $0) }
                animation.keyTimes = [0.0, 0.25, 0.5, 0.75, 1.0]
                animation.timingFunctions = Array(repeating: CAMediaTimingFunction(name: .easeInEaseOut), count: 4)
                animation.duration = 1.8
                animation.repeatCount = HUGE
                animation.isRemovedOnCompletion = false
                animation.beginTime = beginTime - Double(i) * 0.9

                layer.addSublayer(cube)
                cube.add(animation, forKey: "wander")
            }
        }
    }
#endif
