extension Dictionary {
    /// Removes the entries `isStale` picks, in place: the periodic pruning of the compositor's memos and caches
    /// scans them without building a new dictionary each time.
    mutating func prune(where isStale: (Key, Value) -> Bool) {
        let stale = compactMap { isStale($0.key, $0.value) ? $0.key : nil }
        for key in stale { removeValue(forKey: key) }
    }
}
