import Synchronization

/// Answers worked out once and kept, for tables that two sweeps of the second pass ask at the same time
/// (``ProjectStructure`` is found while the effects are summarized).
///
/// The answer is worked out outside the lock: working it out may ask the memo again (a name resolved through an
/// alias resolves the alias), and two threads asking the same new question at once both work out the same answer,
/// which is cheaper than making either wait.
final class SharedMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let values = Mutex<[Key: Value]>([:])

    /// The kept answer for `key`, or the one `answer` works out, kept for next time.
    func value(for key: Key, answering answer: () -> Value) -> Value {
        if let known = values.withLock({ $0[key] }) { return known }
        let found = answer()
        values.withLock { $0[key] = found }
        return found
    }
}
