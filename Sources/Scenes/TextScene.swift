import UIKit

/// `CATextLayer` with an animated font size and colour, beside `UILabel`s with alignment, attributed runs and
/// truncation.
final class TextScene: SceneViewController {
    let heading = CATextLayer()
    let labels = [UILabel(), UILabel(), UILabel()]

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text = "CATextLayer: fontSize and foregroundColor animate; UILabels: left, attributed, truncated"
        heading.string = "Core Animation"
        heading.fontSize = 40
        heading.alignmentMode = .center
        heading.foregroundColor = UIColor.systemIndigo.cgColor
        view.layer.addSublayer(heading)
        let grow = CABasicAnimation(keyPath: "fontSize")
        grow.toValue = 52
        let tint = CABasicAnimation(keyPath: "foregroundColor")
        tint.toValue = UIColor.systemPink.cgColor
        let group = CAAnimationGroup()
        group.animations = [grow, tint]
        group.duration = 1.5
        group.autoreverses = true
        group.repeatCount = .infinity
        heading.add(group, forKey: "breathe")
        let texts = [
            "Left-aligned label", "", "A very long label that cannot fit and is truncated at the end",
        ]
        let alignments: [NSTextAlignment] = [.left, .center, .left]
        for (label, (text, alignment)) in zip(labels, zip(texts, alignments)) {
            label.text = text
            label.textAlignment = alignment
            label.backgroundColor = .white
            label.layer.borderColor = UIColor.systemGray4.cgColor
            label.layer.borderWidth = 1
            view.addSubview(label)
        }
        let styled = NSMutableAttributedString(string: "Centred, bold and red")
        styled.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 17), range: NSRange(location: 9, length: 4))
        styled.addAttribute(.foregroundColor, value: UIColor.systemRed, range: NSRange(location: 18, length: 3))
        styled.addAttribute(
            .underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 18, length: 3))
        labels[1].attributedText = styled
    }

    override func viewDidLayoutSubviews() {
        layoutCaption()
        CATransaction.setDisableActions(true)
        heading.frame = CGRect(x: 20, y: middle.y - 130, width: view.bounds.width - 40, height: 70)
        for (i, label) in labels.enumerated() {
            label.frame = CGRect(x: middle.x - 150, y: middle.y - 20 + CGFloat(i) * 52, width: 300, height: 40)
        }
    }
}
