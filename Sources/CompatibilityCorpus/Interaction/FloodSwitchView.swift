#if canImport(UIKit)
    import UIKit

    /// A settings panel whose colour floods out from its switch when turned on: a UISwitch with a valueChanged
    /// action, and a circular CAShapeLayer mask whose path grows from the switch to beyond the panel's corners.
    final class FloodSwitchView: UIView {
        let toggle = UISwitch()
        private let flood = UIView()
        private let floodMask = CAShapeLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = UIColor(white: 0.95, alpha: 1)
            flood.backgroundColor = UIColor.systemTeal
            flood.layer.mask = floodMask
            addSubview(flood)
            addSubview(toggle)
            toggle.onTintColor = UIColor.systemIndigo
            toggle.addAction(UIAction { [weak self] _ in self?.switchChanged() }, for: .valueChanged)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            flood.frame = bounds
            floodMask.frame = bounds
            toggle.center = CGPoint(x: bounds.maxX - 45, y: bounds.maxY - 35)
            if floodMask.path == nil { floodMask.path = circle(radius: 0.5) }
        }

        private func circle(radius: CGFloat) -> CGPath {
            UIBezierPath(arcCenter: toggle.center, radius: radius, startAngle: 0, endAngle: .pi * 2, clockwise: true)
                .cgPath
        }

        /// What a tap does: toggles the switch with its animation, then floods or drains the panel.
        func turn(on: Bool) {
            toggle.setOn(on, animated: true)
            switchChanged()
        }

        private func switchChanged() {
            layoutIfNeeded()
            let full = hypot(bounds.width, bounds.height)
            let target = circle(radius: toggle.isOn ? full : 0.5)
            let animation = CABasicAnimation(keyPath: "path")
            animation.fromValue = floodMask.presentation()?.path ?? floodMask.path
            animation.toValue = target
            animation.duration = 0.6
            animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
            floodMask.path = target
            floodMask.add(animation, forKey: "flood")
        }
    }
#endif
