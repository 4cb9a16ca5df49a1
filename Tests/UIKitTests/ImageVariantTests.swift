import TestSupport
import UIKit
import XCTest

/// `UIImage(named:in:)` choosing among `@2x` and `@3x` variants by the screen's scale.
final class ImageVariantTests: UIKitTestCase {
    /// A bundle folder holding a `width`-pixel-square PNG for each given file name.
    private func bundle(with files: [(name: String, width: Int)]) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("variants-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        for file in files {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let data = UIGraphicsImageRenderer(size: CGSize(width: file.width, height: file.width), format: format)
                .pngData { context in context.fill(CGRect(x: 0, y: 0, width: file.width, height: file.width)) }
            try data.write(to: folder.appendingPathComponent(file.name))
        }
        return try XCTUnwrap(Bundle(path: folder.path))
    }

    func testTheScreensVariantComesFirstThenLargerThenSmaller() async throws {
        XCTAssertEqual(UIImage.variantOrder(screenScale: 1), [1, 2, 3])
        XCTAssertEqual(UIImage.variantOrder(screenScale: 2), [2, 3, 1])
        XCTAssertEqual(UIImage.variantOrder(screenScale: 3), [3, 2, 1])
        let both = try bundle(with: [("star.png", 10), ("star@2x.png", 20)])
        let atOne = try XCTUnwrap(UIImage(named: "star", in: both))
        XCTAssertEqual([atOne.scale], [1])
        XCTAssertEqual(atOne.size, CGSize(width: 10, height: 10))
        UIScreen.main.configure(size: CGSize(width: 400, height: 400), scale: 2)
        defer { UIScreen.main.configure(size: CGSize(width: 400, height: 400), scale: 1) }
        let atTwo = try XCTUnwrap(UIImage(named: "star.png", in: both))
        XCTAssertEqual(atTwo.scale, 2, "the @2x file on a 2× screen")
        XCTAssertEqual(atTwo.size, CGSize(width: 10, height: 10), "the same size in points")
        let onlyThree = try bundle(with: [("dot@3x.png", 30), ("dot.png", 10)])
        XCTAssertEqual(UIImage(named: "dot", in: onlyThree)?.scale, 3, "the nearest larger variant")
        XCTAssertNil(UIImage(named: "missing", in: onlyThree))
        UIScreen.main.configure(size: CGSize(width: 400, height: 400), scale: 3)
        let small = try bundle(with: [("pin.png", 8), ("pin@2x.png", 16)])
        XCTAssertEqual(UIImage(named: "pin", in: small)?.scale, 2, "none at 3×: the nearest smaller variant")
    }
}
