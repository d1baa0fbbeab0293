import FlowModel
import Foundation
/// Every file's semantic facts joined into one project: functions by owner and name, properties by owner, the
/// route registrations of every stack, with the type roles of ``ProjectTypes``.
///
/// Sendable because nothing in it changes after `init` but its memo of method lookups, a ``SharedMemo``: the second
/// pass's sweeps ask it from two threads at once. Its tables are made in `init` for that reason, not lazily.
final class SemanticProject: @unchecked Sendable {
    /// A function's place: the file's position in the facts and the function's in the file.
    struct FunctionID: Hashable, Comparable {
        var file: Int
        var index: Int

        static func < (lhs: FunctionID, rhs: FunctionID) -> Bool {
            (lhs.file, lhs.index) < (rhs.file, rhs.index)
        }
    }

    let types: ProjectTypes
    let files: [SemanticFileFacts]
    /// Each file's path, in the order of `files`: a name written in a file may mean that file's own type.
    let paths: [String]
    private(set) var functionsByOwner: [String: [String: [FunctionID]]] = [:]
    private(set) var globalFunctions: [String: [FunctionID]] = [:]
    private(set) var propertiesByOwner: [String: [String: SemanticProperty]] = [:]
    /// By name, what a dependency container's factory of that name makes (`router` of `var router:
    /// Factory<AppRouting>`), where the app's factories of that name agree.
    private(set) var factoryProducts: [String: String] = [:]
    /// The type whose properties the app's environment values are declared as.
    static let environmentValues = "EnvironmentValues"
    /// Each type's last closure property in declaration order: the one a memberwise initializer's trailing
    /// closure is stored under.
    private(set) var lastClosureProperty: [String: String] = [:]
    /// Every stack's and item modifier's registration, with the function its views are typed in and the one its
    /// item property is typed in (a caller's, when a view extension takes the property as a binding).
    private(set) var registrations: [(registration: RouteRegistration, context: FunctionID, itemContext: FunctionID)] = []
    /// Values a type's own code assigns to its properties, with the function each is typed in.
    private(set) var assignments: [String: [String: [(value: SemanticValue, context: FunctionID)]]] = [:]
    /// What the app's constructions of each type (resolved) hand its initializer, by argument label, with the
    /// function each is typed in (``SemanticFunction/constructions``).
    private(set) var constructionArguments: [String: [String: [(value: SemanticValue, context: FunctionID)]]] = [:]
    /// What each class's initializers hand its superclass's (`super.init(reading: BerthReading())`), by the
    /// subclass (resolved) and the argument label, with the initializer each is typed in.
    private(set) var superInitArguments: [String: [String: [(value: SemanticValue, context: FunctionID)]]] = [:]
    /// The registrations' positions by the route type they register (resolved) and by the item property they show.
    private(set) var registrationsByRouteType: [String: [Int]] = [:]
    private(set) var registrationsByItemProperty: [String: [Int]] = [:]
    /// The registrations for a generic parameter of the view that makes them (`RoutingView<Route, Content>`'s
    /// `navigationDestination(for: Route.self) { $0.destination }`): they show a value of whatever route type the
    /// view is made for, and serve the route types no registration of their own names.
    private(set) var genericRouteRegistrations: [Int] = []
    /// The names of the properties that read a user defaults key (`@AppStorage("signedIn") var isSignedIn`).
    private(set) var userDefaultsProperties: Set<String> = []
    /// The route cases arrays of routes begin with (`[.root(.welcome)]`), by the type whose code writes them.
    private(set) var routeRoots: [String: Set<String>] = [:]
    /// The enums that declare each case name.
    private(set) var enumsByCase: [String: [String]] = [:]
    /// The qualified names of the app's entry types (`@main`, app and scene delegates).
    private(set) var appTypes: Set<String> = []
    /// The initial scenes of the app's main storyboard (``SemanticFileFacts/launchScreens``).
    private(set) var launchScreens: Set<String> = []
    /// Where view controllers add a child in place (``SemanticFileFacts/childEmbedSites``).
    private(set) var childEmbedSites: Set<SourceLocation> = []
    /// Where view controllers' views are added in place without `addChild` (``SemanticFileFacts/viewEmbedSites``).
    private(set) var viewEmbedSites: Set<SourceLocation> = []
    /// Where page view controllers turn to pages they keep (``SemanticFileFacts/pageTurnSites``).
    private(set) var pageTurnSites: Set<SourceLocation> = []
    /// The tabs a tab bar's delegate refuses to select (``SemanticFileFacts/refusedTabs``), resolved.
    private(set) var refusedTabs: Set<String> = []
    /// The app's own presenters the second pass confirmed (``RouteRegistration/presenter``), and the content
    /// closures handed to them.
    private(set) var confirmedPresenters: Set<String> = []
    private(set) var presenterContent: Set<FunctionID> = []
    /// Each function's owner, resolved once: asked at every step of typing.
    private var owners: [[String?]] = []

    init(types: ProjectTypes, files: [(path: String, facts: SemanticFileFacts)]) {
        self.types = types
        self.files = files.map(\.facts)
        paths = files.map(\.path)
        allFunctions = files.indices.flatMap { file in
            files[file].facts.functions.indices.map { FunctionID(file: file, index: $0) }
        }
        let functionAliases = Set(types.index.types.filter(\.aliasesFunction).flatMap { [$0.name, $0.qualifiedName] })
        for (fileIndex, (path, file)) in files.enumerated() {
            for (index, function) in file.functions.enumerated() where !function.isClosure {
                let id = FunctionID(file: fileIndex, index: index)
                if let owner = function.owner {
                    let qualified = types.resolve(owner, from: nil, in: path) ?? owner
                    functionsByOwner[qualified, default: [:]][function.name, default: []].append(id)
                } else {
                    globalFunctions[function.name, default: []].append(id)
                }
            }
            for (index, function) in file.functions.enumerated() {
                let id = FunctionID(file: fileIndex, index: index)
                for registration in function.registrations { registrations.append((registration, id, id)) }
                if !function.routeRoots.isEmpty, let owner = function.owner {
                    routeRoots[types.resolve(owner, from: nil, in: path) ?? owner, default: []].formUnion(function.routeRoots)
                }
                for case let .call(nil, written, arguments) in function.constructions {
                    let context = function.owner.flatMap { types.resolve($0, from: nil, in: path) }
                    if written == BodyAnalyzer.superInitializer {
                        guard let context else { continue }
                        for argument in arguments {
                            superInitArguments[context, default: [:]][argument.label ?? "", default: []].append((argument.value, id))
                        }
                        continue
                    }
                    let type = types.resolve(written, from: context, in: path) ?? written
                    for argument in arguments {
                        constructionArguments[type, default: [:]][argument.label ?? "", default: []].append((argument.value, id))
                    }
                }
                guard let owner = function.owner, !function.assignments.isEmpty else { continue }
                let qualified = types.resolve(owner, from: nil, in: path) ?? owner
                for assignment in function.assignments {
                    assignments[qualified, default: [:]][assignment.label ?? "", default: []].append((assignment.value, id))
                }
            }
            for var property in file.properties {
                let owner = types.resolve(property.owner, from: nil, in: path) ?? property.owner
                // `let makeDetail: DetailFactory`, a typealias of a function type, holds a closure.
                if !property.isClosure, let written = property.type, !functionAliases.isEmpty,
                   functionAliases.contains(written.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))) {
                    property.isClosure = true
                }
                if propertiesByOwner[owner]?[property.name] == nil || property.type != nil {
                    propertiesByOwner[owner, default: [:]][property.name] = property
                }
                if property.isClosure { lastClosureProperty[owner] = property.name }
                if property.storageKey != nil { userDefaultsProperties.insert(property.name) }
            }
            for name in file.appTypes { appTypes.insert(types.resolve(name, from: nil, in: path) ?? name) }
            for name in file.launchScreens { launchScreens.insert(types.resolve(name, from: nil, in: path) ?? name) }
            childEmbedSites.formUnion(file.childEmbedSites)
            viewEmbedSites.formUnion(file.viewEmbedSites)
            pageTurnSites.formUnion(file.pageTurnSites)
            for name in file.refusedTabs { refusedTabs.insert(types.resolve(name, from: nil, in: path) ?? name) }
        }
        // An environment value the app declares (`extension EnvironmentValues { var showProfile: ShowProfileAction }`,
        // or with `@Entry`) is of its declared type wherever a view reads it.
        for (owner, properties) in propertiesByOwner {
            for (name, property) in properties {
                guard let key = property.environmentKey, property.type == nil,
                      let declared = propertiesByOwner[Self.environmentValues]?[key] else { continue }
                propertiesByOwner[owner]?[name]?.type = declared.type
                propertiesByOwner[owner]?[name]?.isClosure = declared.isClosure
            }
        }
        // A dependency injected by key path (`@Injected(\.router) var router`) is of the type the container's
        // factory of that name makes (`extension Container { var router: Factory<AppRouting> { ... } }`).
        var factories: [String: Set<String>] = [:]
        for properties in propertiesByOwner.values {
            for (name, property) in properties {
                guard let made = property.type.flatMap(Self.factoryProduct) else { continue }
                factories[name, default: []].insert(made)
            }
        }
        factoryProducts = factories.compactMapValues { $0.count == 1 ? $0.first : nil }
        for (owner, properties) in propertiesByOwner where !factoryProducts.isEmpty {
            for (name, property) in properties where property.type == nil {
                guard let key = property.injectedKey, let made = factoryProducts[key] else { continue }
                propertiesByOwner[owner]?[name]?.type = made
            }
        }
        owners = files.map { path, file in
            file.functions.map { $0.owner.map { types.resolve($0, from: nil, in: path) ?? $0 } }
        }
        registrations += bindingRegistrations()
        registrations = confirmingPresenters(registrations)
        // What a confirmed presenter is handed to show is presented, not built into the view that calls it.
        if !confirmedPresenters.isEmpty {
            for id in allFunctions {
                for use in function(id).closures {
                    guard let presenter = use.presenter, confirmedPresenters.contains(presenter),
                          case let .closure(index) = use.function else { continue }
                    presenterContent.insert(FunctionID(file: id.file, index: index))
                }
            }
        }
        for type in types.index.types where type.kind == .enumType {
            for enumCase in types.index.cases(ofEnum: type.qualifiedName) {
                enumsByCase[enumCase.name, default: []].append(type.qualifiedName)
            }
        }
        for position in registrations.indices {
            guard registrations[position].registration.routeType == nil,
                  let routes = registrations[position].registration.routes else { continue }
            registrations[position].registration.routeType = routeType(of: routes, in: registrations[position].context)
                ?? routeEnum(switchedOverIn: registrations[position].registration)
        }
        for (position, entry) in registrations.enumerated() {
            if let routeType = entry.registration.routeType {
                let qualified = types.resolve(routeType, from: owner(of: entry.context), in: file(of: entry.context))
                    ?? identifierType(routeType, in: entry.context)
                registrationsByRouteType[qualified ?? routeType, default: []].append(position)
                if qualified == nil, let owner = owner(of: entry.context),
                   types.index.declarations(of: owner).contains(where: { $0.genericParameters.contains(routeType) }) {
                    genericRouteRegistrations.append(position)
                }
            }
            if case let .member(_, property)? = entry.registration.item {
                registrationsByItemProperty[property, default: []].append(position)
            }
        }
        for id in allFunctions {
            for assignment in function(id).handedOver {
                handedOver[assignment.property, default: []].append((assignment.receiver, assignment.value, id))
            }
            guard let owner = owner(of: id) else { continue }
            for effect in function(id).effects where effect.kind == .setRoot {
                if case let .member(nil, name)? = effect.item {
                    containerFills[owner, default: [:]][name, default: []].append((effect.destination, id))
                }
            }
        }
        boundProperties = gatherBoundProperties()
        dispatchers = findDispatchers()
    }

    /// The registrations of calls of the app's own presenters (``RouteRegistration/presenter``), kept where the
    /// function or type named presents — a `NavigationLink`, a sheet or a cover in its body — with that mode.
    private func confirmingPresenters(
        _ found: [(registration: RouteRegistration, context: FunctionID, itemContext: FunctionID)]
    ) -> [(registration: RouteRegistration, context: FunctionID, itemContext: FunctionID)] {
        var modes: [String: PresentationMode?] = [:]
        return found.compactMap { entry in
            guard let presenter = entry.registration.presenter else { return entry }
            if modes[presenter] == nil { modes[presenter] = presentationMode(of: presenter, from: entry.context) }
            guard let mode = modes[presenter] ?? nil else { return nil }
            confirmedPresenters.insert(presenter)
            var confirmed = entry
            confirmed.registration.mode = mode
            confirmed.registration.presenter = nil
            return confirmed
        }
    }

    /// How the app's presenter `name` shows what it is given: a view extension's method taking a `Binding`, or a
    /// type whose `body` presents (a `ViewModifier`); nil when it presents nothing.
    private func presentationMode(of name: String, from context: FunctionID) -> PresentationMode? {
        var candidates: [FunctionID] = []
        if name.first?.isUppercase == true {
            let type = resolve(name, in: context)
            guard types.isProjectType(type) else { return nil }
            candidates = functionsByOwner[type]?["body"] ?? []
        } else {
            for functions in functionsByOwner.values {
                let named = functions[name] ?? []
                if named.contains(where: { id in function(id).parameters.contains { $0.type?.contains("Binding") == true } }) {
                    candidates += named
                }
            }
        }
        for id in candidates {
            for part in [function(id)] + closures(writtenIn: id).map(function) {
                if let mode = part.effects.first(where: { $0.kind == .present })?.mode { return mode }
                if let registration = part.registrations.first(where: { !$0.isContentSwitch && $0.presenter == nil }) {
                    return registration.mode
                }
            }
        }
        return nil
    }

    /// The closures written directly in `id`'s body (not those inside them).
    func closures(writtenIn id: FunctionID) -> [FunctionID] {
        function(id).closures.compactMap { use in
            if case let .closure(index) = use.function { FunctionID(file: id.file, index: index) } else { nil }
        }
    }

    /// The children of a view node that are content it shows: not a modifier handed to the view
    /// (`ratingModifier: SheetModifier { Rating() }`), whose own content the modifier presents.
    func contentChildren(of node: ViewNode, in context: FunctionID?) -> [ViewNode] {
        node.children.filter { child in
            guard case let .instance(written) = child.value else { return true }
            let type = context.map { resolve(written, in: $0) } ?? types.resolve(written, from: nil) ?? written
            return !types.isViewModifier(type)
        }
    }

    /// `func withSheets(_ item: Binding<Sheet?>) -> some View { sheet(item: item) { ... } }`: the item is whatever
    /// each call passes (`.withSheets($router.sheet)`), typed where the call is made. A view or a modifier that
    /// presents on a binding of its own (`struct KilnSheet: ViewModifier { @Binding var kiln: Kiln? }` with
    /// `fullScreenCover(item: $kiln)`) presents on what each place building it hands that property
    /// (`KilnSheet(kiln: $openKiln)`), or, handed a function's binding parameter, on what that function's callers pass.
    private func bindingRegistrations() -> [(registration: RouteRegistration, context: FunctionID, itemContext: FunctionID)] {
        typealias Entry = (registration: RouteRegistration, context: FunctionID, itemContext: FunctionID)
        var found: [Entry] = []
        let onOwnProperty = registrations.filter { entry in
            guard case .member(nil, _)? = entry.registration.item, let owner = owner(of: entry.context) else { return false }
            return types.isSwiftUIView(owner) || types.isViewModifier(owner)
        }
        if !onOwnProperty.isEmpty {
            let presenters = Set(onOwnProperty.compactMap { owner(of: $0.context) })
            for builder in allFunctions {
                for case let .call(nil, written, arguments) in function(builder).configuredEmbeds {
                    let type = resolve(written, in: builder)
                    guard presenters.contains(type) else { continue }
                    for entry in onOwnProperty where owner(of: entry.context) == type {
                        guard case let .member(nil, property)? = entry.registration.item,
                              let argument = arguments.first(where: { $0.label == property }) else { continue }
                        var bound = entry.registration
                        bound.item = argument.value
                        found.append((bound, entry.context, builder))
                    }
                }
            }
        }
        let taking = (registrations + found).filter { if case .parameter? = $0.registration.item { true } else { false } }
        found.removeAll { if case .parameter? = $0.registration.item { true } else { false } }
        guard !taking.isEmpty else { return found }
        let names = Set(taking.map { function($0.itemContext).name })
        for caller in allFunctions {
            for call in function(caller).calls where names.contains(call.name) {
                for entry in taking where function(entry.itemContext).name == call.name {
                    guard case let .parameter(index)? = entry.registration.item,
                          let argument = function(entry.itemContext).argument(index, in: call.arguments) else { continue }
                    var bound = entry.registration
                    bound.item = argument
                    found.append((bound, entry.context, caller))
                }
            }
        }
        return found
    }

    /// The element type of an array of routes a router view shows (`$navigator.routes` declared
    /// `Routes<Screen>` on the navigator), through at most one property of the view.
    private func routeType(of routes: SemanticValue, in context: FunctionID) -> String? {
        guard case let .member(base, name) = routes, var owner = owner(of: context) else { return nil }
        switch base {
        case nil, .selfValue?: break
        case let .member(nil, holder)?:
            guard let property = propertiesByOwner[owner]?[holder] else { return nil }
            var held = property.type?.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
            if held == nil, case let .instance(type)? = property.initial { held = type }
            guard let held, let resolved = types.resolve(held, from: owner) else { return nil }
            owner = resolved
        default: return nil
        }
        guard let declared = propertiesByOwner[owner]?[name]?.type, let element = Self.routeElement(of: declared) else {
            return nil
        }
        return types.resolve(element, from: owner) ?? element
    }

    /// The one enum that declares every case a router's closure switches over.
    private func routeEnum(switchedOverIn registration: RouteRegistration) -> String? {
        let cases = Set(registration.arms.flatMap(\.cases))
        guard !cases.isEmpty else { return nil }
        var declaring: Set<String>?
        for name in cases {
            let enums = Set(enumsByCase[name] ?? [])
            declaring = declaring.map { $0.intersection(enums) } ?? enums
        }
        guard let declaring else { return nil }
        if declaring.count == 1 { return declaring.first }
        // The screens' enum carries each screen's state; an identifier enum with the same cases carries nothing.
        let carrying = declaring.filter { name in types.index.cases(ofEnum: name).contains { !$0.parameters.isEmpty } }
        return carrying.count == 1 ? carrying.first : nil
    }

    /// `Screen` for `[Screen]`, `Routes<Screen>` or `[Route<Screen>]`: the type of the values an array of routes
    /// shows.
    static func routeElement(of written: String) -> String? {
        var type = written.trimmingCharacters(in: .whitespaces)
        if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") { type = String(type.dropFirst().dropLast()) }
        for wrapper in ["Routes<", "Route<"] where type.hasPrefix(wrapper) && type.hasSuffix(">") {
            type = genericArgument(of: type) ?? ""
        }
        return type.isEmpty || type.contains("<") ? nil : type
    }

    /// `FeedRoute` for `UnownedRouter<FeedRoute>`: what a generic type is written with.
    static func genericArgument(of written: String) -> String? {
        guard let open = written.firstIndex(ofASCII: "<"), let close = written.lastIndex(ofASCII: ">"), open < close else { return nil }
        return String(written[written.index(after: open)..<close])
    }


    func function(_ id: FunctionID) -> SemanticFunction {
        files[id.file].functions[id.index]
    }

    /// Every function, closures included, in file order (made once: every sweep of the second pass walks it).
    let allFunctions: [FunctionID]

    /// The qualified name of the type a function belongs to.
    func owner(of id: FunctionID) -> String? {
        owners[id.file][id.index]
    }

    /// The path of the file a function is written in.
    func file(of id: FunctionID) -> String {
        paths[id.file]
    }

    /// The qualified name of the type `written` names inside the function `id`: its owner's nested types first,
    /// then its file's own (`private struct Row`), then the project's; as written when the project declares none.
    func resolve(_ written: String, in id: FunctionID) -> String {
        types.resolve(written, from: owner(of: id), in: file(of: id)) ?? written
    }

    /// The methods named `name` that a value of `type` answers to: its own, its ancestors', and for a protocol
    /// (a delegate, an injected router) those of the project's types that conform to it.
    ///
    /// A protocol extension's call on its own `self` passes `expandingConformers: false`: which conforming type
    /// `self` is depends on the caller, and every conformer would be a guess.
    func methods(named name: String, on type: String, expandingConformers: Bool = true) -> [FunctionID] {
        let key = MethodLookup(name: name, type: type, expandingConformers: expandingConformers)
        return methodLookups.value(for: key) { lookUpMethods(named: name, on: type, expandingConformers: expandingConformers) }
    }

    /// The candidates a call's argument labels fit (`build(sheet:)` of `build(page:)` and `build(sheet:)`): those
    /// whose labels the call's follow in order (``takesLabels(of:in:)``); else every one whose labels include each
    /// label the call writes and that takes as many arguments; all of them when none fits, for a call the first
    /// pass read only in part.
    func overloads(_ candidates: [FunctionID], fitting arguments: [SemanticArgument]) -> [FunctionID] {
        guard candidates.count > 1 else { return candidates }
        // Swift picks an overload by its labels, in order: `build(page)` is `build(_ page:)`, not `build(sheet:)`.
        let labelled = candidates.filter { Self.takesLabels(of: arguments, in: function($0).parameters) }
        if !labelled.isEmpty { return labelled }
        let labels = arguments.compactMap(\.label)
        let fitting = candidates.filter { id in
            let parameters = function(id).parameters
            return arguments.count <= parameters.count && labels.allSatisfy { label in parameters.contains { $0.label == label } }
        }
        return fitting.isEmpty ? candidates : fitting
    }

    /// Whether a call with `arguments` can name a function with `parameters` by their labels: each argument's label
    /// is that of a later parameter than the one before it (the parameters between left out, as defaults allow),
    /// and a closure without a label (written after the parentheses) fits a parameter of any label.
    static func takesLabels(of arguments: [SemanticArgument], in parameters: [SemanticFunction.Parameter]) -> Bool {
        var next = parameters.startIndex
        for argument in arguments {
            let isClosure = if argument.label == nil, case .closure = argument.value { true } else { false }
            guard let matched = parameters[next...].firstIndex(where: { isClosure || $0.label == argument.label }) else {
                return false
            }
            next = matched + 1
        }
        return true
    }

    /// `UUID` of `Record.ID` where `Record` declares `let id: UUID`: the type `Identifiable`'s `ID` stands for, which
    /// a link's value (`NavigationLink(value: record.id)`) is typed as.
    private func identifierType(_ written: String, in context: FunctionID) -> String? {
        guard written.hasSuffix(".ID"),
              let type = types.resolve(String(written.dropLast(3)), from: owner(of: context), in: file(of: context)),
              let id = propertiesByOwner[type]?["id"] else { return nil }
        let declared: String
        if let annotated = id.type {
            declared = annotated
        } else if case let .instance(made)? = id.initial {
            declared = made
        } else {
            return nil
        }
        return types.resolve(declared, from: type, in: file(of: context)) ?? declared
    }

    /// `AppRouting` of `Factory<AppRouting>`: the type a dependency container's factory makes.
    static func factoryProduct(of type: String) -> String? {
        guard type.hasPrefix("Factory<"), type.hasSuffix(">") else { return nil }
        let made = type.dropFirst("Factory<".count).dropLast().trimmingCharacters(in: .whitespaces)
        return made.isEmpty ? nil : made
    }

    /// One question ``methods(named:on:expandingConformers:)`` answers: summaries ask the same few again per call.
    private struct MethodLookup: Hashable {
        var name: String
        var type: String
        var expandingConformers: Bool
    }

    private let methodLookups = SharedMemo<MethodLookup, [FunctionID]>()

    private func lookUpMethods(named name: String, on type: String, expandingConformers: Bool) -> [FunctionID] {
        var found = ownMethods(named: name, inLineageOf: type)
        guard expandingConformers else { return Array(Set(found)).sorted() }
        if types.isProtocol(type) || (!found.isEmpty && found.allSatisfy({ function($0).isAbstract })) {
            for conformer in types.conformers(of: type) {
                found += ownMethods(named: name, inLineageOf: conformer)
            }
        }
        return Array(Set(found)).sorted()
    }

    /// The methods named `name` of `type`'s lineage, where a class's own method (or its superclass's) hides a
    /// protocol extension's default with the same labels, as Swift calls the class's.
    private func ownMethods(named name: String, inLineageOf type: String) -> [FunctionID] {
        var declared: [FunctionID] = []
        var defaults: [FunctionID] = []
        for candidate in types.lineage(of: type) {
            let methods = functionsByOwner[candidate]?[name] ?? []
            if types.isProtocol(candidate) { defaults += methods } else { declared += methods }
        }
        let labels = Set(declared.map { function($0).parameters.map { $0.label ?? "_" } })
        return declared + defaults.filter { !labels.contains(function($0).parameters.map { $0.label ?? "_" }) }
    }

    /// The property `name` of `type` or of one of its ancestors.
    func property(named name: String, on type: String) -> (property: SemanticProperty, owner: String)? {
        for candidate in types.lineage(of: type) {
            if let property = propertiesByOwner[candidate]?[name] { return (property, candidate) }
        }
        return nil
    }

    /// The names of the properties declared of a type of this simple name (``NavigatingFunctions/simpleName(of:)``).
    func propertyNames(ofType type: String) -> [String] {
        propertiesByOwner.values.flatMap { properties in
            properties.values.filter { property in
                property.type.map { NavigatingFunctions.simpleName(of: $0) == type } ?? false
            }.map(\.name)
        }
    }

    /// The values other code assigns to a property of this name on some receiver (`screen.coordinator = self`),
    /// with the function each is written in.
    private(set) var handedOver: [String: [(receiver: SemanticValue, value: SemanticValue, context: FunctionID)]] = [:]

    /// The properties of views and modifiers bound to another view's property (``gatherBoundProperties()``): the
    /// summaries and the item modifiers' index both follow them.
    private(set) var boundProperties: [BoundProperty: [BoundProperty]] = [:]
    /// The views that only dispatch on a route (``dispatch(of:)``), by type, found in one sweep.
    private(set) var dispatchers: [String: (body: FunctionID, guardedBy: Int)] = [:]

    /// What each type's code puts in its own containers (`navigationController.viewControllers = [picker]`,
    /// `setViewControllers`), by the type whose code does it and the property, with the function each is written in.
    private(set) var containerFills: [String: [String: [(value: SemanticValue, context: FunctionID)]]] = [:]

    /// The navigation controller a type's own property is made as, empty (`let navigationController =
    /// UINavigationController()`), with the type declaring the property; nil for any other property.
    func emptyNavigationController(named name: String, on type: String) -> (container: String, owner: String)? {
        guard let kept = property(named: name, on: type), case let .instance(container)? = kept.property.initial,
              types.isNavigationController(container) else { return nil }
        return (container, kept.owner)
    }

    /// The properties named `name` of a protocol's conformers, when `type` is one.
    func conformerProperties(named name: String, on type: String) -> [(property: SemanticProperty, owner: String)] {
        types.conformers(of: type).compactMap { property(named: name, on: $0) }
    }
}

extension SemanticFunction {
    /// What a call with `arguments` passes for the parameter at `index`: by label, else by position among the
    /// unlabelled ones, else the parameter's default.
    func argument(_ index: Int, in arguments: [SemanticArgument]) -> SemanticValue? {
        guard let parameter = parameters[safe: index] else { return nil }
        return passed(index, in: arguments)?.value ?? parameter.defaultValue
    }

    /// The values an enum case passed for the parameter at `index` carries (`.home(tabs)`), by position.
    func payload(_ index: Int, in arguments: [SemanticArgument]) -> [SemanticArgument] {
        passed(index, in: arguments)?.payload ?? []
    }

    /// The argument written for the parameter at `index`: by label, else by position among the unlabelled ones.
    private func passed(_ index: Int, in arguments: [SemanticArgument]) -> SemanticArgument? {
        guard let parameter = parameters[safe: index] else { return nil }
        if let label = parameter.label { return arguments.first { $0.label == label } }
        let unlabeled = parameters.prefix(index).filter { $0.label == nil }.count
        return arguments.filter { $0.label == nil }[safe: unlabeled]
    }

    /// Whether a guarded part of the body can run for a call with `arguments`: false when the call passes a
    /// case the guard's arm does not match.
    func admits(_ caseGuard: CaseGuard?, for arguments: [SemanticArgument], on receiver: SemanticValue? = nil) -> Bool {
        guard let caseGuard else { return true }
        let value = caseGuard.parameter == CaseGuard.selfParameter ? receiver : argument(caseGuard.parameter, in: arguments)
        guard case let .enumCase(_, name)? = value else { return true }
        return caseGuard.admits(name)
    }

    /// A protocol requirement, or a base class's method that only stops the program (`fatalError("subclasses
    /// override trigger(_:)")`): declared, with nothing to read, and what runs is a conforming type's or a subclass's.
    var isAbstract: Bool {
        guard effects.isEmpty, closures.isEmpty else { return false }
        if calls.isEmpty { return returns.isEmpty }
        // `{ fatalError() }` is also the body's one expression, read as what it returns.
        return calls.contains { $0.base == nil && Self.stoppingCalls.contains($0.name) } && returns.allSatisfy { returned in
            if case let .call(nil, name, _) = returned { Self.stoppingCalls.contains(name) } else { false }
        }
    }

    private static let stoppingCalls: Set<String> = ["fatalError", "preconditionFailure"]
}
