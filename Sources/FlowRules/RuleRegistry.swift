/// Every rule flowgraph knows.
public enum RuleRegistry {
    /// All rules, in id order; a test keeps this order, so listing output and docs never depend on a comment.
    public static let all: [any Rule] = [
        InvalidDismissTargetRule(),
        MissingBuildCaseRule(),
        MissingEntryRule(),
        NavigationCycleRule(),
        PushWithoutNavigationRule(),
        UnhandledActionRule(),
        UnknownDestinationRule(),
        UnreachableScreenRule(),
        UnusedActionRule(),
    ]

    /// The ids of all rules, in order.
    public static var ids: [String] { all.map(\.id) }

    /// The rule with this id, or nil when there is none (e.g. a misspelled id in a configuration file).
    public static func rule(id: String) -> (any Rule)? {
        all.first { $0.id == id }
    }
}
