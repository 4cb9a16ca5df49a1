import UIKit

/// The gallery: a clickable list of scenes on the left and the selected scene's view on the right. Built with
/// this project's UIKit, so clicks reach it through the same hit testing as every scene.
@MainActor
final class GalleryController: UIViewController {
    static let sidebarWidth: CGFloat = 180

    private let scenes: [Scene]
    private let showsSidebar: Bool
    private var buttons: [UIButton] = []
    private let sidebar = UIView()
    private let container = UIView()
    private let statusBar = StatusBarView(frame: .zero)
    /// What the status bar shows now, as the scene asked; nil while it is off.
    private var shownStatusBar: StatusBarAppearance?
    /// Whether a phone status bar is drawn over the scene, which then has 20 points of safe area at its top
    /// unless it hides the status bar.
    var showsStatusBar = false {
        didSet { updateStatusBar() }
    }
    private(set) var current: UIViewController?
    private(set) var currentIndex = 0
    var onSelect: ((Int) -> Void)?

    init(scenes: [Scene], showsSidebar: Bool) {
        self.scenes = scenes
        self.showsSidebar = showsSidebar
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        view.backgroundColor = UIColor(white: 0.11, alpha: 1)
        container.clipsToBounds = true
        view.addSubview(container)
        statusBar.alpha = 0
        view.addSubview(statusBar)
        guard showsSidebar else { return }
        sidebar.backgroundColor = UIColor(white: 0.16, alpha: 1)
        view.addSubview(sidebar)
        let title = UILabel()
        title.text = "Scenes"
        title.font = .boldSystemFont(ofSize: 15)
        title.textColor = UIColor(white: 0.7, alpha: 1)
        title.frame = CGRect(x: 14, y: 8, width: Self.sidebarWidth - 28, height: 28)
        sidebar.addSubview(title)
        for (index, scene) in scenes.enumerated() {
            let button = UIButton(type: .custom)
            button.setTitle(scene.name, for: .normal)
            button.titleLabel?.textAlignment = .left
            button.titleLabel?.font = .systemFont(ofSize: 14)
            button.setTitleColor(UIColor(white: 0.85, alpha: 1), for: .normal)
            button.layer.cornerRadius = 6
            button.addAction(UIAction { [weak self] _ in self?.onSelect?(index) }, for: .touchUpInside)
            sidebar.addSubview(button)
            buttons.append(button)
        }
    }

    /// Lays out the sidebar and the scene area for the window's size.
    func layout(size: CGSize) {
        UIView.performWithoutAnimation {
            view.frame = CGRect(origin: .zero, size: size)
            let left = showsSidebar ? Self.sidebarWidth : 0
            sidebar.frame = CGRect(x: 0, y: 0, width: left, height: size.height)
            container.frame = CGRect(x: left, y: 0, width: max(size.width - left, 1), height: size.height)
            // Rows shrink (down to 18 points) so that every scene fits the window's height.
            let pitch = max(18, min(30, (size.height - 48) / CGFloat(max(buttons.count, 1))))
            for (index, button) in buttons.enumerated() {
                button.frame = CGRect(
                    x: 8, y: 40 + CGFloat(index) * pitch, width: Self.sidebarWidth - 16, height: pitch - 2)
                button.titleLabel?.frame = button.bounds.insetBy(dx: 8, dy: 0)
            }
            current?.view.frame = container.bounds
            statusBar.bounds = CGRect(x: 0, y: 0, width: container.frame.width, height: StatusBarView.height)
            statusBar.center = CGPoint(x: container.frame.midX, y: StatusBarView.height / 2)
        }
    }

    /// Reads the scene's status bar preferences again. Inside an animation block (the scene's
    /// `setNeedsStatusBarAppearanceUpdate()` in `UIView.animate`), the bar fades or slides as the scene asks and
    /// the scene's layout follows its new safe area in the same animation.
    func updateStatusBar() {
        // Over everything, presentations included, as the system's status bar is.
        // (A full-screen presentation takes the gallery's view out of the window; the bar is in it already.)
        if showsStatusBar, let window = view.window ?? statusBar.window, window.subviews.last !== statusBar {
            window.addSubview(statusBar)
        }
        let appearance = showsStatusBar ? statusBarAppearance : nil
        guard appearance != shownStatusBar else { return }
        shownStatusBar = appearance
        let shown = appearance.map { !$0.isHidden } ?? false
        statusBar.style = appearance?.style ?? .default
        let change = {
            self.statusBar.alpha = shown ? 1 : 0
            self.statusBar.transform =
                shown || appearance?.animation != .slide
                ? .identity : CGAffineTransform(translationX: 0, y: -StatusBarView.height)
            for controller in self.underStatusBar {
                controller.containerSafeAreaInsets.top = shown ? StatusBarView.height : 0
                controller.view.layoutIfNeeded()
            }
        }
        if appearance?.animation == UIStatusBarAnimation.none {
            UIView.performWithoutAnimation(change)
        } else {
            change()
        }
    }

    /// The scene sets the status bar (the gallery presents what the scene presents, so those come first when they
    /// take it over).
    override var childForStatusBarStyle: UIViewController? { current }
    override var childForStatusBarHidden: UIViewController? { current }

    /// The scene and the controllers presented over the whole of it: each has the status bar over its top (a
    /// sheet's top is below it).
    private var underStatusBar: [UIViewController] {
        var controllers = current.map { [$0] } ?? []
        var presenter: UIViewController = self
        while let presented = presenter.ownPresentedViewController {
            if [.fullScreen, .overFullScreen].contains(presented.modalPresentationStyle) {
                controllers.append(presented)
            }
            presenter = presented
        }
        return controllers
    }

    /// The window was resized: the gallery lays itself out, then the scene, told the size of its area, and what
    /// the scene presents, told the window's, run what they gave the coordinator at their new layout.
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        coordinator.animate(alongsideTransition: { _ in
            self.layout(size: size)
            self.view.layoutIfNeeded()
        })
        let left = showsSidebar ? Self.sidebarWidth : 0
        current?.viewWillTransition(
            to: CGSize(width: max(size.width - left, 1), height: size.height), with: coordinator)
        ownPresentedViewController?.viewWillTransition(to: size, with: coordinator)
    }

    /// The scene area in window points.
    var sceneFrame: CGRect { container.frame }

    /// The gallery sends its scenes' appearance callbacks itself (`show`).
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    func show(_ index: Int) {
        // The scene arrives in a turn of its own, as after the event that chose it on iOS: what the last scene left
        // in the implicit transaction (disabled actions, say) is committed first.
        CATransaction.flush()
        current?.willMove(toParent: nil)
        current?.beginAppearanceTransition(false, animated: false)
        current?.view.removeFromSuperview()
        current?.endAppearanceTransition()
        current?.removeFromParent()
        currentIndex = index
        let controller = scenes[index].make()
        current = controller
        addChild(controller)
        // The scene's own code runs as it would on iOS: `viewDidLoad` and the appearance callbacks outside any
        // animation block, so the animations it starts there run.
        controller.loadViewIfNeeded()
        UIView.performWithoutAnimation { controller.view.frame = container.bounds }
        // Under the status bar from its first layout, as on a phone.
        if showsStatusBar, !controller.statusBarAppearance.isHidden {
            controller.containerSafeAreaInsets.top = StatusBarView.height
        }
        // A scene gets its appearance callbacks as a window's root controller does: laid out at its size between
        // viewWillAppear and viewDidAppear, which code written for iOS counts on (a child controller would hear
        // viewDidAppear before its first layout).
        controller.beginAppearanceTransition(true, animated: false)
        container.addSubview(controller.view)
        controller.view.layoutIfNeeded()
        controller.endAppearanceTransition()
        controller.didMove(toParent: self)
        shownStatusBar = nil
        UIView.performWithoutAnimation { updateStatusBar() }
        for (i, button) in buttons.enumerated() {
            UIView.performWithoutAnimation {
                button.backgroundColor = i == index ? UIColor.systemBlue.withAlphaComponent(0.35) : .clear
            }
        }
    }
}
