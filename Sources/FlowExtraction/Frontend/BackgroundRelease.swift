import Foundation

/// Lets go of `value` on a thread of its own. Freeing a large app's facts, tables and syntax trees takes a noticeable
/// part of a check, and nothing waits on it; a process that ends first leaves it to the system.
///
/// The caller hands over its last reference (`releasingInBackground(consume tables)`), so that the freeing happens
/// on that thread, not wherever the caller's copy would have died. Not a task: the concurrency pool has a thread per
/// core, and two large frees running as tasks once held both while the check waited behind them for one.
func releasingInBackground<Value>(_ value: sending Value) {
    let handed = ReleasedValue(value)
    Thread.detachNewThread { handed.release() }
}

/// The value ``releasingInBackground(_:)`` was handed, carried to the thread that frees it. Sendable because the
/// caller gave up every other reference to it: only that thread touches it.
private final class ReleasedValue<Value>: @unchecked Sendable {
    private var value: Value?

    init(_ value: consuming Value) {
        self.value = value
    }

    func release() {
        value = nil
    }
}
