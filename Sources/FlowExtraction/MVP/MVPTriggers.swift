import FlowModel

/// The presenter methods that call a coordinator method: each is an action of the coordinator's screen,
/// dispatched when some other type (the view) calls it.
enum MVPTriggers {
    /// - Parameter coordinatorNames: every way source can write a coordinator's name
    ///   (``TypeNames/writtenForms(of:)`` of each), so that a call made by a coordinator is recognised.
    static func actions(calling method: MethodDeclaration, members: MemberFactIndex, coordinatorNames: Set<String>) -> [Action] {
        let callers = members.calls(named: method.name).filter { call in
            !(call.owner.map(coordinatorNames.contains) ?? false)
        }
        var actions: [String: Action] = [:]
        for caller in callers {
            guard let name = caller.method, actions[name] == nil else { continue }
            let dispatched = members.calls(named: name).contains { $0.owner != caller.owner }
            actions[name] = Action(name: name, location: caller.methodLocation, dispatched: dispatched)
        }
        return actions.keys.sorted().compactMap { actions[$0] }
    }
}
