import CompatibilityCorpus
import UIKit

/// Components of the compatibility corpus side by side, each in a white 200-point cell scaled to fit the scene,
/// with its name under it: one gallery scene per corpus section.
package final class CorpusScene: UIViewController {
    private let components: [CorpusComponent]
    private let showsNames: Bool
    private var cells: [(cell: UIView, name: UILabel)] = []

    /// The corpus components of `section` (every one for nil).
    package static func components(in section: String?) -> [CorpusComponent] {
        Catalog.components.filter { section == nil || $0.section == section }
    }

    package init(components: [CorpusComponent], showsNames: Bool = true) {
        self.components = components
        self.showsNames = showsNames
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: showsNames ? 0.9 : 1, alpha: 1)
        for component in components {
            let cell = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            cell.backgroundColor = .white
            cell.clipsToBounds = true
            cell.addSubview(component.make())
            view.addSubview(cell)
            let name = UILabel()
            name.text = component.name
            name.font = .systemFont(ofSize: 11)
            name.textColor = UIColor(white: 0.3, alpha: 1)
            name.textAlignment = .center
            name.isHidden = !showsNames
            view.addSubview(name)
            cells.append((cell, name))
        }
    }

    /// A grid of as many columns as make the cells largest (at most 200 points, their size at scale 1).
    package override func viewDidLayoutSubviews() {
        guard !cells.isEmpty else { return }
        let area = view.bounds.insetBy(dx: showsNames ? 8 : 0, dy: showsNames ? 8 : 0)
        let label: CGFloat = showsNames ? 16 : 0
        var best = (columns: 1, side: CGFloat(0))
        for columns in 1...cells.count {
            let rows = (cells.count + columns - 1) / columns
            let side = min(area.width / CGFloat(columns), area.height / CGFloat(rows) - label, 200)
            if side > best.side { best = (columns, side) }
        }
        let scale = max(best.side - (showsNames ? 6 : 0), 1) / 200
        let pitch = CGSize(width: best.side, height: best.side + label)
        UIView.performWithoutAnimation {
            for (index, entry) in cells.enumerated() {
                let column = CGFloat(index % best.columns), row = CGFloat(index / best.columns)
                let center = CGPoint(
                    x: area.minX + (column + 0.5) * pitch.width, y: area.minY + row * pitch.height + best.side / 2)
                entry.cell.transform = CGAffineTransform(scaleX: scale, y: scale)
                entry.cell.center = center
                entry.name.frame = CGRect(
                    x: center.x - pitch.width / 2, y: center.y + best.side / 2 - 2, width: pitch.width, height: label)
            }
        }
    }
}
