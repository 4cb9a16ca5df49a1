#if canImport(UIKit)
    import UIKit

    /// An "onion skin": a square spins, and on every layout pass its *presentation* layer is rendered into an
    /// image (layer.presentation()?.render(in:) inside UIGraphicsImageRenderer) shown faded in an image view.
    final class PresentationSnapshotView: UIView {
        private let spinner = UIView()
        private let ghostView = UIImageView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            ghostView.alpha = 0.35
            ghostView.contentMode = .center
            addSubview(ghostView)
            spinner.backgroundColor = .systemIndigo
            spinner.layer.cornerRadius = 12
            addSubview(spinner)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            spinner.bounds = CGRect(x: 0, y: 0, width: 70, height: 70)
            spinner.center = CGPoint(x: bounds.midX, y: bounds.midY - 30)
            ghostView.frame = CGRect(x: 0, y: bounds.midY - 30, width: bounds.width, height: bounds.height / 2 + 30)
            captureSnapshot()
        }

        func startAnimating() {
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0
            spin.toValue = CGFloat.pi / 2
            spin.duration = 1
            spin.repeatCount = HUGE
            spin.beginTime = CACurrentMediaTime() - 0.3  // already a third of the way round
            spinner.layer.add(spin, forKey: "spin")
            captureSnapshot()
        }

        /// Draws the square where it is on screen now, not where its model says it is.
        func captureSnapshot() {
            guard let presentation = spinner.layer.presentation() else { return }
            let size = CGSize(width: 110, height: 110)
            let renderer = UIGraphicsImageRenderer(size: size)
            ghostView.image = renderer.image { context in
                let cg = context.cgContext
                cg.translateBy(x: size.width / 2, y: size.height / 2)
                cg.concatenate(CATransform3DGetAffineTransform(presentation.transform))
                cg.translateBy(x: -presentation.bounds.width / 2, y: -presentation.bounds.height / 2)
                presentation.render(in: cg)
            }
        }
    }
#endif
