#if canImport(UIKit)
    import UIKit

    /// A "like" button: the heart pops with a spring scale bounce while a CAEmitterLayer throws a one-shot
    /// burst of dots (particle image drawn with UIGraphicsImageRenderer; the burst is the emitter's birthRate
    /// animated from 1 to 0).
    final class LikeButtonView: UIControl {
        private let heart = CAShapeLayer()
        private let burst = CAEmitterLayer()
        private(set) var isLiked = false

        override init(frame: CGRect) {
            super.init(frame: frame)
            let dot = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
                UIColor.white.setFill()
                context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
            }
            let cell = CAEmitterCell()
            cell.contents = dot.cgImage
            cell.birthRate = 300
            cell.lifetime = 0.7
            cell.velocity = 120
            cell.velocityRange = 40
            cell.emissionRange = .pi * 2
            cell.scale = 0.8
            cell.scaleSpeed = -1
            cell.alphaSpeed = -1.4
            cell.color = UIColor.systemPink.cgColor
            cell.redRange = 0.3
            burst.emitterCells = [cell]
            burst.emitterShape = .circle
            burst.emitterMode = .outline
            burst.emitterSize = CGSize(width: 60, height: 60)
            burst.birthRate = 0
            burst.seed = 11
            layer.addSublayer(burst)

            heart.fillColor = UIColor.systemGray3.cgColor
            layer.addSublayer(heart)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let center = CGPoint(x: bounds.midX, y: bounds.midY)
            burst.frame = bounds
            burst.emitterPosition = center
            heart.frame = CGRect(x: center.x - 30, y: center.y - 28, width: 60, height: 56)
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 30, y: 56))
            path.addCurve(
                to: CGPoint(x: 30, y: 12), controlPoint1: CGPoint(x: -20, y: 24), controlPoint2: CGPoint(x: 12, y: -10))
            path.addCurve(
                to: CGPoint(x: 30, y: 56), controlPoint1: CGPoint(x: 48, y: -10), controlPoint2: CGPoint(x: 80, y: 24))
            heart.path = path.cgPath
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesEnded(touches, with: event)
            setLiked(!isLiked, animated: true)
            sendActions(for: .valueChanged)
        }

        func setLiked(_ liked: Bool, animated: Bool) {
            isLiked = liked
            heart.fillColor = (liked ? UIColor.systemPink : UIColor.systemGray3).cgColor
            guard animated, liked else { return }

            let pop = CASpringAnimation(keyPath: "transform.scale")
            pop.fromValue = 0.3
            pop.toValue = 1
            pop.damping = 7
            pop.initialVelocity = 10
            pop.duration = pop.settlingDuration
            heart.add(pop, forKey: "pop")

            let puff = CABasicAnimation(keyPath: "birthRate")
            puff.fromValue = 1
            puff.toValue = 0
            puff.duration = 0.12
            burst.beginTime = CACurrentMediaTime()
            burst.add(puff, forKey: "burst")
        }
    }
#endif
