import FlowModel

/// The structure the semantic core's steps are placed in: which views are screens of their own (a navigation
/// container or title, a tab bar, a stack's root), which views host which, what the app builds (and what only
/// previews do), which screens hold a helper, and whether a modal step's target can push.
extension SemanticEdges {
    /// The screens an app type builds directly: the root view of its `WindowGroup`.
    static func embeddedScreens(of app: String, in project: SemanticProject) -> [String] {
        // The app's own navigation controller (`PilotNavigationController(rootViewController: roster)`) holds the
        // screen it is built around, which its step gives; it is no screen of its own. What a later event's handler
        // makes (a notification's screen) is shown then, over what the app shows: no start.
        // A view controller a closure of the app builds is handed to whoever runs the closure (a dependency
        // container's factory, `container.register(Detail.self) { _ in Detail() }`), not shown at launch; a scene's
        // content closure builds its views (`WindowGroup { ContentView() }`).
        withoutWrappers(project.allFunctions.filter { project.owner(of: $0) == app && appEvent(project.function($0)) == nil }.flatMap { id in
            let isClosure = project.function(id).isClosure
            return project.function(id).embeds.map { project.resolve($0, in: id) }
                .filter { !isClosure || project.types.isSwiftUIView($0) }
        }, in: project).filter { project.types.isScreen($0) && !project.types.isNavigationContainer($0) }
    }

    /// A push on a stack's path that a view holds, made from a screen that view presents modally (a sheet's
    /// callback appending to its presenter's path, `HarvestSheet(onSave: { path.append(.saved) })`): it lands on the
    /// presenter's stack, beneath the sheet, so the step is made once the sheet is gone (``SemanticEdge/dismissal``),
    /// by the screens that presented it.
    static func pushingOnPresentersPath(_ edges: Set<SemanticEdge>) -> Set<SemanticEdge> {
        let presented = Set(edges.filter { $0.mode?.isModal == true }.map { [$0.from, $0.to] })
        guard !presented.isEmpty else { return edges }
        return Set(edges.map { edge in
            guard edge.kind == .route, edge.mode == .push, edge.dismissal == nil, let site = edge.site, site != edge.from,
                  presented.contains([site, edge.from]) else { return edge }
            var moved = edge
            moved.dismissal = edge.location
            return moved
        })
    }

    /// The views built together, without the generic SwiftUI views among them that wrap the others (`Screen {
    /// FeedView() }`, whose body puts its content in a `NavigationStack` and builds no screen of its own): what is
    /// shown is the content.
    static func withoutWrappers(_ views: [String], in project: SemanticProject) -> [String] {
        let wrappers = Set(views.filter { isNavigationWrapper($0, in: project) })
        guard !wrappers.isEmpty, views.contains(where: { !wrappers.contains($0) && project.types.isScreen($0) }) else { return views }
        return views.filter { !wrappers.contains($0) }
    }

    /// Whether `view` is generic and its body only puts what it is given in a navigation container.
    private static func isNavigationWrapper(_ view: String, in project: SemanticProject) -> Bool {
        guard project.types.isSwiftUIView(view), project.types.isGenericType(view),
              let body = project.functionsByOwner[view]?["body"], !body.isEmpty else { return false }
        let built = body.flatMap { [$0] + project.closures(writtenIn: $0) }.flatMap { id in
            project.function(id).embeds.map { project.resolve($0, in: id) }
        }
        return built.contains(where: navigationContainers.contains)
            && !built.contains { project.types.isProjectType($0) && project.types.isScreen($0) }
    }

    static let navigationContainers: Set<String> = ["NavigationView", "NavigationStack", "NavigationSplitView", "FlowStack"]
    static let titleModifiers: Set<String> = ["navigationTitle", "navigationBarTitle"]

    /// Views that are screens whatever builds them: those with a navigation container, a router over routes
    /// (`TCARouter`, FlowStacks' `Router`) or a navigation title of their own (a tab's root, a split view's column),
    /// unlike a row or a toolbar.
    ///
    /// - Returns: All of them, and those that are screens by their title alone (``contentOfHosts(_:in:stackRoots:shown:)``).
    static func standaloneScreens(
        in project: SemanticProject, peeks: Set<SemanticProject.FunctionID>
    ) -> (all: Set<String>, titledOnly: Set<String>) {
        // A member that builds what the view shows elsewhere (`NavigationLink(destination: detailList)`) titles
        // that screen, not the view.
        var destinationMembers: Set<[String]> = []
        for id in project.allFunctions {
            guard let owner = project.owner(of: id) else { continue }
            for effect in project.function(id).effects {
                _ = effect.destination.contains { part in
                    switch part {
                    case let .member(nil, name), let .call(nil, name, _): destinationMembers.insert([owner, name])
                    default: break
                    }
                    return false
                }
            }
        }
        var structured: Set<String> = []
        var titled: Set<String> = []
        for id in project.allFunctions where !peeks.contains(id) {
            let function = project.function(id)
            guard let owner = project.owner(of: id), !destinationMembers.contains([owner, function.name]) else { continue }
            if function.embeds.contains(where: navigationContainers.contains) || function.registrations.contains(where: { $0.routes != nil }) {
                structured.insert(owner)
            } else if function.calls.contains(where: { titleModifiers.contains($0.name) }) {
                titled.insert(owner)
            }
        }
        return (structured.union(titled), titled.subtracting(structured))
    }

    /// The views titled as screens (`.navigationTitle("Spots")`) that are the whole of another view's body
    /// (`struct SpotList: View { var body: some View { SpotListContent() } }`), and that no step shows by itself: a
    /// title set anywhere in a screen titles that screen, so they are its content, not screens of their own.
    ///
    /// - Parameters:
    ///   - titled: The views that are screens by their title alone.
    ///   - stackRoots: A stack's root is a screen, whatever builds it.
    ///   - shown: The views some step leads to.
    static func contentOfHosts(
        _ titled: Set<String>, in project: SemanticProject, stackRoots: Set<String>, shown: Set<String>
    ) -> Set<String> {
        let candidates = titled.subtracting(stackRoots).subtracting(shown)
        guard !candidates.isEmpty else { return [] }
        // Each view's `body` read once: the one view it builds, where it builds exactly one.
        var wholeBodies: Set<String> = []
        for (owner, functions) in project.functionsByOwner where project.types.isSwiftUIView(owner) {
            for id in functions["body"] ?? [] {
                let built = Set(([id] + project.closures(writtenIn: id)).flatMap { part in
                    project.function(part).embeds.map { project.resolve($0, in: part) }
                }.filter(project.types.isSwiftUIView))
                if built.count == 1, let only = built.first, only != owner { wholeBodies.insert(only) }
            }
        }
        return candidates.intersection(wholeBodies)
    }

    /// The member screens some step shows (``SemanticProject/memberScreen(_:in:)``): members a destination names
    /// that resolve to no screen of a type.
    static func memberScreens(in project: SemanticProject, resolver: DestinationResolver) -> Set<String> {
        var found: Set<String> = []
        for id in project.allFunctions {
            for effect in project.function(id).effects where effect.kind == .present {
                _ = effect.destination.contains { part in
                    if let screen = project.memberScreen(part, in: id), resolver.screenTargets(part, context: id, depth: 0) == [screen] {
                        found.insert(screen)
                    }
                    return false
                }
            }
        }
        return found
    }

    /// The closures that build a context menu's preview (`.contextMenu { ... } preview: { peek() }`), the view's own
    /// methods that only those call, and the closures written in them: a peek at another screen, so neither the
    /// navigation container nor the views they build are part of the view.
    static func previewBuilders(in project: SemanticProject) -> Set<SemanticProject.FunctionID> {
        var closures: [SemanticProject.FunctionID] = []
        for id in project.allFunctions {
            for use in project.function(id).closures where use.property == "preview" {
                if case let .closure(index) = use.function { closures.append(.init(file: id.file, index: index)) }
            }
        }
        var found = Set(closures)
        var calledElsewhere: Set<[String]> = []
        for id in project.allFunctions where !found.contains(id) {
            guard let owner = project.owner(of: id) else { continue }
            for call in project.function(id).calls where call.base == nil { calledElsewhere.insert([owner, call.name]) }
        }
        var queue = closures
        while let next = queue.popLast() {
            var inner = project.closures(writtenIn: next)
            if let owner = project.owner(of: next) {
                for call in project.function(next).calls where call.base == nil && !calledElsewhere.contains([owner, call.name]) {
                    inner += project.functionsByOwner[owner]?[call.name] ?? []
                }
            }
            for id in inner where found.insert(id).inserted { queue.append(id) }
        }
        return found
    }

    /// The views built with enum cases for their properties, by view type: where each is built and with what.
    static func configuredEmbeds(in project: SemanticProject) -> [String: [(host: SemanticProject.FunctionID, arguments: [SemanticArgument])]] {
        var found: [String: [(host: SemanticProject.FunctionID, arguments: [SemanticArgument])]] = [:]
        for id in project.allFunctions {
            let function = project.function(id)
            for case let .call(nil, written, arguments) in function.configuredEmbeds {
                let type = project.resolve(written, in: id)
                // Content views are a wrapper view's (`destination: MemberList()`), not any type's initializer's.
                let isView = project.types.isSwiftUIView(type)
                let kept = arguments.filter { argument in
                    if case .views = argument.value { isView } else { true }
                }
                if !kept.isEmpty { found[type, default: []].append((id, kept)) }
            }
            // A view handed its content as a closure (`SettingsRow(title: "Members") { MemberList() }`,
            // `destination: { Rules() }`): what the view shows of that property is what the closure builds here.
            for use in function.closures {
                guard case let .instance(written)? = use.receiver, case let .closure(index) = use.function else { continue }
                let type = project.resolve(written, in: id)
                guard project.types.isSwiftUIView(type), project.types.isProjectType(type),
                      let label = use.property ?? project.trailingClosureLabel(of: type) else { continue }
                let views = project.function(SemanticProject.FunctionID(file: id.file, index: index)).returns.flatMap { returned -> [ViewNode] in
                    switch returned {
                    case let .views(nodes): nodes
                    case .instance: [ViewNode(value: returned, children: [])]
                    default: []
                    }
                }
                if !views.isEmpty { found[type, default: []].append((id, [SemanticArgument(label: label, value: .views(views))])) }
            }
        }
        return found
    }

    /// The property of a wrapper view a part of a destination names: read (`destination`, `self.destination`) or
    /// called, as a content closure is (`destination()`).
    static func wrapperProperty(_ part: SemanticValue) -> String? {
        switch part {
        case let .member(nil, property), let .member(.selfValue?, property): property
        case let .call(nil, property, arguments), let .call(.selfValue?, property, arguments): arguments.isEmpty ? property : nil
        default: nil
        }
    }

    /// The screens a `TabView` holds, with the view that holds it; and the views that hold a tab bar, whether or
    /// not their tabs' screens are known.
    static func tabs(
        in project: SemanticProject, typer: ValueTyper
    ) -> (tabs: [(host: String, tab: String, location: SourceLocation)], hosts: Set<String>) {
        var found: [(host: String, tab: String, location: SourceLocation)] = []
        var hosts: Set<String> = []
        for id in project.allFunctions {
            let function = project.function(id)
            // The app type's own scene may hold the tab bar (`WindowGroup { TabView { … } }`): its tabs are where the
            // app starts.
            guard let owner = project.owner(of: id), project.types.isScreen(owner) || project.appTypes.contains(owner)
            else { continue }
            for use in function.closures {
                guard case let .instance(container)? = use.receiver, tabContainers.contains(container),
                      case let .closure(index) = use.function else { continue }
                let closureID = SemanticProject.FunctionID(file: id.file, index: index)
                if container == "TabView" {
                    // A paged `TabView` (no `tabItem`, no `Tab`) is a carousel inside its screen, not a tab bar.
                    guard isTabBar(closureID, project: project, depth: 0) else { continue }
                    hosts.insert(owner)
                }
                let held = heldViews(closureID, owner: owner, project: project, typer: typer, depth: 0)
                for tab in Set(withoutWrappers(held, in: project)).sorted() where project.types.isScreen(tab) && tab != owner {
                    found.append((owner, tab, project.function(closureID).location))
                }
            }
        }
        return (found, hosts)
    }

    /// Containers whose content closures hold screens of their own: tabs, split view columns.
    static let tabContainers: Set<String> = ["TabView", "NavigationSplitView"]

    static func isTabBar(_ id: SemanticProject.FunctionID, project: SemanticProject, depth: Int) -> Bool {
        guard depth < 4 else { return false }
        let closure = project.function(id)
        if closure.calls.contains(where: { $0.name == "tabItem" }) || closure.embeds.contains("Tab") { return true }
        return closure.closures.contains { use in
            guard case let .closure(index) = use.function else { return false }
            return isTabBar(SemanticProject.FunctionID(file: id.file, index: index), project: project, depth: depth + 1)
        }
    }

    /// The views a content closure builds, through `ForEach` and the like, and the views the enclosing view's own
    /// methods build for it (`TabView { content(for: tab) }`).
    static func heldViews(
        _ id: SemanticProject.FunctionID, owner: String, project: SemanticProject, typer: ValueTyper, depth: Int
    ) -> [String] {
        guard depth < 4 else { return [] }
        let closure = project.function(id)
        var held = closure.embeds.map { project.types.resolve($0, from: owner, in: project.file(of: id)) ?? $0 }
        // What a member builds (`screen` a computed property of the tab enum): the tab shows it, whether a tab's
        // modifier is on it (`tab.screen.tabItem { … }`) or it is a `Tab`'s content (`Tab("Sky", value: tab) {
        // tab.screen }`).
        func builtByMember(_ base: SemanticValue, _ name: String) -> [String] {
            let typed = typer.types(of: .member(base, name), in: id).filter(project.types.isScreen)
            guard typed.isEmpty else { return typed }
            let owners = project.functionsByOwner.filter { $0.value[name] != nil }.map(\.key)
            return owners.count == 1 ? typer.types(of: .member(.instance(owners[0]), name), in: id) : []
        }
        for case let .member(base?, name) in closure.returns { held += builtByMember(base, name) }
        for call in closure.calls {
            if case let .member(base?, name)? = call.base, ["tabItem", "tag"].contains(call.name) {
                held += builtByMember(base, name)
            }
            let typed = typer.types(of: .call(call.base, call.name, call.arguments), in: id)
            if !typed.isEmpty || call.base == nil {
                held += typed
                continue
            }
            // `ForEach(Tab.allCases) { tab in tab.makeContent() }`: an element not typed, whose method one type of
            // the app declares.
            let owners = project.functionsByOwner.filter { $0.value[call.name] != nil }.map(\.key)
            if owners.count == 1 { held += typer.types(of: .call(.instance(owners[0]), call.name, call.arguments), in: id) }
        }
        for use in closure.closures {
            guard case let .closure(index) = use.function else { continue }
            held += heldViews(SemanticProject.FunctionID(file: id.file, index: index), owner: owner, project: project,
                              typer: typer, depth: depth + 1)
        }
        return held
    }

    /// Whether a modal step's target can push: the step wraps it in a navigation container
    /// (`UINavigationController(rootViewController:)`, `NavigationStack { ... }`), or it has one of its own.
    static func showsNavigation(_ destination: SemanticValue, target: String, in project: SemanticProject) -> Bool {
        // A shared holder's property shows what was put there.
        if case let .member(base?, name) = destination, base.isSharedPath,
           (project.handedOver[name] ?? []).contains(where: { $0.receiver == base && showsNavigation($0.value, target: target, in: project) }) {
            return true
        }
        let wrapped = destination.contains { value in
            switch value {
            case let .wrapped(container, _):
                project.types.isNavigationController(project.types.resolve(container, from: nil) ?? container)
                    || navigationContainers.contains(container) || ProjectTypes.simple(container) == "NavigationViewCoordinator"
            // The app's own navigation controller (`final class BookingFlow: UINavigationController`) around its screens.
            case let .instance(type):
                navigationContainers.contains(type) || project.types.isNavigationController(project.types.resolve(type, from: nil) ?? type)
            default: false
            }
        }
        if wrapped || project.types.isNavigationContainer(target) { return true }
        // XCoordinator's `NavigationCoordinator` shows its routes in a navigation controller of its own.
        if project.types.ancestors(of: target).contains(where: { ProjectTypes.simple($0) == "NavigationCoordinator" }) { return true }
        return project.functionsByOwner[target]?.values.joined().contains { id in
            project.function(id).embeds.contains(where: navigationContainers.contains)
        } ?? false
    }

    /// The SwiftUI views each SwiftUI view builds inside itself (not in a context menu's preview, `peeks`); what a
    /// member screen's member builds is that screen's (``SemanticProject/memberScreen(_:in:)``).
    static func embeddedViews(
        in project: SemanticProject, peeks: Set<SemanticProject.FunctionID>, memberScreenBuilders: [SemanticProject.FunctionID: String]
    ) -> [String: Set<String>] {
        let types = project.types
        // A closure handed to what a step shows (`NavigationLink(destination: LazyView { DetailView() })`) builds a
        // part of the destination, not of the view holding the link.
        var destinationContent: Set<SemanticProject.FunctionID> = []
        for id in project.allFunctions {
            for use in project.function(id).closures where use.isDestinationCallback {
                if case let .closure(index) = use.function { destinationContent.insert(SemanticProject.FunctionID(file: id.file, index: index)) }
            }
        }
        // So does a method of the view itself that a presentation's content calls (`.navigationDestination(for:
        // Route.self) { makeView(for: $0) }`): what it builds is shown, not part of the view.
        for (registration, context, _) in project.registrations {
            guard let owner = project.owner(of: context) else { continue }
            for arm in registration.arms {
                for node in arm.views {
                    guard case let .call(base, name, _) = node.value, base == nil || base == .selfValue else { continue }
                    destinationContent.formUnion(project.functionsByOwner[owner]?[name] ?? [])
                }
            }
        }
        // What a dispatcher's `body` shows is each arm's screen, not part of the dispatcher.
        destinationContent.formUnion(project.dispatchers.values.map(\.body))
        var found: [String: Set<String>] = [:]
        for id in project.allFunctions where !project.presenterContent.contains(id) && !peeks.contains(id) {
            guard !destinationContent.contains(id),
                  let owner = memberScreenBuilders[id] ?? project.owner(of: id).flatMap({ types.isSwiftUIView($0) ? $0 : nil })
            else { continue }
            for embedded in project.function(id).embeds {
                let type = project.resolve(embedded, in: id)
                if type != owner, types.isSwiftUIView(type) { found[owner, default: []].insert(type) }
            }
        }
        return found
    }

    /// The views each of the app's `ViewModifier`s is applied to: built in a view's code (`.modifier(AlertsBar())`),
    /// or in a helper views call (`extension View { func alertsBar() -> some View { modifier(AlertsBar()) } }`).
    /// A modifier's body is part of each of them: its controls and presentations are theirs.
    static func modifierHosts(in project: SemanticProject) -> [String: Set<String>] {
        let types = project.types
        var hosts: [String: Set<String>] = [:]
        var appliers: [String: Set<String>] = [:]
        for id in project.allFunctions {
            let function = project.function(id)
            let modifiers = function.embeds.map { project.resolve($0, in: id) }.filter(types.isViewModifier)
            guard !modifiers.isEmpty else { continue }
            let owner = project.owner(of: id)
            if let owner, types.isSwiftUIView(owner) {
                for modifier in modifiers { hosts[modifier, default: []].insert(owner) }
            } else if owner.map(types.isViewModifier) != true, !function.isClosure {
                for modifier in modifiers { appliers[function.name, default: []].insert(modifier) }
            }
        }
        guard !appliers.isEmpty else { return hosts }
        for id in project.allFunctions {
            guard let owner = project.owner(of: id), types.isSwiftUIView(owner) else { continue }
            for call in project.function(id).calls {
                for modifier in appliers[call.name] ?? [] { hosts[modifier, default: []].insert(owner) }
            }
        }
        return hosts
    }

    /// A push onto a path a navigation stack is bound to (`model.ordersPath.append(.order(7))`) lands on that stack,
    /// whatever shows the screen making it: from a screen presented without a container of its own (a sheet's
    /// content), it is marked as one onto a stack of its own, which `check` does not warn of. Elsewhere the mark
    /// says nothing the screen's own stack does not, and is left off.
    static func onStacksOfTheirOwn(_ edges: [SemanticEdge]) -> [SemanticEdge] {
        let bare = Set(edges.filter { $0.mode?.isModal == true && $0.navigation != true }.map(\.to))
        return edges.map { edge in
            guard edge.mode == .push, edge.navigation == true, !bare.contains(edge.from) else { return edge }
            var plain = edge
            plain.navigation = nil
            return plain
        }
    }

    /// Raising a flag from a screen that the flag's own presentation leads to or holds (a retry inside the
    /// sheet) presents nothing new: the sheet is already up. The view holding the presentation (`raised` gives
    /// them by step), or one it builds inside itself, raising the flag presents, even where what it presents leads
    /// back to it.
    static func droppingRaisesFromWithin(
        _ edges: [SemanticEdge], raised: [[String]: Set<String>], embedded: [String: Set<String>]
    ) -> [SemanticEdge] {
        guard !raised.isEmpty else { return edges }
        var next = embedded
        for edge in edges { next[edge.from, default: []].insert(edge.to) }
        func leads(from start: String, to goal: String) -> Bool {
            var seen: Set<String> = [start]
            var queue = [start]
            while let current = queue.popLast() {
                for target in next[current] ?? [] where seen.insert(target).inserted {
                    if target == goal { return true }
                    queue.append(target)
                }
            }
            return false
        }
        return edges.filter { edge in
            guard let holding = raised[["\(edge.location)", edge.to]] else { return true }
            if holding.contains(edge.from) || holding.contains(where: { embedded[$0]?.contains(edge.from) == true }) { return true }
            // The presented screen raising the flag itself is the nearest case of all.
            return !(edge.from == edge.to || leads(from: edge.to, to: edge.from))
        }
    }

    /// The screens that hold a value of each other project type in a property, or build one: UIKit screens, whose
    /// bindings to their helpers (targets, Rx, storyboards) the core does not see.
    static func holdingScreens(in project: SemanticProject, typer: ValueTyper) -> [String: Set<String>] {
        let types = project.types
        var found: [String: Set<String>] = [:]
        func add(_ type: String, held by: String) {
            // A view that holds a store of a reducer sends it actions the core does not follow (`store.send(.tap)`):
            // the reducer runs for that view.
            guard type != by, types.isProjectType(type),
                  !types.isSwiftUIView(by) || types.isRepresentableCoordinator(type) || types.isReducer(type) else {
                return
            }
            for held in types.isProtocol(type) ? types.fewConformers(of: type) : [type] { found[held, default: []].insert(by) }
        }
        // A SwiftUI view calls its models in code the core follows (`Button { model.pick() }`): what it never
        // calls is dead, but for the delegate a representable makes for its UIKit view, which UIKit calls.
        let screens = Set(project.functionsByOwner.keys).union(project.propertiesByOwner.keys).filter(types.isScreen)
        for owner in screens {
            let functions = project.functionsByOwner[owner] ?? [:]
            for name in project.propertiesByOwner[owner]?.keys.sorted() ?? [] {
                for type in typer.types(of: .member(.instance(owner), name), in: functions.values.first?.first) {
                    add(type, held: owner)
                }
            }
            for id in functions.values.joined() {
                for body in [id] + project.closures(writtenIn: id) {
                    let function = project.function(body)
                    for embedded in function.embeds { add(project.resolve(embedded, in: body), held: owner) }
                    // A view made by its type's static factory (`TourStopView.fromNib()`).
                    for call in function.calls {
                        guard case .typeReference? = call.base else { continue }
                        let made = typer.types(of: .call(call.base, call.name, call.arguments), in: body)
                        for type in made where types.isProjectType(type) && !types.isScreen(type) { add(type, held: owner) }
                    }
                    // A view of the app's own the screen configures (a cell it dequeues, `as? CatchCell`, and hands
                    // its model or a callback): its controls' actions are the screen's.
                    let configured = function.handedOver.map(\.receiver) + function.closures.compactMap(\.receiver)
                        + function.calls.compactMap(\.base)
                    for case let .instance(written) in configured {
                        let type = project.resolve(written, in: body)
                        if types.isUIKitView(type) { add(type, held: owner) }
                    }
                }
            }
        }
        return found
    }

    /// The types some code builds (constructed, made by a type's static factory, or shown as a step's
    /// destination), and of those the ones only previews build (`#Preview`, a `PreviewProvider`): those are no part
    /// of the app.
    static func builtTypes(in project: SemanticProject, typer: ValueTyper) -> (all: Set<String>, previewOnly: Set<String>) {
        var app: Set<String> = []
        var previews: Set<String> = []
        for id in project.allFunctions {
            let function = project.function(id)
            let isPreview = Self.isPreview(id, in: project)
            var built = function.embeds.map { project.resolve($0, in: id) }
            let armViews = function.registrations.flatMap(\.arms).flatMap(\.views).map { SemanticValue.views([$0]) }
            for value in function.effects.map(\.destination) + function.returns + armViews {
                _ = value.contains { part in
                    switch part {
                    case let .instance(type): built.append(project.resolve(type, in: id))
                    // `QuizViewController.load()`: a static factory builds what it returns.
                    case .call(.typeReference?, _, _): built += typer.types(of: part, in: id)
                    default: break
                    }
                    return false
                }
            }
            if isPreview { previews.formUnion(built) } else { app.formUnion(built) }
        }
        return (app.union(previews), previews.subtracting(app))
    }

    /// Whether the function is preview code: a `#Preview` body (a closure outside any type) or a `PreviewProvider`'s.
    static func isPreview(_ id: SemanticProject.FunctionID, in project: SemanticProject) -> Bool {
        guard let owner = project.owner(of: id) else { return project.function(id).isClosure }
        return project.types.isPreviewProvider(owner)
    }

    /// The views built directly in a navigation container's content (`NavigationStack { FeedView() }`), with the view
    /// whose `body` holds the container, if one does. A preview's container makes no screen.
    static func stackRoots(in project: SemanticProject) -> [(host: String?, root: String, location: SourceLocation)] {
        var found: [(host: String?, root: String, location: SourceLocation)] = []
        for id in project.allFunctions where !isPreview(id, in: project) {
            for use in project.function(id).closures {
                guard case let .instance(container)? = use.receiver, navigationContainers.contains(container),
                      case let .closure(index) = use.function else { continue }
                let content = project.function(SemanticProject.FunctionID(file: id.file, index: index))
                for embedded in content.embeds {
                    let type = project.resolve(embedded, in: id)
                    // A wrapped UIKit view (a map) is a part of the screen, not one.
                    if project.types.isSwiftUIView(type), !project.types.isWrappedView(type) {
                        // A stack a helper builds (a context menu's preview) is no part of what the view shows.
                        found.append((project.function(id).name == "body" ? project.owner(of: id) : nil, type, content.location))
                    }
                }
            }
        }
        return found
    }

    /// Steps from a SwiftUI view that no step leads to and that other screens build inside themselves (a row, a
    /// toolbar, a section) start from those screens instead.
    ///
    /// - Parameters:
    ///   - embedded: The views each view builds (``embeddedViews(in:peeks:memberScreenBuilders:)``).
    ///   - standalone: The views that are screens only (``standaloneScreens(in:peeks:)``, entries, tabs, tab bar hosts).
    ///   - stackRoots: The views at the root of a navigation stack (``stackRoots(in:)``): screens of their own too.
    static func attributingToHosts(
        _ edges: [SemanticEdge], project: SemanticProject, embedded: [String: Set<String>], standalone: Set<String>,
        stackRoots: [(host: String?, root: String, location: SourceLocation)], previewOnly: Set<String>
    ) -> [SemanticEdge] {
        let types = project.types
        // The root of a stack a view holds is the first screen of that stack, not a part of the view holding it.
        let rootedIn = Set(stackRoots.compactMap { pair in pair.host.map { [$0, pair.root] } })
        var hosts: [String: Set<String>] = [:]
        // A view that only previews build hosts nothing.
        for (host, views) in embedded where !previewOnly.contains(host) {
            for view in views where !rootedIn.contains([host, view]) { hosts[view, default: []].insert(host) }
        }
        let destinations = Set(edges.map(\.to)).union(stackRoots.map(\.root))
        // A view shown inside its hosts is part of each of them; one that is also pushed on its own is a screen
        // too; one with its own navigation container or title (a tab's root) is a screen only.
        func screens(hosting view: String, visited: inout Set<String>) -> Set<String> {
            guard visited.insert(view).inserted else { return [] }
            guard !standalone.contains(view), let direct = hosts[view], !direct.isEmpty else { return [view] }
            var found: Set<String> = destinations.contains(view) ? [view] : []
            for host in direct { found.formUnion(screens(hosting: host, visited: &visited)) }
            return found
        }
        var hosting: [String: Set<String>] = [:]
        var result: Set<SemanticEdge> = []
        for edge in edges {
            guard types.isSwiftUIView(edge.from) else {
                result.insert(edge)
                continue
            }
            let found: Set<String>
            if let known = hosting[edge.from] {
                found = known
            } else {
                var visited: Set<String> = []
                found = screens(hosting: edge.from, visited: &visited)
                hosting[edge.from] = found
            }
            for host in found {
                var moved = edge
                moved.from = host
                result.insert(moved)
            }
        }
        return result.sorted()
    }

    /// The event an app or scene delegate's method answers, when it is not the launch: `openURLContexts` of
    /// `scene(_:openURLContexts:)`, `continue` of `application(_:continue:restorationHandler:)`,
    /// `performActionFor` of a shortcut's, `didReceive` of a notification's
    /// (`userNotificationCenter(_:didReceive:withCompletionHandler:)`): a delegate's callback, named by its sender with
    /// the sender first and unlabelled. Nil for the launch (`scene(_:willConnectTo:options:)`,
    /// `application(_:didFinishLaunchingWithOptions:)`) and for the app's own methods, whose steps are where it starts.
    static func appEvent(_ function: SemanticFunction) -> String? {
        guard let sender = function.parameters.first, sender.label == nil,
              let event = function.parameters.dropFirst().first?.label, !launchEvents.contains(event) else { return nil }
        return event
    }

    /// What a delegate's callback named after its sender answers (`shouldSelect` of `tabBarController(_:
    /// shouldSelect:)`): its second argument label, the sender first and unlabelled; nil for any other method.
    static func delegateCallbackEvent(_ function: SemanticFunction) -> String? {
        guard let sender = function.parameters.first, sender.label == nil, let type = sender.type,
              ProjectTypes.simple(type).lowercased().hasSuffix(function.name.lowercased()) else { return nil }
        return function.parameters.dropFirst().first?.label
    }

    /// Whether `function` is the delegate method that launches the app or connects its scene
    /// (`scene(_:willConnectTo:options:)`, `application(_:didFinishLaunchingWithOptions:)`).
    static func launches(_ function: SemanticFunction) -> Bool {
        guard let sender = function.parameters.first, sender.label == nil,
              let event = function.parameters.dropFirst().first?.label else { return false }
        return launchEvents.contains(event)
    }

    /// The second argument labels of the delegate methods that launch the app or connect its scene.
    private static let launchEvents: Set<String> = [
        "willConnectTo", "didFinishLaunchingWithOptions", "willFinishLaunchingWithOptions",
    ]

    /// Whether a step fills a navigation controller of the type's own, made empty, that the same code then shows
    /// (`navigationController.viewControllers = [picker]; presenter.present(navigationController, ...)`, or sets as a
    /// window's or a split view's root): what shows it shows the screen (``DestinationResolver``'s kept containers);
    /// filling it swaps nothing on screen.
    static func fillsOwnContainerShownLater(_ reach: Reach, in project: SemanticProject) -> Bool {
        guard reach.kind == .setRoot, case let .member(nil, name)? = reach.item, let owner = project.owner(of: reach.site),
              project.emptyNavigationController(named: name, on: owner) != nil else { return false }
        return project.function(reach.site).effects.contains { effect in
            (effect.kind == .present || effect.kind == .setRoot && effect.item != reach.item)
                && effect.destination.contains { $0 == .member(nil, name) || $0 == .member(.selfValue, name) }
        }
    }

    /// The app's own tab bar controller whose tabs a step sets, by the code that makes or holds it
    /// (`tabs.setViewControllers([seedlings, watering])`): the tab bar shows them, whatever runs the code, as its own
    /// `viewDidLoad` would. Nil for the platform's, no screen of the app, which leaves them to the code that sets them.
    static func ownTabBar(filledBy reach: Reach, targets: [String], typer: ValueTyper) -> String? {
        let types = typer.types
        guard reach.kind == .setRoot, let holder = reach.item, !targets.isEmpty, targets.allSatisfy(types.isScreen) else { return nil }
        return typer.types(of: holder, in: reach.context).first { types.isTabBarController($0) && types.isScreen($0) }
    }

    /// Whether a coordinator's method is where it begins: its initializer or a `start`, which run when it is made
    /// or started, whatever calls them.
    static func startsCoordinator(_ function: SemanticFunction) -> Bool {
        function.name == "init" || function.name.hasPrefix("start")
    }
}
