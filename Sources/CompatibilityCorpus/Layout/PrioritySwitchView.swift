#if canImport(UIKit)
    import UIKit

    /// A large toggle whose knob is held by two competing equalities, one at .defaultHigh and one at .defaultLow,
    /// inside required inequalities; turning it on swaps the two priorities and animates layoutIfNeeded().
    /// Also UILayoutPriority(rawValue: 999), UILayoutPriority(999), .required, lessThanOrEqualToConstant, a height
    /// that is half the width (multiplier 0.5), and corner radii set from the solved frames in layoutSubviews.
    final class PrioritySwitchView: UIView {
        private let track = UIView()
        private let knob = UIView()
        private let stateLabel = UILabel()
        private var offConstraint: NSLayoutConstraint!
        private var onConstraint: NSLayoutConstraint!
        private(set) var isOn = false

        override init(frame: CGRect) {
            super.init(frame: frame)
            track.backgroundColor = UIColor(white: 0.85, alpha: 1)
            knob.backgroundColor = .white
            knob.layer.shadowOpacity = 0.25
            knob.layer.shadowOffset = CGSize(width: 0, height: 2)
            stateLabel.text = "Off"
            stateLabel.font = UIFont.boldSystemFont(ofSize: 18)
            stateLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
            for view in [track, knob, stateLabel] {
                view.translatesAutoresizingMaskIntoConstraints = false
            }
            addSubview(track)
            track.addSubview(knob)
            addSubview(stateLabel)

            offConstraint = knob.leadingAnchor.constraint(equalTo: track.leadingAnchor, constant: 4)
            offConstraint.priority = .defaultHigh
            onConstraint = knob.trailingAnchor.constraint(equalTo: track.trailingAnchor, constant: -4)
            onConstraint.priority = .defaultLow
            let preferredWidth = track.widthAnchor.constraint(equalToConstant: 124)
            preferredWidth.priority = UILayoutPriority(rawValue: 999)
            let raised = track.centerYAnchor.constraint(equalTo: centerYAnchor, constant: -14)
            raised.priority = UILayoutPriority(999)
            NSLayoutConstraint.activate([
                preferredWidth, raised, offConstraint, onConstraint,
                track.widthAnchor.constraint(lessThanOrEqualTo: widthAnchor, constant: -40),
                track.widthAnchor.constraint(lessThanOrEqualToConstant: 160),
                track.heightAnchor.constraint(equalTo: track.widthAnchor, multiplier: 0.5),
                track.centerXAnchor.constraint(equalTo: centerXAnchor),
                knob.centerYAnchor.constraint(equalTo: track.centerYAnchor),
                knob.heightAnchor.constraint(equalTo: track.heightAnchor, constant: -8),
                knob.widthAnchor.constraint(equalTo: knob.heightAnchor),
                knob.leadingAnchor.constraint(greaterThanOrEqualTo: track.leadingAnchor, constant: 4),
                knob.trailingAnchor.constraint(lessThanOrEqualTo: track.trailingAnchor, constant: -4),
                stateLabel.topAnchor.constraint(equalTo: track.bottomAnchor, constant: 16),
                stateLabel.centerXAnchor.constraint(equalTo: track.centerXAnchor),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            track.layer.cornerRadius = track.bounds.height / 2
            // The knob is laid out by its own superview (the track) later in this pass, so derive its radius.
            knob.layer.cornerRadius = (track.bounds.height - 8) / 2
        }

        func setOn(_ on: Bool, animated: Bool) {
            layoutIfNeeded()
            isOn = on
            offConstraint.priority = on ? .defaultLow : .defaultHigh
            onConstraint.priority = on ? .defaultHigh : .defaultLow
            stateLabel.text = on ? "On" : "Off"
            let changes = {
                self.track.backgroundColor = on ? .systemGreen : UIColor(white: 0.85, alpha: 1)
                self.layoutIfNeeded()
            }
            if animated {
                UIView.animate(withDuration: 0.5, animations: changes)
            } else {
                changes()
            }
        }
    }
#endif
