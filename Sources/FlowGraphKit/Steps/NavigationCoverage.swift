import FlowExtraction
import FlowModel
import Foundation

/// How much of an app's navigation was read: every navigation call the readers recognised in the Swift sources (a
/// push, a presentation, a link, a change of a stack's path, a child's start), whether it became a transition of
/// the model (or where a coordinator begins: its `start()` showing its first screen; or shows the platform's own
/// screen, an alert), and why each other one did not. `sites == resolved + unresolved.count`.
public struct NavigationCoverage: Codable, Equatable, Sendable {
    /// A navigation call that became no transition, and why.
    public struct Site: Codable, Equatable, Sendable {
        public var file: String
        public var line: Int
        public var column: Int
        public var reason: String
    }

    /// The calls of one file.
    public struct FileCount: Codable, Equatable, Sendable {
        public var file: String
        public var sites: Int
        public var resolved: Int
    }

    /// The transitions of one coordinator, and the calls not read in the files it is declared in.
    public struct CoordinatorCount: Codable, Equatable, Sendable {
        public var name: String
        public var transitions: Int
        public var unresolved: Int
    }

    public var sites: Int
    public var resolved: Int
    /// Of the calls read, those that show the platform's own screen (an alert, a share sheet, a web view): read,
    /// but no transition, as no screen of the app is shown.
    public var platformScreens: Int
    public var unresolved: [Site]
    public var files: [FileCount]
    public var coordinators: [CoordinatorCount]

    /// Why a call no note speaks of became no transition.
    static let notReached = "nothing read runs it: no screen, coordinator or entry the reader found reaches this code"

    /// The coverage of what `input` read from Swift sources; a model file's transitions are no calls of the app.
    public init(input: LoadedInput) {
        let transitions = input.model.coordinators.flatMap { coordinator in
            coordinator.transitions.compactMap { $0.location.map { (coordinator.name, $0) } }
        }
        // A coordinator's `start()` showing its first screen is read as where it begins, no transition of its own;
        // a presentation of the platform's own screen (an alert, a mail composer) is read as showing no screen of
        // the app.
        let shown = Set(transitions.map(\.1)).union(input.entrySites)
        let platform = Set(input.notes.filter(\.showsNoScreen).map(\.location)).subtracting(shown)
        let steps = shown.union(platform)
        var reasons: [SourceLocation: String] = [:]
        for note in input.notes where reasons[note.location] == nil { reasons[note.location] = note.message }
        let calls = input.sites
        sites = calls.count
        resolved = calls.filter(steps.contains).count
        platformScreens = calls.filter(platform.contains).count
        unresolved = calls.filter { !steps.contains($0) }.map { site in
            Site(file: site.file, line: site.line, column: site.column, reason: reasons[site] ?? Self.notReached)
        }
        files = Dictionary(grouping: calls, by: \.file).map { file, sites in
            FileCount(file: file, sites: sites.count, resolved: sites.filter(steps.contains).count)
        }.sorted { $0.file < $1.file }
        let unresolvedByFile = Dictionary(grouping: unresolved, by: \.file).mapValues(\.count)
        let locatedTransitions = Dictionary(grouping: transitions, by: \.0).mapValues(\.count)
        coordinators = input.model.coordinators.map { coordinator in
            CoordinatorCount(
                name: coordinator.name,
                transitions: locatedTransitions[coordinator.name] ?? 0,
                unresolved: coordinator.location.map { unresolvedByFile[$0.file] ?? 0 } ?? 0
            )
        }
    }

    /// The share of calls read, in whole percent, rounded down (100 only when every call was read).
    public var percent: Int {
        sites == 0 ? 100 : resolved * 100 / sites
    }

    /// One line for the end of a check or a render: how much was read, or that nothing was.
    public var summary: String {
        if sites == 1, resolved == 0 {
            return "navigation read: the one navigation call found became no transition; `flowgraph coverage` says why"
        }
        if sites > 0, resolved == 0 {
            return "navigation read: none of the \(sites) navigation calls found became a transition; "
                + "`flowgraph coverage` says why for each"
        }
        return "navigation read: \(resolved) of \(sites) navigation calls (\(percent)%); `flowgraph coverage` lists the rest"
    }

    /// ``summary``, when some navigation call of the Swift sources was not read; nil when all were, or for models.
    public var partialSummary: String? {
        resolved < sites ? summary : nil
    }

    /// The report for people: the totals, each file with calls not read, and each call with its reason.
    public var text: String {
        var lines = ["\(resolved) of \(sites) navigation calls became transitions (\(percent)%)."]
        if platformScreens > 0 {
            let transitions = resolved - platformScreens
            lines = [
                "\(resolved) of \(sites) navigation calls were read (\(percent)%): \(transitions) became "
                    + (transitions == 1 ? "a transition, " : "transitions, ")
                    + (platformScreens == 1 ? "1 shows the platform's own screen" : "\(platformScreens) show the platform's own screens")
                    + " (an alert, a share sheet), no screen of the app.",
            ]
        }
        let partial = files.filter { $0.resolved < $0.sites }
        if !partial.isEmpty {
            lines.append("")
            lines.append("Files with calls not read:")
            for file in partial { lines.append("  \(file.file): \(file.resolved) of \(file.sites)") }
        }
        if !unresolved.isEmpty {
            lines.append("")
            lines.append("Calls not read:")
            for site in unresolved { lines.append("  \(site.file):\(site.line):\(site.column): \(site.reason)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as JSON with sorted keys: `{"sites", "resolved", "unresolved": [{"file", "line", "column",
    /// "reason"}], "files", "coordinators"}`.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }
}
