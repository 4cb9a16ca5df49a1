import TestSupport
import UIKit
import XCTest

private final class Cards: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }
}

/// A carousel as iOS code writes one: a horizontal flow layout that rests with a card's left edge at the inset.
private final class SnappingLayout: UICollectionViewFlowLayout {
    var velocities: [CGPoint] = []

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        velocities.append(velocity)
        let pitch = itemSize.width + minimumLineSpacing
        return CGPoint(x: (proposedContentOffset.x / pitch).rounded() * pitch, y: proposedContentOffset.y)
    }
}

final class CarouselSnapTests: UIKitTestCase {
    func testAFlungCarouselRestsWhereItsLayoutSnapsIt() async throws {
        let layout = SnappingLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 10
        let carousel = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 120), collectionViewLayout: layout)
        carousel.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        let cards = Cards()
        carousel.dataSource = cards
        window.addSubview(carousel)
        carousel.layoutIfNeeded()
        CATransaction.flush()
        input.press(at: CGPoint(x: 300, y: 60), time: now)
        for step in 1...10 {
            play(1.0 / 60)
            input.move(to: CGPoint(x: 300 - 12 * CGFloat(step), y: 60), time: now)
        }
        input.release(at: CGPoint(x: 180, y: 60), time: now)
        play(10)
        XCTAssertEqual(layout.velocities.count, 1, "asked once, as the finger lifts")
        XCTAssertGreaterThan(try XCTUnwrap(layout.velocities.first).x, 0, "content moving toward later cards")
        let rest = carousel.contentOffset.x
        XCTAssertGreaterThan(rest, 120, "momentum carried it past the drag")
        XCTAssertEqual(rest.truncatingRemainder(dividingBy: 110), 0, accuracy: 1e-6, "on a card's edge")
        XCTAssertFalse(carousel.isDecelerating)
    }
}
