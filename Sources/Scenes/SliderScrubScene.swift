import UIKit

/// A slider scrubbing a paused property animator: the card moves, turns and changes colour as the thumb moves;
/// a progress view shows the fraction, and a segmented control picks the animator's curve.
final class SliderScrubScene: SceneViewController {
    let card = UIView()
    let slider = UISlider()
    let progress = UIProgressView(progressViewStyle: .default)
    let curves = UISegmentedControl(items: ["Linear", "Ease in out", "Spring"])
    var animator: UIViewPropertyAnimator?

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text = "UISlider scrubs a paused UIViewPropertyAnimator (fractionComplete); the segments pick its curve"
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 16
        view.addSubview(card)
        slider.value = 0
        slider.addAction(UIAction { [weak self] _ in self?.scrubbed() }, for: .valueChanged)
        view.addSubview(slider)
        view.addSubview(progress)
        curves.selectedSegmentIndex = 0
        curves.addAction(UIAction { [weak self] _ in self?.makeAnimator() }, for: .valueChanged)
        view.addSubview(curves)
    }

    override func viewDidLayoutSubviews() {
        layoutCaption()
        let width = view.bounds.width
        curves.frame = CGRect(x: (width - 300) / 2, y: 56, width: 300, height: 32)
        slider.frame = CGRect(x: 40, y: view.bounds.height - 70, width: max(width - 80, 60), height: 31)
        progress.frame = CGRect(x: 40, y: view.bounds.height - 30, width: max(width - 80, 60), height: 4)
        if animator == nil { makeAnimator() }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        animator?.stopAnimation(true)
        animator = nil
    }

    /// A new paused animator from the card's start to its end with the chosen curve, at the slider's fraction.
    private func makeAnimator() {
        animator?.stopAnimation(true)
        UIView.performWithoutAnimation {
            card.transform = .identity
            card.backgroundColor = .systemBlue
            card.frame = CGRect(x: 40, y: 110, width: 90, height: 90)
        }
        let end = CGPoint(x: view.bounds.width - 85, y: view.bounds.height - 150)
        let made: UIViewPropertyAnimator
        switch curves.selectedSegmentIndex {
        case 1: made = UIViewPropertyAnimator(duration: 1, curve: .easeInOut)
        case 2: made = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.4)
        default: made = UIViewPropertyAnimator(duration: 1, curve: .linear)
        }
        made.addAnimations {
            self.card.center = end
            self.card.transform = CGAffineTransform(rotationAngle: .pi).scaledBy(x: 0.6, y: 0.6)
            self.card.backgroundColor = .systemPink
        }
        made.pauseAnimation()
        made.fractionComplete = CGFloat(slider.value)
        animator = made
    }

    private func scrubbed() {
        animator?.fractionComplete = CGFloat(slider.value)
        progress.setProgress(slider.value, animated: false)
    }
}
