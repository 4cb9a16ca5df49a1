import RenderServer

extension CALayer {
    /// Sets one model value: rejects non-finite geometry, skips unchanged values, looks up the action before the
    /// change (capturing the on-screen value), stores, marks the layer, then runs the action (spec §8.3).
    /// Inlined into each property's setter, so that the key path is a literal there, which the optimizer turns
    /// into the property's own accessors (through the key path at run time, a set would go through the runtime's
    /// generic projection, allocating a writeback buffer).
    @inline(__always)
    func set<T: Equatable>(_ key: String, _ path: WritableKeyPath<LayerProperties, T>, _ value: T) {
        guard modelValues[keyPath: path] != value else { return }
        if isPresentationCopy {
            modelValues[keyPath: path] = value
            return
        }
        // Without actions no optional action is made and destroyed.
        guard !CATransaction.disableActions(), let action = action(forKey: key) else {
            modelValues[keyPath: path] = value
            propertyDidChange(key)
            return
        }
        modelValues[keyPath: path] = value
        propertyDidChange(key)
        action.run(forKey: key, object: self, arguments: nil)
    }

    /// Effects of a change on layout and display.
    func propertyDidChange(_ key: String) {
        markChanged()
        switch key {
        case "bounds":
            setNeedsLayout()
            superlayerStorage?.setNeedsLayout()
            if needsDisplayOnBoundsChange { setNeedsDisplay() }
        case "transform":
            superlayerStorage?.setNeedsLayout()
        default:
            break
        }
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
    }

    func setFinite(_ key: String, _ path: WritableKeyPath<LayerProperties, Double>, _ value: CGFloat) {
        guard value.isFinite else { return rejectNonFinite(key, value) }
        set(key, path, Double(value))
    }
}
