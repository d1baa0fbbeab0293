import FlowModel
import SwiftSyntax

/// A route a coordinator declares as a property and shows by a key path to it (Stinsen):
/// `@Route(.push) var detail = makeDetail`, shown by `router.route(to: \.detail, item)`; `@Root var start =
/// makeStart`, the stack's first screen or what `root(\.start)` swaps in; `@Route(tabItem: makeHomeTab) var home =
/// makeHome`, a tab. What the route shows is what its factory method returns.
struct KeyPathRoute: Hashable, Sendable {
    enum Role: String, Hashable, Sendable {
        /// Pushed or presented over the coordinator's stack by `route(to:)`.
        case stacked
        /// The stack's root: its first screen, or what `root(_:)` swaps in.
        case root
        /// A tab, shown with its tab coordinator.
        case tab
    }

    var role: Role
    /// How a stacked route shows its value.
    var mode: PresentationMode?
    /// The method that makes what the route shows (`makeDetail`).
    var factory: String

    /// The calls on a coordinator or its router that show a route by key path: `route(to: \.detail, ...)` and
    /// `root(\.home, ...)`.
    static let routeCall = "route"
    static let rootCall = "root"
    /// What the first pass records for a stack made with its first route (`NavigationStack(initial: \.start)`):
    /// a call of this name on the coordinator, read like `route(to:)` but always a push of the stack's first screen.
    static let initialCall = "initialKeyPathRoute"

    /// The attributes that declare a stacked route, and their presentation styles.
    private static let stackedAttributes: Set<String> = ["Route", "NavigationRoute"]
    private static let tabAttributes: Set<String> = ["TabRoute"]
    private static let styles: [String: PresentationMode] = ["push": .push, "modal": .sheet, "fullScreen": .fullScreen]

    /// The route a property declaration makes: `@Route(.push) var detail = makeDetail`, `@Root(makeStart) var start`.
    static func declared(by node: VariableDeclSyntax, binding: PatternBindingSyntax) -> KeyPathRoute? {
        for element in node.attributes {
            guard let attribute = element.as(AttributeSyntax.self) else { continue }
            let name = attribute.attributeName.trimmedText
            var arguments: [LabeledExprSyntax] = []
            if case let .argumentList(list)? = attribute.arguments { arguments = Array(list) }
            // The factory: the property's initial value, or an unlabelled method reference in the attribute.
            let written = binding.initializer.map(\.value) ?? arguments.first { $0.label == nil && isMethodReference($0.expression) }?.expression
            guard let factory = written?.as(DeclReferenceExprSyntax.self)?.baseName.text, isMethodName(factory) else { continue }
            if name == "Root" { return KeyPathRoute(role: .root, mode: nil, factory: factory) }
            if tabAttributes.contains(name) || stackedAttributes.contains(name) && arguments.contains(where: { $0.label?.text == "tabItem" }) {
                return KeyPathRoute(role: .tab, mode: nil, factory: factory)
            }
            if stackedAttributes.contains(name),
               let style = arguments.first?.expression.as(MemberAccessExprSyntax.self), style.base == nil,
               let mode = styles[style.declName.baseName.text] {
                return KeyPathRoute(role: .stacked, mode: mode, factory: factory)
            }
        }
        return nil
    }

    private static func isMethodReference(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self).map { isMethodName($0.baseName.text) } ?? false
    }

    private static func isMethodName(_ name: String) -> Bool {
        name.first?.isLowercase == true
    }

    /// `\.detail`, `\FeedCoordinator.detail` or `\.$home`: the root type as written, if it is, and the property.
    static func keyPath(_ node: KeyPathExprSyntax) -> SemanticValue? {
        guard node.components.count == 1, let component = node.components.first,
              case let .property(property) = component.component else { return nil }
        var name = property.declName.baseName.text
        if name.hasPrefix("$") { name.removeFirst() }
        return .keyPath(root: node.root.flatMap { TypeName($0)?.written ?? $0.trimmedText }, property: name)
    }
}
