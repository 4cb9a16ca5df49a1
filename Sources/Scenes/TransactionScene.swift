import UIKit

/// Click: three layers change in one 1 s transaction; its completion block updates the caption.
final class TransactionScene: SceneViewController {
    let boxes = [CALayer(), CALayer(), CALayer()]
    var expanded = false
    var completions = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text = "Click: one CATransaction (1 s, easeInEaseOut) changes three layers; the completion counts"
        let colors = [UIColor.systemRed, .systemGreen, .systemOrange]
        for (box, color) in zip(boxes, colors) {
            box.bounds = CGRect(x: 0, y: 0, width: 90, height: 90)
            box.backgroundColor = color.cgColor
            box.cornerRadius = 10
            view.layer.addSublayer(box)
        }
    }

    override func viewDidLayoutSubviews() {
        layoutCaption()
        CATransaction.setDisableActions(true)
        place()
    }

    private func place() {
        for (i, box) in boxes.enumerated() {
            let offset = CGFloat(i - 1) * (expanded ? 170 : 110)
            box.position = CGPoint(x: middle.x + offset, y: middle.y)
            box.transform =
                expanded ? CATransform3DMakeRotation(CGFloat(i - 1) * .pi / 8, 0, 0, 1) : CATransform3DIdentity
            box.opacity = expanded && i == 1 ? 0.5 : 1
        }
    }

    override func tapped(at point: CGPoint) {
        expanded.toggle()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
        CATransaction.setCompletionBlock { [weak self] in
            guard let self else { return }
            self.completions += 1
            self.caption.text =
                "Completion block ran \(self.completions) time\(self.completions == 1 ? "" : "s"); click again"
        }
        place()
        CATransaction.commit()
    }
}
