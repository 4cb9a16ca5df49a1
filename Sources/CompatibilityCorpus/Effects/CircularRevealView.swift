#if canImport(UIKit)
    import UIKit

    /// A circular reveal: a colourful view appears through a circle mask whose path grows from a dot to
    /// beyond the corners.
    final class CircularRevealView: UIView {
        private let contentView = UIView()
        private let circleMask = CAShapeLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .systemIndigo
            addSubview(contentView)
            let stripe = UIView(frame: CGRect(x: 0, y: 80, width: 200, height: 40))
            stripe.backgroundColor = .systemYellow
            contentView.addSubview(stripe)
            contentView.layer.mask = circleMask
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            contentView.frame = bounds
            circleMask.frame = contentView.bounds
        }

        func reveal(from point: CGPoint? = nil, duration: CFTimeInterval = 0.8) {
            layoutIfNeeded()
            let origin = point ?? CGPoint(x: bounds.width * 0.25, y: bounds.height * 0.75)
            let startPath = UIBezierPath(ovalIn: CGRect(origin: origin, size: .zero).insetBy(dx: -2, dy: -2))
            let radius = hypot(max(origin.x, bounds.width - origin.x), max(origin.y, bounds.height - origin.y))
            // Both ends are ovals so the path animation interpolates like for like.
            let endPath = UIBezierPath(
                ovalIn: CGRect(
                    x: origin.x - radius, y: origin.y - radius,
                    width: radius * 2, height: radius * 2))

            circleMask.path = endPath.cgPath
            let animation = CABasicAnimation(keyPath: "path")
            animation.fromValue = startPath.cgPath
            animation.toValue = endPath.cgPath
            animation.duration = duration
            animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
            circleMask.add(animation, forKey: "reveal")
        }
    }
#endif
