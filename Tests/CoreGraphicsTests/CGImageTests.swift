import CoreGraphics
import TestSupport
import XCTest

final class CGImageTests: XCTestCase {
    private func image(fromBytes bytes: [UInt8], width: Int, height: Int, info: CGBitmapInfo) -> CGImage? {
        guard let provider = CGDataProvider(data: Data(bytes) as CFData) else { return nil }
        return CGImage(
            width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info, provider: provider, decode: nil,
            shouldInterpolate: true, intent: .defaultIntent)
    }

    func testNonPremultipliedRGBABytesArePremultiplied() {
        let rgba = image(
            fromBytes: [255, 0, 0, 128, 0, 255, 0, 255], width: 2, height: 1,
            info: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue))
        XCTAssertEqual(rgba?.pixel(x: 0, y: 0), Pixel(a: 128, r: 128, g: 0, b: 0))
        XCTAssertEqual(rgba?.pixel(x: 1, y: 0), .green)
        let native = image(fromBytes: [255, 0, 0, 255], width: 1, height: 1, info: .native)
        XCTAssertEqual(native?.pixel(x: 0, y: 0), .blue, "little-endian ARGB stores blue first")
    }

    func testInvalidSizesAndShortDataGiveNil() {
        XCTAssertNil(image(fromBytes: [0, 0, 0], width: 1, height: 1, info: .native))
        XCTAssertNil(image(fromBytes: [], width: 0, height: 1, info: .native))
        XCTAssertNil(image(fromBytes: [0, 0, 0, 0], width: -1, height: 1, info: .native))
    }

    func testPNGRoundTripKeepsPixels() throws {
        let ctx = CGContext.testContext(width: 8, height: 6)
        ctx.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 6))
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        ctx.fill(CGRect(x: 4, y: 0, width: 4, height: 3))
        let original = try XCTUnwrap(ctx.makeImage())
        let data = try original.pngData()
        XCTAssertEqual(Array(data.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        let provider = try XCTUnwrap(CGDataProvider(data: data))
        let decoded = try XCTUnwrap(
            CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent))
        XCTAssertEqual(decoded.width, 8)
        XCTAssertEqual(decoded.height, 6)
        XCTAssertEqual(Golden.compare(original, decoded, maxChannelDelta: 1).differing, 0)
        XCTAssertEqual(Double(decoded.pixel(x: 6, y: 5).a), 128, accuracy: 1)
    }

    func testGarbageIsNotAPNG() {
        let provider = CGDataProvider(data: Data([1, 2, 3, 4, 5]))!
        XCTAssertNil(
            CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent))
    }

    func testCroppingUsesTopLeftPixelSpaceAndClampsToTheImage() throws {
        let ctx = CGContext.testContext(width: 10, height: 10)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 5, width: 10, height: 5))
        let image = try XCTUnwrap(ctx.makeImage())
        let top = try XCTUnwrap(image.cropping(to: CGRect(x: 2, y: 0, width: 3, height: 5)))
        XCTAssertEqual(top.width, 3)
        XCTAssertEqual(top.height, 5)
        XCTAssertEqual(top.pixel(x: 0, y: 0), .red)
        XCTAssertEqual(image.cropping(to: CGRect(x: 8, y: 8, width: 10, height: 10))?.width, 2)
        XCTAssertNil(image.cropping(to: CGRect(x: 20, y: 20, width: 5, height: 5)))
        XCTAssertNil(image.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5)))
    }

    func testDataProviderHoldsStoredBytes() {
        let ctx = CGContext.testContext(width: 2, height: 1)
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let data = ctx.makeImage()?.dataProvider?.data
        XCTAssertEqual(data.map { Array($0) }, [255, 255, 255, 255, 0, 0, 0, 0])
    }
}
