#if canImport(UIKit)
    import UIKit

    /// An upload bar whose fill is a fraction of the track: `multiplier` is read-only, so setProgress deactivates
    /// the width constraint and activates a new one with the new multiplier, then animates layoutIfNeeded().
    /// The percentage rides on the fill's end (centerX at .defaultHigh) but never leaves the track (inequalities).
    final class MultiplierProgressView: UIView {
        private let trackView = UIView()
        private let fillView = UIView()
        private let percentLabel = UILabel()
        private let captionLabel = UILabel()
        private var fillWidthConstraint: NSLayoutConstraint!
        private(set) var progress: CGFloat = 0.1

        override init(frame: CGRect) {
            super.init(frame: frame)
            trackView.backgroundColor = UIColor(white: 0.9, alpha: 1)
            trackView.layer.cornerRadius = 9
            trackView.clipsToBounds = true
            fillView.backgroundColor = .systemBlue
            percentLabel.text = "10%"
            percentLabel.font = UIFont.boldSystemFont(ofSize: 15)
            percentLabel.textColor = .systemBlue
            captionLabel.text = "Uploading photos"
            captionLabel.font = UIFont.systemFont(ofSize: 13)
            captionLabel.textColor = .gray
            for view in [trackView, fillView, percentLabel, captionLabel] {
                view.translatesAutoresizingMaskIntoConstraints = false
            }
            addSubview(trackView)
            trackView.addSubview(fillView)
            addSubview(percentLabel)
            addSubview(captionLabel)

            fillWidthConstraint = fillView.widthAnchor.constraint(equalTo: trackView.widthAnchor, multiplier: progress)
            let followsFill = percentLabel.centerXAnchor.constraint(equalTo: fillView.trailingAnchor)
            followsFill.priority = .defaultHigh
            NSLayoutConstraint.activate([
                trackView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
                trackView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
                trackView.centerYAnchor.constraint(equalTo: centerYAnchor),
                trackView.heightAnchor.constraint(equalToConstant: 18),
                fillView.leadingAnchor.constraint(equalTo: trackView.leadingAnchor),
                fillView.topAnchor.constraint(equalTo: trackView.topAnchor),
                fillView.bottomAnchor.constraint(equalTo: trackView.bottomAnchor),
                fillWidthConstraint,
                percentLabel.bottomAnchor.constraint(equalTo: trackView.topAnchor, constant: -8),
                followsFill,
                percentLabel.leadingAnchor.constraint(greaterThanOrEqualTo: trackView.leadingAnchor),
                percentLabel.trailingAnchor.constraint(lessThanOrEqualTo: trackView.trailingAnchor),
                captionLabel.topAnchor.constraint(equalToSystemSpacingBelow: trackView.bottomAnchor, multiplier: 1.5),
                captionLabel.leadingAnchor.constraint(equalTo: trackView.leadingAnchor),
            ])
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        func setProgress(_ progress: CGFloat, animated: Bool) {
            layoutIfNeeded()
            self.progress = progress
            fillWidthConstraint.isActive = false
            fillWidthConstraint = fillView.widthAnchor.constraint(equalTo: trackView.widthAnchor, multiplier: progress)
            fillWidthConstraint.isActive = true
            percentLabel.text = "\(Int((progress * 100).rounded()))%"
            let changes = {
                self.fillView.backgroundColor = progress >= 1 ? .systemGreen : .systemBlue
                self.layoutIfNeeded()
            }
            if animated {
                UIView.animate(
                    withDuration: 0.9, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                    animations: changes)
            } else {
                changes()
            }
        }
    }
#endif
