#if canImport(UIKit)
    import UIKit

    /// A bouncing-dots loader whose view is itself a CAReplicatorLayer (layerClass): one dot, three copies
    /// shifted sideways, each bouncing a little later.
    final class ReplicatorDotsView: UIView {
        override class var layerClass: AnyClass {
            return CAReplicatorLayer.self
        }

        var replicatorLayer: CAReplicatorLayer {
            return layer as! CAReplicatorLayer
        }

        private let dot = CALayer()
        private let dotSize: CGFloat = 26
        private let spacing: CGFloat = 40

        override init(frame: CGRect) {
            super.init(frame: frame)
            dot.backgroundColor = UIColor.systemTeal.cgColor
            dot.cornerRadius = dotSize / 2
            replicatorLayer.addSublayer(dot)
            replicatorLayer.instanceCount = 3
            replicatorLayer.instanceTransform = CATransform3DMakeTranslation(spacing, 0, 0)
            replicatorLayer.instanceDelay = 0.2
            replicatorLayer.instanceBlueOffset = -0.25
            replicatorLayer.instanceAlphaOffset = -0.15
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            dot.frame = CGRect(
                x: bounds.midX - spacing - dotSize / 2, y: bounds.midY - dotSize / 2,
                width: dotSize, height: dotSize)
        }

        func startAnimating() {
            let bounce = CABasicAnimation(keyPath: "position.y")
            bounce.toValue = bounds.midY - 30
            bounce.duration = 0.4
            bounce.autoreverses = true
            bounce.repeatCount = .infinity
            bounce.timingFunction = CAMediaTimingFunction(name: .easeOut)
            dot.add(bounce, forKey: "bounce")
        }
    }
#endif
