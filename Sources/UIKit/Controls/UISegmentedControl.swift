/// Segments side by side, one selected: a gray track with a white pill under the selected title that slides to
/// a segment when it is tapped (`.valueChanged`), as iOS 13 and later draw it.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    public static let noSegment = -1

    /// The selected segment, or `noSegment`; set in code, the pill moves at once.
    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet { placeParts(animated: slides) }
    }
    /// True while a tap changes the selection: the pill slides.
    private var slides = false
    open var selectedSegmentTintColor: UIColor? {
        didSet { pill.backgroundColor = selectedSegmentTintColor ?? .white }
    }
    open var numberOfSegments: Int { titles.count }

    private var titles: [String] = []
    private var labels: [UILabel] = []
    private let pill = UIView()

    /// Segments titled by `items` (strings; other items make untitled segments).
    public init(items: [Any]?) {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 32))
        backgroundColor = UIColor(white: 0.93, alpha: 1)
        layer.cornerRadius = 8
        pill.backgroundColor = .white
        pill.layer.cornerRadius = 7
        pill.layer.shadowOpacity = 0.12
        pill.layer.shadowRadius = 4
        pill.isUserInteractionEnabled = false
        addSubview(pill)
        for item in items ?? [] { appendTitle((item as? String) ?? "") }
        bounds.size.width = intrinsicContentSize.width
    }

    public override convenience init(frame: CGRect) {
        self.init(items: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        nil
    }

    private func appendTitle(_ title: String, at index: Int? = nil) {
        let label = UILabel()
        label.text = title
        label.font = .systemFont(ofSize: 13, weight: .medium)
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        addSubview(label)
        let position = min(max(index ?? titles.count, 0), titles.count)
        titles.insert(title, at: position)
        labels.insert(label, at: position)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        appendTitle(title ?? "", at: segment)
        if selectedSegmentIndex >= segment, selectedSegmentIndex != Self.noSegment { selectedSegmentIndex += 1 }
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        labels.remove(at: segment).removeFromSuperview()
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open func removeAllSegments() {
        while !titles.isEmpty { removeSegment(at: 0, animated: false) }
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title ?? ""
        labels[segment].text = title
        invalidateIntrinsicContentSize()
    }

    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// Equal segments, each as wide as the widest title and 12 points each side.
    open override var intrinsicContentSize: CGSize {
        let widest = labels.map(\.intrinsicContentSize.width).max() ?? 0
        return CGSize(width: CGFloat(titles.count) * (widest + 24), height: 32)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts(animated: false)
    }

    private func segmentFrame(_ index: Int) -> CGRect {
        let width = titles.isEmpty ? 0 : bounds.width / CGFloat(titles.count)
        return CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
    }

    private func placeParts(animated: Bool) {
        let place = {
            for (index, label) in self.labels.enumerated() { label.frame = self.segmentFrame(index) }
            self.pill.alpha = self.titles.indices.contains(self.selectedSegmentIndex) ? 1 : 0
            if self.titles.indices.contains(self.selectedSegmentIndex) {
                self.pill.frame = self.segmentFrame(self.selectedSegmentIndex).insetBy(dx: 2, dy: 2)
            }
        }
        if animated {
            UIView.animate(withDuration: 0.25, animations: place)
        } else {
            UIView.performWithoutAnimation(place)
        }
        for (index, label) in labels.enumerated() {
            label.font = .systemFont(ofSize: 13, weight: index == selectedSegmentIndex ? .semibold : .medium)
        }
    }

    /// A tap on another segment selects it with the pill sliding there, and sends `.valueChanged`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, !titles.isEmpty else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point) else { return }
        let index = min(max(Int(point.x / (bounds.width / CGFloat(titles.count))), 0), titles.count - 1)
        guard index != selectedSegmentIndex else { return }
        slides = true
        selectedSegmentIndex = index
        slides = false
        sendActions(for: .valueChanged)
    }
}
