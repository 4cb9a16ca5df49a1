#if canImport(UIKit)
    import UIKit

    /// A card flipped with UIKit's built-in transitions: UIView.transition(from:to:) swaps the faces, and
    /// UIView.transition(with:) cross-dissolves the caption underneath.
    final class TransitionFlipView: UIView {
        private let container = UIView()
        private let frontView = UILabel()
        private let backView = UILabel()
        private let caption = UILabel()
        private var showingFront = true

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(container)
            addSubview(caption)
            configure(frontView, text: "A♠", color: .systemIndigo)
            configure(backView, text: "?", color: .systemRed)
            container.addSubview(frontView)
            caption.text = "front"
            caption.textAlignment = .center
            caption.textColor = .darkGray
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        private func configure(_ label: UILabel, text: String, color: UIColor) {
            label.text = text
            label.textAlignment = .center
            label.font = UIFont.boldSystemFont(ofSize: 48)
            label.textColor = .white
            label.backgroundColor = color
            label.layer.cornerRadius = 12
            label.clipsToBounds = true
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            container.frame = CGRect(x: bounds.midX - 55, y: 20, width: 110, height: 140)
            frontView.frame = container.bounds
            backView.frame = container.bounds
            caption.frame = CGRect(x: 0, y: 166, width: bounds.width, height: 24)
        }

        func flip() {
            layoutIfNeeded()
            let from = showingFront ? frontView : backView
            let to = showingFront ? backView : frontView
            let options: UIView.AnimationOptions = showingFront ? .transitionFlipFromRight : .transitionFlipFromLeft
            showingFront.toggle()
            UIView.transition(from: from, to: to, duration: 0.7, options: [options, .curveEaseInOut], completion: nil)
            UIView.transition(
                with: caption, duration: 0.7, options: .transitionCrossDissolve,
                animations: {
                    self.caption.text = self.showingFront ? "front" : "back"
                }, completion: nil)
        }
    }
#endif
