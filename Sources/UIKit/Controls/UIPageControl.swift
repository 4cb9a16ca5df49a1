/// A row of dots, one per page, the current one opaque: a tap on its left or right half moves a page back or
/// forward and sends `.valueChanged`.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(numberOfPages, 0)
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
            rebuildDots()
        }
    }
    open var currentPage = 0 {
        didSet {
            let clamped = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            if clamped != currentPage { currentPage = clamped }
            colourDots()
        }
    }
    open var hidesForSinglePage = false {
        didSet { isHidden = hidesForSinglePage && numberOfPages <= 1 }
    }
    open var pageIndicatorTintColor: UIColor? {
        didSet { colourDots() }
    }
    open var currentPageIndicatorTintColor: UIColor? {
        didSet { colourDots() }
    }

    private var dots: [UIView] = []
    static let dot: CGFloat = 8, pitch: CGFloat = 16

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// The size that shows `pageCount` dots: 16 points a dot, 26 tall.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(pageCount, 0)) * Self.pitch + 16, height: 26)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let start = (bounds.width - CGFloat(dots.count) * Self.pitch) / 2
        for (index, dot) in dots.enumerated() {
            dot.frame = CGRect(
                x: start + CGFloat(index) * Self.pitch + (Self.pitch - Self.dot) / 2, y: (bounds.height - Self.dot) / 2,
                width: Self.dot, height: Self.dot)
        }
    }

    private func rebuildDots() {
        dots.forEach { $0.removeFromSuperview() }
        dots = (0..<numberOfPages).map { _ in
            let dot = UIView()
            dot.layer.cornerRadius = Self.dot / 2
            dot.isUserInteractionEnabled = false
            addSubview(dot)
            return dot
        }
        isHidden = hidesForSinglePage && numberOfPages <= 1
        invalidateIntrinsicContentSize()
        colourDots()
        setNeedsLayout()
    }

    private func colourDots() {
        for (index, dot) in dots.enumerated() {
            dot.backgroundColor =
                index == currentPage
                ? (currentPageIndicatorTintColor ?? .darkGray)
                : (pageIndicatorTintColor ?? UIColor(white: 0.75, alpha: 1))
        }
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, bounds.contains(touch.location(in: self)), numberOfPages > 0 else { return }
        let next = currentPage + (touch.location(in: self).x >= bounds.midX ? 1 : -1)
        guard next >= 0, next < numberOfPages else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }
}
