// Foundation on Linux owns CGFloat, CGPoint, CGSize and CGRect; `import CoreGraphics` must bring them, as it
// does on Apple's platforms.
@_exported import Foundation

// Core Foundation's bridged types are not visible from Swift on Linux. These aliases let iOS code such as
// `[c1, c2] as CFArray` or `CGColorSpace.sRGB` (a CFString) compile unchanged.

/// Core Foundation's array, as Swift sees it after bridging.
public typealias CFArray = [Any]
/// Core Foundation's string, as Swift sees it after bridging.
public typealias CFString = String
/// Core Foundation's data, as Swift sees it after bridging.
public typealias CFData = Data
/// A duration or instant in seconds.
public typealias CFTimeInterval = Double
