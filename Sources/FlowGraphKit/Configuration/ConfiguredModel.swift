import FlowModel
import FlowRules

/// The model as the configuration describes it: with the declared entries added, after checking that every
/// screen the configuration names exists, so a stale configuration is an error rather than a silent no-op.
enum ConfiguredModel {
    /// Checks that every screen the configuration names exists in `model`.
    /// - Throws: ``FlowGraphError`` listing every reference to a screen the model does not declare.
    static func validate(_ configuration: CheckConfiguration, against model: NavigationModel) throws {
        let references = configuration.entries + configuration.ignoredScreens + configuration.allowedCycles.flatMap { $0 }
        let unknown = references.filter { reference in
            model.coordinator(named: reference.name.coordinator)?.screen(named: reference.name.screen) == nil
        }
        guard !unknown.isEmpty else { return }
        throw FlowGraphError.invalidModel(ModelLoadFailure(problems: unknown.map { reference in
            let why = model.coordinator(named: reference.name.coordinator) == nil
                ? "there is no coordinator \(reference.name.coordinator)"
                : "\(reference.name.coordinator) has no screen '\(reference.name.screen)'"
            return ModelProblem(location: reference.location, message: "'\(reference)' names no screen of the model: \(why)")
        }))
    }

    /// `model` with `configuration.entries` added as entries of kind `declared` (to the coordinators that exist).
    static func apply(_ configuration: CheckConfiguration, to model: NavigationModel) -> NavigationModel {
        guard !configuration.entries.isEmpty else { return model }
        var model = model
        for reference in configuration.entries {
            guard let index = model.coordinators.firstIndex(where: { $0.name == reference.name.coordinator }) else { continue }
            model.coordinators[index].entries.append(
                Entry(screen: reference.name.screen, kind: .declared, location: reference.location)
            )
        }
        return model.normalized()
    }
}
