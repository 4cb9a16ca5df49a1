/// Insets named by leading and trailing edges rather than left and right (left-to-right here, so leading is left).
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = NSDirectionalEdgeInsets()
}

extension UIView {
    /// The margins' default: 8 points on every side, or for a view controller's root view iOS's system minimum
    /// of 20 points leading and trailing and none above and below.
    ///
    /// - Note: Deviation: iOS picks 16 or 20 points by size class; a desktop window is taken as regular width.
    var defaultLayoutMargins: UIEdgeInsets {
        viewController != nil
            ? UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20) : UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }

    /// The space the view keeps inside its edges for content laid out against `layoutMarginsGuide`.
    public var layoutMargins: UIEdgeInsets {
        get { layoutStorage?.layoutMargins ?? defaultLayoutMargins }
        set {
            guard newValue != layoutMargins else { return }
            layoutState.layoutMargins = newValue
            LayoutPass.insetsDidChange(of: self)
            layoutMarginsDidChange()
            viewController?.viewLayoutMarginsDidChange()
        }
    }

    /// `layoutMargins` by leading and trailing edge.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            layoutMargins = UIEdgeInsets(
                top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// The view's bounds inset by its layout margins, for constraints.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = layoutStorage?.marginsGuide { return guide }
        let guide = UILayoutGuide(kind: .margins, owningView: self, identifier: "UIViewLayoutMarginsGuide")
        layoutState.marginsGuide = guide
        return guide
    }

    /// The insets of the view's area that no bar or screen edge covers: none on a desktop window, except what a
    /// view controller adds with `additionalSafeAreaInsets` to its root view.
    public var safeAreaInsets: UIEdgeInsets {
        viewController?.additionalSafeAreaInsets ?? .zero
    }

    /// The view's bounds inset by `safeAreaInsets`, for constraints.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = layoutStorage?.safeAreaGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, owningView: self, identifier: "UIViewSafeAreaLayoutGuide")
        layoutState.safeAreaGuide = guide
        return guide
    }

    /// The guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [UILayoutGuide] { layoutStorage?.guides ?? [] }

    /// Makes this view the guide's owner, so constraints can relate the guide to this view and its subviews.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let owner = layoutGuide.owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
        guard !layoutGuides.contains(where: { $0 === layoutGuide }) else { return }
        layoutState.guides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    /// Removes the guide and deactivates the constraints that refer to it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuides.contains(where: { $0 === layoutGuide }) else { return }
        LayoutPass.deactivateConstraints(referringTo: layoutGuide, from: self)
        layoutState.guides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }
}
