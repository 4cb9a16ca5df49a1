import UIKit

/// Auto Layout: a sidebar that slides in and out by changing its leading constraint's constant; the content
/// beside it follows and dims.
final class SidebarScene: SceneViewController {
    let sidebar = UIView()
    let content = UIView()
    let items = UIStackView()
    var leading: NSLayoutConstraint!
    var isOpen = false
    static let width: CGFloat = 220

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text = "Click: the sidebar's leading constraint constant goes from −220 to 0 (and back), animated"
        sidebar.backgroundColor = UIColor(red: 0.16, green: 0.18, blue: 0.24, alpha: 1)
        content.backgroundColor = .white
        content.layer.cornerRadius = 12
        content.layer.shadowOpacity = 0.15
        content.layer.shadowRadius = 10
        items.axis = .vertical
        items.spacing = 14
        for name in ["Inbox", "Starred", "Sent", "Drafts", "Archive"] {
            let label = UILabel()
            label.text = name
            label.font = .systemFont(ofSize: 17, weight: .medium)
            label.textColor = UIColor(white: 0.92, alpha: 1)
            items.addArrangedSubview(label)
        }
        let heading = UILabel()
        heading.text = "Messages"
        heading.font = .boldSystemFont(ofSize: 24)
        heading.textColor = .darkText
        view.addSubview(content)
        view.addSubview(sidebar)
        sidebar.addSubview(items)
        content.addSubview(heading)
        for item in [sidebar, content, items, heading] { item.translatesAutoresizingMaskIntoConstraints = false }
        leading = sidebar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: -Self.width)
        NSLayoutConstraint.activate([
            leading, sidebar.topAnchor.constraint(equalTo: view.topAnchor, constant: 56),
            sidebar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            sidebar.widthAnchor.constraint(equalToConstant: Self.width),
            items.topAnchor.constraint(equalTo: sidebar.topAnchor, constant: 24),
            items.leadingAnchor.constraint(equalTo: sidebar.leadingAnchor, constant: 24),
            content.leadingAnchor.constraint(equalTo: sidebar.trailingAnchor, constant: 16),
            content.topAnchor.constraint(equalTo: sidebar.topAnchor, constant: 16),
            content.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -16),
            content.widthAnchor.constraint(equalTo: view.widthAnchor, constant: -32),
            heading.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            heading.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
        ])
    }

    override func viewDidLayoutSubviews() {
        layoutCaption()
    }

    override func tapped(at point: CGPoint) {
        isOpen.toggle()
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveEaseOut]) {
            self.leading.constant = self.isOpen ? 0 : -Self.width
            self.content.alpha = self.isOpen ? 0.6 : 1
            self.view.layoutIfNeeded()
        }
    }
}
