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

    /// Every rule's findings for `model`, in reading order.
    public static func findings(in model: NavigationModel) -> [Finding] {
        RuleRunner(rules: RuleRegistry.all).run(on: model)
    }

    /// Checks `model` and writes each requested report; `inputs` are never overwritten.
    public static func run(model: NavigationModel, reporters: [ReporterRequest], inputs: [String]) throws -> CheckOutcome {
        let findings = findings(in: model)
        for request in reporters {
            guard let reporter = ReporterRegistry.reporter(id: request.id) else { continue }
            let text = try reporter.report(findings)
            try OutputDestination(path: request.path).write(Data(text.utf8), inputs: inputs)
        }
        return CheckOutcome(findings: findings)
    }
}
