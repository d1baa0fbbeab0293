/// What a method hands the closure it is given (`reader.screen(for: code) { result in present(result.get()) }`):
/// an asynchronous factory delivers what it makes through its completion instead of returning it.
extension ValueTyper {
    /// What the methods `call` may run hand their closure parameter (under `label`, the last closure parameter
    /// when nil) at `index`, each with the function that writes it. A `Result`'s `.success(screen)` delivers the
    /// screen; a failure nothing.
    func deliveredValues(
        by call: SemanticValue, label: String?, index: Int, in context: SemanticProject.FunctionID?, depth: Int
    ) -> [Delivered] {
        guard depth < Self.depthLimit, case .call = call, let called = calledFunctions(call, in: context, depth: depth) else {
            return []
        }
        var candidates = called.candidates
        // A strategy the instance holds (`strategy.screen(for:)` in a base screen whose subclass is handed another).
        if let instance = memo.instance, let property = ownProperty(called.base), let owner = context.flatMap(project.owner(of:)),
           types.lineage(of: instance).contains(owner) {
            candidates = candidates.filter { candidate in
                project.owner(of: candidate).map { self.instance(of: instance, mayHold: $0, in: property) } ?? true
            }
        }
        var found: [Delivered] = []
        for candidate in candidates {
            let parameters = project.function(candidate).parameters
            let position = if let label { parameters.firstIndex { ($0.label ?? $0.name) == label } }
                else { parameters.lastIndex { $0.type?.contains("->") == true } }
            guard let position else { continue }
            found += handed(toParameter: position, of: candidate, at: index, depth: depth)
        }
        return found
    }

    /// A value a method hands its closure, with the function it is written in.
    typealias Delivered = (value: SemanticValue, context: SemanticProject.FunctionID)

    /// What the body of `function`, and the closures written in it, hand the closure in its parameter at
    /// `position`: the values it is called with, and what another method it is passed on to hands it.
    private func handed(
        toParameter position: Int, of function: SemanticProject.FunctionID, at index: Int, depth: Int
    ) -> [Delivered] {
        // A method handing its closure on to itself (asking the next reader) hands nothing new the second time.
        // The hops cost no depth: only typing a receiver goes deeper into an expression.
        let key = ParameterKey(function: function, index: position)
        guard memo.deliveringThrough.insert(key).inserted else { return [] }
        defer { memo.deliveringThrough.remove(key) }
        let name = project.function(function).parameters[position].name
        var found: [Delivered] = []
        var bodies = [function]
        while let body = bodies.popLast() {
            bodies += project.closures(writtenIn: body)
            for call in project.function(body).calls {
                if call.base == nil, call.name == name, let argument = call.arguments[safe: index] {
                    switch Self.succeeded(argument) {
                    case .unknown:
                        break
                    case let .delivered(inner, innerLabel, innerIndex):
                        // Handing on what another method handed (`completion(result)`): what that one hands.
                        found += deliveredValues(by: inner, label: innerLabel, index: innerIndex, in: body, depth: depth)
                    case let value:
                        found.append((value, body))
                    }
                } else if let passed = call.arguments.first(where: { $0.value == .parameter(position) }) {
                    // Passed on (`fetch(code, completion: completion)`): what that method hands it.
                    found += deliveredValues(
                        by: .call(call.base, call.name, call.arguments), label: passed.label,
                        index: index, in: body, depth: depth
                    )
                }
            }
        }
        return found
    }

    /// What a completion's argument carries on success: the value of `.success(value)`, nothing for
    /// `.failure(error)`, else the argument itself.
    private static func succeeded(_ argument: SemanticArgument) -> SemanticValue {
        switch argument.value {
        case .enumCase(_, "success"): argument.payload.first?.value ?? .unknown
        case .enumCase(_, "failure"): .unknown
        default: argument.value
        }
    }
}
