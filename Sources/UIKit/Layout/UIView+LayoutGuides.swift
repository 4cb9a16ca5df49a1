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

    func setLayoutMargins(_ margins: UIEdgeInsets) {
        guard [margins.top, margins.left, margins.bottom, margins.right].allSatisfy(\.isFinite) else {
            Log.warning("UIView.layoutMargins: ignored non-finite margins \(margins)")
            return
        }
        guard margins != layoutMargins else { return }
        layoutState.layoutMargins = margins
        LayoutPass.insetsDidChange(of: self)
        layoutMarginsDidChange()
        viewController?.viewLayoutMarginsDidChange()
    }

    /// Whether the margins guide also keeps out of the safe area (true by default, as on iOS).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutStorage?.insetsMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            layoutState.insetsMarginsFromSafeArea = newValue
            LayoutPass.insetsDidChange(of: self)
        }
    }

    /// The insets of the margins guide: the layout margins, plus the safe area when the view insets from it.
    var marginsGuideInsets: UIEdgeInsets {
        let margins = layoutMargins
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        let safe = safeAreaInsets
        return UIEdgeInsets(
            top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
            right: margins.right + safe.right)
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

    var marginsGuide: UILayoutGuide {
        if let guide = layoutStorage?.marginsGuide { return guide }
        let guide = UILayoutGuide(kind: .margins, owningView: self, identifier: "UIViewLayoutMarginsGuide")
        layoutState.marginsGuide = guide
        return guide
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
        rootView.layoutEngine?.remove(layoutGuide)
        layoutState.guides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }
}
