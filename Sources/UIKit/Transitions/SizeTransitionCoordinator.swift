/// The coordinator of a window's size change (the previewer's window resized): not animated, so blocks given to
/// `animate(alongsideTransition:completion:)` run once the views have their new size and layout, and the
/// completions right after.
@preconcurrency @MainActor
final class SizeTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let containerView: UIView
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var ended = false

    init(containerView: UIView) {
        self.containerView = containerView
        super.init()
    }

    var isAnimated: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { ended ? 1 : 0 }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !ended else { return false }
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// The views have their new size: the alongside blocks run, then the completions.
    func finish() {
        let blocks = alongside
        alongside = []
        blocks.forEach { $0(self) }
        ended = true
        let waiting = completions
        completions = []
        waiting.forEach { $0(self) }
    }
}
