import FlowModel
import FlowRules
import Yams

/// Walks the YAML node tree of `.flowgraph.yml` into a ``CheckConfiguration``, collecting every problem with its
/// position (as the model file reader does), so that one run shows everything to fix.
struct ConfigurationReader {
    /// The top-level keys, each documented in the README's configuration reference.
    static let keys: Set = [
        "included", "excluded", "skipped_folders", "disabled_rules", "severity", "entries", "ignored_screens",
        "allowed_cycles", "strict",
    ]

    let path: String
    private(set) var problems: [ModelProblem] = []

    init(path: String) {
        self.path = path
    }

    mutating func read(_ root: Node) -> CheckConfiguration {
        var configuration = CheckConfiguration()
        guard let mapping = root.mapping else {
            report(at: root, "expected the configuration to be a mapping of keys, found \(describe(root))")
            return configuration
        }
        for (keyNode, value) in mapping {
            guard let key = keyNode.string, Self.keys.contains(key) else {
                let known = Self.keys.sorted().joined(separator: ", ")
                report(at: keyNode, "unknown key '\(keyNode.string ?? describe(keyNode))' (known keys: \(known))")
                continue
            }
            // An explicit null reads as the key left out.
            guard value.null == nil else { continue }
            switch key {
            case "included": configuration.included = strings(value, key: key)
            case "excluded": configuration.excluded = strings(value, key: key)
            case "skipped_folders": configuration.skippedFolders = folderNames(value, key: key)
            case "disabled_rules":
                configuration.disabledRules = Set(items(value, key: key).compactMap { ruleID($0, key: key) })
            case "severity": configuration.severities = severities(value)
            case "entries": configuration.entries = screens(value, key: key)
            case "ignored_screens": configuration.ignoredScreens = screens(value, key: key)
            case "allowed_cycles":
                configuration.allowedCycles = items(value, key: key).map { screens($0, key: key) }.filter { !$0.isEmpty }
            default: configuration.strict = bool(value, key: key) ?? false
            }
        }
        return configuration
    }

    // MARK: Values

    private mutating func severities(_ node: Node) -> [String: Severity] {
        guard let mapping = node.mapping else {
            report(at: node, "expected 'severity' to be a mapping of rule ids to levels, found \(describe(node))")
            return [:]
        }
        var result: [String: Severity] = [:]
        for (keyNode, value) in mapping {
            guard let rule = ruleID(keyNode, key: "severity"), let level = string(value, key: rule) else { continue }
            guard let severity = Severity(rawValue: level) else {
                let levels = Severity.allCases.reversed().map(\.rawValue).joined(separator: ", ")
                report(at: value, "unknown severity '\(level)' for \(rule) (expected one of: \(levels))")
                continue
            }
            result[rule] = severity
        }
        return result
    }

    private mutating func screens(_ node: Node, key: String) -> [ScreenReference] {
        items(node, key: key).compactMap { item in
            guard let text = string(item, key: key) else { return nil }
            guard let name = ScreenName(parsing: text) else {
                report(at: item, "expected a screen as 'Coordinator.screen' in '\(key)', found '\(text)'")
                return nil
            }
            return ScreenReference(name, location: location(of: item))
        }
    }

    /// Folder names, not paths: a name is matched at any depth, so a `/` could never match and is refused.
    private mutating func folderNames(_ node: Node, key: String) -> [String] {
        items(node, key: key).compactMap { item in
            guard let name = string(item, key: key) else { return nil }
            guard !name.contains("/"), name != ".", name != ".." else {
                report(at: item, "expected a folder name in '\(key)', found the path '\(name)' (use 'excluded' for paths)")
                return nil
            }
            return name
        }
    }

    private mutating func ruleID(_ node: Node, key: String) -> String? {
        guard let id = string(node, key: key) else { return nil }
        guard CheckConfiguration.knownRuleIDs.contains(id) else {
            report(at: node, "unknown rule '\(id)' in '\(key)' (known rules: \(CheckConfiguration.knownRuleIDs.joined(separator: ", ")))")
            return nil
        }
        return id
    }

    // MARK: Structure

    private mutating func strings(_ node: Node, key: String) -> [String] {
        items(node, key: key).compactMap { string($0, key: key) }
    }

    private mutating func items(_ node: Node, key: String) -> [Node] {
        guard let sequence = node.sequence else {
            report(at: node, "expected '\(key)' to be a list, found \(describe(node))")
            return []
        }
        return Array(sequence)
    }

    private mutating func string(_ node: Node, key: String) -> String? {
        guard let scalar = node.scalar, node.null == nil, !scalar.string.isEmpty else {
            report(at: node, "expected '\(key)' to hold strings, found \(describe(node))")
            return nil
        }
        return scalar.string
    }

    private mutating func bool(_ node: Node, key: String) -> Bool? {
        guard let value = YAMLDocument.boolean(node) else {
            report(at: node, "expected '\(key)' to be true or false, found \(describe(node))")
            return nil
        }
        return value
    }

    private func location(of node: Node) -> SourceLocation {
        SourceLocation(file: path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    private mutating func report(at node: Node, _ message: String) {
        problems.append(ModelProblem(location: location(of: node), message: message))
    }

    private func describe(_ node: Node) -> String {
        switch node {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        case let .scalar(scalar): node.null != nil ? "null" : "'\(scalar.string)'"
        }
    }
}
