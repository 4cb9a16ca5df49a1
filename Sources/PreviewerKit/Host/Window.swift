import CSDL2
import CoreGraphics

/// An SDL window with a renderer and a streaming ARGB8888 texture of the drawable's pixel size.
///
/// The texture's layout is the compositor's (premultiplied ARGB32, native order), so frames upload unconverted.
package final class Window {
    package let window: OpaquePointer
    package let renderer: OpaquePointer
    private var texture: OpaquePointer?
    package private(set) var pixelSize: (width: Int, height: Int) = (0, 0)
    package let rendererName: String

    /// Opens a resizable, HiDPI-aware window of `size` points.
    package init(title: String, size: CGSize, rendererPreference: String?) throws {
        if let rendererPreference { SDL_SetHint(SDL_HINT_RENDER_DRIVER, rendererPreference) }
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { throw SDLError("SDL_Init(SDL_INIT_VIDEO)") }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard
            let window = SDL_CreateWindow(
                title, Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(size.width),
                Int32(size.height), flags)
        else { throw SDLError("SDL_CreateWindow") }
        let rendererFlags = SDL_RENDERER_PRESENTVSYNC.rawValue
        guard let renderer = SDL_CreateRenderer(window, -1, rendererFlags) ?? SDL_CreateRenderer(window, -1, 0) else {
            SDL_DestroyWindow(window)
            throw SDLError("SDL_CreateRenderer")
        }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        self.window = window
        self.renderer = renderer
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// Window size in points.
    package var pointSize: CGSize {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return CGSize(width: Int(w), height: Int(h))
    }

    /// Drawable size in pixels; remakes the texture when it changed.
    package func updateDrawableSize() throws -> (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        let size = (width: Int(max(w, 1)), height: Int(max(h, 1)))
        if size != pixelSize || texture == nil {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                Int32(size.width),
                Int32(size.height))
            guard texture != nil else { throw SDLError("SDL_CreateTexture") }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
            pixelSize = size
        }
        return size
    }

    /// Uploads `rows` of `buffer` (whole rows, top-left origin) and presents the frame.
    package func present(_ buffer: UnsafeRawPointer, bytesPerRow: Int, rect: (x: Int, y: Int, width: Int, height: Int))
    {
        var area = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
        SDL_UpdateTexture(texture, &area, buffer + rect.y * bytesPerRow + rect.x * 4, Int32(bytesPerRow))
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }
}
