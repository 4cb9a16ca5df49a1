#if canImport(UIKit)
    import UIKit

    /// A horizontal progress bar: a rounded fill view whose frame grows inside UIView.animate.
    final class LinearProgressBarView: UIView {
        private let trackView = UIView()
        private let fillView = UIView()
        private(set) var progress: CGFloat = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
            trackView.backgroundColor = UIColor(white: 0.9, alpha: 1)
            trackView.clipsToBounds = true
            fillView.backgroundColor = .systemBlue
            addSubview(trackView)
            trackView.addSubview(fillView)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            trackView.frame = CGRect(x: 20, y: bounds.midY - 8, width: bounds.width - 40, height: 16)
            trackView.layer.cornerRadius = 8
            fillView.layer.cornerRadius = 8
            fillView.frame = CGRect(x: 0, y: 0, width: trackView.bounds.width * progress, height: 16)
        }

        func setProgress(_ progress: CGFloat, animated: Bool) {
            layoutIfNeeded()
            self.progress = progress
            let changes = {
                self.fillView.frame.size.width = self.trackView.bounds.width * progress
                self.fillView.backgroundColor = progress >= 1 ? .systemGreen : .systemBlue
            }
            if animated {
                UIView.animate(
                    withDuration: 1.2, delay: 0.2, options: [.curveEaseInOut, .beginFromCurrentState],
                    animations: changes,
                    completion: { finished in
                        if finished { self.trackView.layer.borderWidth = 0 }
                    })
            } else {
                changes()
            }
        }
    }
#endif
