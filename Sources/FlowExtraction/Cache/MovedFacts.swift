/// One file's first-pass facts apart from where in the file they are, to tell an edit that only moved them (a
/// line added above, a comment removed) from one that changed them.
struct MovedFacts {
    /// The facts archived with their positions set aside.
    private let bytes: [UInt8]
    /// Their positions, in the order the archive wrote them.
    private let positions: [ArchivedPosition]

    init(_ facts: FileFacts) {
        var writer = ArchiveWriter()
        writer.setsPositionsAside = true
        writer.write(facts)
        bytes = writer.bytes()
        positions = writer.positions
    }

    /// Whether `self` holds the same facts as `earlier`, each at a position that may differ, as long as every two
    /// positions compare the same way in both: nothing the readers could tell apart by ordering positions changed.
    func onlyMoved(since earlier: MovedFacts) -> Bool {
        guard bytes == earlier.bytes, positions.count == earlier.positions.count else { return false }
        // Sorting by the earlier positions and checking each neighbour suffices: the order is total.
        let order = earlier.positions.indices.sorted { (earlier.positions[$0], $0) < (earlier.positions[$1], $1) }
        return zip(order, order.dropFirst()).allSatisfy { first, second in
            earlier.positions[first] == earlier.positions[second]
                ? positions[first] == positions[second]
                : positions[first] < positions[second]
        }
    }
}
