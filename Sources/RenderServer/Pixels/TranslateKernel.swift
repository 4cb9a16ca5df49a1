/// The sub-pixel translation loop eight pixels at a time: every device pixel mixes the same four-texel
/// neighbourhood with the same four weights, so a row is four unaligned 8-pixel loads, a weighted mix, the
/// layer's alpha and a source-over with the destination (`PixelVector`, AVX2 where the build targets it). Where
/// all four taps lie in the texture's solid run the mix is that colour, so that part of the row is a fill.
enum TranslateKernel {
    typealias V = PixelVector.Pixels
    typealias H = PixelVector.Halves

    /// Bilinear weights (sum 256) for the texel right-below (`w00`), left-below, right-above and left-above the
    /// sample, from horizontal and vertical fractions in 0…256.
    struct Weights {
        var w00: UInt32, w10: UInt32, w01: UInt32, w11: UInt32

        init(fx: UInt32, fy: UInt32) {
            w11 = (fx &* fy) >> 8
            w10 = fx &- w11
            w01 = fy &- w11
            w00 = 256 &- fx &- fy &+ w11
        }

        var lanes: (H, H, H, H) {
            (PixelVector.factor(w00), PixelVector.factor(w10), PixelVector.factor(w01), PixelVector.factor(w11))
        }
    }

    /// Where a texture lands through a sub-pixel translation by (`tx`, `ty`), within `area`: device pixel X shows
    /// texel X − tx = (X − ix) − f, so texel X − ix − 1 weighs f and texel X − ix weighs 1 − f (likewise down the
    /// rows). Textures keep a transparent texel around their content, so only the device pixels whose four taps all
    /// lie inside the texture can show anything: the columns `x0..<x1` and rows `y0..<y1`. Nil when there are none.
    struct Placement {
        let ix: Int, iy: Int
        let weights: Weights
        let x0: Int, x1: Int, y0: Int, y1: Int

        init?(tx: Double, ty: Double, width: Int, height: Int, area: PixelRect) {
            ix = Int(tx.rounded(.down))
            iy = Int(ty.rounded(.down))
            x0 = max(area.x, ix + 1)
            x1 = min(area.maxX, ix + width)
            y0 = max(area.y, iy + 1)
            y1 = min(area.maxY, iy + height)
            guard x0 < x1, y0 < y1 else { return nil }
            weights = Weights(
                fx: UInt32(((tx - Double(ix)) * 256).rounded()), fy: UInt32(((ty - Double(iy)) * 256).rounded()))
        }
    }

    /// A row of source pixels on the stack, mixed once for output rows that repeat it.
    enum ScratchRow {
        static let pixels = 256

        /// Runs `body` with room for `pixels` pixels on the stack, not cleared (every user writes a pixel before it
        /// reads it; clearing would be a kilobyte of stores per blit). Aligned to 16 bytes: a larger alignment, which
        /// the vectors' unaligned loads do not need, would allocate it on the heap.
        @inline(__always)
        static func with<Result>(_ body: (UnsafeMutableRawPointer) -> Result) -> Result {
            withUnsafeTemporaryAllocation(byteCount: pixels * 4, alignment: 16) { body($0.baseAddress!) }
        }
    }

    /// What every vector of a blit multiplies by, made once per blit: the weights, the layer's alpha and the tint.
    struct Lanes {
        let weights: (H, H, H, H)
        let alpha: H
        let tint: PixelVector.Tint
        let scales: Bool
        let tints: Bool

        @inline(__always)
        init(weights: Weights, alpha: UInt32, tint: UInt32) {
            self.weights = weights.lanes
            self.alpha = PixelVector.factor(alpha)
            self.tint = PixelVector.tintLanes(tint)
            scales = alpha < 255
            tints = tint != Blend.untinted
        }
    }

    /// The source pixels of eight output pixels whose left taps start `offset` bytes into the texel rows `below`
    /// and `above`: mixed (one channel, tinted, for a tinted grey texture), masked, scaled by the layer's alpha.
    @inline(__always)
    static func source(
        _ below: UnsafeRawPointer, _ above: UnsafeRawPointer, at offset: Int, _ lanes: Lanes, mask: V?
    ) -> V {
        PixelVector.join(
            split(below, above, at: offset, lanes, tints: lanes.tints, scales: lanes.scales, mask: mask))
    }

    /// `source`, its channels kept apart (`PixelVector.Split`) for a blend that takes them so, with the lanes'
    /// `tints` and `scales` given: a loop that passes constants runs without testing them for every vector.
    @inline(__always)
    static func split(
        _ below: UnsafeRawPointer, _ above: UnsafeRawPointer, at offset: Int, _ lanes: Lanes, tints: Bool,
        scales: Bool, mask: V?
    ) -> PixelVector.Split {
        let taps = (
            PixelVector.load(below + offset + 4), PixelVector.load(below + offset),
            PixelVector.load(above + offset + 4), PixelVector.load(above + offset)
        )
        var s =
            tints
            ? PixelVector.tinted(PixelVector.mixGrey(taps, lanes.weights), lanes.tint)
            : PixelVector.mixed(taps, lanes.weights)
        if let mask { s = PixelVector.masked(s, mask) }
        return scales ? PixelVector.scale(s, lanes.alpha) : s
    }

    /// One output row: the texel rows under and over the samples, the texel column of the first pixel's left
    /// taps (the right taps are one further), and the output pixels whose four taps are all `solidColor`.
    struct Row {
        var below: UnsafePointer<UInt32>
        var above: UnsafePointer<UInt32>
        var left: Int
        var solid: Range<Int>
    }

    /// Blends `count` pixels of `row` into `d`, whose row has `room` pixels from `d` on: a last, partial vector
    /// that fits runs as a vector whose extra lanes draw nothing (the texels it reads past `count` must be
    /// readable: `PixelBuffer` keeps slack after its last row). A tinted (grey) texture's mix is tinted by
    /// `tint`: one channel mixed and tinted, not four taps tinted and mixed; `solidColor` is already tinted and
    /// scaled by `alpha`. When `replacing`, `d` gets the source pixels themselves (those a partial vector leaves
    /// out as zero), to be blended into more than one row.
    @inline(__always)
    static func blend(
        _ row: Row, into d: UnsafeMutablePointer<UInt32>, count: Int, room: Int, weights: Weights, alpha: UInt32,
        tint: UInt32 = Blend.untinted, solidColor: UInt32, replacing: Bool = false
    ) {
        let raw = (below: UnsafeRawPointer(row.below), above: UnsafeRawPointer(row.above))
        let lanes = Lanes(weights: weights, alpha: alpha, tint: tint)
        let vector = { (k: Int, mask: V?) in
            let s = source(raw.below, raw.above, at: (row.left + k) * 4, lanes, mask: mask)
            let target = UnsafeMutableRawPointer(d + k)
            PixelVector.store(replacing ? s : PixelVector.over(s, PixelVector.load(target)), target)
        }
        let scalar = { (k: Int) in
            let u = row.left + k
            var s = Blend.tint(
                Blend.bilinear(
                    row.below[u + 1], row.below[u], row.above[u + 1], row.above[u], weights.w10 + weights.w11,
                    weights.w01 + weights.w11), tint)
            if alpha < 255 { s = Blend.scale(s, alpha) }
            d[k] = replacing ? s : Blend.over(s, d[k])
        }
        // The mix computes solid pixels right too, so it may run over the edges of the fill.
        guard let fill = PixelVector.fillSpan(row.solid.lowerBound, row.solid.upperBound, count: count) else {
            PixelVector.walk(0..<count, room: room, vector: vector, scalar: scalar)
            return
        }
        PixelVector.walk(0..<fill.lowerBound, room: room, vector: vector, scalar: scalar)
        if replacing {
            (d + fill.lowerBound).update(repeating: solidColor, count: fill.count)
        } else {
            PixelVector.fill(solidColor, d, fill, room: room)
        }
        PixelVector.walk(fill.upperBound..<count, room: room, vector: vector, scalar: scalar)
    }
}
