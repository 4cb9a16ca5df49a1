#if canImport(UIKit)
    import UIKit

    /// A row of chips laid out by a CALayer subclass in layoutSublayers(); a chip overrides removeFromSuperlayer()
    /// to shrink and fade first, and the row closes the gap with implicit animations.
    final class ChipLayer: CALayer {
        private var isLeaving = false

        override func removeFromSuperlayer() {
            guard !isLeaving else { return }
            isLeaving = true
            let container = superlayer
            CATransaction.begin()
            CATransaction.setAnimationDuration(0.35)
            CATransaction.setCompletionBlock {
                super.removeFromSuperlayer()
                container?.setNeedsLayout()
            }
            opacity = 0
            transform = CATransform3DMakeScale(0.2, 0.2, 1)
            CATransaction.commit()
        }
    }

    final class ChipRowLayer: CALayer {
        var spacing: CGFloat = 8

        override func layoutSublayers() {
            super.layoutSublayers()
            let chips = (sublayers ?? []).compactMap { $0 as? ChipLayer }
            let width = chips.reduce(0) { $0 + $1.bounds.width } + spacing * CGFloat(max(chips.count - 1, 0))
            var x = bounds.midX - width / 2
            for chip in chips {
                chip.position = CGPoint(x: x + chip.bounds.width / 2, y: bounds.midY)
                x += chip.bounds.width + spacing
            }
        }
    }

    final class ChipStackView: UIView {
        private let row = ChipRowLayer()
        private var chips: [ChipLayer] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPink]
            for (i, color) in colors.enumerated() {
                let chip = ChipLayer()
                chip.bounds = CGRect(x: 0, y: 0, width: 30 + CGFloat(i % 2) * 10, height: 30)
                chip.cornerRadius = 15
                chip.backgroundColor = color.cgColor
                row.addSublayer(chip)
                chips.append(chip)
            }
            layer.addSublayer(row)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            row.frame = bounds
        }

        /// Removes the second chip: it fades out, then the others slide together.
        func removeChip(at index: Int = 1) {
            guard chips.indices.contains(index) else { return }
            layoutIfNeeded()
            row.layoutIfNeeded()
            chips.remove(at: index).removeFromSuperlayer()
        }
    }
#endif
