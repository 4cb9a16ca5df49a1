#if canImport(UIKit)
    import UIKit

    /// A frame-by-frame spinner: eight images drawn with UIGraphicsImageRenderer, played by a UIImageView's
    /// animationImages, as sprite animations and old-style loaders are.
    final class FlipbookSpinnerView: UIView {
        private let imageView = UIImageView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            imageView.contentMode = .center
            addSubview(imageView)
            imageView.animationImages = (0..<8).map { Self.frame($0, of: 8) }
            imageView.animationDuration = 0.8
            imageView.animationRepeatCount = 0
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            imageView.frame = bounds
        }

        /// Twelve spokes fading around a circle, the brightest at `index` eighths of a turn.
        private static func frame(_ index: Int, of count: Int) -> UIImage {
            let size = CGSize(width: 120, height: 120)
            return UIGraphicsImageRenderer(size: size).image { context in
                let ctx = context.cgContext
                ctx.translateBy(x: size.width / 2, y: size.height / 2)
                ctx.rotate(by: CGFloat(index) * 2 * .pi / CGFloat(count))
                for spoke in 0..<12 {
                    let alpha = 1 - CGFloat(spoke) / 12
                    UIColor.systemIndigo.withAlphaComponent(alpha).setFill()
                    UIBezierPath(roundedRect: CGRect(x: -5, y: -54, width: 10, height: 28), cornerRadius: 5).fill()
                    ctx.rotate(by: -2 * .pi / 12)
                }
            }
        }

        func startAnimating() {
            imageView.startAnimating()
        }
    }
#endif
