import TestSupport
import UIKit
import XCTest

/// A list screen as iOS code writes one: a `UITableViewController` subclass overriding the data source and
/// delegate, with an entrance animation in `willDisplay` and a header that stretches in `scrollViewDidScroll`.
private final class FruitListController: UITableViewController {
    let fruits = ["apple", "pear", "plum", "fig"]
    var displayed: [Int] = []
    var chosen: [String] = []
    var scrolledTo: [CGFloat] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 50
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    {
        displayed.append(indexPath.row)
        cell.alpha = 0
        UIView.animate(withDuration: 0.3) { cell.alpha = 1 }
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        chosen.append(fruits[indexPath.row])
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrolledTo.append(scrollView.contentOffset.y)
    }
}

private final class TileController: UICollectionViewController {
    var selected: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath.item)
    }
}

final class ListControllerTests: UIKitTestCase {
    func testATableViewControllerSubclassDrivesItsTableThroughItsOverrides() async throws {
        let controller = FruitListController(style: .plain)
        window.rootViewController = controller
        window.layoutIfNeeded()
        CATransaction.flush()
        let table = try XCTUnwrap(controller.tableView)
        XCTAssertTrue(controller.view === table)
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, ["apple", "pear", "plum", "fig"])
        XCTAssertEqual(controller.displayed, [0, 1, 2, 3])
        XCTAssertNotNil(table.visibleCells.first?.layer.animation(forKey: "opacity"), "the entrance animation runs")
        tap(CGPoint(x: 100, y: 75))
        XCTAssertEqual(controller.chosen, ["pear"])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        table.setContentOffset(CGPoint(x: 0, y: -40), animated: false)
        XCTAssertEqual(controller.scrolledTo.last, -40)
        controller.viewWillAppear(false)
        XCTAssertNil(table.indexPathForSelectedRow, "cleared as the view appears again")
    }

    func testACollectionViewControllerSubclassDrivesItsCollection() async throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let controller = TileController(collectionViewLayout: layout)
        window.rootViewController = controller
        window.layoutIfNeeded()
        CATransaction.flush()
        let collection = try XCTUnwrap(controller.collectionView)
        XCTAssertTrue(controller.collectionViewLayout === layout)
        XCTAssertEqual(collection.visibleCells.count, 6)
        tap(CGPoint(x: 50, y: 50))
        XCTAssertEqual(controller.selected, [0])
    }
}
