import TestSupport
import UIKit
import XCTest

/// A data source of numbered rows in sections, counting the cells it is asked for.
private final class Rows: UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    var titles: [String?] = []
    var asked = 0
    var displayed: [IndexPath] = []
    var chosen: [IndexPath] = []

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titles.indices.contains(section) ? titles[section] : nil
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayed.append(indexPath)
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { chosen.append(indexPath) }
}

/// Table views on the manual clock: reuse, geometry, automatic heights, selection and animated updates, frames
/// worked by hand (rows 44 points tall in a 320 × 220 table).
final class UITableViewTests: UIKitTestCase {
    private var table: UITableView!
    private var rows: Rows!

    private func makeTable(_ counts: [Int], titles: [String?] = []) {
        rows = Rows(counts)
        rows.titles = titles
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        window.addSubview(table)
        table.layoutIfNeeded()
        CATransaction.flush()
    }

    private func labels() -> [String] { table.visibleCells.compactMap { $0.textLabel?.text } }

    func testIndexPathsHaveRowsItemsAndSections() async {
        let path = IndexPath(row: 3, section: 2)
        XCTAssertEqual([path.section, path.row, path.item], [2, 3, 3])
        XCTAssertEqual(IndexPath(item: 3, section: 2), path)
    }

    func testOnlyTheRowsInViewHaveCellsAndScrolledOutCellsAreReused() async {
        makeTable([10_000])
        // 220 / 44 = 5 rows.
        XCTAssertEqual(labels(), ["0.0", "0.1", "0.2", "0.3", "0.4"])
        XCTAssertEqual(table.contentSize, CGSize(width: 320, height: 440_000))
        var made = Set(table.visibleCells.map(ObjectIdentifier.init))
        for step in 1...200 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 30)
            made.formUnion(table.visibleCells.map(ObjectIdentifier.init))
        }
        XCTAssertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 136, section: 0), "6 000 / 44")
        XCTAssertLessThanOrEqual(made.count, 7, "cells are reused: at most a screenful and one")
        XCTAssertEqual(rows.displayed.count, rows.asked, "willDisplay for every cell shown")
    }

    func testSectionHeadersAddToTheGeometry() async {
        makeTable([2, 3], titles: ["First", "Second"])
        XCTAssertEqual(table.numberOfSections, 2)
        XCTAssertEqual(table.numberOfRows(inSection: 1), 3)
        // Header 28, rows 44: section 1 starts at 28 + 88 = 116, its row 1 at 116 + 28 + 44 = 188.
        XCTAssertEqual(
            table.rectForRow(at: IndexPath(row: 1, section: 1)), CGRect(x: 0, y: 188, width: 320, height: 44))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 190)), IndexPath(row: 1, section: 1))
        XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 10, y: 120)), "a header is no row")
        XCTAssertEqual(table.contentSize.height, 28 * 2 + 44 * 5)
    }

    func testAutomaticRowHeightsComeFromTheCellsConstraints() async {
        final class TallCell: UITableViewCell {
            override init(style: CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                let bar = UIView()
                bar.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(bar)
                NSLayoutConstraint.activate([
                    bar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                    bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    bar.heightAnchor.constraint(equalToConstant: 60),
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        rows = Rows([20])
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
        table.register(TallCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 50
        table.dataSource = rows
        window.addSubview(table)
        table.layoutIfNeeded()
        XCTAssertTrue(table.visibleCells.first is TallCell, "the registered class")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 80, "10 + 60 + 10")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, 80)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 19, section: 0)).height, 50, "not yet shown: the estimate")
    }

    func testAutomaticHeightsWithoutEstimatesAndSubtitleCellsGrowWithTheirText() async {
        final class Notes: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
                cell.textLabel?.numberOfLines = 0
                cell.textLabel?.text = String(repeating: "a long note ", count: indexPath.row % 2 == 0 ? 1 : 12)
                return cell
            }
        }
        let notes = Notes()
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "note")
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 0
        table.sectionHeaderHeight = UITableView.automaticDimension
        table.dataSource = notes
        window.addSubview(table)
        table.layoutIfNeeded()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 44, "one line: the standard height")
        XCTAssertGreaterThan(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 60, "several lines")
        XCTAssertLessThan(table.visibleCells.count, 10, "an estimate of 0 does not make every row a cell")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 999, section: 0)).height, 44)
    }

    func testATapSelectsTheRowAndTellsTheDelegate() async {
        makeTable([10])
        tap(CGPoint(x: 100, y: 100))
        XCTAssertEqual(rows.chosen, [IndexPath(row: 2, section: 0)])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected ?? false)
        tap(CGPoint(x: 100, y: 10), at: 101)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 0), "one selection at a time")
        XCTAssertFalse(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected ?? true)
    }

    func testAnInsertedRowFadesInWhileTheRowsBelowMoveDown() async throws {
        makeTable([3])
        rows.counts = [4]
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        // Cells that stay keep what they show: the new row's cell is asked for, the others only move.
        XCTAssertEqual(labels(), ["0.0", "0.1", "0.1", "0.2"])
        let inserted = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let below = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        XCTAssertEqual(below.frame.minY, 88, "the model is at its new place")
        CATransaction.flush()
        advance(to: 100.15)
        // Half of 0.3 s of ease-in-ease-out is half way.
        XCTAssertEqual(Double(try XCTUnwrap(inserted.layer.presentation()).opacity), 0.5, accuracy: 1e-3)
        XCTAssertEqual(Double(try XCTUnwrap(below.layer.presentation()).frame.minY), 66, accuracy: 1e-2)
        XCTAssertEqual(table.contentSize.height, 176)
    }

    func testADeletedRowSlidesOutAndIsReused() async throws {
        makeTable([4])
        let leaving = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        rows.counts = [3]
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .left)
        XCTAssertEqual(leaving.frame.minX, -320, "it slides a row's width to the left")
        XCTAssertEqual(labels(), ["0.0", "0.2", "0.3"], "the others keep their cells")
        CATransaction.flush()
        advance(to: 100.4)
        XCTAssertNil(leaving.superview, "gone once the animation ends")
        XCTAssertTrue(table.dequeueReusableCell(withIdentifier: "row") === leaving)
    }

    func testABatchThatDisagreesWithTheDataSourceReloadsWithALogLine() async {
        let lines = LockedLines()
        Log.setSink { lines.append($0) }
        defer { Log.setSink(nil) }
        makeTable([3])
        rows.counts = [5]
        table.performBatchUpdates({ self.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic) })
        XCTAssertEqual(table.numberOfRows(inSection: 0), 5)
        XCTAssertEqual(lines.all.filter { $0.contains("does not match") }.count, 1)
    }

    func testMovingARowCarriesItsCell() async throws {
        makeTable([4])
        let moving = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 3, section: 0)) === moving)
        XCTAssertEqual(moving.frame.minY, 132)
    }
}

/// The cell styles' layouts in a 320 × 60 cell.
final class UITableViewCellStyleTests: UIKitTestCase {
    private func cell(_ style: UITableViewCell.CellStyle) -> UITableViewCell {
        let cell = UITableViewCell(style: style, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        cell.layoutIfNeeded()
        return cell
    }

    func testTheDefaultStyleHasNoDetailAndItsTextFillsTheRow() async throws {
        let plain = cell(.default)
        XCTAssertNil(plain.detailTextLabel)
        XCTAssertEqual(try XCTUnwrap(plain.textLabel).frame, CGRect(x: 16, y: 0, width: 288, height: 60))
    }

    func testSubtitlePutsTheDetailUnderTheTitle() async throws {
        let subtitle = cell(.subtitle)
        let title = try XCTUnwrap(subtitle.textLabel), detail = try XCTUnwrap(subtitle.detailTextLabel)
        XCTAssertEqual(detail.frame.minY, title.frame.maxY)
        XCTAssertEqual(title.frame.minY + detail.frame.maxY, 60, accuracy: 1e-9, "the pair is centred")
    }

    func testValue1PutsTheDetailAtTheTrailingEdgeBeforeTheAccessory() async throws {
        let value = cell(.value1)
        let detail = try XCTUnwrap(value.detailTextLabel)
        XCTAssertEqual(detail.frame.maxX, 304)
        value.accessoryType = .disclosureIndicator
        value.layoutIfNeeded()
        XCTAssertEqual(value.contentView.frame.width, 282, "320 − 30 for the accessory − 8")
        XCTAssertEqual(detail.frame.maxX, 266)
    }
}
