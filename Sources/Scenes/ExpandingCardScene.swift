import UIKit

/// Auto Layout: a card whose height constraint opens and closes with a spring on each click; the views below it
/// follow through their constraints.
final class ExpandingCardScene: SceneViewController {
    let card = UIView()
    let header = UIView()
    let titleLabel = UILabel()
    let detail = UILabel()
    let footer = UILabel()
    var height: NSLayoutConstraint!
    var isOpen = false

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text = "Click: the card's height constraint changes inside a spring animation block (layoutIfNeeded)"
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        card.layer.shadowOpacity = 0.18
        card.layer.shadowRadius = 12
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        header.backgroundColor = .systemIndigo
        header.layer.cornerRadius = 16
        header.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        titleLabel.text = "Trip to Lisbon"
        titleLabel.font = .boldSystemFont(ofSize: 20)
        titleLabel.textColor = .white
        detail.text = "Flight TP 1337 leaves at 09:40 from gate 12. Boarding closes 20 minutes before departure."
        detail.numberOfLines = 0
        detail.font = .systemFont(ofSize: 15)
        detail.textColor = .darkGray
        detail.alpha = 0
        footer.text = "Below the card, held 16 points under it"
        footer.font = .systemFont(ofSize: 14)
        footer.textColor = .gray
        view.addSubview(card)
        view.addSubview(footer)
        card.addSubview(header)
        header.addSubview(titleLabel)
        card.addSubview(detail)
        for item in [card, header, titleLabel, detail, footer] {
            item.translatesAutoresizingMaskIntoConstraints = false
        }
        height = card.heightAnchor.constraint(equalToConstant: 72)
        let width = card.widthAnchor.constraint(equalToConstant: 360)
        width.priority = .defaultHigh
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 72),
            card.centerXAnchor.constraint(equalTo: view.centerXAnchor), width,
            card.leadingAnchor.constraint(greaterThanOrEqualTo: view.layoutMarginsGuide.leadingAnchor), height,
            header.topAnchor.constraint(equalTo: card.topAnchor),
            header.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 72),
            titleLabel.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 20),
            titleLabel.centerYAnchor.constraint(equalTo: header.centerYAnchor),
            detail.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 16),
            detail.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 20),
            detail.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -20),
            footer.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 16),
            footer.centerXAnchor.constraint(equalTo: card.centerXAnchor),
        ])
    }

    override func viewDidLayoutSubviews() {
        layoutCaption()
    }

    override func tapped(at point: CGPoint) {
        isOpen.toggle()
        UIView.animate(
            withDuration: 0.7, delay: 0, usingSpringWithDamping: 0.65, initialSpringVelocity: 0, options: [],
            animations: {
                self.height.constant = self.isOpen ? 220 : 72
                self.detail.alpha = self.isOpen ? 1 : 0
                self.view.layoutIfNeeded()
            })
    }
}
