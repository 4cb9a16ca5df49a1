import CoreGraphics

/// Values read from a fuzzer's bytes; past the end every read is zero, so any input is a complete program.
struct Bytes {
    private let data: [UInt8]
    private var index = 0

    init(_ data: [UInt8]) { self.data = data }

    var isAtEnd: Bool { index >= data.count }

    mutating func byte() -> UInt8 {
        defer { index += 1 }
        return index < data.count ? data[index] : 0
    }

    /// 0…1 from one byte.
    mutating func unit() -> Double { Double(byte()) / 255 }

    /// A number in `range` from one byte.
    mutating func number(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// A number that is sometimes hostile (NaN, ±infinity, huge, negative zero), else in `range`.
    mutating func hostile(_ range: ClosedRange<Double>) -> Double {
        switch byte() {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return 1e300
        case 4: return -1e300
        case 5: return -0.0
        default: return number(range)
        }
    }

    mutating func pick<T>(_ choices: [T]) -> T { choices[Int(byte()) % choices.count] }

    mutating func point(_ range: ClosedRange<Double>, hostile: Bool = false) -> CGPoint {
        hostile ? CGPoint(x: self.hostile(range), y: self.hostile(range)) : CGPoint(x: number(range), y: number(range))
    }
}
