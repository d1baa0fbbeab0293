/// Every finding id a run can report: the rules of ``RuleRegistry`` and the findings other steps of the run
/// produce (notes of the extractor, unused inline suppressions, files that could not be read).
public enum FindingCatalogue {
    /// Every descriptor, in id order.
    public static let all: [FindingDescriptor] =
        (RuleRegistry.all.map(\.descriptor) + [.unresolvedNavigation, .superfluousDisableCommand, .skippedFile])
            .sorted { $0.id < $1.id }

    /// Every id, in order.
    public static var ids: [String] { all.map(\.id) }

    /// The descriptor of `id`, or nil when no finding has it (a misspelled id).
    public static func descriptor(id: String) -> FindingDescriptor? {
        all.first { $0.id == id }
    }
}
