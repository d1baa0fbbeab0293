import FlowModel

/// Finds who calls a coordinator's navigation method: a screen's view directly (the action is the method's
/// name), or a screen's view model (the action is the view model's method, declared where that method is).
struct NavigationStackTriggers {
    /// A screen and action that run a coordinator method.
    struct Trigger: Hashable {
        var screen: String
        var action: Action
        var conditional: Bool
    }

    let members: MemberFactIndex

    /// The triggers of `method` on `coordinator`, with notes for callers that belong to no screen.
    func triggers(
        of method: MethodDeclaration, coordinator: String, screens: NavigationStackScreens
    ) -> (triggers: [Trigger], notes: [ExtractionNote]) {
        var triggers: [Trigger] = []
        var notes: [ExtractionNote] = []
        let callers = members.calls(named: method.name, onType: coordinator)
        for call in callers {
            let owner = call.owner.map { TypeName(written: $0).simpleName }
            let direct = owner.map { screens.screens(shownBy: $0) } ?? []
            if !direct.isEmpty {
                let action = Action(name: method.name, location: call.location)
                triggers += direct.map { Trigger(screen: $0, action: action, conditional: call.conditional) }
                continue
            }
            let viewScreens = owner.map { viewModel in
                views(holding: viewModel).flatMap { view in screens.screens(shownBy: view).map { (view, $0) } }
            } ?? []
            guard let actionName = call.method, !viewScreens.isEmpty else {
                notes.append(ExtractionNote(
                    location: call.location,
                    message: "could not tell which screen calls \(call.receiverType).\(call.name): "
                        + "\(call.owner ?? "the caller") is neither a screen's view nor the view model of one"
                ))
                continue
            }
            for (view, screen) in viewScreens {
                let action = Action(
                    name: actionName, location: call.methodLocation,
                    dispatched: members.hasCall(named: actionName, fromOwner: view)
                )
                triggers.append(Trigger(screen: screen, action: action, conditional: call.conditional))
            }
        }
        return (triggers, notes)
    }

    /// The view types that declare a property of this view model type, which screens show, in name order.
    private func views(holding viewModel: String) -> [String] {
        Set(members.properties(ofType: viewModel).map { TypeName(written: $0.owner).simpleName }).sorted()
    }
}
