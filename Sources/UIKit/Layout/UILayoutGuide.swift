import LayoutSolver

/// A rectangle in a view's coordinate space that takes part in Auto Layout without drawing or receiving touches:
/// spacers, groups, and the margins and safe-area guides every view has.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// Which guide this is: an app's own, or one a view keeps for its margins or safe area.
    enum Kind {
        case custom, margins, safeArea
    }

    /// The view the guide belongs to; `UIView.addLayoutGuide(_:)` sets it.
    open weak var owningView: UIView?
    open var identifier = ""
    let kind: Kind
    let variables = LayoutVariables("guide")

    public override init() {
        kind = .custom
        super.init()
    }

    init(kind: Kind, owningView: UIView, identifier: String) {
        self.kind = kind
        self.owningView = owningView
        self.identifier = identifier
        super.init()
    }

    /// Not supported: guides are not archived here. Present so subclasses written for iOS compile unchanged.
    public required init?(coder: NSCoder) {
        nil
    }

    /// The guide's rectangle in its owning view's coordinates, as the last layout pass solved it (the margins and
    /// safe-area guides are their view's bounds inset, whether solved or not).
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        switch kind {
        case .margins:
            return CGRect(origin: .zero, size: owningView.bounds.size).inset(by: owningView.marginsGuideInsets)
        case .safeArea: return CGRect(origin: .zero, size: owningView.bounds.size).inset(by: owningView.safeAreaInsets)
        case .custom:
            guard let engine = owningView.rootView.layoutEngine, engine.contains(self) else { return .zero }
            return engine.frame(of: variables, in: owningView)
        }
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
