import FlowRules

/// How many findings there are of each severity.
struct SeverityCounts: Encodable, Equatable {
    var error = 0
    var warning = 0
    var info = 0
    var note = 0

    init(_ findings: [Finding]) {
        for finding in findings {
            self[finding.severity] += 1
        }
    }

    /// The count of one severity.
    subscript(severity: Severity) -> Int {
        get {
            switch severity {
            case .error: error
            case .warning: warning
            case .info: info
            case .note: note
            }
        }
        set {
            switch severity {
            case .error: error = newValue
            case .warning: warning = newValue
            case .info: info = newValue
            case .note: note = newValue
            }
        }
    }

    /// All findings counted.
    var total: Int { error + warning + info + note }

    /// Severities from most to least severe, the order tables list them in.
    static let displayOrder: [Severity] = Severity.allCases.sorted(by: >)
}
