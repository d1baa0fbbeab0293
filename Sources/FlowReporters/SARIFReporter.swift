import FlowModel
import FlowRules
import Foundation

/// SARIF 2.1.0, the format GitHub code scanning and most security dashboards import: a descriptor with help text
/// for every rule, and each finding as a result pointing at its file, line and column.
public struct SARIFReporter: Reporter {
    public static let id = "sarif"

    public init() {}

    public func report(_ findings: [Finding]) throws -> String {
        let rules = FindingCatalogue.covering(findings)
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let driver = SARIFLog.ToolComponent(
            name: ToolIdentity.name,
            version: ToolIdentity.version,
            rules: rules.map(descriptor)
        )
        let results = findings.map { finding in
            SARIFLog.Result(
                ruleId: finding.ruleID,
                // `covering` gave every id in `findings` a descriptor, so the lookup always succeeds.
                ruleIndex: index[finding.ruleID] ?? 0,
                level: Self.level(finding.severity),
                message: SARIFLog.Message(text: finding.message),
                locations: finding.location.map { [Self.location($0)] }
            )
        }
        let log = SARIFLog.Document(runs: [SARIFLog.Run(tool: SARIFLog.Tool(driver: driver), results: results)])
        return String(decoding: try CanonicalJSON.encode(log), as: UTF8.self)
    }

    private func descriptor(_ rule: FindingDescriptor) -> SARIFLog.ReportingDescriptor {
        let level = Self.level(rule.defaultSeverity)
        return SARIFLog.ReportingDescriptor(
            id: rule.id,
            name: Self.pascalCase(rule.id),
            shortDescription: SARIFLog.Message(text: rule.summary),
            fullDescription: SARIFLog.Message(text: "\(rule.summary)."),
            help: SARIFLog.Message(text: """
                \(rule.summary). \(rule.help) (Rule id \(rule.id), default severity \(rule.defaultSeverity.rawValue).)
                """),
            defaultConfiguration: SARIFLog.Configuration(level: level)
        )
    }

    /// SARIF knows error, warning and note; info is information, not a problem, so it is a note.
    static func level(_ severity: Severity) -> SARIFLog.Level {
        switch severity {
        case .error: .error
        case .warning: .warning
        case .info, .note: .note
        }
    }

    /// SARIF's display name convention: `unreachable_screen` becomes `UnreachableScreen`.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private static func location(_ location: SourceLocation) -> SARIFLog.Location {
        SARIFLog.Location(physicalLocation: SARIFLog.PhysicalLocation(
            artifactLocation: SARIFLog.ArtifactLocation(uri: uriReference(location.file)),
            region: SARIFLog.Region(startLine: location.line, startColumn: location.column)
        ))
    }

    /// RFC 3986's unreserved characters and the path separator.
    /// The path as a URI reference: relative paths stay relative (code scanning resolves them against the checkout),
    /// absolute ones become `file://` URIs. Everything but unreserved characters and `/` is percent-encoded, so a
    /// space, `%` or `#` cannot change the meaning and a `:` cannot be read as a scheme.
    static func uriReference(_ path: String) -> String {
        let encoded = Escaping.urlPath(path)
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
