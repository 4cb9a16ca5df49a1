import UIKit

/// The inspector (key I): the layer under the pointer outlined, hit-tested on what is on screen (presentation
/// values); a click selects it, and a panel shows its description and a collapsible tree of the hierarchy. While
/// it is on, clicks in the scene select instead of reaching the scene.
@MainActor
final class Inspector {
    /// The outlines, over the whole window; touches pass through.
    private let overlay = UIView()
    private let hoverOutline = CAShapeLayer()
    private let selectionOutline = CAShapeLayer()
    private let panel: UIView
    private let titleLabel = ToolStyle.makeLabel(size: 13, monospaced: false)
    private let details = ToolStyle.makeLabel(size: 10.5, lines: 0)
    private var rows: [UIButton] = []
    private weak var hovered: CALayer?
    private(set) weak var selected: CALayer?
    /// Layers whose sublayers the tree shows.
    private var expanded: Set<ObjectIdentifier> = []
    static let panelWidth: CGFloat = 380
    static let maximumRows = 16

    init() {
        overlay.isUserInteractionEnabled = false
        for (outline, color) in [(hoverOutline, ToolStyle.accent), (selectionOutline, ToolStyle.selection)] {
            outline.fillColor = color.withAlphaComponent(0.12).cgColor
            outline.strokeColor = color.cgColor
            outline.lineWidth = 2
            overlay.layer.addSublayer(outline)
        }
        panel = ToolStyle.makePanel()
        panel.addSubview(titleLabel)
        panel.addSubview(details)
    }

    var isShowing: Bool { panel.superview != nil }

    func show(in root: UIView, sceneRoot: CALayer) {
        // The window's layer and its first level start open.
        expanded.insert(ObjectIdentifier(sceneRoot))
        for child in sceneRoot.sublayers ?? [] { expanded.insert(ObjectIdentifier(child)) }
        overlay.frame = root.bounds
        root.addSubview(overlay)
        root.addSubview(panel)
    }

    func hide() {
        overlay.removeFromSuperview()
        panel.removeFromSuperview()
        hovered = nil
    }

    /// The deepest layer of `sceneRoot` on screen at window point `p`.
    static func layer(at p: CGPoint, in sceneRoot: CALayer) -> CALayer? {
        sceneRoot.presentation(at: CACurrentMediaTime())?.hitTest(p)?.model()
    }

    func hover(at p: CGPoint, in sceneRoot: CALayer) {
        hovered = Self.layer(at: p, in: sceneRoot)
    }

    func select(at p: CGPoint, in sceneRoot: CALayer) {
        select(Self.layer(at: p, in: sceneRoot))
    }

    func select(_ layer: CALayer?) {
        selected = layer
        var ancestor = layer?.superlayer
        while let a = ancestor {
            expanded.insert(ObjectIdentifier(a))
            ancestor = a.superlayer
        }
    }

    /// Follows what moved since the last frame: the outlines, the panel's text and the tree.
    /// Everything at media time `time`, the frame's. `avoiding` is a panel (the timeline's) the inspector's panel
    /// stays above, `below` the bottom of a banner it stays under.
    func update(sceneRoot: CALayer, time: Double, size: CGSize, avoiding: CGRect?, below top: CGFloat) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        overlay.frame = CGRect(origin: .zero, size: size)
        hoverOutline.path = hovered.flatMap { Self.outline($0, at: time) }
        selectionOutline.path = selected.flatMap { Self.outline($0, at: time) }
        let maximumHeight = min(size.height, avoiding.map { $0.minY } ?? size.height) - top - 20
        let text: String
        if let selected {
            let description = LayerDescription(selected, at: time)
            titleLabel.text = description.title
            text = description.lines.dropFirst().joined(separator: "\n")
        } else {
            titleLabel.text = "Inspector"
            text = "Hover to outline a layer; click to select it.\nI closes the inspector."
        }
        titleLabel.frame = CGRect(x: 12, y: 8, width: Self.panelWidth - 24, height: 20)
        details.text = text
        let lineCount = CGFloat(text.split(separator: "\n", omittingEmptySubsequences: false).count)
        details.frame = CGRect(
            x: 12, y: 32, width: Self.panelWidth - 24, height: min(lineCount * 13 + 4, maximumHeight * 0.55))
        let treeTop = details.frame.maxY + 8
        let rowCount = updateTree(sceneRoot: sceneRoot, top: treeTop, bottom: maximumHeight - 8)
        let height = min(maximumHeight, treeTop + CGFloat(rowCount) * 18 + 8)
        // The panel keeps to the side away from what is outlined, so it never hides what is inspected.
        let right = CGRect(x: size.width - Self.panelWidth - 10, y: top + 10, width: Self.panelWidth, height: height)
        let focus = (selected ?? hovered)?.presentation(at: time).map { $0.convert($0.bounds, to: nil) }
            .flatMap { $0.width * $0.height < size.width * size.height / 4 ? $0 : nil }
        let onLeft = focus.map { $0.intersects(right) } ?? false
        panel.frame = onLeft ? right.offsetBy(dx: 20 + Self.panelWidth - size.width, dy: 0) : right
    }

    private static func outline(_ layer: CALayer, at time: Double) -> CGPath? {
        guard let shown = layer.presentation(at: time) else { return nil }
        let b = shown.bounds
        let corners = [
            CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
            CGPoint(x: b.minX, y: b.maxY),
        ].map { shown.convert($0, to: nil) }
        let path = CGMutablePath()
        path.addLines(between: corners + [corners[0]])
        return path
    }

    // MARK: Tree

    /// The rows of the tree: a walk of the hierarchy that enters expanded layers, kept to the rows around the
    /// selection.
    private func treeRows(sceneRoot: CALayer) -> [(layer: CALayer, text: String)] {
        var all: [(CALayer, String)] = []
        var pending: [(CALayer, Int)] = [(sceneRoot, 0)]
        while let (layer, depth) = pending.popLast(), all.count < 2000 {
            let children = layer.sublayers ?? []
            let isOpen = expanded.contains(ObjectIdentifier(layer))
            let marker = children.isEmpty ? "  " : isOpen ? "▾ " : "▸ "
            let title = LayerDescription.title(of: layer)
            all.append((layer, String(repeating: "  ", count: min(depth, 12)) + marker + title))
            if isOpen { for child in children.reversed() { pending.append((child, depth + 1)) } }
        }
        let index = all.firstIndex { $0.0 === selected } ?? 0
        let start = max(0, min(index - Self.maximumRows / 2, all.count - Self.maximumRows))
        return Array(all[start..<min(all.count, start + Self.maximumRows)])
    }

    /// Lays out the tree's rows from `top`, as many as fit above `bottom`; returns how many show.
    private func updateTree(sceneRoot: CALayer, top: CGFloat, bottom: CGFloat) -> Int {
        let visible = treeRows(sceneRoot: sceneRoot)
        let count = max(0, min(visible.count, Int((bottom - top) / 18)))
        while rows.count < count {
            let index = rows.count
            let row = ToolStyle.makeButton("") { [weak self] in self?.tapRow(index) }
            row.titleLabel?.font = .monospacedSystemFont(ofSize: 10.5, weight: .regular)
            row.titleLabel?.textAlignment = .left
            rows.append(row)
            panel.addSubview(row)
        }
        for (i, row) in rows.enumerated() {
            row.isHidden = i >= count
            guard i < count else { continue }
            let (layer, text) = visible[i]
            row.frame = CGRect(x: 8, y: top + CGFloat(i) * 18, width: Self.panelWidth - 16, height: 17)
            row.titleLabel?.frame = row.bounds.insetBy(dx: 4, dy: 0)
            row.setTitle(text, for: .normal)
            row.backgroundColor = layer === selected ? ToolStyle.selection.withAlphaComponent(0.35) : .clear
        }
        rowLayers = visible.prefix(count).map(\.layer)
        return count
    }

    private var rowLayers: [CALayer] = []

    /// A click on a row selects its layer; a click on the selected row opens or closes it.
    private func tapRow(_ index: Int) {
        guard index < rowLayers.count else { return }
        let layer = rowLayers[index]
        if layer === selected {
            let id = ObjectIdentifier(layer)
            if expanded.contains(id) { expanded.remove(id) } else { expanded.insert(id) }
        } else {
            select(layer)
        }
    }
}
