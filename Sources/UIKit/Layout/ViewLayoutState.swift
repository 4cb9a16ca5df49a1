/// A view's Auto Layout state, made when the view first takes part in Auto Layout so that views laid out by
/// frames carry none of it.
@preconcurrency @MainActor
final class ViewLayoutState {
    var translatesAutoresizingMask = true
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true
    /// The active constraints this view holds (it is their items' nearest common ancestor).
    var constraints: [NSLayoutConstraint] = []
    /// The solver of the hierarchy this view is the root of.
    var engine: LayoutEngine?
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    var guides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    /// Margins the app set; nil keeps the default (8 points, or the system minimum for a controller's view).
    var layoutMargins: UIEdgeInsets?
    var insetsMarginsFromSafeArea = true
    let variables: LayoutVariables

    init(name: String) {
        variables = LayoutVariables(name)
    }
}

extension UIView {
    /// The view's Auto Layout state, made on first use.
    var layoutState: ViewLayoutState {
        if let state = layoutStorage { return state }
        let state = ViewLayoutState(name: String(describing: type(of: self)))
        layoutStorage = state
        return state
    }

    var layoutVariables: LayoutVariables { layoutState.variables }

    /// The top of the view's hierarchy: the view with no superview above this one.
    var rootView: UIView {
        Self.rootMemo.root(of: self) { $0.superview }
    }

    static let rootMemo = RootMemo<UIView>()

    /// The engine of the view's hierarchy, if any constraint is active in it.
    var layoutEngine: LayoutEngine? { layoutStorage?.engine }
}
