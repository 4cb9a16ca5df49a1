import CoreGraphics
import XCTest

/// Compares images with reviewed golden PNGs stored in a `Goldens` folder beside the calling test file.
///
/// Comparison is on premultiplied pixels with two stated numbers: the largest channel difference that still
/// counts as equal, and how many pixels may differ by more. Fully transparent pixels compare equal whatever
/// their colour bytes. A missing golden fails. `CA_RECORD_GOLDENS=1` writes the actual image as the golden
/// instead (and still fails, so that nothing is recorded unseen). On a mismatch the actual, expected and an
/// amplified difference image are written to `$TMPDIR/golden-failures/`.
package enum Golden {
    package static func assertMatches(
        _ image: CGImage?, named name: String, maxChannelDelta: Int = 0, maxDifferingPixels: Int = 0,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let image else {
            XCTFail("no image to compare with golden \(name)", file: file, line: line)
            return
        }
        let folder = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().appendingPathComponent("Goldens")
        let url = folder.appendingPathComponent("\(name).png")
        if ProcessInfo.processInfo.environment["CA_RECORD_GOLDENS"] == "1" {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try image.pngData().write(to: url)
                XCTFail(
                    "recorded golden \(name).png: look at it, then run again without CA_RECORD_GOLDENS", file: file,
                    line: line)
            } catch {
                XCTFail("could not record golden \(name): \(error)", file: file, line: line)
            }
            return
        }
        guard let provider = CGDataProvider(url: url),
            let expected = CGImage(
                pngDataProviderSource: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
        else {
            XCTFail(
                "missing golden \(url.lastPathComponent); record it with CA_RECORD_GOLDENS=1 and review it", file: file,
                line: line)
            return
        }
        let result = compare(image, expected, maxChannelDelta: maxChannelDelta)
        if result.sizeMismatch || result.differing > maxDifferingPixels {
            let written = writeFailure(name: name, actual: image, expected: expected)
            XCTFail(
                "golden \(name): \(result.sizeMismatch ? "size \(image.width)×\(image.height) vs \(expected.width)×\(expected.height)" : "\(result.differing) pixels differ by more than \(maxChannelDelta) (allowed \(maxDifferingPixels)), worst \(result.worst)"); images in \(written)",
                file: file, line: line)
        }
    }

    package struct Comparison {
        package var sizeMismatch = false
        package var differing = 0
        package var worst = 0
    }

    package static func compare(_ a: CGImage, _ b: CGImage, maxChannelDelta: Int) -> Comparison {
        var result = Comparison()
        guard a.width == b.width, a.height == b.height else {
            result.sizeMismatch = true
            return result
        }
        for y in 0..<a.height {
            for x in 0..<a.width {
                let pa = a.pixel(x: x, y: y)
                let pb = b.pixel(x: x, y: y)
                if pa.a == 0 && pb.a == 0 { continue }
                let d = pa.distance(to: pb)
                result.worst = max(result.worst, d)
                if d > maxChannelDelta { result.differing += 1 }
            }
        }
        return result
    }

    private static func writeFailure(name: String, actual: CGImage, expected: CGImage) -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-failures")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? actual.pngData().write(to: folder.appendingPathComponent("\(name).actual.png"))
        try? expected.pngData().write(to: folder.appendingPathComponent("\(name).expected.png"))
        if actual.width == expected.width, actual.height == expected.height {
            let diff = CGContext.testContext(width: actual.width, height: actual.height)
            for y in 0..<actual.height {
                for x in 0..<actual.width {
                    let d = min(255, actual.pixel(x: x, y: y).distance(to: expected.pixel(x: x, y: y)) * 16)
                    diff.buffer[x, y] = 0xFF00_0000 | UInt32(d) << 16
                }
            }
            try? diff.makeImage()?.pngData().write(to: folder.appendingPathComponent("\(name).diff.png"))
        }
        return folder.path
    }
}
