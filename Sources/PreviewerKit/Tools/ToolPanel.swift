import UIKit

/// The look every tool panel shares: a dark, slightly see-through rounded card, and text styles.
@MainActor
enum ToolStyle {
    static func makePanel() -> UIView {
        let panel = UIView()
        panel.backgroundColor = UIColor(white: 0.08, alpha: 0.95)
        panel.layer.cornerRadius = 10
        panel.layer.borderWidth = 1
        panel.layer.borderColor = UIColor(white: 1, alpha: 0.12).cgColor
        return panel
    }

    static func makeLabel(size: CGFloat = 11, monospaced: Bool = true, lines: Int = 1) -> UILabel {
        let label = UILabel()
        label.font = monospaced ? .monospacedSystemFont(ofSize: size, weight: .regular) : .boldSystemFont(ofSize: size)
        label.textColor = UIColor(white: 0.92, alpha: 1)
        label.numberOfLines = lines
        return label
    }

    static func makeButton(_ title: String, action: @escaping @MainActor () -> Void) -> UIButton {
        let button = UIButton(type: .custom)
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 11)
        button.setTitleColor(UIColor(white: 0.92, alpha: 1), for: .normal)
        button.backgroundColor = UIColor(white: 1, alpha: 0.12)
        button.layer.cornerRadius = 5
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        return button
    }

    static let accent = UIColor(red: 0.2, green: 0.6, blue: 1, alpha: 1)
    static let selection = UIColor(red: 1, green: 0.6, blue: 0.1, alpha: 1)
}
