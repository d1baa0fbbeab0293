import FlowModel
import FlowRules
import Foundation

/// Machine-readable findings with per-severity counts, in the canonical JSON form (sorted keys, explicit nulls).
public struct JSONReporter: Reporter {
    public static let id = "json"

    public init() {}

    public func report(_ findings: [Finding]) throws -> String {
        let document = Document(
            findings: findings.map(Entry.init),
            counts: SeverityCounts(findings)
        )
        return String(decoding: try CanonicalJSON.encode(document), as: UTF8.self)
    }

    struct Document: Encodable {
        var findings: [Entry]
        var counts: SeverityCounts
    }

    struct Entry: Encodable {
        var rule: String
        var severity: Severity
        var message: String
        var file: String?
        var line: Int?
        var column: Int?
        var coordinator: String?
        var screen: String?
        var action: String?

        init(_ finding: Finding) {
            rule = finding.ruleID
            severity = finding.severity
            message = finding.message
            file = finding.location?.file
            line = finding.location?.line
            column = finding.location?.column
            coordinator = finding.coordinator
            screen = finding.screen
            action = finding.action
        }

        private enum CodingKeys: String, CodingKey {
            case rule, severity, message, file, line, column, coordinator, screen, action
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(rule, forKey: .rule)
            try container.encode(severity, forKey: .severity)
            try container.encode(message, forKey: .message)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(coordinator, forKey: .coordinator)
            try container.encode(screen, forKey: .screen)
            try container.encode(action, forKey: .action)
        }
    }
}
