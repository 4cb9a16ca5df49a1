import Foundation

/// Linux extension, not Apple API: one frame's pixels from a `PixelDrawableLayer`, to draw into and present.
///
/// The pixels are premultiplied ARGB, one native-endian `UInt32` per pixel (`0xAARRGGBB` as a number), row 0 at
/// the top. Draw by writing them (`withUnsafeMutablePixels`) or through `context`, a Core Graphics context whose
/// user space is in pixels with the origin at the top-left and y down. A drawable that is dropped without being
/// presented goes back to its layer's pool.
public final class PixelDrawable {
    /// The bitmap context on the drawable's pixels (top-left origin, y down, one unit per pixel).
    public let context: CGContext
    public var width: Int { context.width }
    public var height: Int { context.height }
    /// Whether `present()` has been called.
    public private(set) var isPresented = false
    private let memory: PixelBuffer
    private weak var layer: PixelDrawableLayer?

    init(context: CGContext, memory: PixelBuffer, layer: PixelDrawableLayer) {
        self.context = context
        self.memory = memory
        self.layer = layer
    }

    deinit {
        layer?.recycle(memory)
    }

    /// Calls `body` with the pixels (`width × height`, rows `pixelsPerRow` apart) after finishing any drawing made
    /// through `context`; later context drawing sees what `body` wrote.
    public func withUnsafeMutablePixels<Result>(
        _ body: (_ pixels: UnsafeMutableBufferPointer<UInt32>, _ pixelsPerRow: Int) throws -> Result
    ) rethrows -> Result {
        context.flush()
        defer { context.markDirty() }
        let pixelsPerRow = context.bytesPerRow / 4
        let base = memory.base.assumingMemoryBound(to: UInt32.self)
        return try body(UnsafeMutableBufferPointer(start: base, count: pixelsPerRow * height), pixelsPerRow)
    }

    /// Shows these pixels as the layer's contents from the next frame on. A drawable is presented once; a
    /// second call is ignored with one log line.
    public func present() {
        guard !isPresented else {
            Log.warningOnce(key: "PixelDrawable.present", "PixelDrawable: present() called twice; ignored")
            return
        }
        isPresented = true
        layer?.show(context)
    }
}
