/// The accessibility values a view was given; kept aside so that views without any carry one empty reference.
final class AccessibilityValues {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var identifier: String?
    var viewIsModal = false
    var elementsHidden = false
    var elements: [Any]?
}

extension UIView {
    var accessibility: AccessibilityValues {
        if let values = accessibilityValues { return values }
        let values = AccessibilityValues()
        accessibilityValues = values
        return values
    }
}
