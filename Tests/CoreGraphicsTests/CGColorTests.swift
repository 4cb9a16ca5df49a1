import CoreGraphics
import XCTest

final class CGColorTests: XCTestCase {
    func testComponentsAlphaAndSpaces() {
        let c = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        XCTAssertEqual(c.components, [0.2, 0.4, 0.6, 0.8])
        XCTAssertEqual(c.alpha, 0.8)
        XCTAssertEqual(c.numberOfComponents, 4)
        XCTAssertEqual(c.colorSpace?.model, .rgb)
        let g = CGColor(gray: 0.5, alpha: 1)
        XCTAssertEqual(g.components, [0.5, 1])
        XCTAssertEqual(g.colorSpace?.model, .monochrome)
        XCTAssertEqual(CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1).colorSpace?.name, CGColorSpace.sRGB)
    }

    func testCopyAlphaKeepsColourAndEqualityIsByValue() {
        let c = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        let faded = c.copy(alpha: 0.25)
        XCTAssertEqual(faded?.components, [1, 0.5, 0, 0.25])
        XCTAssertEqual(c, CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        XCTAssertNotEqual(c, faded)
        XCTAssertEqual(CGColor.clear.alpha, 0)
    }

    func testEqualityAndHashingFollowTheComponentsAndTheSpace() {
        let a = CGColor(srgbRed: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        let b = CGColor(srgbRed: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hashValue, b.hashValue)
        XCTAssertEqual(Set([a, b, CGColor(srgbRed: 0.1, green: 0.2, blue: 0.3, alpha: 0.5)]).count, 2)
        for (index, changed) in [
            CGColor(srgbRed: 0.9, green: 0.2, blue: 0.3, alpha: 0.4),
            CGColor(srgbRed: 0.1, green: 0.9, blue: 0.3, alpha: 0.4),
            CGColor(srgbRed: 0.1, green: 0.2, blue: 0.9, alpha: 0.4),
            CGColor(srgbRed: 0.1, green: 0.2, blue: 0.3, alpha: 0.9),
            CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4),
        ].enumerated() {
            XCTAssertNotEqual(a, changed, "component \(index)")
        }
        XCTAssertEqual(CGColor(gray: 0.5, alpha: 1), CGColor(gray: 0.5, alpha: 1))
        XCTAssertNotEqual(CGColor(gray: 0.5, alpha: 1), CGColor(gray: 0.5, alpha: 0.5))
        XCTAssertNotEqual(CGColor(gray: 0.5, alpha: 1), CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    }

    func testGrayCopiesAndColoursFromComponents() {
        let gray = CGColor(gray: 0.3, alpha: 1)
        XCTAssertEqual(gray.copy(alpha: 0.5)?.components, [0.3, 0.5])
        XCTAssertEqual(gray.copy(alpha: 0.5)?.colorSpace?.model, .monochrome)
        XCTAssertEqual(gray.alpha, 1)
        let rgb: [CGFloat] = [0.1, 0.2, 0.3, 0.4]
        let fromRGB = CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: rgb)
        XCTAssertEqual(fromRGB?.components, rgb)
        XCTAssertEqual(fromRGB?.alpha, 0.4)
        let grayValues: [CGFloat] = [0.7, 0.6]
        let fromGray = CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: grayValues)
        XCTAssertEqual(fromGray?.components, grayValues)
        XCTAssertEqual(fromGray?.numberOfComponents, 2)
        XCTAssertEqual(fromGray?.alpha, 0.6)
    }

    func testColorSpaceByName() {
        XCTAssertNotNil(CGColorSpace(name: CGColorSpace.sRGB))
        XCTAssertNil(CGColorSpace(name: "kCGColorSpaceNoSuchSpace"))
        XCTAssertEqual(CGColorSpaceCreateDeviceRGB().numberOfComponents, 3)
        XCTAssertEqual(CGColorSpaceCreateDeviceGray().numberOfComponents, 1)
    }

    func testGradientRejectsNonColoursAndSortsStops() {
        let space = CGColorSpaceCreateDeviceRGB()
        XCTAssertNil(CGGradient(colorsSpace: space, colors: [] as CFArray, locations: nil))
        XCTAssertNil(CGGradient(colorsSpace: space, colors: ["red"] as CFArray, locations: nil))
        let gradient = CGGradient(
            colorsSpace: space, colors: [CGColor.white, CGColor.black] as CFArray, locations: [1, 0])
        XCTAssertEqual(gradient?.stops.map(\.location), [0, 1])
        XCTAssertEqual(gradient?.stops.first?.color.red, 0)
        let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
        let fromComponents = CGGradient(colorSpace: space, colorComponents: components, locations: nil, count: 2)
        XCTAssertEqual(fromComponents?.stops.map(\.color.blue), [0, 1])
    }
}
