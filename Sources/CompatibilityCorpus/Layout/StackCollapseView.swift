#if canImport(UIKit)
    import UIKit

    /// A card whose rows live in a vertical UIStackView (.fill, .leading, spacing, setCustomSpacing(_:after:),
    /// layout margins relative arrangement); collapsing hides two arranged subviews and shows another inside
    /// UIView.animate, so the rows slide and the card, pinned to the view's layoutMarginsGuide, shrinks.
    final class StackCollapseView: UIView {
        private let cardView = UIView()
        private let stackView = UIStackView()
        private let headerLabel = UILabel()
        private var rows: [UIView] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
            cardView.backgroundColor = UIColor(white: 0.94, alpha: 1)
            cardView.layer.cornerRadius = 12
            cardView.translatesAutoresizingMaskIntoConstraints = false
            addSubview(cardView)

            stackView.axis = .vertical
            stackView.distribution = .fill
            stackView.alignment = .leading
            stackView.spacing = 8
            stackView.isLayoutMarginsRelativeArrangement = true
            stackView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)
            stackView.translatesAutoresizingMaskIntoConstraints = false
            cardView.addSubview(stackView)

            headerLabel.text = "Today"
            headerLabel.font = UIFont.boldSystemFont(ofSize: 17)
            stackView.addArrangedSubview(headerLabel)
            stackView.setCustomSpacing(14, after: headerLabel)
            let colors: [UIColor] = [.systemRed, .systemOrange, .systemGreen, .systemPurple]
            for (color, width) in zip(colors, [120, 90, 130, 70] as [CGFloat]) {
                let row = UIView()
                row.backgroundColor = color
                row.layer.cornerRadius = 5
                row.widthAnchor.constraint(equalToConstant: width).isActive = true
                row.heightAnchor.constraint(equalToConstant: 18).isActive = true
                stackView.addArrangedSubview(row)
                rows.append(row)
            }
            stackView.arrangedSubviews.last?.isHidden = true
            rows[3].alpha = 0

            NSLayoutConstraint.activate([
                cardView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
                cardView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                cardView.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                stackView.topAnchor.constraint(equalTo: cardView.topAnchor),
                stackView.leadingAnchor.constraint(equalTo: cardView.leadingAnchor),
                stackView.trailingAnchor.constraint(equalTo: cardView.trailingAnchor),
                stackView.bottomAnchor.constraint(equalTo: cardView.bottomAnchor),
            ])
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        /// Folds the list to its summary, as a "show less" button would.
        func collapse() {
            layoutIfNeeded()
            UIView.animate(
                withDuration: 0.6, delay: 0, options: .curveEaseInOut,
                animations: {
                    self.rows[1].isHidden = true
                    self.rows[1].alpha = 0
                    self.rows[2].isHidden = true
                    self.rows[2].alpha = 0
                    self.rows[3].isHidden = false
                    self.rows[3].alpha = 1
                    self.layoutIfNeeded()
                }, completion: nil)
        }
    }
#endif
