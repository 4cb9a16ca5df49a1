#if canImport(UIKit)
    import UIKit

    /// Typewriter text: a label in a monospaced font uncovered one character at a time by a mask whose
    /// width steps in discrete keyframes, with a blinking caret following it.
    final class TypewriterTextView: UIView {
        private let label = UILabel()
        private let revealMask = CALayer()
        private let caret = CALayer()
        let text = "Hello, world"

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.text = text
            label.font = UIFont.monospacedSystemFont(ofSize: 20, weight: .semibold)
            label.textColor = .darkText
            addSubview(label)
            revealMask.backgroundColor = UIColor.black.cgColor
            revealMask.anchorPoint = CGPoint(x: 0, y: 0.5)
            label.layer.mask = revealMask
            caret.backgroundColor = UIColor.systemBlue.cgColor
            layer.addSublayer(caret)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            label.sizeToFit()
            label.center = CGPoint(x: bounds.midX, y: bounds.midY)
            revealMask.bounds = CGRect(x: 0, y: 0, width: 0, height: label.bounds.height)
            revealMask.position = CGPoint(x: 0, y: label.bounds.midY)
            caret.frame = CGRect(x: label.frame.minX, y: label.frame.minY, width: 2, height: label.bounds.height)
        }

        func startTyping(characterDuration: CFTimeInterval = 0.15) {
            layoutIfNeeded()
            let font = label.font ?? UIFont.systemFont(ofSize: 20)
            let advance = ("M" as NSString).size(withAttributes: [.font: font]).width
            let count = text.count
            let widths = (0...count).map { CGFloat($0) * advance }
            // Discrete keyframes take one key time more than values.
            let keyTimes = (0...count + 1).map { NSNumber(value: Double($0) / Double(count + 1)) }
            let duration = characterDuration * Double(count + 1)

            let typing = CAKeyframeAnimation(keyPath: "bounds.size.width")
            typing.values = widths
            typing.keyTimes = keyTimes
            typing.calculationMode = .discrete
            typing.duration = duration
            typing.fillMode = .forwards
            typing.isRemovedOnCompletion = false
            revealMask.add(typing, forKey: "typing")

            let follow = CAKeyframeAnimation(keyPath: "position.x")
            follow.values = widths.map { label.frame.minX + $0 + 1 }
            follow.keyTimes = keyTimes
            follow.calculationMode = .discrete
            follow.duration = duration
            follow.fillMode = .forwards
            follow.isRemovedOnCompletion = false
            caret.add(follow, forKey: "follow")

            let blink = CAKeyframeAnimation(keyPath: "opacity")
            blink.values = [1, 0]
            blink.calculationMode = .discrete
            blink.duration = 0.8
            blink.repeatCount = .infinity
            caret.add(blink, forKey: "blink")
        }
    }
#endif
