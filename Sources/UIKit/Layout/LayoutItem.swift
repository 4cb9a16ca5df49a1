import LayoutSolver

/// An item's alignment rectangle as four solver variables, in its engine root's space (points, y down, the
/// root's top-left at the origin).
@preconcurrency @MainActor
final class LayoutVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable

    init(_ name: String) {
        minX = Variable("\(name).minX")
        minY = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    /// The solved rectangle in the root's space.
    var rect: CGRect { CGRect(x: minX.value, y: minY.value, width: width.value, height: height.value) }
}

/// What a constraint can relate: a view or a layout guide.
enum LayoutItemReference {
    /// The view an item lays out in: the view itself, or a guide's owning view.
    @MainActor static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }
}
