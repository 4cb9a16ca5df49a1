#if canImport(UIKit)
import UIKit

/// Pac-Man chomping (a path animation between an open and a closed mouth) while dots slide into his mouth.
final class PacmanIndicatorView: UIView {
    private let pacman = CAShapeLayer()

    func startAnimating() {
        let radius: CGFloat = 36
        let center = CGPoint(x: bounds.midX - 30, y: bounds.midY)

        pacman.fillColor = UIColor.systemYellow.cgColor
        pacman.strokeColor = UIColor.orange.cgColor
        pacman.lineWidth = 2
        pacman.path = mouthPath(center: center, radius: radius, opening: .pi / 4)
        layer.addSublayer(pacman)

        let chomp = CABasicAnimation(keyPath: "path")
        chomp.fromValue = mouthPath(center: center, radius: radius, opening: .pi / 4)
        chomp.toValue = mouthPath(center: center, radius: radius, opening: 0.02)
        chomp.duration = 0.25
        chomp.autoreverses = true
        chomp.repeatCount = .infinity
        chomp.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        pacman.add(chomp, forKey: "chomp")

        let beginTime = CACurrentMediaTime()
        for i in 0..<3 {
            let dot = CALayer()
            dot.bounds = CGRect(x: 0, y: 0, width: 12, height: 12)
            dot.cornerRadius = 6
            dot.backgroundColor = UIColor.systemOrange.cgColor
            dot.position = CGPoint(x: center.x + 100, y: center.y)
            layer.insertSublayer(dot, below: pacman)

            let move = CABasicAnimation(keyPath: "transform.translation.x")
            move.fromValue = 0
            move.toValue = -100
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.6

            let group = CAAnimationGroup()
            group.animations = [move, fade]
            group.duration = 1.2
            group.repeatCount = HUGE
            group.timingFunction = CAMediaTimingFunction(name: .linear)
            group.beginTime = beginTime - 0.4 * Double(i)
            dot.add(group, forKey: "eat")
        }
    }

    private func mouthPath(center: CGPoint, radius: CGFloat, opening: CGFloat) -> CGPath {
        let path = UIBezierPath(arcCenter: center, radius: radius, startAngle: opening,
                                endAngle: 2 * .pi - opening, clockwise: true)
        path.addLine(to: center)
        path.close()
        return path.cgPath
    }
}
#endif
