import Foundation
import Synchronization

/// The last answer to "which node is at the top of this one's tree" (for layers or views), kept on the main thread
/// for the next question about the same node or a child of it, while no node that could change the answer has
/// moved: walks down a tree ask at each level, and a walk to the root each time would take steps in the square of
/// a deep tree's depth.
package final class RootMemo<Node: AnyObject>: @unchecked Sendable {
    /// Read and written on the main thread only.
    private weak var node: Node?
    private weak var root: Node?
    private var movesSeen = -1
    /// Counts the moves that may have changed some node's root: any but a move, on the main thread, of a node with
    /// nothing below it (whose root is its own business) that the memo is not about.
    private let moves = Atomic<Int>(0)

    package init() {}

    /// The root of `node`, whose parent is `parent`: the memo's when it is about `node` or `parent`, else `walk()`.
    package func root(of node: Node, parent: Node?, walk: () -> Node) -> Node {
        guard Thread.isMainThread else { return walk() }
        let now = moves.load(ordering: .acquiring)
        if movesSeen == now, let root, let known = self.node, known === node || known === parent {
            self.node = node
            return root
        }
        let found = walk()
        (self.node, root, movesSeen) = (node, found, now)
        return found
    }

    /// Called when `node` got a new parent (or lost it); `isLeaf` when nothing hangs below it.
    package func moved(_ node: Node, isLeaf: Bool) {
        guard isLeaf, Thread.isMainThread, node !== self.node else {
            moves.add(1, ordering: .releasing)
            return
        }
    }
}
