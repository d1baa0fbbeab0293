/// What a parameter declared with a protocol is handed, where the app shows it: every conforming type is a guess
/// when the callers pass one or two of them (`Scanner(reading: BerthReading())`).
extension ValueTyper {
    /// The values passed for a function's parameter, each with the function it is typed in: for an initializer,
    /// what the app's constructions of its type and its subclasses' `super.init(...)` hand it; for a method, what
    /// its own type's code passes when it calls the method on itself (a helper handed on what its caller was
    /// given). Empty when nothing is found, and the declared type stands.
    func handedToParameter(_ key: ParameterKey) -> [(value: SemanticValue, context: SemanticProject.FunctionID)] {
        if let known = memo.handedToParameter[key] { return known }
        let found = findHanded(key)
        memo.handedToParameter[key] = found
        return found
    }

    private func findHanded(_ key: ParameterKey) -> [(value: SemanticValue, context: SemanticProject.FunctionID)] {
        let declaration = project.function(key.function)
        guard let owner = project.owner(of: key.function), let parameter = declaration.parameters[safe: key.index] else {
            return []
        }
        if declaration.name == "init" {
            let label = parameter.label ?? parameter.name
            // What the app's constructions hand it, and what the direct subclasses' `super.init(...)` do.
            var found = project.constructionArguments[owner]?[label] ?? []
            for subclass in types.conformers(of: owner) where types.superclass(of: subclass) == owner {
                found += project.superInitArguments[subclass]?[label] ?? []
            }
            return found
        }
        var found: [(value: SemanticValue, context: SemanticProject.FunctionID)] = []
        for ids in (project.functionsByOwner[owner] ?? [:]).values {
            for id in ids {
                for body in [id] + project.closures(writtenIn: id) {
                    for call in project.function(body).calls
                    where call.name == declaration.name && (call.base == nil || call.base == .selfValue) {
                        let argument = parameter.label == nil
                            ? call.arguments[safe: key.index] : call.arguments.first { $0.label == parameter.label }
                        if let argument { found.append((argument.value, body)) }
                    }
                }
            }
        }
        return found
    }
}
