#if canImport(UIKit)
    import UIKit

    /// A grid of tiles that drop in and fade up one after another: one UIView.animate per tile, staggered by delay.
    final class FadeCascadeView: UIView {
        private var tiles: [UIView] = []
        private let colors: [UIColor] = [
            .systemRed, .systemOrange, .systemYellow, .systemGreen,
            .systemTeal, .systemBlue, .systemIndigo, .systemPurple, .systemPink,
        ]

        override init(frame: CGRect) {
            super.init(frame: frame)
            for color in colors {
                let tile = UIView()
                tile.backgroundColor = color
                tile.layer.cornerRadius = 10
                tile.alpha = 0
                addSubview(tile)
                tiles.append(tile)
            }
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let side: CGFloat = 50, spacing: CGFloat = 10
            let origin = (bounds.width - 3 * side - 2 * spacing) / 2
            for (i, tile) in tiles.enumerated() {
                tile.bounds = CGRect(x: 0, y: 0, width: side, height: side)
                tile.center = CGPoint(
                    x: origin + side / 2 + CGFloat(i % 3) * (side + spacing),
                    y: origin + side / 2 + CGFloat(i / 3) * (side + spacing))
            }
        }

        func playCascade() {
            layoutIfNeeded()
            for (i, tile) in tiles.enumerated() {
                tile.alpha = 0
                tile.transform = CGAffineTransform(translationX: 0, y: -30).scaledBy(x: 0.8, y: 0.8)
                UIView.animate(
                    withDuration: 0.5, delay: 0.12 * Double(i), options: .curveEaseOut,
                    animations: {
                        tile.alpha = 1
                        tile.transform = .identity
                    }, completion: nil)
            }
        }
    }
#endif
