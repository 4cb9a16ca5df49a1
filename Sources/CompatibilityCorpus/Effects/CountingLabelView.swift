#if canImport(UIKit)
    import UIKit

    /// A number counting up: a CATextLayer subclass with a custom animatable `count`, turning the presentation
    /// value into its string in display().
    final class CountingTextLayer: CATextLayer {
        // On iOS: `@NSManaged var count: CGFloat`.
        var count: CGFloat {
            get { return value(forKey: "count") as? CGFloat ?? 0 }
            set { setValue(newValue, forKey: "count") }
        }

        override init() {
            super.init()
        }

        override init(layer: Any) {
            super.init(layer: layer)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override class func needsDisplay(forKey key: String) -> Bool {
            if key == "count" { return true }
            return super.needsDisplay(forKey: key)
        }

        override func display() {
            let current = presentation()?.count ?? count
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            string = String(format: "%.0f%%", Double(current))
            CATransaction.commit()
            super.display()
        }
    }

    final class CountingLabelView: UIView {
        private let counter = CountingTextLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            counter.font = UIFont.boldSystemFont(ofSize: 44)
            counter.fontSize = 44
            counter.foregroundColor = UIColor.systemIndigo.cgColor
            counter.alignmentMode = .center
            counter.contentsScale = UIScreen.main.scale
            counter.string = "0%"
            layer.addSublayer(counter)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            counter.frame = CGRect(x: 0, y: bounds.midY - 28, width: bounds.width, height: 56)
        }

        func count(to value: CGFloat, duration: CFTimeInterval = 2) {
            let animation = CABasicAnimation(keyPath: "count")
            animation.fromValue = counter.count
            animation.toValue = value
            animation.duration = duration
            animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
            counter.count = value
            counter.add(animation, forKey: "count")
        }
    }
#endif
