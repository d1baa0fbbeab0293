/// What a modifier bound to a view's property shows (``ReachBinding``): a generic router modifier's destination
/// (`target?.content`) as the view applying it holds the value, and, for a flag it raises by testing the value
/// (`isPushed = target.presentation == .push`), only the cases the test holds for.
extension DestinationResolver {
    /// The screens a registration of the modifier a step was bound through shows, or nil when the registration is
    /// not the modifier's or shows nothing of the bound property.
    func boundTargets(
        of reach: Reach, registration: RouteRegistration, context registrationContext: SemanticProject.FunctionID,
        caseName: String?, received: SemanticValue
    ) -> [String]? {
        guard let binding = reach.binding, project.owner(of: registrationContext) == binding.owner,
              let rebound = rebound(registration, through: binding) else { return nil }
        // A flag raised by a test of the same value (`isPushed = target.presentation == .push`) shows what the value
        // shows for the cases the test holds for.
        let test = reach.raisedWhen.flatMap { test -> FlagTest? in
            guard project.owner(of: reach.site) == binding.owner,
                  let value = rebased(test.value, through: binding, depth: 0) else { return nil }
            return FlagTest(value: value, caseName: test.caseName, holds: test.holds)
        }
        let selected = test.flatMap { test in
            rebound.arms.flatMap(\.views).reduce([String]?.some([])) { found, node in
                guard let found,
                      let more = targetsSelected(by: test, showing: node.value, in: binding.context, assigned: binding.assigned)
                else { return nil }
                return found + more
            }
        }
        return selected ?? armTargets(rebound, caseName: caseName, received: received, context: binding.context)
    }

    /// The registration with each view it shows written in the code of the view a binding comes from: a view the
    /// modifier's own property gives (`target?.content`), also through the modifier's computed properties
    /// (`targetView`), as that view's property gives it. Nil when no view it shows comes from the bound property.
    private func rebound(_ registration: RouteRegistration, through binding: ReachBinding) -> RouteRegistration? {
        var rebound = registration
        var changed = false
        for (armIndex, arm) in registration.arms.enumerated() {
            for (nodeIndex, node) in arm.views.enumerated() {
                guard let value = rebased(node.value, through: binding, depth: 0) else { continue }
                rebound.arms[armIndex].views[nodeIndex] = ViewNode(value: value, children: node.children)
                changed = true
            }
        }
        return changed ? rebound : nil
    }

    /// The screens `view` (`target.content`) shows for the cases of the stored property it switches over that
    /// `test` (`target.presentation == .push`) holds for, where both are computed properties of the value's type
    /// switching over the same stored property (`switch route`); of those, the case the value `assigned` was built
    /// with (`Destination(route: .berth)`), when known. Nil where that is not how they are written.
    private func targetsSelected(
        by test: FlagTest, showing view: SemanticValue, in context: SemanticProject.FunctionID, assigned: SemanticValue
    ) -> [String]? {
        guard case let .member(base?, viewName) = view, case let .member(testBase?, testName) = test.value,
              base == testBase else { return nil }
        var found: [String] = []
        var isKnown = false
        for type in typer.types(of: base, in: context) {
            guard let tester = project.methods(named: testName, on: type).first,
                  let shower = project.methods(named: viewName, on: type).first else { continue }
            let shown = project.function(shower)
            // One case for every value (`var presentation: Presentation { .sheet }`): all it shows, or nothing.
            if let only = project.function(tester).returns.first, project.function(tester).returns.count == 1,
               case let .enumCase(_, returned) = only {
                isKnown = true
                guard (returned == test.caseName) == test.holds else { continue }
                for case let .views(nodes) in Set(shown.returns) { found += nodes.flatMap { viewTargets($0, context: shower, depth: 1) } }
                continue
            }
            guard let (property, passing) = casesPassing(test, in: project.function(tester)) else { continue }
            var cases = passing
            isKnown = true
            if case let .call(_, _, arguments) = assigned,
               case let .enumCase(_, built)? = arguments.first(where: { $0.label == property })?.value {
                cases.formIntersection([built])
            }
            for (value, guarded) in zip(shown.returns, shown.returnGuards) {
                guard let guarded, guarded.parameter == CaseGuard.storedProperty, guarded.property == property,
                      !cases.isDisjoint(with: guarded.cases), case let .views(nodes) = value else { continue }
                found += nodes.flatMap { viewTargets($0, context: shower, depth: 1) }
            }
        }
        return isKnown ? unique(found) : nil
    }

    /// The stored property a computed property switches over to return one enum case per arm, and the cases of it
    /// for which what it returns passes `test`; nil unless every return is so.
    private func casesPassing(_ test: FlagTest, in function: SemanticFunction) -> (property: String, cases: Set<String>)? {
        var property: String?
        var cases: Set<String> = []
        for (value, guarded) in zip(function.returns, function.returnGuards) {
            guard let guarded, guarded.parameter == CaseGuard.storedProperty, property == nil || property == guarded.property,
                  case let .enumCase(_, returned) = value else { return nil }
            property = guarded.property
            if (returned == test.caseName) == test.holds { cases.formUnion(guarded.cases) }
        }
        return property.map { ($0, cases) }
    }

    /// `value`, written in the modifier's code, as the code of the view that binds its property writes it.
    private func rebased(_ value: SemanticValue, through binding: ReachBinding, depth: Int) -> SemanticValue? {
        switch value {
        case let .member(nil, name), let .member(.selfValue?, name):
            if name == binding.property { return binding.value }
            // A computed property of the modifier that gives one value (`var targetView: some View { target?.content }`).
            guard depth < 3 else { return nil }
            let getters = project.methods(named: name, on: binding.owner).map(project.function)
            guard getters.count == 1, let getter = getters.first, getter.parameters.isEmpty else { return nil }
            // Its one value, which a view builder also keeps as the view it builds.
            var values: Set<SemanticValue> = []
            for returned in getter.returns {
                switch returned {
                case let .views(nodes):
                    values.formUnion(nodes.map(\.value))
                default:
                    values.insert(returned)
                }
            }
            guard values.count == 1, let only = values.first else { return nil }
            return rebased(only, through: binding, depth: depth + 1)
        case let .member(base?, name):
            return rebased(base, through: binding, depth: depth).map { .member($0, name) }
        default:
            return nil
        }
    }
}
