import FlowModel

/// How serious a finding is; ordered from least to most severe.
public enum Severity: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    case note
    case info
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .info: 1
        case .warning: 2
        case .error: 3
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One fault a rule found in the navigation model.
public struct Finding: Codable, Hashable, Sendable {
    /// The stable snake_case rule id, e.g. `unreachable_screen`.
    public var ruleID: String
    public var severity: Severity
    /// One sentence that names what is wrong and where to look.
    public var message: String
    /// Where to fix it; nil only when the model carries no position for the element.
    public var location: SourceLocation?
    /// The coordinator the finding is about; nil for a navigation call the extractor could not attribute.
    public var coordinator: String?
    /// The screen the finding is about, when it is about one.
    public var screen: String?
    /// The action the finding is about, when it is about one.
    public var action: String?

    public init(
        ruleID: String,
        severity: Severity,
        message: String,
        location: SourceLocation?,
        coordinator: String?,
        screen: String? = nil,
        action: String? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.coordinator = coordinator
        self.screen = screen
        self.action = action
    }

    /// Findings in reading order: by file position, then rule, then message.
    public static func readingOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        let left = (lhs.location?.file ?? "", lhs.location?.line ?? 0, lhs.location?.column ?? 0)
        let right = (rhs.location?.file ?? "", rhs.location?.line ?? 0, rhs.location?.column ?? 0)
        if left != right { return left < right }
        return (lhs.ruleID, lhs.coordinator ?? "", lhs.screen ?? "", lhs.message)
            < (rhs.ruleID, rhs.coordinator ?? "", rhs.screen ?? "", rhs.message)
    }
}
