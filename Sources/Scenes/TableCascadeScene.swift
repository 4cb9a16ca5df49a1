import UIKit

/// A table view whose rows cascade in as they are displayed (willDisplay starts each one's entrance), and whose
/// rows are deleted with a slide by a click on them and inserted with a fade by the Add button.
final class TableCascadeScene: SceneViewController, UITableViewDataSource, UITableViewDelegate {
    let table = UITableView(frame: .zero, style: .plain)
    let add = UIButton(type: .system)
    var items = (1...40).map { "Task \($0)" }
    var nextNumber = 41
    var entered: Set<String> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text =
            "UITableView: rows cascade in; click a row: delete (.left); Add or pull to refresh: insert (.fade)"
        table.register(UITableViewCell.self, forCellReuseIdentifier: "task")
        table.dataSource = self
        table.delegate = self
        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { [weak self] _ in self?.refreshed() }, for: .valueChanged)
        table.refreshControl = refresh
        view.addSubview(table)
        add.setTitle("Add", for: .normal)
        add.addAction(UIAction { [weak self] _ in self?.insertTask() }, for: .touchUpInside)
        view.addSubview(add)
    }

    override func viewDidLayoutSubviews() {
        layoutCaption()
        let frame = CGRect(x: 0, y: 88, width: view.bounds.width, height: max(view.bounds.height - 88, 1))
        if table.frame != frame { UIView.performWithoutAnimation { table.frame = frame } }
        add.frame = CGRect(x: 16, y: 50, width: 80, height: 34)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "task", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    /// Each row the first time it shows: slides in from the right and fades in, a little after the one above.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        let item = items[indexPath.row]
        guard !entered.contains(item) else { return }
        entered.insert(item)
        cell.alpha = 0
        cell.transform = CGAffineTransform(translationX: 60, y: 0)
        UIView.animate(
            withDuration: 0.45, delay: 0.05 * Double(indexPath.row % 12), options: [.curveEaseOut],
            animations: {
                cell.alpha = 1
                cell.transform = .identity
            })
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .left)
    }

    /// Pulled to refresh: a new task arrives a second later, and the spinner goes.
    private func refreshed() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
            self?.insertTask()
            self?.table.refreshControl?.endRefreshing()
        }
    }

    private func insertTask() {
        let item = "Task \(nextNumber)"
        nextNumber += 1
        entered.insert(item)
        items.insert(item, at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    }
}
