/// How the navigation differs from a committed snapshot, coordinator by coordinator.
public struct SnapshotDifference: Hashable, Sendable {
    /// What changed in one coordinator's part of the snapshot.
    public struct Change: Hashable, Sendable {
        /// The coordinator's `coordinator Name` line, which opens its part.
        public var coordinator: String
        /// Lines the snapshot has that the navigation no longer has, in the snapshot's order.
        public var removed: [String]
        /// Lines the navigation has that the snapshot does not, in the navigation's order.
        public var added: [String]
    }

    /// The coordinators that changed, sorted, so that a reviewer reads each coordinator's changes together.
    public var changes: [Change]

    /// The difference from `recorded` (the committed file) to `current` (the navigation now).
    public init(from recorded: NavigationSnapshot, to current: NavigationSnapshot) {
        let before = recorded.linesByCoordinator()
        let after = current.linesByCoordinator()
        changes = Set(before.keys).union(after.keys).sorted().compactMap { coordinator in
            let old = before[coordinator] ?? []
            let new = after[coordinator] ?? []
            let change = Change(
                coordinator: coordinator,
                removed: Self.lines(of: old, missingFrom: new),
                added: Self.lines(of: new, missingFrom: old)
            )
            return change.removed.isEmpty && change.added.isEmpty ? nil : change
        }
    }

    /// Whether the snapshot still describes the navigation.
    public var isEmpty: Bool { changes.isEmpty }

    /// For each changed coordinator its `-` lines, then its `+` lines, one a line, as a reviewer reads a diff.
    public var text: String {
        changes.flatMap { change in change.removed.map { "-" + $0 } + change.added.map { "+" + $0 } }
            .map { $0 + "\n" }
            .joined()
    }

    /// The lines of `lines` that `other` does not have, counting repeats, so that a line written twice by hand is
    /// still reported once it is gone from one side.
    private static func lines(of lines: [String], missingFrom other: [String]) -> [String] {
        var available = Dictionary(other.map { ($0, 1) }, uniquingKeysWith: +)
        return lines.filter { line in
            guard let count = available[line], count > 0 else { return true }
            available[line] = count - 1
            return false
        }
    }
}
