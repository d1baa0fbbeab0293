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
        guard types.isSwiftUIView(type), let body = methods(named: "body", on: type).first else { return nil }
        let function = function(body)
        guard let first = function.returnGuards.first ?? nil else { return nil }
        if first.parameter == CaseGuard.selfParameter, types.isEnum(type),
           function.returnGuards.allSatisfy({ $0 == nil || $0?.parameter == CaseGuard.selfParameter }) {
            return (body, CaseGuard.selfParameter)
        }
        guard let property = first.property,
              function.returnGuards.allSatisfy({ $0 == nil || $0?.parameter == CaseGuard.storedProperty && $0?.property == property }),
              let stored = self.property(named: property, on: type)?.property, stored.initial == nil, stored.storageKey == nil,
              stored.environmentKey == nil else { return nil }
        return (body, CaseGuard.storedProperty)
    }
}
