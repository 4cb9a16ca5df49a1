import CoreGraphics

/// Offscreen buffers for group passes, kept from frame to frame: a pass takes a buffer of its size that nothing
/// else holds any more (the step that blended it went with the last frame's record), cleared, instead of allocating
/// one, and faulting its pages in, every frame.
final class PassBuffers {
    private struct Entry {
        var buffer: PixelBuffer
        var frame: Int
    }

    private var entries: [Entry] = []
    /// Buffers allocated since the compositor was made.
    private(set) var allocated = 0

    /// A cleared `width` × `height` buffer for a pass in `frame`.
    func take(width: Int, height: Int, frame: Int) -> PixelBuffer? {
        for index in entries.indices
        where entries[index].buffer.width == width && entries[index].buffer.height == height
            && isKnownUniquelyReferenced(&entries[index].buffer)
        {
            entries[index].frame = frame
            let buffer = entries[index].buffer
            buffer.base.initializeMemory(as: UInt8.self, repeating: 0, count: buffer.bytesPerRow * height)
            return buffer
        }
        guard let made = PixelBuffer(width: width, height: height) else { return nil }
        allocated += 1
        entries.append(Entry(buffer: made, frame: frame))
        return made
    }

    /// Lets go of buffers no pass took in the last `frames` frames.
    func prune(frame: Int, frames: Int = 8) {
        entries.removeAll { frame - $0.frame >= frames }
    }
}
