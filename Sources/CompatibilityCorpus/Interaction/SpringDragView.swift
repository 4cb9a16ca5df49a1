#if canImport(UIKit)
    import UIKit

    /// A ball you can drag with your finger that springs home when released (touchesBegan/Moved/Ended and
    /// UIView.animate with usingSpringWithDamping). `flick(by:)` does the same without a finger.
    final class SpringDragView: UIView {
        private let ball = UIView()
        private var touchOffset = CGPoint.zero

        private var home: CGPoint {
            return CGPoint(x: bounds.midX, y: bounds.midY)
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
            ball.backgroundColor = .systemPink
            ball.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
            ball.layer.cornerRadius = 32
            addSubview(ball)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            if ball.layer.animationKeys() == nil {
                ball.center = home
            }
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let touch = touches.first else { return }
            let point = touch.location(in: self)
            ball.layer.removeAllAnimations()
            touchOffset = CGPoint(x: ball.center.x - point.x, y: ball.center.y - point.y)
            UIView.animate(withDuration: 0.15) { self.ball.transform = CGAffineTransform(scaleX: 1.15, y: 1.15) }
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let point = touches.first?.location(in: self) else { return }
            ball.center = CGPoint(x: point.x + touchOffset.x, y: point.y + touchOffset.y)
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            springHome(velocity: 0)
        }

        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            springHome(velocity: 0)
        }

        /// Pulls the ball away by `offset` and lets go.
        func flick(by offset: CGVector = CGVector(dx: 60, dy: -70)) {
            layoutIfNeeded()
            ball.center = CGPoint(x: home.x + offset.dx, y: home.y + offset.dy)
            springHome(velocity: 0.8)
        }

        private func springHome(velocity: CGFloat) {
            UIView.animate(
                withDuration: 0.9, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: velocity,
                options: [.allowUserInteraction, .beginFromCurrentState],
                animations: {
                    self.ball.center = self.home
                    self.ball.transform = .identity
                }, completion: nil)
        }
    }
#endif
