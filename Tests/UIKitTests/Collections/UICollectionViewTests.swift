import TestSupport
import UIKit
import XCTest

/// A data source of numbered items that counts the cells it is asked for.
private class Items: UICollectionViewDataSource, UICollectionViewDelegate {
    var counts: [Int]
    var chosen: [IndexPath] = []
    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        chosen.append(indexPath)
    }
}

/// A flow delegate that spaces its second section its own way and gives each section a header and a footer, as a
/// full-page pager sets its line spacing to 0.
private final class SpacedSections: Items, UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { section == 1 ? 0 : 10 }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { section == 1 ? 200 : 10 }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { CGSize(width: 0, height: 30 + CGFloat(section) * 10) }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize { CGSize(width: 0, height: 20) }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "edge", for: indexPath)
    }
}

/// Attributes carrying a value of the layout's own, which its cells read as they are placed.
private final class DepthAttributes: UICollectionViewLayoutAttributes {
    var depth: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! DepthAttributes
        copy.depth = depth
        return copy
    }
}

/// A flow layout that makes `DepthAttributes` and sets each item's depth from its index.
private final class DepthFlowLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { DepthAttributes.self }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map { attributes in
            (attributes as? DepthAttributes)?.depth = CGFloat(attributes.indexPath.item) * 10
            return attributes
        }
    }
}

/// A cell that keeps the depth it was given.
private final class DepthCell: UICollectionViewCell {
    var depth: CGFloat = -1

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        depth = (layoutAttributes as? DepthAttributes)?.depth ?? -2
    }
}

/// A layout of its own: items in one diagonal, each half transparent and turned, to show custom layouts work.
private final class DiagonalLayout: UICollectionViewLayout {
    var prepared = 0
    override func prepare() { prepared += 1 }
    override var collectionViewContentSize: CGSize { CGSize(width: 1000, height: 1000) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<10).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: item * 100, y: item * 100, width: 50, height: 50)
            attributes.alpha = 0.5
            attributes.transform = CGAffineTransform(rotationAngle: .pi / 4)
            return attributes
        }.filter { $0.frame.intersects(rect) }
    }
}

/// A cover-flow layout: items in a row, each turned about the vertical axis in perspective.
private final class CoverFlowLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 1000, height: 400) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<10).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: item * 100, y: 100, width: 80, height: 200)
            var turn = CATransform3DIdentity
            turn.m34 = -1 / 500
            attributes.transform3D = CATransform3DRotate(turn, .pi / 4, 0, 1, 0)
            return attributes
        }.filter { $0.frame.intersects(rect) }
    }
}

/// A flow layout whose inserted items grow from a dot and whose deleted items drop away, as animated-update
/// tutorials write them.
private final class GrowAndDropLayout: UICollectionViewFlowLayout {
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        attributes?.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: itemIndexPath)
        attributes.frame = CGRect(x: 10, y: 600, width: 100, height: 100)
        return attributes
    }
}

/// Collection views with flow layouts worked by hand (a 320 × 400 view), a custom layout, reuse, selection and
/// batch updates.
final class UICollectionViewTests: UIKitTestCase {
    private var items: Items!
    private var collection: UICollectionView!

    private func make(_ counts: [Int], layout: UICollectionViewLayout) {
        items = Items(counts)
        collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = items
        collection.delegate = items
        window.addSubview(collection)
        collection.layoutIfNeeded()
        CATransaction.flush()
    }

    private func flow(_ direction: UICollectionView.ScrollDirection = .vertical) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.scrollDirection = direction
        return layout
    }

    private func frame(_ item: Int, section: Int = 0) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func testAFlowLayoutFillsLinesAndSpreadsTheirItems() async {
        make([5], layout: flow())
        // 300 points across after the insets: two 100-point items and their 10-point minimum spacing fit, three do
        // not; the two spread to the line's ends.
        XCTAssertEqual(frame(0), CGRect(x: 10, y: 10, width: 100, height: 100))
        XCTAssertEqual(frame(1), CGRect(x: 210, y: 10, width: 100, height: 100))
        XCTAssertEqual(frame(2), CGRect(x: 10, y: 120, width: 100, height: 100))
        XCTAssertEqual(frame(4), CGRect(x: 110, y: 230, width: 100, height: 100), "alone on its line: centred")
        XCTAssertEqual(collection.contentSize, CGSize(width: 320, height: 340))
    }

    func testTheFlowDelegateSpacesEachSectionAndSizesItsHeaderAndFooter() async throws {
        let spaced = SpacedSections([3, 3])
        collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 800), collectionViewLayout: flow())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collection.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "edge")
        }
        collection.dataSource = spaced
        collection.delegate = spaced
        window.addSubview(collection)
        collection.layoutIfNeeded()
        // Section 0: header 0-30, inset 10, lines at 40 and 150, inset 10, footer 260-280.
        XCTAssertEqual(frame(0), CGRect(x: 10, y: 40, width: 100, height: 100))
        XCTAssertEqual(frame(2), CGRect(x: 110, y: 150, width: 100, height: 100), "10-point line spacing")
        // Section 1: header 280-320; 200 points between items leaves one per line, with no line spacing.
        XCTAssertEqual(frame(0, section: 1), CGRect(x: 110, y: 330, width: 100, height: 100))
        XCTAssertEqual(frame(1, section: 1), CGRect(x: 110, y: 430, width: 100, height: 100))
        let footer = try XCTUnwrap(
            collection.collectionViewLayout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 1)))
        XCTAssertEqual(footer.frame, CGRect(x: 0, y: 640, width: 320, height: 20))
        XCTAssertEqual(collection.contentSize.height, 660)
        let header = try XCTUnwrap(
            collection.collectionViewLayout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 280, width: 320, height: 40))
        XCTAssertEqual(
            collection.subviews.filter { !($0 is UICollectionViewCell) && $0.frame.height == 20 }.count, 2,
            "both footers are on screen")
    }

    func testALayoutsOwnAttributesClassReachesItsCells() async throws {
        let layout = DepthFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        items = Items([4])
        collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collection.register(DepthCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = items
        window.addSubview(collection)
        collection.layoutIfNeeded()
        XCTAssertTrue(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) is DepthAttributes)
        let cell = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 3, section: 0)) as? DepthCell)
        XCTAssertEqual(cell.depth, 30)
    }

    func testAHorizontalFlowLayoutWrapsToTheRight() async {
        make([5], layout: flow(.horizontal))
        // 380 points down: three items per column.
        XCTAssertEqual(frame(0), CGRect(x: 10, y: 10, width: 100, height: 100))
        XCTAssertEqual(frame(2), CGRect(x: 10, y: 290, width: 100, height: 100))
        XCTAssertEqual(frame(3), CGRect(x: 120, y: 10, width: 100, height: 100))
        XCTAssertEqual(collection.contentSize.width, 230, "10 + 100 + 10 + 100 + 10")
    }

    func testACustomLayoutPlacesItsAttributes() async throws {
        let layout = DiagonalLayout()
        make([10], layout: layout)
        XCTAssertGreaterThanOrEqual(layout.prepared, 1)
        let cell = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        XCTAssertEqual(cell.center, CGPoint(x: 225, y: 225))
        XCTAssertEqual(cell.alpha, 0.5)
        XCTAssertEqual(Double(cell.transform.b), (0.5).squareRoot(), accuracy: 1e-9)
        XCTAssertEqual(collection.visibleCells.count, 4, "the diagonal items meeting 320 × 400")
    }

    func testATransform3DInTheAttributesTurnsTheCellInPerspective() async throws {
        make([10], layout: CoverFlowLayout())
        let cell = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(cell.transform3D.m34, -1 / 500 * cos(.pi / 4), accuracy: 1e-9)
        XCTAssertEqual(cell.center, CGPoint(x: 140, y: 200), "placed by its frame before it turns")
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.transform = CGAffineTransform(scaleX: 2, y: 3)
        XCTAssertEqual(attributes.transform3D.m11, 2, "transform sets the 3D transform's affine part")
        XCTAssertEqual(attributes.transform3D.m22, 3)
        let copy = try XCTUnwrap(attributes.copy() as? UICollectionViewLayoutAttributes)
        XCTAssertEqual(copy.transform3D, attributes.transform3D)
    }

    func testOnlyItemsInViewHaveCellsAndTheyAreReused() async {
        make([1000], layout: flow())
        var made = Set(collection.visibleCells.map(ObjectIdentifier.init))
        for step in 1...100 {
            collection.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 40)
            made.formUnion(collection.visibleCells.map(ObjectIdentifier.init))
        }
        XCTAssertLessThanOrEqual(made.count, 14, "at most a screenful and a line")
    }

    func testATapSelectsTheItem() async {
        make([6], layout: flow())
        tap(CGPoint(x: 250, y: 150))
        XCTAssertEqual(items.chosen, [IndexPath(item: 3, section: 0)])
        XCTAssertTrue(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.isSelected ?? false)
    }

    func testInsertedItemsFadeInWhileTheOthersMoveOn() async throws {
        make([3], layout: flow())
        let moving = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        items.counts = [4]
        collection.performBatchUpdates({ self.collection.insertItems(at: [IndexPath(item: 0, section: 0)]) })
        XCTAssertTrue(collection.cellForItem(at: IndexPath(item: 2, section: 0)) === moving, "it keeps its cell")
        let inserted = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(moving.frame.origin, CGPoint(x: 10, y: 120))
        CATransaction.flush()
        advance(to: 100.15)
        XCTAssertEqual(Double(try XCTUnwrap(inserted.layer.presentation()).opacity), 0.5, accuracy: 1e-3)
        XCTAssertEqual(Double(try XCTUnwrap(moving.layer.presentation()).frame.minX), 110, accuracy: 1e-2)
    }

    func testALayoutsAppearingAndDisappearingAttributesAnimateInsertsAndDeletes() async throws {
        let layout = GrowAndDropLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        make([3], layout: layout)
        let leaving = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        items.counts = [3]
        collection.performBatchUpdates({
            self.collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
            self.collection.insertItems(at: [IndexPath(item: 2, section: 0)])
        })
        let grown = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        XCTAssertEqual(grown.transform, .identity, "the model at its place")
        CATransaction.flush()
        advance(to: 100.001)
        XCTAssertLessThan(Double(try XCTUnwrap(grown.layer.presentation()).transform.m11), 0.2, "from a dot")
        XCTAssertEqual(Double(try XCTUnwrap(grown.layer.presentation()).opacity), 1, "no fade")
        advance(to: 100.15)
        XCTAssertGreaterThan(Double(try XCTUnwrap(leaving.layer.presentation()).frame.minY), 100, "dropping")
        XCTAssertEqual(Double(try XCTUnwrap(leaving.layer.presentation()).opacity), 1, "no fade")
        advance(to: 100.4)
        spinRunLoop()
        XCTAssertNil(leaving.superview, "removed once it has gone")
    }
}

/// A flow layout's section headers, and deleting and moving items.
final class UICollectionViewSupplementaryTests: UIKitTestCase {
    private final class Header: UICollectionReusableView {}

    private final class Sections: UICollectionViewDataSource {
        var counts = [2, 3]
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    private var sections = Sections()
    private var collection: UICollectionView!

    override func setUp() async throws {
        try await super.setUp()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.register(
            Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        collection.dataSource = sections
        window.addSubview(collection)
        collection.layoutIfNeeded()
    }

    func testEachSectionHasAHeaderAboveItsItems() async {
        let headers = collection.subviews.compactMap { $0 as? Header }.sorted { $0.frame.minY < $1.frame.minY }
        XCTAssertEqual(
            headers.map(\.frame),
            [
                CGRect(x: 0, y: 0, width: 320, height: 30), CGRect(x: 0, y: 80, width: 320, height: 30),
            ])
        // Section 1's items follow its header: 30 + 50 + 30.
        XCTAssertEqual(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY, 110)
    }

    func testDeletedItemsFadeOutAndMovedItemsKeepTheirCells() async throws {
        let first = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 0, section: 1)))
        let last = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 2, section: 1)))
        sections.counts = [2, 2]
        collection.performBatchUpdates({
            self.collection.deleteItems(at: [IndexPath(item: 1, section: 1)])
            self.collection.moveItem(at: IndexPath(item: 2, section: 1), to: IndexPath(item: 0, section: 1))
        })
        XCTAssertTrue(collection.cellForItem(at: IndexPath(item: 0, section: 1)) === last)
        XCTAssertTrue(collection.cellForItem(at: IndexPath(item: 1, section: 1)) === first)
        XCTAssertEqual(collection.visibleCells.count, 4)
    }
}
