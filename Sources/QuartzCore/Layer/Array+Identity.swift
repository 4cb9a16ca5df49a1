extension Array where Element: AnyObject {
    /// Where `object` sits in the array, found by identity with each element's address read in place. Reading the
    /// elements themselves would retain and release each, through the side table that weak references to them
    /// give layers and views.
    package func index(ofIdentical object: Element) -> Int? {
        let target = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        return withUnsafeBytes { bytes in
            let stride = MemoryLayout<Element>.stride
            return (0..<bytes.count / stride).first {
                bytes.load(fromByteOffset: $0 * stride, as: UnsafeRawPointer.self) == target
            }
        }
    }

    /// Removes `object` (found by identity, `index(ofIdentical:)`) when it is an element.
    package mutating func remove(identical object: Element) {
        if let index = index(ofIdentical: object) { remove(at: index) }
    }
}
