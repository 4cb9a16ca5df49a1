import RenderServer

/// How a layer records a change: marked in the thread's transaction, with non-finite values refused in one log line
/// that names the layer.
extension CALayer {
    /// A short path naming the layer for log lines: its name or class, and its position among its siblings.
    var logName: String {
        var parts: [String] = []
        var layer: CALayer? = self
        while let current = layer, parts.count < 6 {
            let label = current.name ?? String(describing: type(of: current))
            let index = current.superlayerStorage?.sublayerStorage.index(ofIdentical: current)
            parts.append(index.map { "\(label)[\($0)]" } ?? label)
            layer = current.superlayerStorage
        }
        return parts.reversed().joined(separator: "/")
    }

    func setTiming(_ path: WritableKeyPath<TimingParameters, Double>, _ value: Double, _ key: String) {
        guard value.isFinite || (key == "repeatCount" && value == .infinity) else {
            rejectNonFinite(key, value)
            return
        }
        modelValues.timing[keyPath: path] = value
        markChanged()
    }

    func rejectNonFinite(_ key: String, _ value: Any) {
        Log.warning("CALayer \(logName): \(key) = \(value) is not finite; the value is unchanged")
    }

    /// Records that the layer must be committed with the current transaction.
    func markChanged() {
        guard !isPresentationCopy else { return }
        TransactionStack.current.markChanged(self)
    }
}
