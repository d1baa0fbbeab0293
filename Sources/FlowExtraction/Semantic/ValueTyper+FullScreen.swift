/// Whether a presented screen covers the screen whoever presents it: UIKit reads `modalPresentationStyle` from the
/// presented view controller, so a factory or an initializer that sets it decides the mode of every `present`.
extension ValueTyper {
    /// Whether `value` is made by a factory that asks for full screen on what it returns
    /// (`let receipt = Receipt(); receipt.modalPresentationStyle = .fullScreen; return receipt`).
    func isMadeFullScreen(_ value: SemanticValue, in context: SemanticProject.FunctionID) -> Bool {
        if case let .either(values) = value {
            return !values.isEmpty && values.allSatisfy { isMadeFullScreen($0, in: context) }
        }
        guard let candidates = calledFunctions(value, in: context)?.candidates else { return false }
        return !candidates.isEmpty && candidates.allSatisfy { project.function($0).makesFullScreen }
    }

    /// Whether screens of `type` ask for full screen themselves: an initializer of the type or of a superclass
    /// sets it on `self`, or the type overrides `modalPresentationStyle` to give it.
    func asksFullScreen(_ type: String) -> Bool {
        if project.methods(named: "init", on: type, expandingConformers: false).contains(where: { project.function($0).makesFullScreen }) {
            return true
        }
        return project.methods(named: "modalPresentationStyle", on: type, expandingConformers: false).contains { id in
            project.function(id).returns.contains { value in
                if case let .enumCase(_, style) = value { style.hasSuffix("ullScreen") } else { false }
            }
        }
    }
}
