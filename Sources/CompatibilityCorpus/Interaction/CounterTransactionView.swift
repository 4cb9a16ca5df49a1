#if canImport(UIKit)
    import UIKit

    /// A tap counter: each increment pushes the new number in from below with a CATransition on the label's
    /// layer, and a CATransaction with its own duration and completion block pulses the badge behind it.
    final class CounterTransactionView: UIView {
        private let badge = CALayer()
        private let label = UILabel()
        private(set) var value = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
            badge.backgroundColor = UIColor.systemGreen.cgColor
            layer.addSublayer(badge)
            label.font = .monospacedDigitSystemFont(ofSize: 56, weight: .bold)
            label.textColor = .white
            label.textAlignment = .center
            label.text = "0"
            addSubview(label)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            badge.frame = bounds.insetBy(dx: 40, dy: 40)
            badge.cornerRadius = badge.bounds.width / 2
            label.frame = badge.frame
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            increment()
        }

        func increment() {
            value += 1
            let push = CATransition()
            push.type = .push
            push.subtype = .fromTop
            push.duration = 0.35
            push.timingFunction = CAMediaTimingFunction(name: .easeOut)
            label.layer.add(push, forKey: CATransitionType.push.rawValue)
            label.text = "\(value)"

            CATransaction.begin()
            CATransaction.setAnimationDuration(0.5)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
            CATransaction.setCompletionBlock { [weak self] in
                self?.badge.backgroundColor = UIColor.systemGreen.cgColor
            }
            badge.backgroundColor = UIColor.systemTeal.cgColor
            badge.cornerRadius = 30
            CATransaction.commit()
        }
    }
#endif
