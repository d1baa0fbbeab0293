import FlowModel

/// Which functions are worth a summary (``NavigatingFunctions``), from what each body names and the closures as
/// they are classified.
extension EffectSummaries {
    /// The functions whose summary can hold a step; `following` (where methods are declared) are taken for such
    /// functions, so that whether some code calls them is known as exactly as for those.
    func navigatingFunctions(following: Set<SourceLocation>) -> NavigatingFunctions {
        let paths = pathProperties(among: appendedProperties)
        var steps: [FunctionID] = []
        var askers: [String: [FunctionID]] = [:]
        var makers: [String: [FunctionID]] = [:]
        for (file, facts) in project.files.enumerated() {
            for (index, function) in facts.functions.enumerated() {
                let id = FunctionID(file: file, index: index)
                if function.effects.contains(where: makesStep) || !function.isClosure && following.contains(function.location)
                    || function.calls.contains(where: { makesStepWhateverItCalls($0, pathProperties: paths) }) {
                    steps.append(id)
                    continue
                }
                for type in function.embeds { makers[NavigatingFunctions.simpleName(of: type), default: []].append(id) }
                for call in function.calls {
                    askers[call.name, default: []].append(id)
                    // Sending on a stream runs what subscribes to the streams made from it.
                    for case let .member(_, property) in Self.streams(sentOn: call) {
                        for stream in [property] + (streamsMadeFrom[property] ?? []) { askers[stream, default: []].append(id) }
                    }
                }
                if !observed.isEmpty {
                    for property in observedProperties(setBy: function, in: id) { askers[property, default: []].append(id) }
                }
            }
        }
        var storedUnder: [String: [FunctionID]] = [:]
        for properties in stored.values {
            for (property, closures) in properties { storedUnder[property, default: []] += closures }
        }
        return NavigatingFunctions(
            project: project, steps: steps, askers: askers, makers: makers, runInPlace: inlined.mapValues { $0.map(\.closure) },
            stored: storedUnder
        )
    }

    /// Whether an effect can come to a step: any but a value set on a property that no item modifier shows and no
    /// user defaults key holds (a model's own state, `items = page.items`, `isLoading = true`), where no caller can
    /// make it one (its receiver is no parameter and no type).
    func makesStep(_ effect: NavigationEffect) -> Bool {
        guard effect.kind == .item, case let .member(base, property)? = effect.item else { return true }
        if project.registrationsByItemProperty[property] != nil || project.userDefaultsProperties.contains(property) {
            return true
        }
        return base?.contains { part in
            switch part {
            case .parameter, .associatedValue, .typeReference: true
            default: false
            }
        } ?? false
    }

    /// Whether a summary reads `call` as a step of its own, whatever function it resolves to: a key path route
    /// shown, a child started, a route triggered, a tab or split coordinator made with its children, a route
    /// pushed onto a stack's path or a router's routes (by the property's name, any type's).
    private func makesStepWhateverItCalls(_ call: SemanticCall, pathProperties: Set<String>) -> Bool {
        if Self.startsChild(call) { return true }
        switch call.name {
        case KeyPathRoute.routeCall, KeyPathRoute.rootCall, KeyPathRoute.initialCall:
            if case .keyPath? = call.arguments.first?.value { return true }
        case "init":
            if call.arguments.contains(where: { ["tabs", "pages", "master", "detail"].contains($0.label) }) { return true }
        default:
            break
        }
        if Self.triggeredRoute(call) != nil { return true }
        guard let first = call.arguments.first, first.label == nil else { return false }
        // A library's navigator is told by its receiver's type, which is not known here.
        if Self.routeCalls[call.name] != nil { return true }
        guard call.name == "append" else { return false }
        if isRegisteredRouteCase(first.value) { return true }
        guard case let .member(_, property)? = call.base else { return false }
        return pathProperties.contains(property)
    }

    /// The names of the properties some code appends a value to (`path.append(.detail)`, `items.append(item)`).
    private var appendedProperties: Set<String> {
        var found: Set<String> = []
        for facts in project.files {
            for function in facts.functions {
                for call in function.calls where call.name == "append" {
                    if case let .member(_, property)? = call.base { found.insert(property) }
                }
            }
        }
        return found
    }

    /// Of `names`, those of the properties of any type that are a stack's path (``isStackPath(_:of:)``).
    private func pathProperties(among names: Set<String>) -> Set<String> {
        var found: Set<String> = []
        for (owner, properties) in project.propertiesByOwner {
            for (name, property) in properties where names.contains(name) && isStackPath(property, of: owner) {
                found.insert(name)
            }
        }
        return found
    }

    /// The observed properties whose observers run when `function` runs (``changeObservers(setBy:in:)``).
    private func observedProperties(setBy function: SemanticFunction, in id: FunctionID) -> [String] {
        var found: [String] = []
        if let owner = project.owner(of: id) {
            for assignment in function.assignments {
                guard let property = assignment.label else { continue }
                if observed.contains(property) { found.append(property) }
                for bound in boundProperties[SemanticProject.BoundProperty(type: owner, property: property)] ?? []
                where observed.contains(bound.property) {
                    found.append(bound.property)
                }
            }
        }
        for handed in function.handedOver where observed.contains(handed.property) { found.append(handed.property) }
        return found
    }
}
