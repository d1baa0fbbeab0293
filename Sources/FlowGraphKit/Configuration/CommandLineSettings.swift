import FlowRules

extension CheckConfiguration {
    /// The configuration the command-line flags describe, each value checked: `--disable-rule ID`,
    /// `--severity ID=LEVEL` and `--strict`.
    /// - Throws: ``FlowGraphError/badInput(_:)`` for an unknown rule id or level, or a `--severity` without `=`.
    public init(disabledRules: [String], severities: [String], strict: Bool) throws {
        self.init()
        for id in disabledRules {
            try Self.checkKnown(id, option: "--disable-rule")
        }
        self.disabledRules = Set(disabledRules)
        for argument in severities {
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else {
                throw FlowGraphError.badInput("--severity \(argument): expected RULE=LEVEL, e.g. navigation_cycle=error")
            }
            try Self.checkKnown(parts[0], option: "--severity")
            guard let level = Severity(rawValue: parts[1]) else {
                let levels = Severity.allCases.reversed().map(\.rawValue).joined(separator: ", ")
                throw FlowGraphError.badInput("--severity \(argument): unknown severity '\(parts[1])' (expected one of: \(levels))")
            }
            self.severities[parts[0]] = level
        }
        self.strict = strict
    }

    /// The configuration a check run uses: the configuration file's (`configFile`, or `.flowgraph.yml` found as
    /// ``ConfigurationFile/locate(explicit:paths:)`` says), overridden by `commandLine`.
    /// - Throws: ``FlowGraphError`` for a missing `--config` file or a configuration file with problems.
    public static func resolve(configFile: String?, paths: [String], commandLine: CheckConfiguration) throws -> CheckConfiguration {
        let file = try ConfigurationFile.locate(explicit: configFile, paths: paths).map(ConfigurationFile.load(path:))
        return (file ?? CheckConfiguration()).overridden(by: commandLine)
    }

    private static func checkKnown(_ id: String, option: String) throws {
        guard knownRuleIDs.contains(id) else {
            throw FlowGraphError.badInput("\(option) \(id): unknown rule (known rules: \(knownRuleIDs.joined(separator: ", ")))")
        }
    }
}
