import CoreGraphics
import XCTest

@testable import RenderServer

/// Two blits onto the same background, compared pixel for pixel: how many pixels of the two results differ.
/// `background` gives each pixel (x, y) once, rows top to bottom.
func differingPixels(
    width: Int, height: Int, background: (Int, Int) -> UInt32, _ first: (Canvas) -> Void, _ second: (Canvas) -> Void
) throws -> Int {
    let a = try XCTUnwrap(PixelBuffer(width: width, height: height))
    let b = try XCTUnwrap(PixelBuffer(width: width, height: height))
    for y in 0..<height {
        for x in 0..<width {
            a[x, y] = background(x, y)
            b[x, y] = a[x, y]
        }
    }
    let full = PixelRect(x: 0, y: 0, width: width, height: height)
    first(Canvas(buffer: a, origin: (0, 0), clip: full))
    second(Canvas(buffer: b, origin: (0, 0), clip: full))
    var differing = 0
    for y in 0..<height { for x in 0..<width where a[x, y] != b[x, y] { differing += 1 } }
    return differing
}
