import UIKit

/// A navigation controller with a custom zoom: a tile grows into the detail screen when pushed; dragging the
/// detail to the right pops it interactively (the zoom scrubbed by the finger), and the back button pops it.
final class NavigationZoomScene: UINavigationController, UINavigationControllerDelegate {
    private let grid = TileGridController()
    private var popInteraction: UIPercentDrivenInteractiveTransition?

    init() {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [grid]
        delegate = self
        grid.onOpen = { [weak self] index in self?.open(index) }
    }

    required init?(coder: NSCoder) { nil }

    private func open(_ index: Int) {
        let detail = TileDetailController(index: index)
        detail.onDrag = { [weak self] pan in self?.dragged(pan) }
        pushViewController(detail, animated: true)
    }

    private func dragged(_ pan: UIPanGestureRecognizer) {
        let progress = min(max(pan.translation(in: view).x / max(view.bounds.width, 1), 0), 1)
        switch pan.state {
        case .began:
            popInteraction = UIPercentDrivenInteractiveTransition()
            popViewController(animated: true)
        case .changed:
            popInteraction?.update(progress)
        case .ended, .cancelled:
            let fast = pan.velocity(in: view).x > 400
            if pan.state == .ended && (progress > 0.4 || fast) {
                popInteraction?.finish()
            } else {
                popInteraction?.cancel()
            }
            popInteraction = nil
        default:
            break
        }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        ZoomAnimator(pushing: operation == .push, tileFrame: { [weak self] in self?.grid.selectedTileFrame ?? .zero })
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { popInteraction }
}

/// Grows the detail out of the selected tile (push) or shrinks it back into the tile (pop), on a spring.
private final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let pushing: Bool
    let tileFrame: () -> CGRect

    init(pushing: Bool, tileFrame: @escaping () -> CGRect) {
        self.pushing = pushing
        self.tileFrame = tileFrame
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let toController = transitionContext.viewController(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        let container = transitionContext.containerView
        let detail = pushing ? toView : fromView
        let full = transitionContext.finalFrame(for: toController)
        let tile = tileFrame()
        let shrunk = CGAffineTransform(translationX: tile.midX - full.midX, y: tile.midY - full.midY)
            .scaledBy(x: tile.width / max(full.width, 1), y: tile.height / max(full.height, 1))
        toView.frame = full
        if pushing {
            container.addSubview(toView)
            detail.transform = shrunk
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        detail.layer.cornerRadius = pushing ? 40 : 0
        detail.clipsToBounds = true
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.85,
            initialSpringVelocity: 0, options: [],
            animations: {
                detail.transform = self.pushing ? .identity : shrunk
                detail.layer.cornerRadius = self.pushing ? 0 : 40
                if !self.pushing { detail.alpha = 0.4 }
            },
            completion: { _ in
                detail.transform = .identity
                detail.alpha = 1
                detail.layer.cornerRadius = 0
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Four coloured tiles; a click on one opens it.
private final class TileGridController: UIViewController {
    static let colors: [UIColor] = [.systemBlue, .systemPink, .systemOrange, .systemGreen]
    var onOpen: ((Int) -> Void)?
    private var tiles: [UIView] = []
    private var selected = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tiles"
        view.backgroundColor = UIColor(white: 0.96, alpha: 1)
        for (index, color) in Self.colors.enumerated() {
            let tile = UIView()
            tile.backgroundColor = color
            tile.layer.cornerRadius = 12
            tile.addGestureRecognizer(
                UITapGestureRecognizer { [weak self] _ in
                    self?.selected = index
                    self?.onOpen?(index)
                })
            view.addSubview(tile)
            tiles.append(tile)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = view.safeAreaInsets.top + 16
        let width = (view.bounds.width - 16 * 3) / 2
        let height = max(min(width * 0.75, (view.bounds.height - top - 32) / 2), 20)
        for (index, tile) in tiles.enumerated() {
            tile.frame = CGRect(
                x: 16 + CGFloat(index % 2) * (width + 16), y: top + CGFloat(index / 2) * (height + 16), width: width,
                height: height)
        }
    }

    var selectedTileFrame: CGRect { tiles.isEmpty ? .zero : tiles[selected].frame }
}

/// The opened tile: its colour fills the screen under the bar with a caption; drag right to go back.
private final class TileDetailController: UIViewController {
    let index: Int
    var onDrag: ((UIPanGestureRecognizer) -> Void)?
    private let caption = UILabel()

    init(index: Int) {
        self.index = index
        super.init(nibName: nil, bundle: nil)
        title = "Tile \(index + 1)"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = TileGridController.colors[index]
        caption.text = "Drag right to go back"
        caption.textColor = .white
        caption.font = .systemFont(ofSize: 20, weight: .semibold)
        caption.textAlignment = .center
        view.addSubview(caption)
        view.addGestureRecognizer(
            UIPanGestureRecognizer { [weak self] pan in self?.onDrag?(pan as! UIPanGestureRecognizer) })
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        caption.frame = CGRect(x: 0, y: view.bounds.midY - 15, width: view.bounds.width, height: 30)
    }
}
