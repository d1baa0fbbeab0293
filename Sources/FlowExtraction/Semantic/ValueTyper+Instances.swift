/// What one instance's property holds, where the app's code tells instances apart: a property's type is otherwise
/// typed from every instance of its type and subtypes together, so a base screen whose subclass is handed another
/// coordinator (`screen.coordinator = self` in two coordinators) would run either coordinator's method.
extension ValueTyper {
    /// Whether an instance of exactly `instanceType` may hold a `holder` in `property`: what is handed to the
    /// property on values of that type (else of its nearest ancestor something hands it to), what the type's own
    /// code assigns, and its initial value. True whenever that is not known, or names a type not the app's own.
    func instance(of instanceType: String, mayHold holder: String, in property: String) -> Bool {
        guard let (declaration, declaringType) = project.property(named: property, on: instanceType) else { return true }
        let handed = handedOverValues()
        var given: [(value: SemanticValue, context: SemanticProject.FunctionID)] = []
        var assigned: [(value: SemanticValue, context: SemanticProject.FunctionID)] = []
        for type in types.lineage(of: instanceType) {
            if given.isEmpty { given = handed[type]?[property] ?? [] }
            assigned += project.assignments[type]?[property] ?? []
            if type == declaringType { break }
        }
        var found = (given + assigned).flatMap { types(of: $0.value, in: $0.context) }
        if let initial = declaration.initial {
            found += types(of: initial, in: project.functionsByOwner[declaringType]?.values.first?.first)
        }
        guard !found.isEmpty, found.allSatisfy({ types.isProjectType($0) && !types.isProtocol($0) }) else { return true }
        return found.contains { types.lineage(of: $0).contains(holder) || types.conformers(of: holder).contains($0) }
    }
}
