/// The geometry of a table's sections and rows down its content: header, row and footer heights, and the y of
/// each, in points.
struct TableModel {
    struct Section {
        var headerHeight: CGFloat = 0
        var heights: [CGFloat] = []
        var footerHeight: CGFloat = 0
        var top: CGFloat = 0
        var footerTop: CGFloat = 0
        /// The y of each row's top.
        var tops: [CGFloat] = []
    }

    var sections: [Section] = []
    var contentTop: CGFloat = 0
    /// The table footer view's height, below the last section.
    var contentBottom: CGFloat = 0
    var height: CGFloat = 0

    /// Places the sections one after another from `contentTop`, and leaves `contentBottom` below them.
    mutating func stack() {
        var y = contentTop
        for index in sections.indices {
            sections[index].top = y
            y += sections[index].headerHeight
            var tops: [CGFloat] = []
            tops.reserveCapacity(sections[index].heights.count)
            for height in sections[index].heights {
                tops.append(y)
                y += height
            }
            sections[index].tops = tops
            sections[index].footerTop = y
            y += sections[index].footerHeight
        }
        height = y + contentBottom
    }

    func frame(of indexPath: IndexPath, width: CGFloat) -> CGRect? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard section.heights.indices.contains(indexPath.row) else { return nil }
        return CGRect(x: 0, y: section.tops[indexPath.row], width: width, height: section.heights[indexPath.row])
    }

    /// The row whose span holds `y`, by binary search.
    func row(at y: CGFloat) -> IndexPath? {
        for (index, section) in sections.enumerated() {
            guard let first = section.tops.first, y >= first,
                let last = section.tops.last, let lastHeight = section.heights.last, y < last + lastHeight
            else { continue }
            var low = 0, high = section.tops.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if section.tops[middle] <= y { low = middle } else { high = middle - 1 }
            }
            return IndexPath(row: low, section: index)
        }
        return nil
    }

    /// The rows meeting `minY..<maxY`, in order.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        var found: [IndexPath] = []
        for (index, section) in sections.enumerated() {
            guard let first = section.tops.first, first < maxY else { continue }
            guard let last = section.tops.last, let lastHeight = section.heights.last, last + lastHeight > minY else {
                continue
            }
            var low = 0, high = section.tops.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if section.tops[middle] <= minY { low = middle } else { high = middle - 1 }
            }
            var row = low
            while row < section.tops.count, section.tops[row] < maxY {
                if section.tops[row] + section.heights[row] > minY { found.append(IndexPath(row: row, section: index)) }
                row += 1
            }
        }
        return found
    }
}
