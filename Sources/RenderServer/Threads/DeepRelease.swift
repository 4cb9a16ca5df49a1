import Foundation

/// Lets go of a deep tree one object at a time. Releasing the last reference to a tree's root releases its
/// children from inside its `deinit`, and theirs from inside theirs: a chain of nested calls as deep as the tree,
/// which overflows the stack of a tree nested a few thousand levels. An object whose `deinit` hands its children
/// here instead (having dropped its own references to them) is let go of at once, and its children after it
/// returns, by the outermost `deinit` of the thread, one after another.
package enum DeepRelease {
    /// Takes over `children`, the only references a `deinit` held to them besides others', and releases them
    /// once the outermost `deinit` on this thread has got this far.
    package static func bury(_ children: consuming [AnyObject]) {
        let yard = Graveyard.current
        yard.pending.append(contentsOf: consume children)
        guard !yard.draining else { return }
        yard.draining = true
        // Each object dropped here may run its `deinit`, which appends its own children.
        while yard.pending.popLast() != nil {}
        yard.draining = false
    }
}

/// The objects a thread has yet to release (`DeepRelease`).
private final class Graveyard {
    var pending: [AnyObject] = []
    var draining = false

    /// This thread's.
    static var current: Graveyard { yards.value }

    private static let yards = ThreadLocal { Graveyard() }
}
