import FlowModel

/// One check over the navigation model.
///
/// Each rule lives in its own file under `Rules/`, carries its descriptor with example models that both document
/// it and serve as its tests, and is listed once in ``RuleRegistry``.
public protocol Rule: Sendable {
    /// Its id, severity, documentation and examples.
    var descriptor: FindingDescriptor { get }
    /// The findings for the model in `context`, each at the location of the element to fix.
    func check(_ context: RuleContext) -> [Finding]
}

extension Rule {
    /// The stable snake_case id of its findings.
    public var id: String { descriptor.id }
    /// The severity of its findings unless the configuration overrides it.
    public var defaultSeverity: Severity { descriptor.defaultSeverity }

    /// A finding of this rule at its default severity; ``RuleRunner`` applies configured overrides later.
    func finding(
        _ message: String,
        at location: SourceLocation?,
        coordinator: String,
        screen: String? = nil,
        action: String? = nil
    ) -> Finding {
        Finding(
            ruleID: id,
            severity: defaultSeverity,
            message: message,
            location: location,
            coordinator: coordinator,
            screen: screen,
            action: action
        )
    }

    /// A finding about `transition`, located at it.
    /// A finding concluded from something absent, as far as `context` lets it stand: where some navigation could
    /// not be followed, a note saying what could not be ruled out, at its default severity otherwise.
    ///
    /// - Parameter files: Where the navigation not followed must be to matter (a coordinator's handler); nil for
    ///   anywhere in the app.
    func uncertain(_ found: Finding, in context: RuleContext, files: Set<String>? = nil) -> Finding {
        let unresolved = files.map { files in context.unresolved.filter { files.contains($0.file) } } ?? context.unresolved
        guard let first = unresolved.first else { return found }
        var note = found
        note.severity = .note
        let count = unresolved.count
        note.message += "; not ruled out: \(count) navigation \(count == 1 ? "call was" : "calls were") not followed"
            + " (the first at \(first.file):\(first.line))"
        return note
    }

    func finding(_ message: String, about transition: GraphTransition) -> Finding {
        finding(
            message,
            at: transition.transition.location,
            coordinator: transition.coordinator,
            screen: transition.transition.from,
            action: transition.transition.action
        )
    }
}
