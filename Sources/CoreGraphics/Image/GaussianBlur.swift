/// Gaussian blur of an 8-bit alpha plane, approximated by three box blurs per axis (within ~3 % of a true
/// Gaussian), the method used for shadows in the CGContext and in the compositors.
package enum GaussianBlur {
    /// Box widths whose three passes approximate a Gaussian of standard deviation `sigma` (W3C filter effects).
    package static func boxSizes(sigma: Double) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = ((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / (-4 * Double(lower) - 4))
            .rounded()
        return (0..<3).map { Double($0) < m ? lower : upper }
    }

    /// Blurs `plane` (width·height bytes, row-major) in place with standard deviation `sigma` pixels.
    package static func blur(_ plane: inout [UInt8], width: Int, height: Int, sigma: Double) {
        guard sigma > 0.2, width > 0, height > 0 else { return }
        var scratch = [UInt8](repeating: 0, count: plane.count)
        for size in boxSizes(sigma: sigma) where size > 1 {
            let radius = (size - 1) / 2
            boxPass(from: plane, into: &scratch, count: height, length: width, stride: width, step: 1, radius: radius)
            boxPass(from: scratch, into: &plane, count: width, length: height, stride: 1, step: width, radius: radius)
        }
    }

    /// One running-sum box pass over `count` lines of `length` samples; samples outside are zero.
    private static func boxPass(
        from source: [UInt8], into target: inout [UInt8], count: Int, length: Int, stride: Int, step: Int, radius: Int
    ) {
        let window = 2 * radius + 1
        let scale = (1 << 16) / window
        source.withUnsafeBufferPointer { src in
            target.withUnsafeMutableBufferPointer { dst in
                for line in 0..<count {
                    let base = line * stride
                    var sum = 0
                    for i in 0..<min(radius, length) { sum += Int(src[base + i * step]) }
                    for i in 0..<length {
                        let incoming = i + radius
                        if incoming < length { sum += Int(src[base + incoming * step]) }
                        let outgoing = i - radius - 1
                        if outgoing >= 0 { sum -= Int(src[base + outgoing * step]) }
                        dst[base + i * step] = UInt8(min(255, (sum * scale + (1 << 15)) >> 16))
                    }
                }
            }
        }
    }
}
