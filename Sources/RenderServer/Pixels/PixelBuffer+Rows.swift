import CoreGraphics

extension PixelBuffer {
    /// Row `y`'s first pixel, worked out in this module for the pixel loops: `row(_:)` lives in CoreGraphics and
    /// stays a call there, around which the loops spilled their vector registers.
    @inline(__always)
    func pixels(inRow y: Int) -> UnsafeMutablePointer<UInt32> {
        (base + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
    }
}
