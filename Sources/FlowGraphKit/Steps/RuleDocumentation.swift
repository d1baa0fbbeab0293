import FlowModel
import FlowRules

/// `flowgraph rules`: the finding catalogue for a reader (text), for tools (JSON) or for docs (Markdown). Every
/// form is derived from ``FindingCatalogue``, so the README's rule table, which is the Markdown list, cannot drift.
public enum RuleDocumentation {
    /// The forms it is written in.
    public enum Format: String, CaseIterable, Sendable {
        case text, json, markdown
    }

    /// Every id with its default severity and summary; in JSON every descriptor in full.
    public static func list(_ format: Format) throws -> String {
        let all = FindingCatalogue.all
        switch format {
        case .text:
            let idWidth = all.map(\.id.count).max() ?? 0
            let severityWidth = Severity.allCases.map(\.rawValue.count).max() ?? 0
            return all.map { descriptor in
                padded(descriptor.id, to: idWidth) + "  " + padded(descriptor.defaultSeverity.rawValue, to: severityWidth)
                    + "  " + descriptor.summary + "\n"
            }.joined()
        case .json:
            return try json(all.map(Entry.init))
        case .markdown:
            return "| id | default | finding |\n|---|---|---|\n" + all.map { descriptor in
                "| `\(descriptor.id)` | \(descriptor.defaultSeverity.rawValue) | \(descriptor.description) |\n"
            }.joined()
        }
    }

    /// Every id, in order.
    public static var ids: [String] { FindingCatalogue.ids }

    /// One id in full: what it finds, why it matters, how to fix or suppress it, and its examples.
    /// - Throws: ``FlowGraphError/badInput(_:)`` when no finding has the id.
    public static func page(id: String, _ format: Format) throws -> String {
        guard let descriptor = FindingCatalogue.descriptor(id: id) else {
            throw FlowGraphError.badInput("unknown finding id '\(id)' (flowgraph rules lists them)")
        }
        return switch format {
        case .text: text(descriptor)
        case .json: try json(Entry(descriptor))
        case .markdown: markdown(descriptor)
        }
    }

    /// How to silence one finding or all of them: the same words for every id, less the comments where they
    /// cannot reach its findings.
    static func suppression(of descriptor: FindingDescriptor) -> String {
        let id = descriptor.id
        let inSource = descriptor.suppressibleInSource
            ? "In a Swift source, `// flowgraph:disable:next \(id)` on the line before a finding or "
                + "`// flowgraph:disable \(id)` on its line; "
            : ""
        return inSource + "`disabled_rules: [\(id)]` in .flowgraph.yml or `--disable-rule \(id)` for every finding, "
            + "`severity: {\(id): LEVEL}` or `--severity \(id)=LEVEL` for another level."
    }

    private static func text(_ descriptor: FindingDescriptor) -> String {
        var lines = [
            "\(descriptor.id) (default: \(descriptor.defaultSeverity.rawValue))",
            "",
            descriptor.summary + ".",
            "",
        ]
        lines += sections(descriptor).flatMap { ["\($0.heading): \($0.text)", ""] }
        lines.append(examplesNote)
        for (title, examples) in exampleGroups(descriptor.examples) {
            for (index, example) in examples.enumerated() {
                lines += ["", "\(title) \(index + 1) (\(descriptor.examples.language.rawValue)):", ""]
                lines += example.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func markdown(_ descriptor: FindingDescriptor) -> String {
        var lines = [
            "## `\(descriptor.id)`",
            "",
            "Default severity: \(descriptor.defaultSeverity.rawValue). \(descriptor.summary).",
            "",
        ]
        lines += sections(descriptor).flatMap { ["**\($0.heading):** \($0.text)", ""] }
        lines.append(examplesNote)
        for (title, examples) in exampleGroups(descriptor.examples) {
            for (index, example) in examples.enumerated() {
                lines += ["", "\(title) \(index + 1):", "", "```" + descriptor.examples.language.rawValue, example, "```"]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What every format says of a finding after its summary, in order: a heading and its text.
    private static func sections(_ descriptor: FindingDescriptor) -> [(heading: String, text: String)] {
        [
            ("Finds", descriptor.description),
            ("Why it matters", descriptor.rationale),
            ("How to fix", descriptor.help),
            ("How to suppress", suppression(of: descriptor)),
        ]
    }

    /// What a reader needs to know to read the examples.
    private static let examplesNote = "Examples: ↓ marks where each finding is reported; the tests run every one."

    /// The examples under their headings.
    private static func exampleGroups(_ examples: FindingExamples) -> [(String, [String])] {
        [("Triggering example", examples.triggering), ("Non-triggering example", examples.nonTriggering)]
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private static func json<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try CanonicalJSON.encode(value), as: UTF8.self)
    }

    /// One descriptor as JSON, with the suppression advice the other forms give.
    private struct Entry: Encodable {
        struct Examples: Encodable {
            var language: String
            var triggering: [String]
            var nonTriggering: [String]
        }

        var id: String
        var defaultSeverity: Severity
        var summary: String
        var description: String
        var rationale: String
        var help: String
        var suppression: String
        var examples: Examples

        init(_ descriptor: FindingDescriptor) {
            id = descriptor.id
            defaultSeverity = descriptor.defaultSeverity
            summary = descriptor.summary
            description = descriptor.description
            rationale = descriptor.rationale
            help = descriptor.help
            suppression = RuleDocumentation.suppression(of: descriptor)
            examples = Examples(
                language: descriptor.examples.language.rawValue,
                triggering: descriptor.examples.triggering,
                nonTriggering: descriptor.examples.nonTriggering
            )
        }
    }
}
