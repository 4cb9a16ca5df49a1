import Foundation

/// The transaction key for the duration given to animations added without one.
public let kCATransactionAnimationDuration = "animationDuration"
/// The transaction key that turns off implicit actions.
public let kCATransactionDisableActions = "disableActions"
/// The transaction key for the timing function given to added animations.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The transaction key for the block run when the transaction's animations have finished.
public let kCATransactionCompletionBlock = "completionBlock"

/// Groups layer-tree changes into atomic updates of the render tree (spec §7).
///
/// Transactions are per thread and nest: reading a value searches from the innermost transaction outward;
/// writing sets the innermost. Each thread that changes layers without an explicit transaction gets an implicit
/// one, committed when its run loop next turns (the main run loop here) or by `flush()`.
public final class CATransaction {
    private init() {}

    /// Opens a transaction on this thread.
    public static func begin() { TransactionStack.current.begin() }

    /// Closes the innermost transaction; the outermost one makes its changes visible. A commit without a
    /// transaction does nothing.
    public static func commit() { TransactionStack.current.commit() }

    /// Commits the implicit transaction now, or as soon as the explicit ones are closed.
    public static func flush() { TransactionStack.current.flush() }

    /// The global lock layer methods use. Recursive.
    public static func lock() { globalLock.lock() }

    public static func unlock() { globalLock.unlock() }

    private static let globalLock = NSRecursiveLock()

    /// The duration for animations added with a duration of 0 (default 0.25 s).
    public static func animationDuration() -> CFTimeInterval {
        (value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval) ?? 0.25
    }

    public static func setAnimationDuration(_ duration: CFTimeInterval) {
        setValue(duration, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function given to added animations that have none (default nil).
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether property changes skip implicit actions (default false).
    public static func disableActions() -> Bool {
        TransactionStack.current.disablesActions
    }

    public static func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The innermost transaction's completion block.
    public static func completionBlock() -> (() -> Void)? {
        value(forKey: kCATransactionCompletionBlock) as? () -> Void
    }

    /// Runs `block` on the main thread once every animation added to layers from now on in this transaction has
    /// finished or been removed; at commit when there are none.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        let scope = TransactionStack.current.innermost
        scope.values[kCATransactionCompletionBlock] = block
        scope.completion = block.map { CompletionGroup($0) }
    }

    /// The value for `key`, searching from the innermost transaction outward; nil when unset.
    public static func value(forKey key: String) -> Any? {
        TransactionStack.current.value(forKey: key)
    }

    /// Sets `key` in the innermost transaction.
    public static func setValue(_ value: Any?, forKey key: String) {
        if key == kCATransactionCompletionBlock {
            setCompletionBlock(value as? () -> Void)
            return
        }
        TransactionStack.current.innermost.values[key] = value
    }

    /// The completion groups that an animation added now joins: every open scope's.
    static var activeCompletionGroups: [CompletionGroup] {
        TransactionStack.current.scopesInnermostFirst.compactMap(\.completion)
    }
}
