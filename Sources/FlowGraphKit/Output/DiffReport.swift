import FlowModel
import FlowReporters
import Foundation

/// The text forms of a ``NavigationDiff``: lines for a terminal or a log, and Markdown for a pull-request comment.
///
/// Elements are named as in the navigation snapshot (`Coordinator.screen`, `From -[action mode]-> To`), so a
/// reviewer who knows one reads the other.
public struct DiffReport: Sendable {
    /// One changed element, in both forms' terms.
    struct Line: Hashable, Encodable {
        /// What kind of element changed: `coordinator`, `screen`, `entry` or `transition`.
        var kind: String
        var change: NavigationDiff.Change
        var coordinator: String
        var element: String
        var details: [String]
        /// The transition itself, for a transition (its location is the head's, or the base's when removed).
        var transition: Transition?

        enum CodingKeys: String, CodingKey {
            case kind, change, coordinator, element, details, transition
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind, forKey: .kind)
            try container.encode(change.rawValue, forKey: .change)
            try container.encode(coordinator, forKey: .coordinator)
            try container.encode(element, forKey: .element)
            try container.encode(details, forKey: .details)
            // Present on every line, null where it does not apply, so consumers see one shape.
            try container.encode(transition, forKey: .transition)
        }
    }

    let lines: [Line]
    let counts: [NavigationDiff.Change: Int]

    /// The report of `diff`, grouped by coordinator (sorted), then coordinator, screens, entries, transitions.
    public init(_ diff: NavigationDiff) {
        var lines = diff.coordinators.map {
            Line(
                kind: "coordinator", change: $0.change, coordinator: $0.coordinator,
                element: "coordinator " + $0.coordinator, details: []
            )
        }
        lines += diff.screens.map {
            Line(
                kind: "screen",
                change: $0.change,
                coordinator: $0.coordinator,
                element: "screen " + NavigationSnapshot.name($0.coordinator, $0.screen),
                details: $0.details
            )
        }
        lines += diff.entries.map {
            let kind = $0.kind == .root ? "" : " (\($0.kind.rawValue))"
            return Line(
                kind: "entry",
                change: $0.change,
                coordinator: $0.coordinator,
                element: "entry " + NavigationSnapshot.name($0.coordinator, $0.screen) + kind,
                details: []
            )
        }
        lines += diff.transitions.map {
            Line(
                kind: "transition",
                change: $0.change,
                coordinator: $0.coordinator,
                element: NavigationSnapshot.transitionLine($0.coordinator, $0.transition),
                details: $0.details,
                transition: $0.transition
            )
        }
        // A stable sort keeps the kinds in the order above within each coordinator.
        self.lines = lines.enumerated()
            .sorted { ($0.element.coordinator, $0.offset) < ($1.element.coordinator, $1.offset) }
            .map(\.element)
        counts = diff.counts
    }

    /// `+`, `-` or `~`, the element, and for a change what changed; then a line of counts.
    public var text: String {
        guard !lines.isEmpty else { return "no navigation changes\n" }
        let body = lines.map { line in
            let details = line.details.isEmpty ? "" : ": " + line.details.joined(separator: ", ")
            return Self.sign(line.change) + " " + line.element + details
        }
        return (body + [countsText]).map { $0 + "\n" }.joined()
    }

    /// A heading, the counts, and one table row per change, ready to post on a pull request.
    /// - Parameters: base, head: how the two sides were named on the command line.
    public func markdown(base: String, head: String) -> String {
        var out = [
            "### Navigation changes",
            "",
            "`\(Self.code(base))` → `\(Self.code(head))`: " + (lines.isEmpty ? "no navigation changes." : countsText + "."),
        ]
        if !lines.isEmpty {
            out += ["", "| | Coordinator | Element | What changed |", "| --- | --- | --- | --- |"]
            out += lines.map { line in
                let cells = [line.coordinator, line.element, line.details.joined(separator: ", ")].map(Escaping.markdownTableCell)
                return "| \(Self.badge(line.change)) | " + cells.joined(separator: " | ") + " |"
            }
        }
        return (out + [""]).joined(separator: "\n")
    }

    /// The sides, the counts and every change as canonical JSON (sorted keys, explicit nulls).
    public func json(base: String, head: String) throws -> Data {
        struct Document: Encodable {
            var base: String
            var head: String
            var counts: [String: Int]
            var changes: [Line]
        }
        let counts = Dictionary(uniqueKeysWithValues: NavigationDiff.Change.allCases.map { ($0.rawValue, self.counts[$0] ?? 0) })
        return try CanonicalJSON.encode(Document(base: base, head: head, counts: counts, changes: lines))
    }

    private var countsText: String {
        NavigationDiff.Change.allCases.map { "\(counts[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", ")
    }

    private static func sign(_ change: NavigationDiff.Change) -> String {
        switch change {
        case .added: "+"
        case .removed: "-"
        case .changed: "~"
        }
    }

    private static func badge(_ change: NavigationDiff.Change) -> String {
        switch change {
        case .added: "🟢 added"
        case .removed: "🔴 removed"
        case .changed: "🟠 changed"
        }
    }

    /// A side's name inside a code span, where only a backtick could end it early.
    private static func code(_ name: String) -> String {
        name.replacingOccurrences(of: "`", with: "'")
    }
}
