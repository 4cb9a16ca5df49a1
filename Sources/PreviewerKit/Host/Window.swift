import CSDL2
import CoreGraphics
import RenderServer

/// An SDL window with a renderer and a streaming ARGB8888 texture of the frame's pixel size.
///
/// The texture's layout is the compositor's (premultiplied ARGB32, native order), so frames upload unconverted.
package final class Window {
    package let window: OpaquePointer
    package private(set) var renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)
    package private(set) var rendererName: String

    /// Opens a resizable, HiDPI-aware window of `size` points. Without a `rendererPreference`, the renderer is
    /// chosen by evidence: SDL's OpenGL renderer on Mesa's software rasterizer (llvmpipe, softpipe) is far slower
    /// than SDL's software renderer with framebuffer acceleration off, so software GL is swapped for the software
    /// renderer; a real GPU keeps the accelerated one.
    package init(title: String, size: CGSize, position: CGPoint? = nil, rendererPreference: String?) throws {
        if let rendererPreference { SDL_SetHint(SDL_HINT_RENDER_DRIVER, rendererPreference) }
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { throw SDLError("SDL_Init(SDL_INIT_VIDEO)") }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard
            let window = SDL_CreateWindow(
                title, position.map { Int32($0.x) } ?? Int32(SDL_WINDOWPOS_CENTERED_MASK),
                position.map { Int32($0.y) } ?? Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(size.width),
                Int32(size.height),
                flags)
        else { throw SDLError("SDL_CreateWindow") }
        guard
            let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
                ?? SDL_CreateRenderer(window, -1, 0)
        else {
            SDL_DestroyWindow(window)
            throw SDLError("SDL_CreateRenderer")
        }
        self.window = window
        self.renderer = renderer
        rendererName = Self.name(of: renderer)
        if let rendererPreference, !rendererName.hasPrefix(rendererPreference) {
            Log.warning("previewer: the '\(rendererPreference)' renderer could not be made; using \(rendererName)")
        }
        if rendererPreference == nil, rendererName.hasPrefix("opengl"), let gl = Self.glRendererString(),
            Self.isSoftwareGL(gl)
        {
            SDL_DestroyRenderer(renderer)
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
            SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
            guard let software = SDL_CreateRenderer(window, -1, 0) else {
                SDL_DestroyWindow(window)
                throw SDLError("SDL_CreateRenderer(software)")
            }
            self.renderer = software
            rendererName = "software (not \(gl.split(separator: " ").first ?? "software GL"))"
        }
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    private static func name(of renderer: OpaquePointer) -> String {
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        return info.name.map { String(cString: $0) } ?? "unknown"
    }

    static func isSoftwareGL(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.contains("llvmpipe") || lower.contains("softpipe") || lower.contains("software")
    }

    /// `glGetString(GL_RENDERER)` of the current GL context, looked up through SDL.
    private static func glRendererString() -> String? {
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        guard let address = SDL_GL_GetProcAddress("glGetString") else { return nil }
        let getString = unsafeBitCast(address, to: GetString.self)
        return getString(0x1F01).map { String(cString: $0) }
    }

    /// Window size in points.
    package var pointSize: CGSize {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return CGSize(width: Int(w), height: Int(h))
    }

    package func setTitle(_ title: String) { SDL_SetWindowTitle(window, title) }

    /// The window's top-left corner on the screen, in points.
    package var position: CGPoint {
        var x: Int32 = 0
        var y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        return CGPoint(x: Int(x), y: Int(y))
    }

    /// Drawable pixels per window point, rounded to an integer of at least 1.
    package var displayScale: CGFloat {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return max(1, (CGFloat(w) / max(pointSize.width, 1)).rounded())
    }

    /// The display's refresh period in seconds, or nil when SDL does not know it.
    package var refreshPeriod: Double? {
        var mode = SDL_DisplayMode()
        guard SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 else { return nil }
        return 1 / Double(mode.refresh_rate)
    }

    /// Uploads `rect` (pixels, top-left origin) of the frame to the texture, which keeps the rest from the frames
    /// before; the whole frame when the texture is new or its size changed, nothing when `rect` is empty.
    package func upload(_ buffer: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int, rect: PixelRect) throws {
        var area = rect.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        if texture == nil || textureSize != (width, height) {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width),
                Int32(height))
            guard texture != nil else { throw SDLError("SDL_CreateTexture") }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
            textureSize = (width, height)
            area = PixelRect(x: 0, y: 0, width: width, height: height)
        }
        guard !area.isEmpty else { return }
        var region = SDL_Rect(x: Int32(area.x), y: Int32(area.y), w: Int32(area.width), h: Int32(area.height))
        let first = buffer + area.y * bytesPerRow + area.x * 4
        guard SDL_UpdateTexture(texture, &region, first, Int32(bytesPerRow)) == 0 else {
            throw SDLError("SDL_UpdateTexture")
        }
    }

    /// Copies the texture to the window and presents it (blocking on vsync where the renderer has it).
    package func present() {
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }
}
