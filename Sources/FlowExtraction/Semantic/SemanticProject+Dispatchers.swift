/// SwiftUI views that only pick what to show by the route they are, or are built with.
extension SemanticProject {
    /// For a SwiftUI view whose `body` is one `switch` over a property its initializer sets (`struct RouteScreen:
    /// View { let route: Route; var body: some View { switch route { ... } } }`), or a route enum that is a view
    /// switching over itself (`extension Route: View { var body: some View { switch self { ... } } }`), that body
    /// and the parameter its arms are guarded by (``CaseGuard/storedProperty`` or ``CaseGuard/selfParameter``): the
    /// view is a dispatcher, no screen of its own; each arm's view is the screen shown for its cases. Nil for any
    /// other type, also for a view switching over its own state (an initial value, a stored user default or an
    /// environment value), whose arms are its content.
    func dispatch(of type: String) -> (body: FunctionID, guardedBy: Int)? {
        dispatchers[type]
    }

    /// Every dispatcher, from the bodies whose returns are per arm: few are, and the rest are passed over at a glance.
    func findDispatchers() -> [String: (body: FunctionID, guardedBy: Int)] {
        var found: [String: (body: FunctionID, guardedBy: Int)] = [:]
        for id in allFunctions {
            let function = function(id)
            guard function.name == "body", let first = function.returnGuards.first ?? nil,
                  first.parameter == CaseGuard.selfParameter || first.parameter == CaseGuard.storedProperty,
                  let type = owner(of: id), types.isSwiftUIView(type), methods(named: "body", on: type).first == id,
                  function.returnGuards.allSatisfy({ $0 == nil || $0?.parameter == first.parameter && $0?.property == first.property })
            else { continue }
            if first.parameter == CaseGuard.selfParameter {
                if types.isEnum(type) { found[type] = (id, CaseGuard.selfParameter) }
                continue
            }
            guard let property = first.property, let stored = self.property(named: property, on: type)?.property,
                  stored.initial == nil, stored.storageKey == nil, stored.environmentKey == nil else { continue }
            found[type] = (id, CaseGuard.storedProperty)
        }
        return found
    }
}
