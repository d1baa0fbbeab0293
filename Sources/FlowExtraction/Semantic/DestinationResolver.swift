/// Turns a reach's symbolic destination into the screens or coordinators it shows: looks through navigation and
/// hosting containers and SwiftUI containers, expands a protocol to the screens that conform to it, and finds the
/// view a stack registers for a pushed route value.
struct DestinationResolver {
    let project: SemanticProject
    let typer: ValueTyper
    private var types: ProjectTypes { project.types }
    /// A protocol with more conforming screens than this says too little to draw an arrow to each.
    private static let conformerLimit = 3

    func targets(of reach: Reach) -> [String] {
        switch reach.kind {
        case .start:
            return typer.types(of: reach.destination, in: reach.context).filter(types.isCoordinator)
        case .route:
            return routeTargets(reach.destination, context: reach.context)
        case .present, .setRoot:
            let screens = screenTargets(reach.destination, context: reach.context, depth: 0)
            if !screens.isEmpty { return screens }
            // `coordinate(to:)`-like wrappers and `present(coordinator)` show a coordinator's flow.
            return typer.types(of: reach.destination, in: reach.context).filter(types.isCoordinator)
        }
    }

    /// Whether a destination that names no screen is no step to report: a navigation container made empty (its
    /// root comes later), or a wrapper view's content closure, which the wrapper's users supply.
    func isEmptyContainerOrContent(_ reach: Reach) -> Bool {
        let owner = project.owner(of: reach.context)
        if typer.types(of: reach.destination, in: reach.context).contains(where: types.isNavigationContainer) { return true }
        if case let .views(nodes) = reach.destination, nodes.count == 1, case let .member(nil, name) = nodes[0].value,
           let owner, let (property, _) = project.property(named: name, on: owner) {
            return property.isClosure
        }
        if case let .member(nil, name) = reach.destination, let owner, let (property, _) = project.property(named: name, on: owner) {
            return property.isClosure
        }
        return false
    }

    func screenTargets(_ value: SemanticValue, context: SemanticProject.FunctionID, depth: Int) -> [String] {
        guard depth < 8 else { return [] }
        switch value {
        case let .wrapped(container, root):
            let type = typer.resolve(container, from: project.owner(of: context))
            if types.isScreen(type), !types.isNavigationContainer(type) { return [type] }
            return screenTargets(root, context: context, depth: depth + 1)
        case let .views(nodes):
            return unique(nodes.flatMap { viewTargets($0, context: context, depth: depth + 1) })
        case let .either(values):
            return unique(values.flatMap { screenTargets($0, context: context, depth: depth + 1) })
        default:
            return unique(typer.types(of: value, in: context).flatMap(screens(for:)))
        }
    }

    /// The screens a value of `type` may be: the type, or the few screens conforming to a protocol type.
    private func screens(for type: String) -> [String] {
        if types.isScreen(type) { return [type] }
        if types.isProtocol(type) {
            let conforming = types.conformers(of: type).filter(types.isScreen)
            return conforming.count <= Self.conformerLimit ? conforming : []
        }
        return []
    }

    private func viewTargets(_ node: ViewNode, context: SemanticProject.FunctionID, depth: Int) -> [String] {
        let direct = screenTargets(node.value, context: context, depth: depth + 1)
        if !direct.isEmpty { return direct }
        return unique(node.children.flatMap { viewTargets($0, context: context, depth: depth + 1) })
    }

    /// The views registered (`navigationDestination(for:)`) for a pushed value: the arms for its case when it is
    /// an enum case, else every arm registered for its type.
    private func routeTargets(_ value: SemanticValue, context: SemanticProject.FunctionID) -> [String] {
        var caseName: String?
        var routeTypes: [String]
        if case let .enumCase(written, name) = value {
            caseName = name
            routeTypes = written.map { [typer.resolve($0, from: project.owner(of: context))] } ?? []
        } else if case let .call(.typeReference(written), name, _) = value {
            caseName = name
            routeTypes = [typer.resolve(written, from: project.owner(of: context))]
        } else {
            routeTypes = typer.types(of: value, in: context)
        }
        var found: [String] = []
        for (registration, registrationContext) in project.registrations {
            let registered = registration.routeType.map { typer.resolve($0, from: project.owner(of: registrationContext)) }
            if !routeTypes.isEmpty {
                guard let registered, routeTypes.contains(registered) else { continue }
            } else if let caseName {
                guard let registered, types.index.cases(ofEnum: registered).contains(where: { $0.name == caseName }) else {
                    continue
                }
            }
            for arm in registration.arms where caseName == nil || arm.cases.isEmpty || arm.cases.contains(caseName!) {
                if caseName != nil, arm.cases.isEmpty, registration.arms.count > 1 { continue }
                found += arm.views.flatMap { viewTargets($0, context: registrationContext, depth: 1) }
            }
        }
        return unique(found)
    }

    private func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
