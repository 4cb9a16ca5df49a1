#if canImport(UIKit)
    import UIKit

    /// A playing card turning over in 3D: front and back are single-sided layers, the card's transform is
    /// CATransform3DRotate of a perspective identity (m34 = -1/500).
    final class CardFlipView: UIView {
        private let card = CATransformLayer()
        private let front = CALayer()
        private let back = CALayer()
        private(set) var isShowingBack = false

        override init(frame: CGRect) {
            super.init(frame: frame)
            front.backgroundColor = UIColor.systemBlue.cgColor
            back.backgroundColor = UIColor.systemOrange.cgColor
            for face in [front, back] {
                face.cornerRadius = 14
                face.isDoubleSided = false
                face.borderColor = UIColor.white.cgColor
                face.borderWidth = 4
                card.addSublayer(face)
            }
            back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            layer.addSublayer(card)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            card.bounds = CGRect(x: 0, y: 0, width: 120, height: 170)
            card.position = CGPoint(x: bounds.midX, y: bounds.midY)
            front.frame = card.bounds
            back.frame = card.bounds
        }

        private func transform(angle: CGFloat) -> CATransform3D {
            var transform = CATransform3DIdentity
            transform.m34 = -1.0 / 500
            return CATransform3DRotate(transform, angle, 0, 1, 0)
        }

        func flip(duration: CFTimeInterval = 0.8) {
            let from: CGFloat = isShowingBack ? .pi : 0
            let to: CGFloat = isShowingBack ? 0 : .pi
            isShowingBack.toggle()

            let animation = CAKeyframeAnimation(keyPath: "transform")
            animation.values = [
                NSValue(caTransform3D: transform(angle: from)),
                NSValue(caTransform3D: transform(angle: (from + to) / 2)),
                NSValue(caTransform3D: transform(angle: to)),
            ]
            animation.keyTimes = [0, 0.5, 1]
            animation.duration = duration
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            animation.fillMode = .forwards
            animation.isRemovedOnCompletion = false

            CATransaction.begin()
            CATransaction.setDisableActions(true)
            card.transform = transform(angle: to)
            card.add(animation, forKey: "flip")
            CATransaction.commit()
        }
    }
#endif
