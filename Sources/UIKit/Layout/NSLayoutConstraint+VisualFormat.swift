extension NSLayoutConstraint {
    /// The constraints a visual format string describes, such as `"H:|-[label]-8-[button(>=80@750)]-|"`.
    ///
    /// `-` alone is the standard spacing: 8 points between views, the layout margin at the superview's edge; `|` is the
    /// superview; a view's predicates size it along the format's direction, a connection's predicates space it.
    /// `options` align every named view on one attribute across the direction. A string that does not parse
    /// yields no constraints and one log line (iOS raises an exception).
    public class func constraints(
        withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        do {
            return try parser.parse(options: opts)
        } catch {
            Log.warning("NSLayoutConstraint.constraints(withVisualFormat:): \(error.message) in \"\(format)\"")
            return []
        }
    }
}

/// Why a visual format string did not parse, with the position it stopped at.
struct VisualFormatError: Error {
    let message: String
}

/// A recursive-descent reader of Apple's visual format language, producing the constraints as it reads.
@preconcurrency @MainActor
struct VisualFormatParser {
    private struct Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority = UILayoutPriority.required
        /// A standard connection at the superview's edge: to its layout margin, as iOS 8 and later place it.
        var toMargin = false
    }

    private let characters: [Character]
    private var index = 0
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var constraints: [NSLayoutConstraint] = []

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.views = views
    }

    mutating func parse(options: NSLayoutConstraint.FormatOptions) throws(VisualFormatError) -> [NSLayoutConstraint] {
        var horizontal = true
        if peek("H:") || peek("V:") {
            horizontal = characters[index] == "H"
            index += 2
        }
        let start: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let end: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let aligned = alignments(options)
        guard aligned.allSatisfy({ $0.axis != (horizontal ? .horizontal : .vertical) }) else {
            throw VisualFormatError(message: "alignment options along the format's own direction")
        }
        var placed: [UIView] = []
        var pendingEdge: [Predicate]?
        var pendingSpacing: [Predicate]?
        if take("|") {
            pendingEdge = try connection(atEdge: true) ?? [Predicate()]
        }
        while take("[") {
            let view = try viewName()
            var sizes: [Predicate] = []
            if !take("]") {
                sizes = try predicateList(allowsViews: true)
                guard take("]") else { throw VisualFormatError(message: "expected ']' at \(index)") }
            }
            for predicate in sizes {
                add(view, size, predicate, otherAttribute: size)
            }
            if let spacing = pendingEdge {
                guard let parent = view.superview else { throw VisualFormatError(message: "'|' but no superview") }
                for predicate in spacing {
                    add(view, start, predicate, to: parent, otherAttribute: predicate.toMargin ? start.margin : start)
                }
                pendingEdge = nil
            } else if let spacing = pendingSpacing, let previous = placed.last {
                for predicate in spacing { add(view, start, predicate, to: previous, otherAttribute: end) }
            }
            placed.append(view)
            pendingSpacing = try connection(atEdge: peekAfterStandardConnection("|"))
            if pendingSpacing == nil && peek("[") { pendingSpacing = [Predicate()] }
        }
        guard let last = placed.last else { throw VisualFormatError(message: "no view") }
        if take("|") {
            guard let parent = last.superview else { throw VisualFormatError(message: "'|' but no superview") }
            for predicate in pendingSpacing ?? [Predicate()] {
                // `[view]-c-|`: the superview's edge is c after the view's.
                var flipped = predicate
                flipped.relation =
                    predicate.relation == .lessThanOrEqual
                    ? .greaterThanOrEqual : predicate.relation == .greaterThanOrEqual ? .lessThanOrEqual : .equal
                flipped.constant = -predicate.constant
                add(last, end, flipped, to: parent, otherAttribute: predicate.toMargin ? end.margin : end)
            }
        } else if pendingSpacing != nil {
            throw VisualFormatError(message: "a connection with nothing after it at \(index)")
        }
        guard index == characters.count else { throw VisualFormatError(message: "unexpected text at \(index)") }
        if options.contains(.directionRightToLeft) {
            Log.warningOnce(
                key: "visual format right to left",
                "NSLayoutConstraint.constraints(withVisualFormat:): .directionRightToLeft is laid out left to right here"
            )
        }
        for attribute in aligned {
            for (a, b) in zip(placed, placed.dropFirst()) {
                add(b, attribute, Predicate(), to: a, otherAttribute: attribute)
            }
        }
        return constraints
    }

    /// Whether a bare `-` comes next and `text` right after it (`[view]-|`).
    private func peekAfterStandardConnection(_ text: String) -> Bool {
        guard index < characters.count, characters[index] == "-" else { return false }
        let next = index + 1
        return next < characters.count && String(characters[next]) == text
    }

    /// A connection: `-` alone is the standard spacing (8 points between views, the layout margin at the
    /// superview's edge), `-c-` or `-(predicates)-` spaces by them; nil when none follows.
    private mutating func connection(atEdge: Bool) throws(VisualFormatError) -> [Predicate]? {
        guard take("-") else { return nil }
        if peek("[") || peek("|") || index == characters.count {
            return [atEdge ? Predicate(toMargin: true) : Predicate(constant: systemSpacing)]
        }
        let list: [Predicate]
        if peek("(") {
            list = try predicateList(allowsViews: false)
        } else {
            list = [Predicate(constant: try constant())]
        }
        guard take("-") else { throw VisualFormatError(message: "expected '-' at \(index)") }
        return list
    }

    /// `(predicate, predicate…)`: each an optional relation, a constant, metric or view name, and `@priority`.
    private mutating func predicateList(allowsViews: Bool) throws(VisualFormatError) -> [Predicate] {
        guard take("(") else { throw VisualFormatError(message: "expected '(' at \(index)") }
        var list: [Predicate] = []
        repeat {
            var predicate = Predicate()
            if take("==") {
                predicate.relation = .equal
            } else if take(">=") {
                predicate.relation = .greaterThanOrEqual
            } else if take("<=") {
                predicate.relation = .lessThanOrEqual
            }
            let name = identifier()
            if let name, allowsViews, let view = views[name] as? UIView {
                predicate.view = view
            } else if let name {
                predicate.constant = try metric(name)
            } else {
                predicate.constant = try number()
            }
            if take("@") {
                let value = try constant()
                predicate.priority = UILayoutPriority(Float(value))
            }
            list.append(predicate)
        } while take(",")
        guard take(")") else { throw VisualFormatError(message: "expected ')' at \(index)") }
        return list
    }

    private mutating func viewName() throws(VisualFormatError) -> UIView {
        guard let name = identifier() else { throw VisualFormatError(message: "expected a view name at \(index)") }
        guard let view = views[name] as? UIView else {
            throw VisualFormatError(message: "'\(name)' is not a key in the views dictionary")
        }
        return view
    }

    private mutating func constant() throws(VisualFormatError) -> CGFloat {
        if let name = identifier() { return try metric(name) }
        return try number()
    }

    private func metric(_ name: String) throws(VisualFormatError) -> CGFloat {
        switch metrics[name] {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: throw VisualFormatError(message: "'\(name)' is not a key in the metrics dictionary")
        }
    }

    private mutating func number() throws(VisualFormatError) -> CGFloat {
        let start = index
        _ = take("-")
        while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
        guard let value = Double(String(characters[start..<index])) else {
            throw VisualFormatError(message: "expected a number at \(start)")
        }
        return CGFloat(value)
    }

    private mutating func identifier() -> String? {
        guard index < characters.count, characters[index].isLetter || characters[index] == "_" else { return nil }
        let start = index
        while index < characters.count,
            characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
        {
            index += 1
        }
        return String(characters[start..<index])
    }

    private mutating func take(_ text: String) -> Bool {
        guard peek(text) else { return false }
        index += text.count
        return true
    }

    private func peek(_ text: String) -> Bool {
        let wanted = Array(text)
        guard index + wanted.count <= characters.count else { return false }
        return Array(characters[index..<index + wanted.count]) == wanted
    }

    private mutating func add(
        _ view: UIView, _ attribute: NSLayoutConstraint.Attribute, _ predicate: Predicate, to other: UIView? = nil,
        otherAttribute: NSLayoutConstraint.Attribute
    ) {
        let target: UIView? = predicate.view ?? other
        let constraint = NSLayoutConstraint(
            item: view, attribute: attribute, relatedBy: predicate.relation, toItem: target,
            attribute: target == nil ? .notAnAttribute : otherAttribute, multiplier: 1, constant: predicate.constant)
        constraint.priority = predicate.priority
        constraints.append(constraint)
    }

    private func alignments(_ options: NSLayoutConstraint.FormatOptions) -> [NSLayoutConstraint.Attribute] {
        let table: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
        return table.filter { options.contains($0.0) }.map(\.1)
    }
}

extension NSLayoutConstraint.Attribute {
    /// The margin attribute of an edge (`.leading` → `.leadingMargin`).
    var margin: NSLayoutConstraint.Attribute {
        switch self {
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .left: .leftMargin
        case .right: .rightMargin
        default: self
        }
    }
}
