#if canImport(UIKit)
    import UIKit

    /// A card that opens to show its details: the height constraint's constant changes inside a spring
    /// (usingSpringWithDamping:initialSpringVelocity:) whose block calls layoutIfNeeded(); anchors in
    /// NSLayoutConstraint.activate, safeAreaLayoutGuide, a detail bar as wide as a multiple of the card.
    final class ExpandingCardView: UIView {
        private let cardView = UIView()
        private let titleLabel = UILabel()
        private let plusLabel = UILabel()
        private let detailLabel = UILabel()
        private let trackBar = UIView()
        private var cardHeightConstraint: NSLayoutConstraint!
        private(set) var isExpanded = false

        override init(frame: CGRect) {
            super.init(frame: frame)
            cardView.backgroundColor = .systemIndigo
            cardView.layer.cornerRadius = 14
            cardView.clipsToBounds = true
            titleLabel.text = "Order #1024"
            titleLabel.font = UIFont.boldSystemFont(ofSize: 17)
            titleLabel.textColor = .white
            plusLabel.text = "+"
            plusLabel.font = UIFont.systemFont(ofSize: 24, weight: .medium)
            plusLabel.textColor = .white
            detailLabel.text = "On its way.\nArrives Thursday."
            detailLabel.numberOfLines = 0
            detailLabel.font = UIFont.systemFont(ofSize: 14)
            detailLabel.textColor = UIColor.white.withAlphaComponent(0.85)
            detailLabel.alpha = 0
            trackBar.backgroundColor = .systemYellow
            trackBar.layer.cornerRadius = 3

            addSubview(cardView)
            for view in [titleLabel, plusLabel, detailLabel, trackBar] {
                view.translatesAutoresizingMaskIntoConstraints = false
                cardView.addSubview(view)
            }
            cardView.translatesAutoresizingMaskIntoConstraints = false

            cardHeightConstraint = cardView.heightAnchor.constraint(equalToConstant: 48)
            NSLayoutConstraint.activate([
                cardView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 24),
                cardView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                cardView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
                cardHeightConstraint,

                titleLabel.topAnchor.constraint(equalTo: cardView.topAnchor, constant: 14),
                titleLabel.leadingAnchor.constraint(equalTo: cardView.leadingAnchor, constant: 14),
                titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: plusLabel.leadingAnchor, constant: -8),
                plusLabel.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
                plusLabel.trailingAnchor.constraint(equalTo: cardView.trailingAnchor, constant: -14),

                detailLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 12),
                detailLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
                detailLabel.trailingAnchor.constraint(equalTo: cardView.trailingAnchor, constant: -14),

                trackBar.topAnchor.constraint(equalTo: detailLabel.bottomAnchor, constant: 12),
                trackBar.leadingAnchor.constraint(equalTo: detailLabel.leadingAnchor),
                trackBar.widthAnchor.constraint(equalTo: cardView.widthAnchor, multiplier: 0.6),
                trackBar.heightAnchor.constraint(equalToConstant: 6),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        /// Opens the card as a tap on it would.
        func expand() {
            layoutIfNeeded()
            isExpanded = true
            UIView.animate(
                withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.4,
                options: [.curveEaseInOut, .allowUserInteraction],
                animations: {
                    self.cardHeightConstraint.constant = 132
                    self.detailLabel.alpha = 1
                    self.plusLabel.transform = CGAffineTransform(rotationAngle: .pi / 4)
                    self.layoutIfNeeded()
                }, completion: nil)
        }
    }
#endif
