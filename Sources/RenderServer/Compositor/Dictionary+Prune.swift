extension Dictionary {
    /// Removes the entries `isStale` picks, in place: the periodic pruning of the compositor's memos and caches
    /// scans them without building a new dictionary each time. Keys are read in place and copied only when stale:
    /// copying each key and value out to the predicate (a texture key holds colours, images and strings) retained
    /// and released them all, 10 000 entries at once every 60 frames.
    mutating func prune(where isStale: (borrowing Key, borrowing Value) -> Bool) {
        var stale: [Key] = []
        var index = startIndex
        while index != endIndex {
            if isStale(keys[index], values[index]) { stale.append(keys[index]) }
            formIndex(after: &index)
        }
        for key in stale { removeValue(forKey: key) }
    }
}
