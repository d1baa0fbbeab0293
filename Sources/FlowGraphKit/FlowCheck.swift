import FlowExtraction
import FlowModel
import FlowReporters
import FlowRules
import Foundation

/// What a check run found, and whether it should fail the build.
public struct CheckOutcome: Sendable {
    public var findings: [Finding]

    /// True when an error-level finding is left, or with `strict` a warning.
    public func fails(strict: Bool) -> Bool {
        findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    }
}

/// The check step of the pipeline: rules over the model, then every requested report.
public enum FlowCheck {
    /// The ids `--reporter` accepts.
    public static var reporterIDs: [String] { ReporterRegistry.ids }

    /// Every rule's findings for the model, and a note for each navigation call the extractor could not resolve,
    /// in reading order.
    public static func findings(in input: LoadedInput) -> [Finding] {
        let unresolved = input.notes.map { note in
            Finding(
                ruleID: ExtractionNote.ruleIdentifier, severity: .note, message: note.message,
                location: note.location, coordinator: nil
            )
        }
        return (RuleRunner(rules: RuleRegistry.all).run(on: input.model) + unresolved).sorted(by: Finding.readingOrder)
    }

    /// Checks the input and writes each requested report; the input files are never overwritten.
    public static func run(_ input: LoadedInput, reporters: [ReporterRequest]) throws -> CheckOutcome {
        let findings = findings(in: input)
        for request in reporters {
            guard let reporter = ReporterRegistry.reporter(id: request.id) else { continue }
            let text = try reporter.report(findings)
            try OutputDestination(path: request.path).write(Data(text.utf8), inputs: input.files)
        }
        return CheckOutcome(findings: findings)
    }
}
