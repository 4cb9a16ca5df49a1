#if canImport(UIKit)
    import UIKit

    /// A chat bubble that is frame-based itself (translatesAutoresizingMaskIntoConstraints left true) but whose
    /// labels sit in a constrained UIStackView: its size comes from systemLayoutSizeFitting(
    /// UIView.layoutFittingCompressedSize). Its background follows it by autoresizingMask [.flexibleWidth,
    /// .flexibleHeight] and an unread badge keeps to its right edge by [.flexibleLeftMargin, .flexibleBottomMargin].
    final class FittingBubbleView: UIView {
        private let bubble = UIView()
        private let backgroundView = UIView()
        private let badge = UIView()
        private let stackView = UIStackView()
        private let titleLabel = UILabel()
        private let detailLabel = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundView.backgroundColor = .systemBlue
            backgroundView.layer.cornerRadius = 16
            backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            badge.backgroundColor = .systemRed
            badge.layer.cornerRadius = 10
            badge.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
            titleLabel.text = "Hi!"
            titleLabel.font = UIFont.boldSystemFont(ofSize: 16)
            titleLabel.textColor = .white
            detailLabel.text = "Free for lunch today?"
            detailLabel.font = UIFont.systemFont(ofSize: 14)
            detailLabel.textColor = UIColor.white.withAlphaComponent(0.9)
            detailLabel.isHidden = true
            detailLabel.alpha = 0
            detailLabel.widthAnchor.constraint(lessThanOrEqualToConstant: 150).isActive = true
            stackView.axis = .vertical
            stackView.alignment = .leading
            stackView.spacing = 4
            stackView.addArrangedSubview(titleLabel)
            stackView.addArrangedSubview(detailLabel)
            stackView.translatesAutoresizingMaskIntoConstraints = false

            addSubview(bubble)
            bubble.addSubview(backgroundView)
            bubble.addSubview(stackView)
            NSLayoutConstraint.activate([
                stackView.topAnchor.constraint(equalTo: bubble.topAnchor, constant: 10),
                stackView.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 14),
                bubble.trailingAnchor.constraint(equalTo: stackView.trailingAnchor, constant: 14),
                bubble.bottomAnchor.constraint(equalTo: stackView.bottomAnchor, constant: 10),
            ])
            bubble.frame = CGRect(origin: CGPoint(x: 16, y: 64), size: fittingSize())
            backgroundView.frame = bubble.bounds
            badge.frame = CGRect(x: bubble.bounds.width - 12, y: -8, width: 20, height: 20)
            bubble.addSubview(badge)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        private func fittingSize() -> CGSize {
            return bubble.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        }

        /// The rest of the message arrives: the bubble grows to its new fitting size.
        func grow() {
            layoutIfNeeded()
            titleLabel.text = "Hi! Quick question"
            detailLabel.isHidden = false
            let size = fittingSize()
            UIView.animate(
                withDuration: 0.6, delay: 0.05, options: [.curveEaseOut],
                animations: {
                    self.bubble.frame.size = size
                    self.detailLabel.alpha = 1
                    self.bubble.layoutIfNeeded()
                }, completion: nil)
        }
    }
#endif
