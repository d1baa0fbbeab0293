import FlowExtraction
import FlowModel
import FlowReporters
import FlowRules
import Foundation

/// What a check run found, and whether it should fail the build.
public struct CheckOutcome: Sendable {
    /// The findings reported: after configuration, inline suppressions and the baseline.
    public var findings: [Finding]

    /// True when an error-level finding is left, or with `strict` a warning.
    public func fails(strict: Bool) -> Bool {
        findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    }
}

/// The baseline files of a check run.
public struct BaselineFiles: Sendable {
    /// Findings recorded here are not reported.
    public var read: String?
    /// The run's findings (before `read` is applied) are recorded here.
    public var write: String?

    /// Reads `read` and writes `write`, when given.
    public init(read: String? = nil, write: String? = nil) {
        self.read = read
        self.write = write
    }
}

/// The check step of the pipeline: rules over the model, then every requested report.
public enum FlowCheck {
    /// The ids `--reporter` accepts.
    public static var reporterIDs: [String] { ReporterRegistry.ids }

    /// The findings of the input under `configuration`, in reading order. The steps run in this order: declared
    /// entries join the model; enabled rules run and the extractor's notes join them; findings the configuration
    /// accepts (ignored screens, allowed cycles) and those inline comments suppress are left out, unused
    /// suppressions are reported; configured severities apply last, so they hold for every finding.
    public static func findings(in input: LoadedInput, configuration: CheckConfiguration = CheckConfiguration()) -> [Finding] {
        let context = RuleContext(
            model: ConfiguredModel.apply(configuration, to: input.model),
            unresolved: input.notes.filter { !$0.showsNoScreen }.map(\.location)
        )
        let unresolved = input.notes.map { note in
            Finding(
                ruleID: FindingDescriptor.unresolvedNavigation.id,
                severity: FindingDescriptor.unresolvedNavigation.defaultSeverity, message: note.message,
                location: note.location, coordinator: nil
            )
        }
        let skipped = input.skippedFiles.map { file in
            Finding(
                ruleID: FindingDescriptor.skippedFile.id, severity: FindingDescriptor.skippedFile.defaultSeverity,
                message: file.message, location: file.location, coordinator: nil
            )
        }
        let disabled = configuration.disabledRules
        let checked = RuleRunner(disabledRuleIDs: disabled).run(in: context)
            + (unresolved + skipped).filter { !disabled.contains($0.ruleID) }
        let accepted = ConfiguredFindingFilter(configuration: configuration, graph: context.graph).apply(to: checked)
        var findings = SuppressionFilter(suppressions: input.suppressions, disabledRules: disabled).apply(to: accepted)
        for index in findings.indices {
            findings[index].severity = configuration.severity(of: findings[index].ruleID, default: findings[index].severity)
        }
        return findings.sorted(by: Finding.readingOrder)
    }

    /// Checks the input, records or applies the baseline, and writes each requested report; the input files are
    /// never overwritten.
    /// - Throws: ``FlowGraphError`` when the configuration names a screen the model does not declare, the
    ///   baseline cannot be read, or a report cannot be written.
    /// - Parameter colour: whether a report on standard output is coloured, where its reporter can colour it.
    public static func run(
        _ input: LoadedInput,
        configuration: CheckConfiguration = CheckConfiguration(),
        baseline: BaselineFiles = BaselineFiles(),
        reporters: [ReporterRequest],
        colour: Bool = false
    ) throws -> CheckOutcome {
        // Read before writing, so that one file given to both options is compared with its old contents.
        let accepted = try baseline.read.map(Baseline.load(path:))
        try ConfiguredModel.validate(configuration, against: input.model)
        var findings = findings(in: input, configuration: configuration)
        if let path = baseline.write {
            try OutputDestination(path: path).write(Baseline(findings: findings).jsonData(), inputs: input.files)
        }
        if let accepted {
            findings = accepted.newFindings(in: findings)
        }
        for request in reporters {
            let text = if colour, request.path == nil, let colouring = request.reporter as? any ColouringReporter {
                try colouring.colouredReport(findings)
            } else {
                try request.reporter.report(findings)
            }
            try OutputDestination(path: request.path).write(Data(text.utf8), inputs: input.files)
        }
        return CheckOutcome(findings: findings)
    }
}
