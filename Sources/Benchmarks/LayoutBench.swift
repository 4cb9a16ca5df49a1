import RenderServer
import UIKit

/// A window of 1 000 constrained views: 50 rows of 20 cells, each row a chain of equal-width cells with spacing
/// between the window's margins, each row below the last with a height of its own.
@MainActor
func makeLayoutTree() -> (window: UIWindow, rowHeights: [NSLayoutConstraint]) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 720))
    var constraints: [NSLayoutConstraint] = []
    var rowHeights: [NSLayoutConstraint] = []
    var above: UIView?
    for _ in 0..<50 {
        var previous: UIView?
        var first: UIView?
        for _ in 0..<20 {
            let cell = UIView()
            cell.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(cell)
            if let previous {
                constraints += [
                    cell.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 4),
                    cell.widthAnchor.constraint(equalTo: previous.widthAnchor),
                    cell.topAnchor.constraint(equalTo: previous.topAnchor),
                    cell.heightAnchor.constraint(equalTo: previous.heightAnchor),
                ]
            } else {
                let height = cell.heightAnchor.constraint(equalToConstant: 10)
                rowHeights.append(height)
                constraints += [
                    cell.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
                    cell.topAnchor.constraint(equalTo: above?.bottomAnchor ?? window.topAnchor, constant: 4), height,
                ]
                first = cell
            }
            previous = cell
        }
        if let previous {
            constraints.append(previous.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor))
        }
        above = first
    }
    NSLayoutConstraint.activate(constraints)
    return (window, rowHeights)
}

/// Medians of a full layout pass over 1 000 constrained views (building and solving the system, placing every
/// view) and of one constant changed and solved again incrementally.
@MainActor
func layoutMedians() -> [(String, Double)] {
    var full: [Double] = [], incremental: [Double] = []
    for _ in 0..<(quick ? 3 : 10) {
        let start = MonotonicClock.seconds()
        let tree = makeLayoutTree()
        tree.window.layoutIfNeeded()
        full.append(MonotonicClock.seconds() - start)
        for round in 0..<(quick ? 10 : 40) {
            let changed = MonotonicClock.seconds()
            tree.rowHeights[round % tree.rowHeights.count].constant = Double(10 + round % 7)
            tree.window.layoutIfNeeded()
            incremental.append(MonotonicClock.seconds() - changed)
        }
    }
    return [("layout-1k", percentile(full, 0.5)), ("layout-1k-constant", percentile(incremental, 0.5))]
}
