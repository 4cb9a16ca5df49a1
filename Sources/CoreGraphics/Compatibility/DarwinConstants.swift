// Names Darwin's C headers give iOS code through `import UIKit` (and `import QuartzCore`), which Glibc lacks or
// does not import. Each has Darwin's type, so the code that uses it type-checks as on iOS.

/// `math.h`'s `HUGE`, which Darwin defines as `MAXFLOAT`: the largest finite `Float`, the usual "repeat forever"
/// (`repeatCount = HUGE` repeats about 3.4 × 10³⁸ times).
public let HUGE = Float.greatestFiniteMagnitude
/// `math.h`'s `MAXFLOAT`: the largest finite `Float`.
public let MAXFLOAT = Float.greatestFiniteMagnitude

/// Nanoseconds per second (`dispatch/time.h`).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond.
public let NSEC_PER_USEC: UInt64 = 1000
/// Microseconds per second.
public let USEC_PER_SEC: UInt64 = 1_000_000

/// Core Foundation's true, as iOS code passes it for a flag (`CATransaction.setValue(kCFBooleanTrue, forKey:
/// kCATransactionDisableActions)`). An `NSNumber` here: Linux's Foundation does not expose `CFBoolean`; it reads
/// back as `true` through `as? Bool`, as a `CFBoolean` does on iOS.
public let kCFBooleanTrue: NSNumber! = NSNumber(value: true)
/// Core Foundation's false (see `kCFBooleanTrue`).
public let kCFBooleanFalse: NSNumber! = NSNumber(value: false)
