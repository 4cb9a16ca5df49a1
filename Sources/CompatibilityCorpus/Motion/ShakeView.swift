#if canImport(UIKit)
    import UIKit

    /// The "wrong password" shake: an additive "position.x" keyframe animation on a text-field-like box.
    final class ShakeView: UIView {
        private let field = UIView()
        private let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            field.backgroundColor = UIColor(white: 0.97, alpha: 1)
            field.layer.borderColor = UIColor.systemRed.cgColor
            field.layer.borderWidth = 2
            field.layer.cornerRadius = 8
            label.text = "••••••"
            label.textColor = .systemRed
            label.font = .systemFont(ofSize: 24, weight: .bold)
            label.textAlignment = .center
            field.addSubview(label)
            addSubview(field)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            field.frame = CGRect(x: 30, y: bounds.midY - 24, width: bounds.width - 60, height: 48)
            label.frame = field.bounds
        }

        func shake() {
            let animation = CAKeyframeAnimation(keyPath: "position.x")
            animation.values = [0, 10, -10, 10, -5, 5, -5, 0]
            animation.keyTimes = [0, 0.14, 0.28, 0.42, 0.57, 0.71, 0.85, 1]
            animation.duration = 0.4
            animation.isAdditive = true
            animation.repeatCount = 2
            animation.beginTime = CACurrentMediaTime() + 0.1
            field.layer.add(animation, forKey: "shake")
        }
    }
#endif
