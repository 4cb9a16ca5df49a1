import Foundation

/// One open transaction scope: its values and its completion group.
final class TransactionScope {
    var values: [String: Any] = [:] {
        didSet {
            disablesActions = values[kCATransactionDisableActions].map { ($0 as? Bool) ?? false }
        }
    }
    /// `values[kCATransactionDisableActions]` as `CATransaction.disableActions()` reads it, nil when unset: kept
    /// with `values`, so that the question every property set asks costs neither a hash nor a cast.
    private(set) var disablesActions: Bool?
    var completion: CompletionGroup?
    let isImplicit: Bool

    init(isImplicit: Bool) {
        self.isImplicit = isImplicit
    }
}

/// Animations that a transaction's completion block waits for. The block runs once the transaction has committed
/// (`sealed`) and every counted animation has finished or been removed.
final class CompletionGroup {
    private var block: (() -> Void)?
    private var pending = 0
    private var sealed = false

    init(_ block: @escaping () -> Void) {
        self.block = block
    }

    func retain() { pending += 1 }

    func release() {
        pending -= 1
        fireIfDone()
    }

    func seal() {
        sealed = true
        fireIfDone()
    }

    private func fireIfDone() {
        guard sealed, pending <= 0, let block else { return }
        self.block = nil
        block()
    }
}

/// The current thread's transactions: explicit scopes over an optional implicit one (spec §7).
///
/// The stack's scopes and changed layers are read by every property set and changed only by the stack's own
/// methods, which call out to nothing while they change them: they are not checked for overlapping access at run
/// time (`@exclusivity(unchecked)`), as every set would pay for the checks.
final class TransactionStack {
    @exclusivity(unchecked) private(set) var explicit: [TransactionScope] = []
    @exclusivity(unchecked) private(set) var implicit: TransactionScope?
    private var flushRequested = false
    /// Layers changed since the last commit, in the order they changed. A layer in it carries `mark` as its
    /// `changeMark`, which tells a change of a layer already in it without hashing it into a set (most property
    /// sets).
    @exclusivity(unchecked) var changedLayers: [CALayer] = []
    /// This stack's serial in the top 24 bits (no other stack's), the commits it has made in the rest.
    @exclusivity(unchecked) private var mark: UInt64
    private var isCommitting = false
    /// Whether a commit is queued on this thread's run loop.
    private var commitRequested = false

    /// Stacks made so far (one per thread that changed layers), for their serials.
    private nonisolated(unsafe) static var stacks: UInt64 = 0
    private static let stacksLock = NSLock()

    private init() {
        let serial = Self.stacksLock.withLock {
            Self.stacks += 1
            return Self.stacks
        }
        mark = serial << 40
    }

    private nonisolated(unsafe) static var key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            // The slot is cleared before this runs: put the stack back while it commits, so that layout and
            // display during the commit change layers in it, not in a new stack nobody commits.
            pthread_setspecific(TransactionStack.key, pointer)
            Unmanaged<TransactionStack>.fromOpaque(pointer).takeUnretainedValue().commitAtThreadExit()
            pthread_setspecific(TransactionStack.key, nil)
            Unmanaged<TransactionStack>.fromOpaque(pointer).release()
        }
        return key
    }()

    /// This thread's stack.
    static var current: TransactionStack {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<TransactionStack>.fromOpaque(pointer).takeUnretainedValue()
        }
        let stack = TransactionStack()
        pthread_setspecific(key, Unmanaged.passRetained(stack).toOpaque())
        return stack
    }

    /// The innermost scope, opening the implicit transaction when none is open.
    var innermost: TransactionScope {
        if let top = explicit.last { return top }
        return openImplicit()
    }

    /// Every open scope, innermost first.
    var scopesInnermostFirst: [TransactionScope] {
        explicit.reversed() + (implicit.map { [$0] } ?? [])
    }

    @discardableResult
    func openImplicit() -> TransactionScope {
        if let implicit { return implicit }
        let scope = TransactionScope(isImplicit: true)
        implicit = scope
        // The implicit transaction commits when the thread's run loop next turns (a thread that never runs it
        // commits at `flush()`, at an outermost `commit()`, or when it ends). One turn is asked for at a time: a
        // thread that never runs its loop would otherwise pile up a request per transaction.
        if !commitRequested {
            commitRequested = true
            RunLoop.current.perform {
                let stack = TransactionStack.current
                stack.commitRequested = false
                stack.commitImplicit()
            }
        }
        return scope
    }

    /// `disableActions` of the innermost scope that set it, else false.
    var disablesActions: Bool { innermost(\.disablesActions) ?? false }

    /// The innermost open scope's value for `key`.
    func value(forKey key: String) -> Any? { innermost { $0.values[key] } }

    /// What `read` gives of the innermost open scope that it gives something of, the scopes read in place, not
    /// collected into an array (every property set asks for `disableActions`).
    @inline(__always)
    private func innermost<T>(_ read: (TransactionScope) -> T?) -> T? {
        for scope in explicit.reversed() {
            if let value = read(scope) { return value }
        }
        return implicit.flatMap(read)
    }

    func begin() {
        explicit.append(TransactionScope(isImplicit: false))
    }

    /// Pops the innermost explicit scope; the outermost one commits. Without an explicit scope it is a no-op.
    ///
    /// The scope stays open while its changes commit, so that changes made during layout and display belong to
    /// it (and its settings, such as `disableActions`, end with it).
    func commit() {
        guard let scope = explicit.last else { return }
        if explicit.count == 1 {
            commitChanges()
            explicit.removeLast()
            if flushRequested {
                flushRequested = false
                commitImplicit()
            }
        } else {
            explicit.removeLast()
        }
        scope.completion?.seal()
    }

    func flush() {
        if explicit.isEmpty {
            commitImplicit()
        } else {
            flushRequested = true
        }
    }

    func commitImplicit() {
        guard explicit.isEmpty else {
            flushRequested = true
            return
        }
        let scope = implicit
        commitChanges()
        implicit = nil
        scope?.completion?.seal()
    }

    /// Commits what the ending thread left uncommitted, as iOS does, with one line: its changes would otherwise
    /// never show.
    func commitAtThreadExit() {
        guard !changedLayers.isEmpty || !explicit.isEmpty else { return }
        Log.warningOnce(
            key: "TransactionStack.threadExit",
            "CATransaction: a thread ended with an uncommitted transaction; committed as it ended (call CATransaction.flush() on threads without a run loop)"
        )
        let unclosed = explicit
        explicit.removeAll()
        commitImplicit()
        for scope in unclosed { scope.completion?.seal() }
    }

    /// Marks `layer` and the layers below it that were never committed and are not in this transaction yet: layers
    /// made on another thread, whose transaction has not committed, joining a tree here commit with it (as on iOS,
    /// they show with the tree they joined). Layers made on this thread are in this transaction already, so adding
    /// them walks nothing below them.
    func markNewcomers(from layer: CALayer) {
        var pending = [layer]
        while let layer = pending.popLast() {
            guard layer.changeMark != mark, layer.committed == nil else { continue }
            layer.markChanged()
            pending.append(contentsOf: layer.sublayerStorage)
            if let mask = layer.maskStorage { pending.append(mask) }
        }
    }

    func markChanged(_ layer: CALayer) {
        if implicit == nil && explicit.isEmpty { openImplicit() }
        guard layer.changeMark != mark else { return }
        layer.changeMark = mark
        changedLayers.append(layer)
    }

    private func commitChanges() {
        guard !isCommitting else { return }
        isCommitting = true
        defer { isCommitting = false }
        // Layout and display may change more layers; keep going until nothing is left.
        var rounds = 0
        while !changedLayers.isEmpty && rounds < 8 {
            let layers = changedLayers
            changedLayers = []
            mark &+= 1
            LayerCommit.commit(layers)
            rounds += 1
        }
        MainThreadMemos.forgetAll()
    }
}
