import CSDL2
import CoreGraphics

/// The previewer program: parses the command line, opens the window and runs the event loop.
public enum Previewer {
    /// Runs the previewer and returns the process exit code: 0 on a normal quit, 1 when no display could be
    /// opened, 2 for a usage error.
    public static func main(arguments: [String]) -> Int32 {
        let options: Options
        do {
            options = try Options.parse(arguments)
        } catch {
            printError("Previewer: \(error)")
            return 2
        }
        if options.showHelp {
            print(Options.usage)
            return 0
        }
        do {
            let window = try Window(
                title: "Core Animation Previewer", size: options.size, rendererPreference: options.renderer)
            run(window)
            SDL_Quit()
            return 0
        } catch {
            printError(
                "Previewer: cannot open a window (\(error)); set DISPLAY to a running X server or Wayland session, e.g. run under xvfb-run"
            )
            return 1
        }
    }

    private static func run(_ window: Window) {
        var needsFrame = true
        var event = SDL_Event()
        while true {
            if needsFrame {
                drawFrame(window)
                needsFrame = false
            }
            guard SDL_WaitEvent(&event) == 1 else { return }
            switch SDL_EventType(event.type) {
            case SDL_QUIT:
                return
            case SDL_KEYDOWN
            where event.key.keysym.sym == SDLK_ESCAPE.rawValue || event.key.keysym.sym == SDLK_q.rawValue:
                return
            case SDL_WINDOWEVENT:
                needsFrame = true
            default:
                break
            }
        }
    }

    private static func drawFrame(_ window: Window) {
        guard let size = try? window.updateDrawableSize() else { return }
        let context = CGContext.frame(width: size.width, height: size.height)
        guard let context else { return }
        let scale = CGFloat(size.width) / max(window.pointSize.width, 1)
        WelcomeCard.draw(in: context, pointSize: window.pointSize, scale: scale)
        guard let data = context.data else { return }
        window.present(data, bytesPerRow: context.bytesPerRow, rect: (0, 0, size.width, size.height))
    }

    private static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

extension CGContext {
    /// A native ARGB32 frame buffer context.
    package static func frame(width: Int, height: Int) -> CGContext? {
        CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    }
}
