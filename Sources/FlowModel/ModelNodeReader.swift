import Foundation
import Yams

/// Walks a composed YAML/JSON node tree into a ``NavigationModel``, collecting every problem with its position
/// instead of stopping at the first, so one run shows the author everything to fix.
struct ModelNodeReader {
    let path: String
    private(set) var problems: [ModelProblem] = []
    /// Values (list items and mapping entries) the walk may still visit before it stops; see ``spend(_:at:)``.
    private var valuesLeft: Int
    /// Screens the file may still declare (``ModelLimits/screens``).
    private var screensLeft = ModelLimits.screens
    /// Set when a limit is passed: every list and mapping then reads as empty, so the walk ends at once.
    private var stopped = false

    /// Screens of coordinators read elsewhere (from Swift sources) that the file's entries and transitions may name.
    private let known: [String: Set<String>]

    /// A reader for the file at `path` that visits at most `valueBudget` values.
    init(path: String, valueBudget: Int, known: [String: Set<String>] = [:]) {
        self.path = path
        valuesLeft = valueBudget
        self.known = known
    }

    // MARK: Elements

    mutating func readModel(_ node: Node) -> NavigationModel? {
        guard let fields = fields(of: node, what: "the model", allowed: Keys.model) else { return nil }
        let version = fields["version"].flatMap { readInt($0, key: "version") }
        if fields["version"] == nil {
            report(at: node, "missing key 'version' (this reader understands version \(NavigationModel.currentVersion))")
        } else if let version, version != NavigationModel.currentVersion {
            report(at: fields["version"]!, "unsupported model version \(version); this reader understands version \(NavigationModel.currentVersion)")
        }
        var coordinators: [Coordinator] = []
        var coordinatorNodes: [Node] = []
        for item in items(fields["coordinators"], key: "coordinators") {
            guard let coordinator = readCoordinator(item) else { continue }
            coordinators.append(coordinator)
            coordinatorNodes.append(item)
        }
        reportDuplicates(coordinators.map(\.name), nodes: coordinatorNodes, what: "coordinator '%@'")
        return NavigationModel(version: version ?? NavigationModel.currentVersion, coordinators: coordinators)
    }

    private mutating func readCoordinator(_ node: Node) -> Coordinator? {
        guard let fields = fields(of: node, what: "a coordinator", allowed: Keys.coordinator),
              let name = requiredName(fields, key: "name", in: node, what: "a coordinator") else { return nil }
        let style = fields["style"].flatMap { readEnum($0, key: "style", as: CoordinatorStyle.self) } ?? .model
        var screens: [Screen] = []
        var screenNodes: [Node] = []
        for item in items(fields["screens"], key: "screens") {
            screensLeft -= 1
            if screensLeft < 0 {
                stop(at: item, "more than \(ModelLimits.screens) screens in one model file, flowgraph's limit")
                break
            }
            guard let screen = readScreen(item) else { continue }
            screens.append(screen)
            screenNodes.append(item)
        }
        reportDuplicates(screens.map(\.name), nodes: screenNodes, what: "screen '%@' in \(name)")
        let declared = Set(screens.map(\.name)).union(known[name] ?? [])
        let entries = items(fields["entries"], key: "entries").compactMap { readEntry($0, declared: declared, coordinator: name) }
        let transitionNodes = items(fields["transitions"], key: "transitions")
        var transitions: [Transition] = []
        for item in transitionNodes {
            guard let (transition, actionNode) = readTransition(item, declared: declared, coordinator: name) else { continue }
            transitions.append(transition)
            declareImplicitAction(of: transition, at: actionNode, in: &screens)
        }
        return Coordinator(
            name: name,
            style: style,
            location: readLocation(fields["location"]) ?? location(of: node),
            entries: entries,
            screens: screens,
            transitions: transitions
        )
    }

    private mutating func readScreen(_ node: Node) -> Screen? {
        if node.scalar != nil {
            return requiredString(node, key: "screens").map { Screen(name: $0, location: location(of: node)) }
        }
        guard let fields = fields(of: node, what: "a screen", allowed: Keys.screen),
              let name = requiredName(fields, key: "name", in: node, what: "a screen") else { return nil }
        var actions: [Action] = []
        var actionNodes: [Node] = []
        for item in items(fields["actions"], key: "actions") {
            guard let action = readAction(item) else { continue }
            actions.append(action)
            actionNodes.append(item)
        }
        reportDuplicates(actions.map(\.name), nodes: actionNodes, what: "action '%@' of screen '\(name)'")
        return Screen(
            name: name,
            built: fields["built"].flatMap { readBool($0, key: "built") } ?? true,
            location: readLocation(fields["location"]) ?? location(of: node),
            actions: actions
        )
    }

    private mutating func readAction(_ node: Node) -> Action? {
        if node.scalar != nil {
            return requiredString(node, key: "actions").map { Action(name: $0, location: location(of: node)) }
        }
        guard let fields = fields(of: node, what: "an action", allowed: Keys.action),
              let name = requiredName(fields, key: "name", in: node, what: "an action") else { return nil }
        return Action(
            name: name,
            location: readLocation(fields["location"]) ?? location(of: node),
            dispatched: fields["dispatched"].flatMap { readBool($0, key: "dispatched") } ?? true,
            ignored: fields["ignored"].flatMap { readBool($0, key: "ignored") } ?? false
        )
    }

    private mutating func readEntry(_ node: Node, declared: Set<String>, coordinator: String) -> Entry? {
        if node.scalar != nil {
            guard let screen = requiredString(node, key: "entries") else { return nil }
            guard declared.contains(screen) else {
                report(at: node, "entry '\(screen)' names no screen of \(coordinator)")
                return nil
            }
            return Entry(screen: screen, location: location(of: node))
        }
        guard let fields = fields(of: node, what: "an entry", allowed: Keys.entry),
              let screen = requiredName(fields, key: "screen", in: node, what: "an entry") else { return nil }
        guard declared.contains(screen) else {
            report(at: fields["screen"]!, "entry '\(screen)' names no screen of \(coordinator)")
            return nil
        }
        return Entry(
            screen: screen,
            kind: fields["kind"].flatMap { readEnum($0, key: "kind", as: EntryKind.self) } ?? .root,
            navigation: fields["navigation"].flatMap { readBool($0, key: "navigation") } ?? true,
            location: readLocation(fields["location"]) ?? location(of: node)
        )
    }

    /// Returns the transition and the node of its action name (the position of an implicitly declared action).
    private mutating func readTransition(
        _ node: Node, declared: Set<String>, coordinator: String
    ) -> (Transition, Node?)? {
        guard let fields = fields(of: node, what: "a transition", allowed: Keys.transition),
              let from = requiredName(fields, key: "from", in: node, what: "a transition") else { return nil }
        var valid = true
        // `from` may name the coordinator itself: a step it takes on its own, such as starting a child in start().
        if !declared.contains(from), from != coordinator {
            report(at: fields["from"]!, "'from: \(from)' names no screen of \(coordinator)")
            valid = false
        }
        let kind = fields["kind"].map { readEnum($0, key: "kind", as: TransitionKind.self) } ?? .present
        let mode = fields["mode"].flatMap { readEnum($0, key: "mode", as: PresentationMode.self) }
        if let kind {
            valid = checkShape(kind: kind, fields: fields, at: node) && valid
        }
        let target = fields["to"].flatMap { readTarget($0, coordinator: coordinator) }
        if fields["to"] != nil, target == nil { valid = false }
        let action = fields["action"].flatMap { requiredString($0, key: "action") }
        guard valid, let kind else { return nil }
        let transition = Transition(
            from: from,
            action: action,
            kind: kind,
            mode: mode,
            navigation: fields["navigation"].flatMap { readBool($0, key: "navigation") },
            to: target,
            conditional: fields["conditional"].flatMap { readBool($0, key: "conditional") } ?? false,
            location: readLocation(fields["location"]) ?? location(of: node)
        )
        return (transition, fields["action"])
    }

    /// Checks that `mode` and `to` are given exactly where the kind needs them.
    private mutating func checkShape(kind: TransitionKind, fields: [String: Node], at node: Node) -> Bool {
        var valid = true
        if kind == .present, fields["mode"] == nil {
            report(at: node, "a present transition needs a 'mode' (\(choices(PresentationMode.self)))")
            valid = false
        }
        if kind != .present, kind != .start, let modeNode = fields["mode"] {
            report(at: modeNode, "a \(kind.rawValue) transition takes no 'mode'")
            valid = false
        }
        if kind.requiresTarget, fields["to"] == nil {
            report(at: node, "a \(kind.rawValue) transition needs a 'to'")
            valid = false
        }
        if !kind.requiresTarget, let toNode = fields["to"] {
            report(at: toNode, "a \(kind.rawValue) transition takes no 'to'")
            valid = false
        }
        return valid
    }

    private mutating func readTarget(_ node: Node, coordinator: String) -> Target? {
        if node.scalar != nil {
            return requiredString(node, key: "to").map { Target(coordinator: coordinator, screen: $0) }
        }
        guard let fields = fields(of: node, what: "a target", allowed: Keys.target) else { return nil }
        if fields["coordinator"] == nil, fields["screen"] == nil {
            report(at: node, "'to' names nothing: give a 'screen', a 'coordinator', or both")
            return nil
        }
        let target = fields["coordinator"].flatMap { requiredString($0, key: "coordinator") } ?? coordinator
        return Target(coordinator: target, screen: fields["screen"].flatMap { requiredString($0, key: "screen") })
    }

    private mutating func readLocation(_ node: Node?) -> SourceLocation? {
        guard let node, let fields = fields(of: node, what: "a location", allowed: Keys.location) else { return nil }
        guard let file = requiredName(fields, key: "file", in: node, what: "a location"),
              let line = fields["line"].flatMap({ readInt($0, key: "line") }),
              let column = fields["column"].flatMap({ readInt($0, key: "column") }) else {
            if fields["line"] == nil || fields["column"] == nil {
                report(at: node, "a location needs 'file', 'line' and 'column'")
            }
            return nil
        }
        guard line >= 1, column >= 1 else {
            report(at: node, "a location's line and column start at 1")
            return nil
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// A transition may name an action its screen does not list: the action is then declared there, so the
    /// author need not repeat every action name twice.
    private func declareImplicitAction(of transition: Transition, at actionNode: Node?, in screens: inout [Screen]) {
        guard let action = transition.action,
              let index = screens.firstIndex(where: { $0.name == transition.from }),
              screens[index].action(named: action) == nil else { return }
        screens[index].actions.append(Action(name: action, location: actionNode.map(location(of:)) ?? transition.location))
    }

    // MARK: Scalars and structure

    private func location(of node: Node) -> SourceLocation {
        SourceLocation(file: path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    private mutating func report(at node: Node, _ message: String) {
        problems.append(ModelProblem(location: location(of: node), message: message))
    }

    /// The mapping's values by key, after reporting keys that are not `allowed`. A null value counts as absent,
    /// so the explicit nulls of extracted JSON read the same as keys a hand-written file leaves out.
    /// Takes `count` values from the budget; past it, reports once and stops the walk.
    private mutating func spend(_ count: Int, at node: Node) -> Bool {
        guard !stopped else { return false }
        valuesLeft -= count
        guard valuesLeft >= 0 else {
            stop(at: node, "YAML aliases repeat their anchors into more values than the file has characters (a \"billion laughs\" document); write the values out")
            return false
        }
        return true
    }

    private mutating func stop(at node: Node, _ message: String) {
        report(at: node, message)
        stopped = true
    }

    private mutating func fields(of node: Node, what: String, allowed: Set<String>) -> [String: Node]? {
        guard let mapping = node.mapping else {
            report(at: node, "expected \(what) as a mapping, found \(describe(node))")
            return nil
        }
        guard spend(mapping.count, at: node) else { return nil }
        var result: [String: Node] = [:]
        for (key, value) in mapping {
            guard let name = key.string, allowed.contains(name) else {
                let known = allowed.sorted().joined(separator: ", ")
                report(at: key, "unknown key '\(key.string ?? describe(key))' in \(what) (known keys: \(known))")
                continue
            }
            if value.null == nil { result[name] = value }
        }
        return result
    }

    private mutating func items(_ node: Node?, key: String) -> [Node] {
        guard let node, node.null == nil else { return [] }
        guard let sequence = node.sequence else {
            report(at: node, "expected '\(key)' to be a list, found \(describe(node))")
            return []
        }
        guard spend(sequence.count, at: node) else { return [] }
        return Array(sequence)
    }

    private mutating func requiredName(_ fields: [String: Node], key: String, in node: Node, what: String) -> String? {
        guard let value = fields[key] else {
            report(at: node, "\(what) needs a '\(key)'")
            return nil
        }
        return requiredString(value, key: key)
    }

    private mutating func requiredString(_ node: Node, key: String) -> String? {
        guard let scalar = node.scalar, node.null == nil else {
            report(at: node, "expected '\(key)' to be a string, found \(describe(node))")
            return nil
        }
        guard !scalar.string.unicodeScalars.allSatisfy(CharacterSet.whitespaces.contains) else {
            report(at: node, "'\(key)' must not be empty")
            return nil
        }
        return scalar.string
    }

    private mutating func readBool(_ node: Node, key: String) -> Bool? {
        guard let value = YAMLDocument.boolean(node) else {
            report(at: node, "expected '\(key)' to be true or false, found \(describe(node))")
            return nil
        }
        return value
    }

    private mutating func readInt(_ node: Node, key: String) -> Int? {
        guard let value = node.int, node.scalar != nil else {
            report(at: node, "expected '\(key)' to be a whole number, found \(describe(node))")
            return nil
        }
        return value
    }

    private mutating func readEnum<Value: RawRepresentable & CaseIterable>(
        _ node: Node, key: String, as type: Value.Type
    ) -> Value? where Value.RawValue == String {
        guard let text = requiredString(node, key: key) else { return nil }
        guard let value = Value(rawValue: text) else {
            report(at: node, "unknown \(key) '\(text)' (expected one of: \(choices(type)))")
            return nil
        }
        return value
    }

    private func choices<Value: RawRepresentable & CaseIterable>(_ type: Value.Type) -> String
    where Value.RawValue == String {
        type.allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// Reports every repeated name at its second and later declarations; `what` has `%@` where the name goes.
    private mutating func reportDuplicates(_ names: [String], nodes: [Node], what: String) {
        var seen: [String: Node] = [:]
        for (name, node) in zip(names, nodes) {
            if let first = seen[name] {
                let label = what.replacingOccurrences(of: "%@", with: name)
                report(at: node, "duplicate \(label) (first declared at line \(first.mark?.line ?? 0))")
            } else {
                seen[name] = node
            }
        }
    }

    private func describe(_ node: Node) -> String {
        switch node {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        case let .scalar(scalar):
            node.null != nil ? "null" : "'\(scalar.string)'"
        }
    }
}

/// The keys each mapping of a model file may have, built once rather than for each of a large model's values.
private enum Keys {
    static let model: Set = ["version", "coordinators"]
    static let coordinator: Set = ["name", "style", "location", "entries", "screens", "transitions"]
    static let screen: Set = ["name", "built", "location", "actions"]
    static let action: Set = ["name", "location", "dispatched", "ignored"]
    static let entry: Set = ["screen", "kind", "navigation", "location"]
    static let transition: Set = ["from", "action", "kind", "mode", "navigation", "to", "conditional", "location"]
    static let target: Set = ["coordinator", "screen"]
    static let location: Set = ["file", "line", "column"]
}
