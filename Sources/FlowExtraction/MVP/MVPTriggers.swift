import FlowModel

/// The presenter methods that call a coordinator method: each is an action of the coordinator's screen,
/// dispatched when some other type (the view) calls it.
struct MVPTriggers {
    private let members: MemberFactIndex
    /// Every way source can write a coordinator's name (``TypeNames/writtenForms(of:)`` of each).
    private let coordinatorNames: Set<String>
    /// Positions in `members.calls`, by method name, of the calls on a receiver written as no coordinator (a
    /// protocol the coordinators conform to, say): such a call may reach any coordinator's method of that name.
    private let callsOnOtherTypes: [String: [Int]]

    init(members: MemberFactIndex, coordinatorNames: Set<String>) {
        self.members = members
        self.coordinatorNames = coordinatorNames
        let calls = members.calls
        callsOnOtherTypes = Dictionary(grouping: calls.indices.filter { !coordinatorNames.contains(calls[$0].receiverType) }) {
            calls[$0].name
        }
    }

    /// The actions that call `method` of the coordinator `coordinator`: the methods around calls of it made on
    /// that coordinator's type or on a type that is no coordinator, outside any coordinator. Generic names
    /// (`showNext`) are called on every feature's coordinator, so a call on another coordinator is not one.
    func actions(calling method: MethodDeclaration, of coordinator: String) -> [Action] {
        let positions = (members.positions(named: method.name, onType: coordinator) + (callsOnOtherTypes[method.name] ?? [])).sorted()
        var actions: [String: Action] = [:]
        for caller in positions.map({ members.calls[$0] }) where !(caller.owner.map(coordinatorNames.contains) ?? false) {
            guard let name = caller.method, actions[name] == nil else { continue }
            let dispatched = members.isCalled(named: name, byOtherThan: caller.owner)
            actions[name] = Action(name: name, location: caller.methodLocation, dispatched: dispatched)
        }
        return actions.keys.sorted().compactMap { actions[$0] }
    }
}
