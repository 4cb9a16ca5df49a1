import CoreGraphics

/// How two renders of one scene agree, square region by square region: pixels far apart away from the reference's
/// edges mean a layer missing, moved or recoloured; pixels far apart on edges are antialiasing, allowed in
/// proportion to the region's edge pixels.
package struct RegionAgreement {
    package struct Region: CustomStringConvertible {
        /// The region's top-left corner and side, in pixels.
        package let x: Int
        package let y: Int
        package let side: Int
        /// Far pixels (largest channel difference beyond the threshold) off the reference's edges.
        package let interiorFar: Int
        /// Far pixels on the reference's edges, and how many edge pixels the region has.
        package let edgeFar: Int
        package let edgePixels: Int
        /// The mean over the region's pixels of the largest channel difference.
        package let mean: Double

        package var description: String {
            "region at (\(x), \(y)): \(interiorFar) far pixels off edges, \(edgeFar) of \(edgePixels) edge pixels far, "
                + "mean \(String(format: "%.2f", mean))"
        }
    }

    package let regions: [Region]

    /// Compares `candidate` with `reference` (same size) in squares of `side` pixels. A reference pixel is on an
    /// edge when it differs by more than `edgeBeyond` from a 4-neighbour; the edge mask reaches `edgeReach` pixels
    /// further (a device pixel per point of antialiasing at the render's scale).
    package init(
        _ candidate: PixelBuffer, _ reference: PixelBuffer, side: Int, farBeyond: Int = 64, edgeBeyond: Int = 24,
        edgeReach: Int
    ) {
        let width = reference.width, height = reference.height
        var edge = [Bool](repeating: false, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let p = Pixel(reference[x, y])
                let neighbours = [(x + 1, y), (x, y + 1)].filter { $0.0 < width && $0.1 < height }
                for (nx, ny) in neighbours where p.distance(to: Pixel(reference[nx, ny])) > edgeBeyond {
                    edge[y * width + x] = true
                    edge[ny * width + nx] = true
                }
            }
        }
        var reached = edge
        if edgeReach > 0 {
            for y in 0..<height {
                for x in 0..<width where edge[y * width + x] {
                    for dy in -edgeReach...edgeReach {
                        for dx in -edgeReach...edgeReach {
                            let nx = x + dx, ny = y + dy
                            if nx >= 0, ny >= 0, nx < width, ny < height { reached[ny * width + nx] = true }
                        }
                    }
                }
            }
        }
        var regions: [Region] = []
        for top in stride(from: 0, to: height, by: side) {
            for left in stride(from: 0, to: width, by: side) {
                var interiorFar = 0, edgeFar = 0, edgePixels = 0, total = 0, count = 0
                for y in top..<min(top + side, height) {
                    for x in left..<min(left + side, width) {
                        let d = Pixel(candidate[x, y]).distance(to: Pixel(reference[x, y]))
                        let onEdge = reached[y * width + x]
                        total += d
                        count += 1
                        if onEdge { edgePixels += 1 }
                        if d > farBeyond {
                            if onEdge { edgeFar += 1 } else { interiorFar += 1 }
                        }
                    }
                }
                regions.append(
                    Region(
                        x: left, y: top, side: side, interiorFar: interiorFar, edgeFar: edgeFar, edgePixels: edgePixels,
                        mean: Double(total) / Double(max(count, 1))))
            }
        }
        self.regions = regions
    }
}
