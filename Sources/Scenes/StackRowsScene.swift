import UIKit

/// Auto Layout: a vertical stack view whose rows hide on click, collapsing with an animation; clicking outside
/// the rows shows them all again.
final class StackRowsScene: SceneViewController {
    let stack = UIStackView()
    let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple]

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text =
            "Click a row: isHidden inside UIView.animate collapses it in the UIStackView; click outside: all back"
        stack.axis = .vertical
        stack.spacing = 10
        stack.alignment = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        for (index, color) in colors.enumerated() {
            let row = UIView()
            row.backgroundColor = color.withAlphaComponent(0.85)
            row.layer.cornerRadius = 10
            let label = UILabel()
            label.text = "Row \(index + 1)"
            label.font = .boldSystemFont(ofSize: 17)
            label.textColor = .white
            label.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(label)
            // 999, not required: a hidden row's height goes to 0 without a conflict.
            let height = row.heightAnchor.constraint(equalToConstant: 48)
            height.priority = UILayoutPriority(999)
            NSLayoutConstraint.activate([
                height,
                label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
                label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            ])
            stack.addArrangedSubview(row)
        }
        let width = stack.widthAnchor.constraint(equalToConstant: 320)
        width.priority = .defaultHigh
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 64),
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor), width,
            stack.leadingAnchor.constraint(greaterThanOrEqualTo: view.layoutMarginsGuide.leadingAnchor),
        ])
    }

    override func viewDidLayoutSubviews() {
        layoutCaption()
    }

    override func tapped(at point: CGPoint) {
        let inStack = view.convert(point, to: stack)
        let row = stack.arrangedSubviews.first { !$0.isHidden && $0.frame.contains(inStack) }
        UIView.animate(withDuration: 0.35) {
            if let row {
                row.isHidden = true
                row.alpha = 0
            } else {
                for hidden in self.stack.arrangedSubviews where hidden.isHidden {
                    hidden.isHidden = false
                    hidden.alpha = 1
                }
            }
            self.view.layoutIfNeeded()
        }
    }
}
