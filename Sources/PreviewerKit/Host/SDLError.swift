import CSDL2

/// An SDL call that failed, with the call's name and `SDL_GetError()`'s text.
public struct SDLError: Error, CustomStringConvertible {
    public var call: String
    public var message: String

    package init(_ call: String) {
        self.call = call
        message = String(cString: SDL_GetError())
    }

    public var description: String { "\(call) failed: \(message)" }
}
