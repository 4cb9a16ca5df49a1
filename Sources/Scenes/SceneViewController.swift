import UIKit

/// Shared set-up of the scenes: a dark background, a caption at the top, and a tap handler.
class SceneViewController: UIViewController {
    let caption = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.96, alpha: 1)
        caption.textColor = UIColor(white: 0.25, alpha: 1)
        caption.font = .systemFont(ofSize: 14)
        caption.numberOfLines = 2
        view.addSubview(caption)
        view.addGestureRecognizer(
            UITapGestureRecognizer { [weak self] recognizer in
                guard let self else { return }
                self.tapped(at: recognizer.location(in: self.view))
            })
    }

    /// Called with the tap location in the scene view's coordinates.
    func tapped(at point: CGPoint) {}

    /// The centre of the scene area.
    var middle: CGPoint { CGPoint(x: view.bounds.midX, y: view.bounds.midY + 10) }

    func layoutCaption() {
        caption.frame = CGRect(x: 16, y: 8, width: view.bounds.width - 32, height: 40)
    }
}
