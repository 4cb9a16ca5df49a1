import PreviewerKit
import RenderServer
import UIKit

/// A plain table of 10 000 numbered rows, for `table-scroll-10k`.
@MainActor
final class TenThousandRows: UIViewController, UITableViewDataSource {
    let table = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.frame = view.bounds
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(table)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10_000 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// Scrolling a 10 000-row table 30 points a frame at 1280×720 through the previewer's engine: the median frame
/// (scroll, layout of the rows in view, commit, composite) and the cells alive at the end.
@MainActor
func tableScrollMedians() -> (frame: Double, cells: Int) {
    MediaClock.setManualTime(5000)
    defer { MediaClock.setManualTime(nil) }
    var controller: TenThousandRows?
    let scene = Scene(name: "table-scroll-10k", summary: "") {
        let made = TenThousandRows()
        controller = made
        return made
    }
    guard
        let engine = PreviewEngine(
            scenes: [scene], size: CGSize(width: 1280, height: 720), scale: 1, showsSidebar: false)
    else { return (0, 0) }
    engine.render(at: 5000)
    guard let table = controller?.table else { return (0, 0) }
    var times: [Double] = []
    for frame in 1...(quick ? 120 : 480) {
        let time = 5000 + Double(frame) / 60
        MediaClock.setManualTime(time)
        let start = MonotonicClock.seconds()
        table.contentOffset = CGPoint(x: 0, y: Double(frame) * 30)
        engine.render(at: time)
        times.append(MonotonicClock.seconds() - start)
    }
    var alive = Set(table.visibleCells.map(ObjectIdentifier.init))
    for cell in table.reusePoolCells { alive.insert(ObjectIdentifier(cell)) }
    return (percentile(times, 0.5), alive.count)
}
