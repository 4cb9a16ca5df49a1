import CoreGraphics
import Foundation
import Synchronization

/// The last answer to "which node is at the top of this one's tree" (for layers or views), kept on the main thread
/// for the next question about the same node or a child of it, while no node that could change the answer has
/// moved and until the transaction commits: walks down a tree ask at each level, and a walk to the root each time
/// would take steps in the square of a deep tree's depth.
///
/// The memo holds its nodes strongly until it forgets them, when a node that could change its answer moves and at the
/// end of the main thread's commit: a weak
/// reference would give every node it ever held a side table, which makes each later retain and release of the node
/// take the slow path.
package final class RootMemo<Node: AnyObject>: @unchecked Sendable {
    /// Read and written on the main thread only.
    private var node: Node?
    private var nodeParent: Node?
    private var root: Node?
    private var movesSeen = -1
    /// Counts the moves that may have changed some node's root: any but a move, on the main thread, of a node with
    /// nothing below it (whose root is its own business) that the memo is not about.
    private let moves = Atomic<Int>(0)

    /// Levels walked before the memo is asked: for a shallow tree the walk costs less than the memo.
    static var walkedLevels: Int { 16 }

    package init() {
        MainThreadMemos.all.withLock { $0.append { [weak self] in self?.forget() } }
    }

    /// Lets go of the nodes.
    func forget() {
        node = nil
        nodeParent = nil
        root = nil
    }

    /// The node at the top of `node`'s tree, `parent` giving each node's parent: walked up to `walkedLevels`
    /// levels, then the memo's answer when it is about `node`, its parent or a sibling, else walked to the top.
    package func root(of node: Node, parent: (Node) -> Node?) -> Node {
        var top = node
        for _ in 0..<Self.walkedLevels {
            guard let up = parent(top) else { return top }
            top = up
        }
        func walked() -> Node {
            while let up = parent(top) { top = up }
            return top
        }
        guard Thread.isMainThread else { return walked() }
        let now = moves.load(ordering: .acquiring)
        let above = parent(node)
        if movesSeen == now, let root, let known = self.node,
            known === node || known === above || (above != nil && above === nodeParent)
        {
            if known !== node { (self.node, nodeParent) = (node, above) }
            return root
        }
        let found = walked()
        (self.node, nodeParent, root, movesSeen) = (node, above, found, now)
        return found
    }

    /// Called when `node` got a new parent (or lost it); `isLeaf` when nothing hangs below it.
    package func moved(_ node: Node, isLeaf: Bool) {
        let onMain = Thread.isMainThread
        if !isLeaf || !onMain || node === self.node {
            moves.add(1, ordering: .releasing)
            // Nodes leaving a tree are not kept alive by an answer that no longer holds.
            if onMain { forget() }
        }
    }
}

/// Every `RootMemo`, forgotten at the end of each main-thread commit.
enum MainThreadMemos {
    /// Appended to when a memo is made, which may be on any thread.
    static let all = Locked<[() -> Void]>([])

    static func forgetAll() {
        guard Thread.isMainThread else { return }
        for forget in all.withLock({ $0 }) { forget() }
    }
}
