import Foundation

extension IndexPath {
    /// A table view's row in a section.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// A collection view's item in a section.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } }
    }

    /// The row in its section: the second index.
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } }
    }

    /// The item in its section (the row, by another name).
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
