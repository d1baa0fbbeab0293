/// Lets go of `value` on another thread. Freeing a large app's facts, tables and syntax trees takes a noticeable
/// part of a check, and nothing waits on it; a process that ends first leaves it to the system.
///
/// The caller hands over its last reference (`releasingInBackground(consume tables)`), so that the freeing happens
/// in the task, not wherever the caller's copy would have died.
func releasingInBackground<Value>(_ value: sending Value) {
    Task.detached(priority: .background) { withExtendedLifetime(value) {} }
}
