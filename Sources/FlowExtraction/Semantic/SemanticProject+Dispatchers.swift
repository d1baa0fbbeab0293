/// SwiftUI views that only pick what to show by the route they are built with.
extension SemanticProject {
    /// For a SwiftUI view whose `body` is one `switch` over a property its initializer sets (`struct RouteScreen:
    /// View { let route: Route; var body: some View { switch route { ... } } }`), that body and the property: the
    /// view is a dispatcher, no screen of its own; each arm's view is the screen shown for its cases. Nil for any
    /// other type, also for a view switching over its own state (an initial value, a stored user default or an
    /// environment value), whose arms are its content.
    func dispatch(of type: String) -> (body: FunctionID, property: String)? {
        guard types.isSwiftUIView(type), let body = methods(named: "body", on: type).first else { return nil }
        let function = function(body)
        guard !function.returns.isEmpty, let property = function.returnGuards.first??.property,
              function.returnGuards.allSatisfy({ $0 == nil || $0?.parameter == CaseGuard.storedProperty && $0?.property == property }),
              let stored = self.property(named: property, on: type)?.property, stored.initial == nil, stored.storageKey == nil,
              stored.environmentKey == nil else { return nil }
        return (body, property)
    }
}
