/// The look of the status bar's text and icons.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content on light backgrounds (the default since iOS 13 picks by the interface style, light here).
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How the status bar hides or shows when `setNeedsStatusBarAppearanceUpdate()` runs inside an animation block.
public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}

/// What the status bar shows, as the controllers in charge of it ask.
package struct StatusBarAppearance: Equatable, Sendable {
    package var style: UIStatusBarStyle
    package var isHidden: Bool
    package var animation: UIStatusBarAnimation

    package init(style: UIStatusBarStyle, isHidden: Bool, animation: UIStatusBarAnimation) {
        self.style = style
        self.isHidden = isHidden
        self.animation = animation
    }
}

extension UIViewController {
    /// The controller whose preferences set the status bar when this one fills the screen: a controller it
    /// presents full screen (or that captures the status bar's appearance) takes over, then each
    /// `childForStatusBarStyle` / `childForStatusBarHidden` in turn.
    package var statusBarAppearance: StatusBarAppearance {
        var owner = self
        while let presented = owner.ownPresentedViewController, presented.capturesStatusBar { owner = presented }
        var styled = owner
        while let child = styled.childForStatusBarStyle, child !== styled { styled = child }
        var hiding = owner
        while let child = hiding.childForStatusBarHidden, child !== hiding { hiding = child }
        return StatusBarAppearance(
            style: styled.preferredStatusBarStyle, isHidden: hiding.prefersStatusBarHidden,
            animation: hiding.preferredStatusBarUpdateAnimation)
    }

    /// A presented controller takes the status bar when it is presented full screen, or when it asks to (as
    /// Apple documents, `.overFullScreen` and the sheets leave it to the presenter otherwise).
    private var capturesStatusBar: Bool {
        modalPresentationStyle == .fullScreen || modalPresentationCapturesStatusBarAppearance
    }
}
