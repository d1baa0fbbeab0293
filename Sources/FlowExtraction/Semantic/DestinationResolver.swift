import FlowModel

/// Turns a reach's symbolic destination into the screens or coordinators it shows: looks through navigation and
/// hosting containers and SwiftUI containers, expands a protocol to the screens that conform to it, and finds the
/// view a stack registers for a pushed route value.
struct DestinationResolver {
    let project: SemanticProject
    let typer: ValueTyper
    /// The item modifiers by the property they show and the types holding it, found as they are first asked for.
    let registrationIndex = ItemRegistrationIndex()
    private var types: ProjectTypes { project.types }

    /// The screens or coordinators a reach shows, each with its mode when the reach does not set it (an item
    /// shown by a `sheet(item:)` takes the sheet's).
    ///
    /// - Parameter registrations: For an item, the modifiers that show it when already found
    ///   (``itemRegistrations(setBy:)``).
    func targets(of reach: Reach, registrations: [Int]? = nil) -> [(target: String, mode: PresentationMode?)] {
        switch reach.kind {
        case .start:
            return typer.types(of: reach.destination, in: reach.context).filter(types.isCoordinator).map { ($0, reach.mode) }
        case .route:
            return routeTargets(reach.destination, context: reach.context).map { ($0, reach.mode) }
        case .item:
            return itemTargets(reach, registrations: registrations ?? itemRegistrations(setBy: reach))
        case .present, .setRoot:
            // What another coordinator hands over (`window.rootViewController = app.start()`, `tabs.viewControllers =
            // [garden.start(), shop.start()]`) is that coordinator's to show: the step starts it.
            let handed = handedOverCoordinators(reach.destination, context: reach.context)
            if !handed.isEmpty { return handed.map { ($0, reach.mode) } }
            let screens = screenTargets(reach.destination, context: reach.context, depth: 0)
            if !screens.isEmpty {
                guard reach.mode == .sheet else { return screens.map { ($0, reach.mode) } }
                let madeFullScreen = typer.isMadeFullScreen(reach.destination, in: reach.context)
                // A screen shown inside a container presented here: the container's own style is what counts.
                let isInContainer = if case .wrapped = reach.destination { true } else { false }
                return screens.map { screen in
                    let asks = madeFullScreen || (!isInContainer && typer.asksFullScreen(screen))
                    return (screen, asks ? PresentationMode.fullScreen : .sheet)
                }
            }
            return coordinatorTargets(reach.destination, context: reach.context).map { ($0, reach.mode) }
        }
    }

    /// The coordinators whose `start()` hands over what a destination shows (declared to return a view controller):
    /// another coordinator than the one whose code shows it, which builds that view controller itself.
    private func handedOverCoordinators(_ value: SemanticValue, context: SemanticProject.FunctionID) -> [String] {
        switch value {
        case let .either(values):
            let found = values.map { handedOverCoordinators($0, context: context) }
            return found.contains(where: \.isEmpty) ? [] : unique(found.flatMap { $0 })
        case let .call(base?, "start", _):
            let owner = project.owner(of: context)
            return typer.types(of: base, in: context).filter { type in
                type != owner && types.isCoordinator(type)
                    && project.methods(named: "start", on: type).contains { handsOverViewController(project.function($0)) }
            }
        default:
            return []
        }
    }

    /// Whether a coordinator's method hands back a view controller it builds (`func start() -> UIViewController`),
    /// rather than a SwiftUI view its caller shows.
    func handsOverViewController(_ function: SemanticFunction) -> Bool {
        function.returnType?.contains("Controller") == true
    }

    /// The coordinators a destination shows: `present(coordinator)` in a `coordinate(to:)`-like wrapper, or a
    /// coordinator's own container (`tabs.viewControllers = [feed.navigationController, ...]`).
    private func coordinatorTargets(_ value: SemanticValue, context: SemanticProject.FunctionID) -> [String] {
        switch value {
        case let .either(values):
            return unique(values.flatMap { coordinatorTargets($0, context: context) })
        case let .member(base?, _):
            let direct = typer.types(of: value, in: context).filter(types.isCoordinator)
            return direct.isEmpty ? typer.types(of: base, in: context).filter(types.isCoordinator) : direct
        default:
            return typer.types(of: value, in: context).filter(types.isCoordinator)
        }
    }

    /// Whether a destination that names no screen is no step to report: a navigation container or UIKit's tab bar
    /// made empty (its screens are given apart, each a step of its own), or a wrapper view's content closure, which
    /// the wrapper's users supply.
    func isEmptyContainerOrContent(_ reach: Reach) -> Bool {
        // A container built around a root (`UIHostingController(rootView: ...)`) is not empty: its root is unresolved.
        if case .wrapped = reach.destination { return false }
        let owner = project.owner(of: reach.context)
        if typer.types(of: reach.destination, in: reach.context).contains(where: { type in
            types.isNavigationContainer(type) || ProjectTypes.simple(type) == "UITabBarController"
        }) {
            return true
        }
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
            let type = project.resolve(container, in: context)
            if types.isScreen(type), !types.isNavigationContainer(type) { return [type] }
            return screenTargets(root, context: context, depth: depth + 1)
        case let .views(nodes):
            return unique(nodes.flatMap { viewTargets($0, context: context, depth: depth + 1) })
        case let .either(values):
            return unique(values.flatMap { screenTargets($0, context: context, depth: depth + 1) })
        case let .delivered(call, label, index):
            return unique(typer.deliveredValues(by: call, label: label, index: index, in: context, depth: 0).flatMap { delivered in
                screenTargets(delivered.value, context: delivered.context, depth: depth + 1)
            })
        default:
            let typed = typer.types(of: value, in: context)
            // A route enum that is itself a view (`enum Route: View { var body: some View { switch self { ... } } }`)
            // shows what its body builds for the case: the enum is no screen.
            if !typed.isEmpty, typed.allSatisfy(types.isRouteView) {
                let (caseName, written) = value.namedCase
                let routeCase = caseName.map { SemanticValue.enumCase(written ?? typed[0], $0) } ?? value
                return factoryScreens(.member(routeCase, "body"), context: context, depth: depth + 1)
            }
            let found = unique(typed.flatMap(screens(for:)))
            // A shared holder's property set elsewhere (`SideMenu.shared.menu = MenuNavigation(root: ...)`) shows
            // what was put there.
            if found.isEmpty, case let .member(base?, name) = value, base.isSharedPath {
                return unique((project.handedOver[name] ?? []).filter { $0.receiver == base }.flatMap { assignment in
                    screenTargets(assignment.value, context: assignment.context, depth: depth + 1)
                })
            }
            // A navigation controller made around its first screen shows that screen.
            if found.isEmpty {
                let roots = initializerRoots(of: value, context: context) + keptContainers(value, context: context)
                if !roots.isEmpty { return unique(roots.flatMap { screenTargets($0.value, context: $0.context, depth: depth + 1) }) }
            }
            // A view's own member that builds no screen of a type (a list of rows) is a screen itself.
            if found.isEmpty, let member = project.memberScreen(value, in: context) { return [member] }
            // A factory declared to return a base type whose body wraps the screen in a navigation controller
            // shows the screen inside.
            if found.isEmpty { return factoryScreens(value, context: context, depth: depth + 1) }
            return found
        }
    }

    /// The roots the app's own navigation controller `value` makes (`HarbourNavigationController()`) hands to its
    /// superclass's initializer (`init() { super.init(rootViewController: QuayViewController()) }`), or puts in its
    /// own stack as it sets itself up (`setViewControllers([picker], animated: false)` in `viewDidLoad`).
    private func initializerRoots(
        of value: SemanticValue, context: SemanticProject.FunctionID
    ) -> [(value: SemanticValue, context: SemanticProject.FunctionID)] {
        guard case let .instance(written) = value else { return [] }
        let type = project.resolve(written, in: context)
        guard types.isNavigationController(type) else { return [] }
        let handed = (project.functionsByOwner[type]?["init"] ?? []).flatMap { id in
            project.function(id).calls.filter { $0.name == "init" }.compactMap { call in
                call.arguments.first { $0.label == "rootViewController" }.map { (value: $0.value, context: id) }
            }
        }
        let setUp = SemanticEdges.setUpMethods.sorted().flatMap { project.functionsByOwner[type]?[$0] ?? [] }.flatMap { id in
            project.function(id).effects.filter { effect in
                effect.kind == .setRoot && fillsOwnStack(effect.item, of: type)
            }.map { effect in
                (value: effect.destination.alternatives.first ?? effect.destination, context: id)
            }
        }
        return handed + setUp
    }

    /// Whether a stack set on `item` in the navigation controller `type`'s own code is its own: no container named
    /// (`setViewControllers(...)`), `self`, or a property of a navigation controller's type it does not make itself
    /// (`var flow: UINavigationController { self }`).
    private func fillsOwnStack(_ item: SemanticValue?, of type: String) -> Bool {
        switch item {
        case nil, .selfValue?: return true
        case let .member(nil, name)?, let .member(.selfValue, name)?:
            guard project.emptyNavigationController(named: name, on: type) == nil,
                  let declared = project.property(named: name, on: type)?.property.type else { return false }
            return types.isNavigationController(types.resolve(declared, from: type) ?? declared)
        default: return false
        }
    }

    /// The containers built around a root (`UINavigationController(rootViewController: home)`) that the type's own
    /// property `value` names holds: its initial value, and what the type's code sets it to.
    private func keptContainers(_ value: SemanticValue, context: SemanticProject.FunctionID) -> [(value: SemanticValue, context: SemanticProject.FunctionID)] {
        guard case let .member(base, name) = value, base == nil || base == .selfValue,
              let owner = project.owner(of: context), let kept = project.property(named: name, on: owner) else { return [] }
        var held = kept.property.initial.map { [(value: $0, context: context)] } ?? []
        held += (project.assignments[kept.owner]?[name] ?? []).map { (value: $0.value, context: $0.context) }
        held = held.filter { held in held.value.contains { if case .wrapped = $0 { true } else { false } } }
        // Made empty (`let navigationController = UINavigationController()`) and given its screens by the type's
        // code (`navigationController.viewControllers = [picker]`): it holds the last of them.
        if held.isEmpty, let (container, _) = project.emptyNavigationController(named: name, on: owner) {
            for (screens, id) in project.containerFills[kept.owner]?[name] ?? [] {
                let top = if case let .either(all) = screens, let last = all.last { last } else { screens }
                held.append((value: .wrapped(container: container, root: top), context: id))
            }
        }
        return held
    }

    /// The screens the values a factory call returns show.
    private func factoryScreens(_ value: SemanticValue, context: SemanticProject.FunctionID, depth: Int) -> [String] {
        unique(factoryValues(value, context: context, selfReceiver: nil, depth: depth).flatMap { returned in
            screenTargets(returned.value, context: returned.context, depth: depth + 1)
        })
    }

    /// Whether a factory call gives its screen inside a navigation controller (`return
    /// UINavigationController(rootViewController: screen)` in a method declared to return `UIViewController`).
    func factoryShowsNavigation(_ value: SemanticValue, context: SemanticProject.FunctionID, target: String) -> Bool {
        // A navigation controller another object keeps (`present(child.navigationController, animated: true)`, the
        // controller a child coordinator declares and fills as it starts).
        if case .member = value, typer.types(of: value, in: context).contains(where: project.types.isNavigationController) {
            return true
        }
        // What a completion is handed (`completion(.success(UINavigationController(rootViewController: ticket)))`).
        if case let .delivered(call, label, index) = value {
            return typer.deliveredValues(by: call, label: label, index: index, in: context, depth: 0).contains { delivered in
                screenTargets(delivered.value, context: delivered.context, depth: 0).contains(target)
                    && SemanticEdges.showsNavigation(delivered.value, target: target, in: project)
            }
        }
        if (factoryValues(value, context: context, selfReceiver: nil, depth: 0) + keptContainers(value, context: context)).contains(where: { returned in
            SemanticEdges.showsNavigation(returned.value, target: target, in: project)
        }) {
            return true
        }
        // A SwiftUI representable making the screen inside a navigation controller (`makeUIViewController` returning
        // `UINavigationController(rootViewController: mounts)`).
        return typer.types(of: value, in: context).contains { type in
            guard representedScreens(of: type)?.contains(target) == true else { return false }
            return (project.functionsByOwner[type]?["makeUIViewController"] ?? []).contains { make in
                project.function(make).returns.contains { SemanticEdges.showsNavigation($0, target: target, in: project) }
            }
        }
    }

    /// The values a factory call returns, each with the function it is written in. A value that is itself a
    /// call on `self` (the factory asking another method of the same enum case) is followed with the receiver it
    /// has, so a case's arms alone are read.
    private func factoryValues(
        _ value: SemanticValue, context: SemanticProject.FunctionID, selfReceiver: SemanticValue?, depth: Int
    ) -> [(value: SemanticValue, context: SemanticProject.FunctionID)] {
        guard depth < 8 else { return [] }
        struct Returned: Hashable {
            var value: SemanticValue
            var context: SemanticProject.FunctionID
        }
        var seen: Set<Returned> = []
        var found: [(value: SemanticValue, context: SemanticProject.FunctionID)] = []
        for returned in typer.returnedValues(of: value, in: context, selfReceiver: selfReceiver) {
            var value = returned.value
            // A body of one expression is also read as the views it builds: the same value, followed once.
            if case let .views(nodes) = value, nodes.count == 1, nodes[0].children.isEmpty { value = nodes[0].value }
            guard seen.insert(Returned(value: value, context: returned.context)).inserted else { continue }
            // A helper wrapping what it is called on (`func embeddedInNavigation() -> UINavigationController {
            // UINavigationController(rootViewController: self) }`) wraps the receiver, typed where the call is.
            if case let .wrapped(container, .selfValue) = value, let receiver = returned.receiver {
                found.append((.wrapped(container: container, root: receiver), context))
                continue
            }
            switch value {
            case .call(nil, _, _), .member(nil, _):
                let followed = factoryValues(value, context: returned.context, selfReceiver: returned.receiver, depth: depth + 1)
                found += followed.isEmpty ? [(value, returned.context)] : followed
            default:
                found.append((value, returned.context))
            }
        }
        return found
    }

    /// The screens a value of `type` may be: the type, or the few screens conforming to a protocol type.
    private func screens(for type: String) -> [String] {
        // An app's own hosting controller shows its root view; a navigation controller is the container of the
        // screens it shows, not one of them.
        if let root = types.hostedRoot(of: type) { return [root] }
        if let represented = representedScreens(of: type), !represented.isEmpty { return represented }
        if types.isNavigationContainer(type) { return [] }
        if types.isScreen(type) { return [type] }
        if types.isProtocol(type) { return types.fewConformers(of: type, where: types.isScreen) }
        return []
    }

    /// The app's screens a SwiftUI representable shows (its `makeUIViewController` making `LoansViewController()`,
    /// or a navigation controller around one): in SwiftUI, the representable is those screens. Nil for any other
    /// type; empty for one that shows a platform screen (a camera picker), which stays a screen of its own.
    func representedScreens(of type: String) -> [String]? {
        guard types.isProjectType(type),
              types.ancestors(of: type).contains(where: { ProjectTypes.simple($0) == "UIViewControllerRepresentable" })
        else { return nil }
        return unique((project.functionsByOwner[type]?["makeUIViewController"] ?? []).flatMap { make in
            project.function(make).returns.flatMap { screenTargets($0, context: make, depth: 1) }
        }.filter { $0 != type })
    }

    func viewTargets(_ node: ViewNode, context: SemanticProject.FunctionID, depth: Int) -> [String] {
        if let dispatched = dispatchedTargets(node, context: context, depth: depth) { return dispatched }
        let direct = screenTargets(node.value, context: context, depth: depth + 1)
        let content = project.contentChildren(of: node, in: context)
        let inner = { unique(content.flatMap { viewTargets($0, context: context, depth: depth + 1) }) }
        if direct.isEmpty { return inner() }
        // A generic wrapper around content (`DismissableSheet { AddProductView() }`) shows the content's screen.
        if direct.allSatisfy(types.isGenericType) {
            let content = inner()
            if !content.isEmpty { return content }
        }
        return direct
    }


    /// What a dispatcher view built with a route shows (`RouteScreen(route: .harbour(id))`, whose `body` is one
    /// `switch route` over a property its initializer sets): the arms for the case it is built with (the one enum
    /// case among its arguments, as the view node keeps them), every arm when the case is not known. And what a
    /// route that is a view itself shows (`.navigationDestination(for: Route.self) { $0 }` with `extension Route:
    /// View { var body: some View { switch self { ... } } }`): its body's arms for its case. Nil for any other view.
    private func dispatchedTargets(_ node: ViewNode, context: SemanticProject.FunctionID, depth: Int) -> [String]? {
        guard depth < 4 else { return nil }
        if case let .instance(written) = node.value, let (body, parameter) = project.dispatch(of: project.resolve(written, in: context)) {
            let cases = Set(node.children.compactMap { $0.value.namedCase.name })
            return armTargets(of: body, guardedBy: parameter, caseName: cases.count == 1 ? cases.first : nil, depth: depth)
        }
        let (caseName, written) = node.value.namedCase
        guard let caseName else { return nil }
        let routeTypes = written.map { [project.resolve($0, in: context)] } ?? typer.types(of: node.value, in: context)
        for type in routeTypes {
            guard let (body, parameter) = project.dispatch(of: type), parameter == CaseGuard.selfParameter else { continue }
            return armTargets(of: body, guardedBy: parameter, caseName: caseName, depth: depth)
        }
        return nil
    }

    /// The screens a body switching over a route (a stored property's or `self`) shows for `caseName`, or in every
    /// arm when nil; a case no arm lists goes to the `default:` arm.
    private func armTargets(of body: SemanticProject.FunctionID, guardedBy parameter: Int, caseName: String?, depth: Int) -> [String] {
        let function = project.function(body)
        let listed = caseName.map { name in
            function.returnGuards.contains { $0?.excludes == false && $0?.cases.contains(name) == true }
        } ?? false
        var found: [String] = []
        for (returned, guarded) in zip(function.returns, function.returnGuards) where guarded == nil || guarded?.parameter == parameter {
            // A `default:` arm is the arm of the cases no other arm lists.
            let cases = guarded?.excludes == true ? nil : guarded?.cases
            guard Self.armSelected(cases: cases, for: caseName, listed: listed), case let .views(nodes) = returned else { continue }
            found += nodes.flatMap { viewTargets($0, context: body, depth: depth + 1) }
        }
        return unique(found)
    }

    /// The views registered (`navigationDestination(for:)`) for a pushed value: the arms for its case when it is
    /// an enum case, else every arm registered for its type.
    private func routeTargets(_ value: SemanticValue, context: SemanticProject.FunctionID) -> [String] {
        // A route shown in a navigation stack of its own is the route's view.
        if case let .wrapped(_, root) = value { return routeTargets(root, context: context) }
        let (caseName, written) = value.namedCase
        var routeTypes = written.map { [project.resolve($0, in: context)] } ?? []
        if caseName == nil { routeTypes = typer.types(of: value, in: context) }
        var registeredTypes = routeTypes
        if routeTypes.isEmpty, caseName == nil {
            // A value of a type syntax cannot tell (a `ForEach` element): the stack registered in the same view,
            // or the only registration for a type that is no enum.
            let owner = project.owner(of: context)
            let local = project.registrationsByRouteType.filter { _, positions in
                positions.contains { project.owner(of: project.registrations[$0].context) == owner }
            }
            let models = project.registrationsByRouteType.filter { !types.isEnum($0.key) }
            registeredTypes = Array(local.isEmpty ? (models.count == 1 ? models : [:]).keys : local.keys)
        } else if routeTypes.isEmpty, let caseName {
            // An untyped `.detail` pushed on a stack names its enum when one registered route enum has that case.
            let enums = project.enumsByCase[caseName] ?? []
            let declaring = enums.filter { project.registrationsByRouteType[$0] != nil }
            registeredTypes = declaring.count == 1 ? declaring
                : declaring.isEmpty && enums.count == 1 && !project.genericRouteRegistrations.isEmpty ? enums : []
        }
        // A value code works out (`route(for: item)`, `item.route`, `isPacket ? .packet(id) : .tool(id)`): the cases
        // it can be, where every one of them is known.
        let cases = caseName.map { [$0] } ?? casesReturned(by: value, context: context)
        var found: [String] = []
        for registered in Set(registeredTypes).sorted() {
            for position in project.registrationsByRouteType[registered] ?? project.genericRouteRegistrations {
                let (registration, registrationContext, _) = project.registrations[position]
                for name in cases.map({ $0.map(Optional.some) }) ?? [nil] {
                    let received = name.map { SemanticValue.enumCase(registered, $0) } ?? value
                    found += armTargets(registration, caseName: name, received: received, context: registrationContext)
                }
            }
        }
        return unique(found)
    }

    /// The enum cases `value` can be: each alternative's, or each value the function or computed property it calls
    /// returns; nil unless every one of them is a case.
    private func casesReturned(by value: SemanticValue, context: SemanticProject.FunctionID) -> [String]? {
        var alternatives: [SemanticValue] = []
        switch value {
        case let .either(values):
            alternatives = values
        case .call, .member:
            alternatives = typer.returnedValues(of: value, in: context, selfReceiver: nil).map(\.value)
        default:
            return nil
        }
        var names: [String] = []
        for alternative in alternatives.flatMap(\.alternatives) {
            guard let name = alternative.namedCase.name else { return nil }
            if !names.contains(name) { names.append(name) }
        }
        return names.isEmpty ? nil : names
    }

    /// The views a `sheet(item:)` (or another item modifier) shows for the value a reach sets its property to.
    private func itemTargets(_ reach: Reach, registrations: [Int]) -> [(target: String, mode: PresentationMode?)] {
        let (caseName, _) = reach.destination.namedCase
        var found: [(String, PresentationMode?)] = []
        for index in registrations {
            let (registration, registrationContext, _) = project.registrations[index]
            let received: SemanticValue = if case let .enumCase(nil, name) = reach.destination {
                .enumCase(typer.types(of: reach.destination, in: reach.context).first, name)
            } else {
                reach.destination
            }
            // A modifier's registration shows, of its own bound property, what the view that set it holds there.
            if let targets = boundTargets(
                of: reach, registration: registration, context: registrationContext, caseName: caseName, received: received
            ) {
                found += targets.map { ($0, registration.mode) }
                continue
            }
            for target in armTargets(registration, caseName: caseName, received: received, context: registrationContext) {
                found.append((target, registration.mode))
            }
        }
        return found
    }

    /// Every screen an item modifier can show, for a modifier whose property is set nowhere the core can follow:
    /// the view that holds the modifier presents them itself.
    func allItemTargets(_ index: Int) -> [String] {
        let (registration, context, _) = project.registrations[index]
        return armTargets(registration, caseName: nil, received: .unknown, context: context)
    }

    /// The screens a router view over an array of routes (`Router($routes) { ... }`, `TCARouter(store.scope(...))`)
    /// starts on: its arms for the cases its routes begin with (`[.root(.welcome)]`), written in the view or in a
    /// type it holds (the reducer of its store, a navigator) or one nested in those. Empty for any other view.
    func rootScreens(ofRouter view: String) -> [String] {
        let routers = project.registrations.filter { entry in
            entry.registration.routes != nil && project.owner(of: entry.context) == view
        }
        guard let context = routers.first?.context else { return [] }
        var owners: Set<String> = [view]
        for name in project.propertiesByOwner[view]?.keys.sorted() ?? [] {
            owners.formUnion(typer.types(of: .member(.instance(view), name), in: context))
        }
        var cases: Set<String> = []
        for (owner, roots) in project.routeRoots where owners.contains(owner)
            || owners.contains(where: { owner.hasPrefix($0 + ".") }) {
            cases.formUnion(roots)
        }
        var found: [String] = []
        for (registration, registrationContext, _) in routers {
            for caseName in cases.sorted() {
                found += armTargets(registration, caseName: caseName, received: .enumCase(nil, caseName), context: registrationContext)
            }
        }
        return unique(found)
    }

    /// The screens of the arms that show `caseName` (every arm when it is not known), with the closure's value
    /// made the one received.
    func armTargets(
        _ registration: RouteRegistration, caseName: String?, received: SemanticValue, context: SemanticProject.FunctionID
    ) -> [String] {
        let listed = caseName.map { name in registration.arms.contains { $0.cases.contains(name) } } ?? false
        var found: [String] = []
        for arm in registration.arms where Self.armSelected(cases: arm.cases.isEmpty ? nil : arm.cases, for: caseName, listed: listed) {
            for node in arm.views {
                let substituted = node.replacing { if case .received = $0 { received } else { nil } }
                found += viewTargets(substituted, context: context, depth: 1)
            }
        }
        return found
    }

    /// Whether an arm for `cases` (nil for `default:`, or the `else` of `if phase == .signedIn`) shows the value of
    /// `caseName`: every arm for a value whose case is not known; else the arms listing the case, or the `default:`
    /// arm for a case no arm lists (`listed`).
    private static func armSelected(cases: [String]?, for caseName: String?, listed: Bool) -> Bool {
        guard let caseName else { return true }
        guard let cases else { return !listed }
        return cases.contains(caseName)
    }

    func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
