import FlowModel

/// A function, initializer, computed property or closure, summarized by what it does to navigation.
///
/// Its fields live in one shared box, copied only when a shared copy is changed: the second pass takes functions
/// out of the project's tables by value in every sweep, and copying some twenty arrays and strings cost a retain
/// and a release each, about a fifth of the second pass's one-core tail on a large app.
struct SemanticFunction: Hashable, Sendable {
    struct Parameter: Hashable, Sendable {
        var label: String?
        var name: String
        var type: String?
        /// What the parameter is when a call leaves it out.
        var defaultValue: SemanticValue?
    }

    /// The summary's fields, as the box keeps them.
    struct Fields: Hashable, Sendable {
        /// The qualified name of the enclosing type or extended type; nil for a global function.
        var owner: String?
        var name: String
        var isClosure: Bool
        var isStatic: Bool
        var parameters: [Parameter]
        /// The return type as written (the property's type for a computed property).
        var returnType: String?
        /// What its `return` statements (or single expression) give.
        var returns: [SemanticValue]
        /// For each of `returns`, the cases of a parameter it is returned for, if it is returned in a switch arm.
        var returnGuards: [CaseGuard?]
        var effects: [NavigationEffect]
        var calls: [SemanticCall]
        var closures: [ClosureUse]
        /// Types constructed in it other than as a navigation destination: a view's sub-views.
        var embeds: [String]
        /// Views built with an enum case for one of their properties (`RouteLink(screen: .settings)`), as
        /// `.call(nil, TYPE, ARGUMENTS)`: a wrapper view navigates to what each place that builds it passes.
        var configuredEmbeds: [SemanticValue]
        var registrations: [RouteRegistration]
        /// Values assigned to the enclosing type's own properties (`exhibitFlow = builder.build()`), by property.
        var assignments: [SemanticArgument]
        /// Values assigned to another value's properties (`screen.coordinator = self`): what a property declared
        /// with a protocol or a composition holds.
        var handedOver: [HandedOver] = []
        var location: SourceLocation
        /// The route cases arrays of routes written in it begin with (`.welcome` of `[.root(.welcome)]`): where a
        /// router view over routes of its owner starts.
        var routeRoots: [String] = []
        /// Whether the platform may call it by itself, whatever else calls it: an override, or a method marked
        /// `@objc`, `@IBAction` or `@IBSegueAction` (a selector's target, a storyboard's action).
        var isPlatformEntry = false
        /// Whether it is `private` or `fileprivate`: only code of its own file can run it.
        var isPrivate = false
        /// Whether what it makes asks to be presented full screen, whoever presents it: it sets
        /// `modalPresentationStyle = .fullScreen` on the value it returns (a factory), or on itself (an initializer).
        var makesFullScreen = false
        /// The project's types constructed in it with labelled arguments worth typing (`Scanner(reading:
        /// BerthReading())`), as `.call(nil, TYPE, ARGUMENTS)`: what an initializer's parameter declared with a
        /// protocol is handed.
        var constructions: [SemanticValue] = []
    }

    /// Changed only while no other copy shares it (``unique()``), so no two threads ever see it changed.
    private final class Storage: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    init(
        owner: String?, name: String, isClosure: Bool, isStatic: Bool, parameters: [Parameter], returnType: String?,
        returns: [SemanticValue], returnGuards: [CaseGuard?], effects: [NavigationEffect], calls: [SemanticCall],
        closures: [ClosureUse], embeds: [String], configuredEmbeds: [SemanticValue], registrations: [RouteRegistration],
        assignments: [SemanticArgument], handedOver: [HandedOver] = [], location: SourceLocation,
        routeRoots: [String] = [], isPlatformEntry: Bool = false, isPrivate: Bool = false,
        makesFullScreen: Bool = false, constructions: [SemanticValue] = []
    ) {
        storage = Storage(Fields(
            owner: owner, name: name, isClosure: isClosure, isStatic: isStatic, parameters: parameters,
            returnType: returnType, returns: returns, returnGuards: returnGuards, effects: effects, calls: calls,
            closures: closures, embeds: embeds, configuredEmbeds: configuredEmbeds, registrations: registrations,
            assignments: assignments, handedOver: handedOver, location: location, routeRoots: routeRoots,
            isPlatformEntry: isPlatformEntry, isPrivate: isPrivate, makesFullScreen: makesFullScreen,
            constructions: constructions
        ))
    }

    static func == (lhs: SemanticFunction, rhs: SemanticFunction) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }

    /// Gives this copy a box of its own before it is changed, when another copy shares the box.
    private mutating func unique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    }

    // Each field, read from the box and changed in place (`function.effects.append(...)` copies no array).
    var owner: String? {
        get { storage.fields.owner }
        _modify { unique(); yield &storage.fields.owner }
    }
    var name: String {
        get { storage.fields.name }
        _modify { unique(); yield &storage.fields.name }
    }
    var isClosure: Bool {
        get { storage.fields.isClosure }
        _modify { unique(); yield &storage.fields.isClosure }
    }
    var isStatic: Bool {
        get { storage.fields.isStatic }
        _modify { unique(); yield &storage.fields.isStatic }
    }
    var parameters: [Parameter] {
        get { storage.fields.parameters }
        _modify { unique(); yield &storage.fields.parameters }
    }
    var returnType: String? {
        get { storage.fields.returnType }
        _modify { unique(); yield &storage.fields.returnType }
    }
    var returns: [SemanticValue] {
        get { storage.fields.returns }
        _modify { unique(); yield &storage.fields.returns }
    }
    var returnGuards: [CaseGuard?] {
        get { storage.fields.returnGuards }
        _modify { unique(); yield &storage.fields.returnGuards }
    }
    var effects: [NavigationEffect] {
        get { storage.fields.effects }
        _modify { unique(); yield &storage.fields.effects }
    }
    var calls: [SemanticCall] {
        get { storage.fields.calls }
        _modify { unique(); yield &storage.fields.calls }
    }
    var closures: [ClosureUse] {
        get { storage.fields.closures }
        _modify { unique(); yield &storage.fields.closures }
    }
    var embeds: [String] {
        get { storage.fields.embeds }
        _modify { unique(); yield &storage.fields.embeds }
    }
    var configuredEmbeds: [SemanticValue] {
        get { storage.fields.configuredEmbeds }
        _modify { unique(); yield &storage.fields.configuredEmbeds }
    }
    var registrations: [RouteRegistration] {
        get { storage.fields.registrations }
        _modify { unique(); yield &storage.fields.registrations }
    }
    var assignments: [SemanticArgument] {
        get { storage.fields.assignments }
        _modify { unique(); yield &storage.fields.assignments }
    }
    var handedOver: [HandedOver] {
        get { storage.fields.handedOver }
        _modify { unique(); yield &storage.fields.handedOver }
    }
    var location: SourceLocation {
        get { storage.fields.location }
        _modify { unique(); yield &storage.fields.location }
    }
    var routeRoots: [String] {
        get { storage.fields.routeRoots }
        _modify { unique(); yield &storage.fields.routeRoots }
    }
    var isPlatformEntry: Bool {
        get { storage.fields.isPlatformEntry }
        _modify { unique(); yield &storage.fields.isPlatformEntry }
    }
    var isPrivate: Bool {
        get { storage.fields.isPrivate }
        _modify { unique(); yield &storage.fields.isPrivate }
    }
    var makesFullScreen: Bool {
        get { storage.fields.makesFullScreen }
        _modify { unique(); yield &storage.fields.makesFullScreen }
    }
    var constructions: [SemanticValue] {
        get { storage.fields.constructions }
        _modify { unique(); yield &storage.fields.constructions }
    }
}
