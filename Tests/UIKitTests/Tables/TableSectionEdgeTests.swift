import TestSupport
import UIKit
import XCTest

/// A header view of its own, registered for reuse, as settings screens write them.
private final class BadgeHeader: UITableViewHeaderFooterView {
    let badge = UILabel()
    var reuses = 0

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Sections with titled footers, dequeued headers in section 1, and a delegate that recolours what it is shown.
private final class Sections: UITableViewDataSource, UITableViewDelegate {
    var shownHeaders: [Int] = []
    var shownFooters: [Int] = []

    func numberOfSections(in tableView: UITableView) -> Int { 20 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 1 ? nil : "Section \(section)"
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        "\(section) ends"
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard section == 1 else { return nil }
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "badge") as? BadgeHeader
        header?.badge.text = "NEW"
        return header
    }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        section == 0 ? 40 : UITableView.automaticDimension
    }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        shownHeaders.append(section)
        (view as? UITableViewHeaderFooterView)?.textLabel?.textColor = .white
    }
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        shownFooters.append(section)
    }
}

final class TableSectionEdgeTests: UIKitTestCase {
    private var table: UITableView!
    private let sections = Sections()

    private func makeTable(footer: UIView? = nil) {
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 290), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.register(BadgeHeader.self, forHeaderFooterViewReuseIdentifier: "badge")
        table.tableFooterView = footer
        table.dataSource = sections
        table.delegate = sections
        window.addSubview(table)
        table.layoutIfNeeded()
    }

    func testFootersFollowTheirRowsAndTitlesShowInHeaderFooterViews() async throws {
        makeTable()
        // Section 0: header 0-28, rows 28-116, footer 116-156 (the delegate's 40); section 1 from 156.
        XCTAssertEqual(
            table.rectForRow(at: IndexPath(row: 0, section: 1)), CGRect(x: 0, y: 184, width: 320, height: 44))
        let footer = try XCTUnwrap(table.footerView(forSection: 0))
        XCTAssertEqual(footer.frame, CGRect(x: 0, y: 116, width: 320, height: 40))
        XCTAssertEqual(footer.textLabel?.text, "0 ends")
        let header = try XCTUnwrap(table.headerView(forSection: 0))
        XCTAssertEqual(header.textLabel?.text, "Section 0")
        XCTAssertEqual(header.textLabel?.textColor, .white, "willDisplayHeaderView reached the title's view")
        XCTAssertEqual(sections.shownHeaders, [0, 1], "section 2's header, at 300, is below the view")
        XCTAssertEqual(sections.shownFooters, [0, 1])
        // 20 sections of 28 + 88 + 28, less section 0's 12 points of extra footer.
        XCTAssertEqual(table.contentSize.height, 20 * 144 + 12)
    }

    func testRegisteredHeaderViewsAreDequeuedAndReused() async throws {
        makeTable()
        let first = try XCTUnwrap(table.headerView(forSection: 1) as? BadgeHeader)
        XCTAssertEqual(first.badge.text, "NEW")
        XCTAssertNil(table.dequeueReusableHeaderFooterView(withIdentifier: "unregistered"), "nil, as on iOS")
        table.contentOffset = CGPoint(x: 0, y: 1000)
        table.layoutIfNeeded()
        XCTAssertNil(table.headerView(forSection: 1), "scrolled away")
        table.contentOffset = .zero
        table.layoutIfNeeded()
        let again = try XCTUnwrap(table.headerView(forSection: 1) as? BadgeHeader)
        XCTAssertTrue(again === first, "the view that left came back from the reuse pool")
        XCTAssertEqual(again.reuses, 1)
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertTrue(table.headerView(forSection: 1) === first, "measuring the section does not use up the pool")
        table.register(nil, forHeaderFooterViewReuseIdentifier: "badge")
        table.contentOffset = CGPoint(x: 0, y: 1000)
        table.layoutIfNeeded()
        _ = table.dequeueReusableHeaderFooterView(withIdentifier: "badge")
        XCTAssertNil(table.dequeueReusableHeaderFooterView(withIdentifier: "badge"), "nil unregisters")
    }

    func testTheTableFooterViewEndsTheContent() async {
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
        makeTable(footer: footer)
        XCTAssertEqual(table.contentSize.height, 20 * 144 + 12 + 60)
        XCTAssertEqual(footer.frame, CGRect(x: 0, y: 20 * 144 + 12, width: 320, height: 60))
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.tableFooterView = UIView()
        table.layoutIfNeeded()
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell, "the rows keep their cells")
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0), "and the selection")
        XCTAssertNil(footer.superview)
        XCTAssertEqual(table.contentSize.height, 20 * 144 + 12, "an empty footer view adds nothing")
    }

    func testSeparatorsFollowTheTableUnlessTheCellSetsItsOwnInset() async throws {
        makeTable()
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let other = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        table.separatorInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 10)
        table.separatorColor = .red
        cell.separatorInset = .zero
        table.layoutIfNeeded()
        cell.layoutIfNeeded()
        other.layoutIfNeeded()
        let line = { (cell: UITableViewCell) in cell.subviews.first { $0.frame.height == 0.5 } }
        XCTAssertEqual(line(other)?.frame, CGRect(x: 60, y: 43.5, width: 250, height: 0.5))
        XCTAssertEqual(line(other)?.backgroundColor, .red)
        XCTAssertEqual(line(cell)?.frame, CGRect(x: 0, y: 43.5, width: 320, height: 0.5), "the cell's own inset")
        table.separatorStyle = .none
        XCTAssertEqual(line(other)?.isHidden, true)
    }
}
