import FlowModel

/// A small, sorted, line-based text of the navigation, meant to be committed and reviewed like code.
///
/// It names coordinators, screens and transitions but no file positions, so moving code changes nothing and only a
/// change to the navigation itself shows up in a review.
public struct NavigationSnapshot: Hashable, Sendable {
    /// The lines, without the header comment: per coordinator (by name) its own line, its screens, its transitions.
    public var lines: [String]

    /// The first line of every snapshot file; lines starting with `#` are comments and are not compared.
    public static let header =
        "# flowgraph navigation snapshot: update with `flowgraph snapshot --write FILE` after review"

    /// The snapshot of `model`.
    public init(of model: NavigationModel) {
        lines = model.coordinators.sorted { $0.name < $1.name }.flatMap(Self.lines(of:))
    }

    /// The snapshot a file holds.
    public init(parsing text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: true)
            .map(String.init)
            .filter { !$0.hasPrefix("#") }
    }

    /// The file contents: the header, then one line each, ending in a newline.
    public var text: String {
        ([Self.header] + lines).map { $0 + "\n" }.joined()
    }

    /// The lines grouped under the `coordinator Name` line that opens each coordinator's part (lines before any
    /// such line, possible only in a hand-edited file, are grouped under the empty string).
    func linesByCoordinator() -> [String: [String]] {
        var groups: [String: [String]] = [:]
        var current = ""
        for line in lines {
            if line.hasPrefix(Self.coordinatorPrefix) { current = line }
            groups[current, default: []].append(line)
        }
        return groups
    }

    /// How the line that opens a coordinator's part begins.
    private static let coordinatorPrefix = "coordinator "

    private static func lines(of coordinator: Coordinator) -> [String] {
        let screens = coordinator.screens.map { screen in
            let entries = coordinator.entries.filter { $0.screen == screen.name }.map(\.kind)
            return screenLine(coordinator.name, screen, entries: entries)
        }
        // The same step written twice (say in two branches of a switch) is one edge of the navigation.
        let transitions = Set(coordinator.transitions.map { transitionLine(coordinator.name, $0) })
        return [coordinatorPrefix + escaped(coordinator.name)] + screens.sorted() + transitions.sorted()
    }

    /// `screen Coordinator.name`, then `entry` (or `entry(deepLink)` for the other entry kinds) and `unbuilt`.
    private static func screenLine(_ coordinator: String, _ screen: Screen, entries: [EntryKind]) -> String {
        let marks = Set(entries).map { $0 == .root ? "entry" : "entry(\($0.rawValue))" }.sorted()
            + (screen.built ? [] : ["unbuilt"])
        return (["screen \(name(coordinator, screen.name))"] + marks).joined(separator: " ")
    }

    /// `Coordinator.from -[action mode]-> Target.screen`; the label says the kind for steps without a mode,
    /// `conditional` when the step happens only sometimes; dismiss and showRoot have no target to name.
    static func transitionLine(_ coordinator: String, _ transition: Transition) -> String {
        // A present is named by its mode alone; other kinds by the kind, then the mode when they have one.
        let kind = transition.kind == .present && transition.mode != nil ? nil : transition.kind.rawValue
        let parts = [transition.action.map(escaped), kind, transition.mode?.rawValue]
        let label = (parts + [transition.conditional ? "conditional" : nil]).compactMap { $0 }.joined(separator: " ")
        let pop = transition.kind == .showRoot ? "(root)" : "(back)"
        let target = transition.to.map { name($0.coordinator, $0.screen) } ?? pop
        return "\(name(coordinator, transition.from)) -[\(label)]-> \(target)"
    }

    static func name(_ coordinator: String, _ screen: String?) -> String {
        [coordinator, screen].compactMap { $0 }.map(escaped).joined(separator: ".")
    }

    /// Names from hand-written models may hold anything: a line break would split a line in two, and a leading
    /// `#` would make a transition line read as a comment.
    private static func escaped(_ name: String) -> String {
        var result = name.hasPrefix("#") ? "\\" : ""
        // Scalar by scalar, since `\r\n` is a single Character and would hide its `\n` from a Character search.
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
