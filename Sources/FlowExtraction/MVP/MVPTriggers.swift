import FlowModel

/// The presenter methods that call a coordinator method: each is an action of the coordinator's screen,
/// dispatched when some other type (the view) calls it.
enum MVPTriggers {
    static func actions(calling method: MethodDeclaration, calls: [MemberFacts.TypedCall], coordinators: Set<String>) -> [Action] {
        let callers = calls.filter { call in
            let fromCoordinator = call.owner.map { owner in coordinators.contains { TypeNames.match($0, written: owner) } }
            return call.name == method.name && fromCoordinator != true
        }
        var actions: [String: Action] = [:]
        for caller in callers {
            guard let name = caller.method, actions[name] == nil else { continue }
            let dispatched = calls.contains { $0.name == name && $0.owner != caller.owner }
            actions[name] = Action(name: name, location: caller.methodLocation, dispatched: dispatched)
        }
        return actions.keys.sorted().compactMap { actions[$0] }
    }
}
