import Foundation

extension Array {
    /// An empty array with room for at least `capacity` elements, its storage written through once, so that the
    /// elements appended later land on pages the kernel has already mapped: an array that grows as it goes faults
    /// each new page in while it is appended to.
    init(touchedCapacity capacity: Int) {
        self.init(unsafeUninitializedCapacity: capacity) { storage, initialized in
            if let base = storage.baseAddress {
                memset(UnsafeMutableRawPointer(base), 0, storage.count * MemoryLayout<Element>.stride)
            }
            initialized = 0
        }
    }
}
