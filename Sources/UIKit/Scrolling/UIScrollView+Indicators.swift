extension UIScrollView {
    /// Places the indicators for the current offset: 3 points wide, 3 in from the edges (and their insets), as long
    /// as the visible part of the content is of all of it (36 points at least), shorter while stretched past an
    /// edge.
    func updateIndicators() {
        let range = offsetRange, size = bounds.size, offset = bounds.origin
        let inset: CGFloat = 3, thickness: CGFloat = 3
        func bar(visible: CGFloat, content: CGFloat, position: CGFloat, low: CGFloat, high: CGFloat, track: CGFloat)
            -> (start: CGFloat, length: CGFloat)?
        {
            guard content > visible, track > 0 else { return nil }
            let overshoot = position < low ? low - position : position > high ? position - high : 0
            let length = max(min(track, track * visible / content) - overshoot, min(36, track))
            let progress = high > low ? min(max((position - low) / (high - low), 0), 1) : 0
            return (progress * (track - length), length)
        }
        let v = verticalScrollIndicatorInsets, h = horizontalScrollIndicatorInsets
        if let vertical = bar(
            visible: size.height, content: contentSize.height, position: offset.y, low: range.min.y, high: range.max.y,
            track: size.height - 2 * inset - v.top - v.bottom)
        {
            verticalIndicator.frame = CGRect(
                x: offset.x + size.width - inset - thickness - v.right, y: offset.y + inset + v.top + vertical.start,
                width: thickness, height: vertical.length)
        }
        if let horizontal = bar(
            visible: size.width, content: contentSize.width, position: offset.x, low: range.min.x, high: range.max.x,
            track: size.width - 2 * inset - thickness - h.left - h.right)
        {
            horizontalIndicator.frame = CGRect(
                x: offset.x + inset + h.left + horizontal.start,
                y: offset.y + size.height - inset - thickness - h.bottom,
                width: horizontal.length, height: thickness)
        }
        bringSubviewToFront(horizontalIndicator)
        bringSubviewToFront(verticalIndicator)
    }

    /// Shows the indicators of the axes that scroll, at once.
    func showIndicators() {
        updateIndicators()
        UIView.performWithoutAnimation {
            verticalIndicator.layer.removeAllAnimations()
            horizontalIndicator.layer.removeAllAnimations()
            verticalIndicator.alpha = showsVerticalScrollIndicator && contentSize.height > bounds.height ? 1 : 0
            horizontalIndicator.alpha = showsHorizontalScrollIndicator && contentSize.width > bounds.width ? 1 : 0
        }
    }

    /// Fades the indicators out over 0.25 s after half a second, as UIKit does once scrolling stops.
    func hideIndicatorsSoon() {
        UIView.animate(withDuration: 0.25, delay: 0.5, options: [.allowUserInteraction]) {
            self.verticalIndicator.alpha = 0
            self.horizontalIndicator.alpha = 0
        }
    }
}
