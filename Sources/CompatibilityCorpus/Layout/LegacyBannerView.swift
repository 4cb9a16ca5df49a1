#if canImport(UIKit)
    import UIKit

    /// A "link copied" banner dropping in from above, laid out the pre-anchor way:
    /// NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:), addConstraint(s) on the
    /// nearest common ancestor, .notAnAttribute for constants, fully spelled NSLayoutConstraint.Attribute/Relation;
    /// its width multiplier is changed the old way too: removeConstraint, then addConstraint of a new one.
    final class LegacyBannerView: UIView {
        private let banner = UIView()
        private let iconView = UIView()
        private let messageLabel = UILabel()
        private var bannerTopConstraint: NSLayoutConstraint!
        private var bannerWidthConstraint: NSLayoutConstraint!

        override init(frame: CGRect) {
            super.init(frame: frame)
            banner.backgroundColor = UIColor(white: 0.15, alpha: 1)
            banner.layer.cornerRadius = 12
            iconView.backgroundColor = .systemOrange
            iconView.layer.cornerRadius = 6
            messageLabel.text = "Link copied"
            messageLabel.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
            messageLabel.textColor = .white
            banner.translatesAutoresizingMaskIntoConstraints = false
            iconView.translatesAutoresizingMaskIntoConstraints = false
            messageLabel.translatesAutoresizingMaskIntoConstraints = false
            addSubview(banner)
            banner.addSubview(iconView)
            banner.addSubview(messageLabel)

            bannerTopConstraint = NSLayoutConstraint(
                item: banner, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top,
                multiplier: 1, constant: -64)
            bannerWidthConstraint = NSLayoutConstraint(
                item: banner, attribute: .width, relatedBy: .equal, toItem: self, attribute: .width,
                multiplier: 0.8, constant: 0)
            addConstraints([
                bannerTopConstraint, bannerWidthConstraint,
                NSLayoutConstraint(
                    item: banner, attribute: .centerX, relatedBy: .equal, toItem: self,
                    attribute: .centerX, multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: banner, attribute: .height, relatedBy: .equal, toItem: nil,
                    attribute: .notAnAttribute, multiplier: 1, constant: 52),
            ])
            banner.addConstraint(
                NSLayoutConstraint(
                    item: iconView, attribute: .leading, relatedBy: .equal,
                    toItem: banner, attribute: .leading, multiplier: 1.0, constant: 12))
            banner.addConstraint(
                NSLayoutConstraint(
                    item: iconView, attribute: NSLayoutConstraint.Attribute.centerY,
                    relatedBy: NSLayoutConstraint.Relation.equal, toItem: banner,
                    attribute: NSLayoutConstraint.Attribute.centerY,
                    multiplier: 1.0, constant: 0.0))
            iconView.addConstraint(
                NSLayoutConstraint(
                    item: iconView, attribute: .width, relatedBy: .equal, toItem: nil,
                    attribute: .notAnAttribute, multiplier: 1, constant: 28))
            iconView.addConstraint(
                NSLayoutConstraint(
                    item: iconView, attribute: .height, relatedBy: .equal,
                    toItem: iconView, attribute: .width, multiplier: 1, constant: 0))
            banner.addConstraints([
                NSLayoutConstraint(
                    item: messageLabel, attribute: .left, relatedBy: .equal, toItem: iconView,
                    attribute: .right, multiplier: 1, constant: 10),
                NSLayoutConstraint(
                    item: messageLabel, attribute: .right, relatedBy: .lessThanOrEqual, toItem: banner,
                    attribute: .right, multiplier: 1, constant: -12),
                NSLayoutConstraint(
                    item: messageLabel, attribute: .centerY, relatedBy: .equal, toItem: banner,
                    attribute: .centerY, multiplier: 1, constant: 0),
            ])
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        /// Drops the banner in and widens it, as after a copy.
        func show() {
            layoutIfNeeded()
            bannerTopConstraint.constant = 24
            removeConstraint(bannerWidthConstraint)
            bannerWidthConstraint = NSLayoutConstraint(
                item: banner, attribute: .width, relatedBy: .equal, toItem: self, attribute: .width,
                multiplier: 0.9, constant: 0)
            addConstraint(bannerWidthConstraint)
            UIView.animate(
                withDuration: 0.6, delay: 0.05, options: [.curveEaseOut],
                animations: {
                    self.layoutIfNeeded()
                },
                completion: { finished in
                    if finished { self.iconView.backgroundColor = .systemGreen }
                })
        }
    }
#endif
