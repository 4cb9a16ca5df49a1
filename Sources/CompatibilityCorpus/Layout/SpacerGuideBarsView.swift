#if canImport(UIKit)
    import UIKit

    /// Three bars spread evenly by UILayoutGuide spacers of equal width between the default layoutMarginsGuide
    /// edges (the pre-UIStackView idiom), each bar as wide as half its height (widthAnchor = heightAnchor × 0.5),
    /// standing on the safeAreaLayoutGuide's bottom. Highlighting one sets state whose didSet calls
    /// setNeedsUpdateConstraints(); the updateConstraints() override writes the heights, and the animation block's
    /// layoutIfNeeded() runs that update and then lays out.
    final class SpacerGuideBarsView: UIView {
        private var bars: [UIView] = []
        private var barHeightConstraints: [NSLayoutConstraint] = []
        private(set) var highlightedIndex: Int? = nil {
            didSet { setNeedsUpdateConstraints() }
        }

        override class var requiresConstraintBasedLayout: Bool {
            return true
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
            var spacers: [UILayoutGuide] = []
            for _ in 0..<4 {
                let spacer = UILayoutGuide()
                addLayoutGuide(spacer)
                spacers.append(spacer)
                spacer.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor).isActive = true
                spacer.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor).isActive = true
            }
            var layoutConstraints = [
                spacers[0].leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                spacers[3].trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            ]
            for (i, color) in [UIColor.systemPink, .systemOrange, .systemTeal].enumerated() {
                let bar = UIView()
                bar.backgroundColor = color
                bar.layer.cornerRadius = 6
                bar.translatesAutoresizingMaskIntoConstraints = false
                addSubview(bar)
                bars.append(bar)
                let height = bar.heightAnchor.constraint(equalToConstant: 60)
                barHeightConstraints.append(height)
                layoutConstraints += [
                    height,
                    bar.widthAnchor.constraint(equalTo: bar.heightAnchor, multiplier: 0.5),
                    bar.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -36),
                    bar.leadingAnchor.constraint(equalTo: spacers[i].trailingAnchor),
                    bar.trailingAnchor.constraint(equalTo: spacers[i + 1].leadingAnchor),
                    spacers[i + 1].widthAnchor.constraint(equalTo: spacers[0].widthAnchor),
                ]
            }
            NSLayoutConstraint.activate(layoutConstraints)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func updateConstraints() {
            for (i, height) in barHeightConstraints.enumerated() {
                height.constant = i == highlightedIndex ? 128 : 60
            }
            super.updateConstraints()
        }

        func highlight(_ index: Int) {
            layoutIfNeeded()
            highlightedIndex = index
            UIView.animate(
                withDuration: 0.8, delay: 0, options: [.curveEaseInOut],
                animations: {
                    self.bars[index].backgroundColor = .systemIndigo
                    self.layoutIfNeeded()
                }, completion: nil)
        }
    }
#endif
