#if canImport(UIKit)
    import UIKit

    /// A card dropping into place with UIViewPropertyAnimator driven by UISpringTimingParameters
    /// (damping ratio and a CGVector initial velocity).
    final class PropertyAnimatorBounceView: UIView {
        private let card = UIView()
        private var animator: UIViewPropertyAnimator?

        override init(frame: CGRect) {
            super.init(frame: frame)
            card.backgroundColor = .systemOrange
            card.layer.cornerRadius = 16
            card.layer.shadowColor = UIColor.black.cgColor
            card.layer.shadowOpacity = 0.25
            card.layer.shadowRadius = 6
            card.layer.shadowOffset = CGSize(width: 0, height: 3)
            addSubview(card)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            if animator == nil {
                card.bounds = CGRect(x: 0, y: 0, width: 120, height: 80)
                card.center = CGPoint(x: bounds.midX, y: -50)
            }
        }

        func drop() {
            layoutIfNeeded()
            let timing = UISpringTimingParameters(dampingRatio: 0.45, initialVelocity: CGVector(dx: 0, dy: 2))
            let animator = UIViewPropertyAnimator(duration: 1.0, timingParameters: timing)
            animator.addAnimations {
                self.card.center = CGPoint(x: self.bounds.midX, y: self.bounds.midY)
                self.card.transform = CGAffineTransform(rotationAngle: -CGFloat.pi / 24)
            }
            animator.addCompletion { position in
                if position == .end {
                    self.card.backgroundColor = .systemGreen
                }
            }
            animator.startAnimation(afterDelay: 0.2)
            self.animator = animator
        }
    }
#endif
