#if canImport(UIKit)
    import UIKit

    /// A capsule as wide as its level: it overrides intrinsicContentSize and calls invalidateIntrinsicContentSize()
    /// when the level changes, so Auto Layout resizes it without any width constraint.
    private final class LevelCapsuleView: UIView {
        var level = 1 {
            didSet { invalidateIntrinsicContentSize() }
        }

        override var intrinsicContentSize: CGSize {
            return CGSize(width: 10 + CGFloat(level) * 10, height: 16)
        }
    }

    /// Three "name  ▮▮▮  value" rows: horizontal UIStackViews (.center) inside a vertical .fillEqually one, their
    /// labels sized by intrinsic content with hugging and compression-resistance priorities (.defaultLow,
    /// UILayoutPriority.defaultLow + 1, .required), names of equal width, system spacing from the edges; the
    /// levels change and UIView.animate lays the rows out again.
    final class IntrinsicMeterView: UIView {
        private let stackView = UIStackView()
        private var capsules: [LevelCapsuleView] = []
        private var valueLabels: [UILabel] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            stackView.axis = .vertical
            stackView.distribution = .fillEqually
            stackView.spacing = 12
            stackView.translatesAutoresizingMaskIntoConstraints = false
            addSubview(stackView)
            var nameLabels: [UILabel] = []
            let colors: [UIColor] = [.systemPink, .systemTeal, .systemOrange]
            for (i, name) in ["CPU", "RAM", "Disk"].enumerated() {
                let nameLabel = UILabel()
                nameLabel.text = name
                nameLabel.font = UIFont.boldSystemFont(ofSize: 14)
                nameLabel.setContentHuggingPriority(UILayoutPriority.defaultLow + 1, for: .horizontal)
                let capsule = LevelCapsuleView()
                capsule.level = [2, 5, 3][i]
                capsule.backgroundColor = colors[i]
                capsule.layer.cornerRadius = 8
                capsule.setContentHuggingPriority(.required, for: .horizontal)
                capsule.setContentCompressionResistancePriority(.required, for: .horizontal)
                let valueLabel = UILabel()
                valueLabel.text = "\(capsule.level * 10)%"
                valueLabel.font = UIFont.systemFont(ofSize: 14)
                valueLabel.textAlignment = .right
                valueLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
                valueLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
                let row = UIStackView(arrangedSubviews: [nameLabel, capsule, valueLabel])
                row.axis = .horizontal
                row.alignment = .center
                row.spacing = 8
                stackView.addArrangedSubview(row)
                nameLabels.append(nameLabel)
                capsules.append(capsule)
                valueLabels.append(valueLabel)
            }
            NSLayoutConstraint.activate([
                stackView.leadingAnchor.constraint(equalToSystemSpacingAfter: leadingAnchor, multiplier: 2),
                trailingAnchor.constraint(equalToSystemSpacingAfter: stackView.trailingAnchor, multiplier: 2),
                stackView.centerYAnchor.constraint(equalTo: centerYAnchor),
                stackView.heightAnchor.constraint(equalToConstant: 96),
                nameLabels[1].widthAnchor.constraint(equalTo: nameLabels[0].widthAnchor),
                nameLabels[2].widthAnchor.constraint(equalTo: nameLabels[0].widthAnchor),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        /// New readings arrive: each capsule's intrinsic width changes.
        func update(levels: [Int] = [7, 2, 6]) {
            layoutIfNeeded()
            for (i, level) in levels.enumerated() where i < capsules.count {
                capsules[i].level = level
                valueLabels[i].text = "\(level * 10)%"
            }
            UIView.animate(withDuration: 0.7) {
                self.layoutIfNeeded()
            }
        }
    }
#endif
