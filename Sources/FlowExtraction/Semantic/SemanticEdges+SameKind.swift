import FlowModel

extension SemanticEdges {
    /// A screen made again from the kind a coordinator keeps (`currentDrill?.make()` over
    /// `var currentDrill: Drill.Type?`), from a screen that kind made: the kind is still the one that made the
    /// screen asking, so the step goes to what that kind makes, not to what every kind of the protocol makes.
    /// Other steps, and steps from screens no kind made, keep every target.
    static func sameKindTargets(
        _ targets: [(target: String, mode: PresentationMode?)], of reach: Reach, from screen: String,
        project: SemanticProject, typer: ValueTyper, resolver: DestinationResolver
    ) -> [(target: String, mode: PresentationMode?)] {
        guard targets.count > 1, case let .call(base?, name, arguments) = reach.destination,
              case let .member(holder, property) = base, holder == nil || holder == .selfValue,
              let owner = project.owner(of: reach.context), project.property(named: property, on: owner) != nil,
              // Set anew in the same function, the property holds whatever was set, not the asking screen's kind.
              !project.function(reach.context).assignments.contains(where: { $0.label == property })
        else { return targets }
        // Each type whose method the call may run (a protocol's conformers, not the protocol's requirement) is one
        // kind.
        let kinds = Set(typer.types(of: base, in: reach.context).flatMap { project.methods(named: name, on: $0) }
            .compactMap(project.owner(of:)).filter { !project.types.isProtocol($0) })
        guard kinds.count > 1 else { return targets }
        var allowed: Set<String> = []
        for kind in kinds.sorted() {
            var made = reach
            made.destination = .call(.typeReference(kind), name, arguments)
            let screens = Set(resolver.targets(of: made).map(\.target))
            if screens.contains(screen) { allowed.formUnion(screens) }
        }
        guard !allowed.isEmpty else { return targets }
        return targets.filter { allowed.contains($0.target) }
    }
}
