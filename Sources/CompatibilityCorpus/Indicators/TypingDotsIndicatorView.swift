#if canImport(UIKit)
    import UIKit

    /// The chat "someone is typing" bubble: three dots lifting and brightening in turn, done with UIView animations.
    final class TypingDotsIndicatorView: UIView {
        private let bubble = UIView()
        private var dots: [UIView] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            bubble.backgroundColor = UIColor(white: 0.9, alpha: 1)
            addSubview(bubble)
            for _ in 0..<3 {
                let dot = UIView()
                dot.backgroundColor = .gray
                dot.alpha = 0.4
                bubble.addSubview(dot)
                dots.append(dot)
            }
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            bubble.frame = CGRect(x: bounds.midX - 60, y: bounds.midY - 28, width: 120, height: 56)
            bubble.layer.cornerRadius = 28
            for (i, dot) in dots.enumerated() {
                dot.bounds = CGRect(x: 0, y: 0, width: 16, height: 16)
                dot.center = CGPoint(x: 30 + CGFloat(i) * 30, y: 28)
                dot.layer.cornerRadius = 8
            }
        }

        func startAnimating() {
            layoutIfNeeded()
            for (i, dot) in dots.enumerated() {
                UIView.animate(
                    withDuration: 0.45, delay: 0.15 * Double(i),
                    options: [.repeat, .autoreverse, .curveEaseInOut],
                    animations: {
                        dot.alpha = 1
                        dot.transform = CGAffineTransform(translationX: 0, y: -8)
                    }, completion: nil)
            }
        }

        func stopAnimating() {
            dots.forEach {
                $0.layer.removeAllAnimations()
                $0.alpha = 0.4
                $0.transform = .identity
            }
        }
    }
#endif
