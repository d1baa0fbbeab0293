import FlowModel

/// One step between screens (or from a coordinator or the app itself) that the semantic core found.
struct SemanticEdge: Hashable, Comparable {
    /// The qualified name of the screen, coordinator or app type it starts from.
    var from: String
    var action: String?
    var kind: NavigationEffect.Kind
    var mode: PresentationMode?
    /// The qualified name of the screen or coordinator it leads to.
    var to: String
    var conditional: Bool
    var location: SourceLocation
    /// For a modal step, whether what it shows sits in a navigation container that can push.
    var navigation: Bool? = nil
    /// The type whose code performs the step (a coordinator's method, a router's wrapper, the screen itself).
    var site: String?

    static func < (lhs: SemanticEdge, rhs: SemanticEdge) -> Bool {
        (lhs.from, lhs.to, lhs.location, lhs.action ?? "") < (rhs.from, rhs.to, rhs.location, rhs.action ?? "")
    }
}

/// Finds every step: each screen's functions, the closures stored on a screen, and the coordinator and app
/// functions nothing else calls are where navigation starts; their summaries' destinations are resolved; steps
/// from a SwiftUI sub-view (a row, a toolbar) belong to the screen that hosts it.
struct SemanticEdges {
    private(set) var edges: [SemanticEdge] = []
    private(set) var notes: [ExtractionNote] = []
    /// App types and coordinators that show a screen by themselves: where their navigation begins.
    private(set) var entries: [String: [String]] = [:]

    /// - Parameter ignoring: Types another reader reads: their code's unresolved steps are its to report.
    init(project: SemanticProject, ignoring: (String?) -> Bool) {
        let summaries = EffectSummaries(project: project)
        let resolver = DestinationResolver(project: project, typer: summaries.typer)
        let types = project.types
        for id in project.allFunctions { _ = summaries.summary(of: id) }

        var roots: [(from: String, action: String?, function: SemanticProject.FunctionID)] = []
        let built = Self.builtTypes(in: project)
        for id in project.allFunctions {
            let function = project.function(id)
            guard !function.isClosure, let owner = project.owner(of: id) else { continue }
            // A segue fired from code belongs to the code that fires it; one whose firing is not read (its
            // identifier comes from data) is still its scene's.
            if StoryboardScanner.isManualSegue(function), summaries.used.contains(id) { continue }
            if types.isScreen(owner) {
                // A base screen's action is each subclass's that does not override it; the base itself is a
                // screen only where something builds it.
                let subclasses = types.conformers(of: owner).filter { subclass in
                    types.isScreen(subclass) && project.functionsByOwner[subclass]?[function.name] == nil
                }
                if subclasses.isEmpty || built.all.contains(owner) { roots.append((owner, function.name, id)) }
                for subclass in subclasses { roots.append((subclass, function.name, id)) }
            } else if types.isCoordinator(owner) || project.appTypes.contains(owner),
                      !summaries.used.contains(id) || function.name == "start" && function.parameters.allSatisfy({ parameter in
                          !(parameter.type.map { types.isCoordinator($0) || types.resolve($0, from: owner, in: project.file(of: id)).map(types.isProtocol) == true } ?? false)
                      }) {
                // A coordinator's start is where its own steps begin, even when its flow restarts it later.
                roots.append((owner, nil, id))
            }
        }
        roots += summaries.screenTriggered.map { ($0.screen, $0.action, $0.function) }
        // A view that only previews build is not part of the app.
        roots.removeAll { root in built.previewOnly.contains(root.from) }
        // A helper's function nothing followed calls (a view model's Rx action, a settings row's selection, a
        // view's @IBAction) is triggered from the screens that hold or build the helper.
        let holders = Self.holdingScreens(in: project, typer: summaries.typer)
        for id in project.allFunctions where !summaries.used.contains(id) {
            let function = project.function(id)
            guard !function.isClosure, !function.isStatic, function.name != "init", let owner = project.owner(of: id),
                  !types.isScreen(owner), !types.isCoordinator(owner), !types.isSwiftUIView(owner),
                  !project.appTypes.contains(owner), let screens = holders[owner] else { continue }
            for screen in screens.sorted() { roots.append((screen, function.name, id)) }
        }

        var found: Set<SemanticEdge> = []
        var unresolved: [SourceLocation: ExtractionNote] = [:]
        let configured = Self.configuredEmbeds(in: project)
        // The item modifiers whose property some step sets (the rest are drawn from the view that holds them).
        var matched: Set<Int> = []
        // Steps made by raising a flag (`showsLogin = true`), by where and to what.
        var raised: Set<[String]> = []
        for root in roots {
            for reach in summaries.summary(of: root.function) {
                let registrations = resolver.itemRegistrations(setBy: reach)
                matched.formUnion(registrations)
                let raisesFlag = registrations.contains { project.registrations[$0].registration.flagLocation != nil }
                // A wrapper view navigating to one of its properties (`NavigationLink(value: screen)` in a
                // `RouteLink`) goes, from each place that builds it, to what that place passes.
                if let owner = project.owner(of: reach.context), let uses = configured[owner],
                   reach.destination.contains(where: { part in
                       guard case let .member(nil, property) = part else { return false }
                       return uses.contains { $0.arguments.contains { $0.label == property } }
                   }) {
                    for (host, arguments) in uses {
                        var bound = reach
                        bound.destination = reach.destination.replacing { part in
                            guard case let .member(nil, property) = part else { return nil }
                            return arguments.first { $0.label == property }?.value
                        }
                        guard bound.destination != reach.destination else { continue }
                        bound.context = host
                        for (target, mode) in resolver.targets(of: bound) {
                            found.insert(SemanticEdge(
                                from: project.owner(of: host) ?? root.from, action: root.action, kind: reach.kind,
                                mode: mode, to: target, conditional: reach.conditional, location: reach.location,
                                site: project.owner(of: reach.site)
                            ))
                        }
                    }
                    continue
                }
                let targets = resolver.targets(of: reach)
                if targets.isEmpty, reach.kind != .item, !ignoring(project.owner(of: reach.site)),
                   !resolver.isEmptyContainerOrContent(reach) {
                    unresolved[reach.location] = ExtractionNote(
                        location: reach.location,
                        message: Self.unresolvedMessage(reach, found: summaries.typer.types(of: reach.destination, in: reach.context))
                    )
                }
                // A reducer's step for a screen's action starts from that screen.
                var triggers = [(from: root.from, action: root.action)]
                if let trigger = reach.routeTrigger {
                    let screens = resolver.targets(of: Reach(
                        kind: .route, mode: nil, destination: .enumCase(nil, trigger.routeCase), item: nil,
                        context: reach.context, site: reach.site, location: reach.location, conditional: false,
                        caseGuard: nil, guardContext: reach.context
                    )).map(\.target)
                    if !screens.isEmpty { triggers = screens.map { ($0, trigger.action) } }
                }
                // An item's views are the modifier's content (`sheet(item:) { NavigationView { Detail() } }`).
                let shown = reach.kind == .item
                    ? SemanticValue.views(registrations.flatMap { project.registrations[$0].registration.arms.flatMap(\.views) })
                    : reach.destination
                for (target, mode) in targets {
                    let navigation = mode?.isModal == true ? Self.showsNavigation(shown, target: target, in: project) : nil
                    if raisesFlag { raised.insert(["\(reach.location)", target]) }
                    for (from, action) in triggers {
                        found.insert(SemanticEdge(
                            from: from, action: action, kind: reach.kind == .item ? .present : reach.kind, mode: mode,
                            to: target, conditional: reach.conditional || reach.caseGuard != nil, location: reach.location,
                            navigation: navigation, site: project.owner(of: reach.site)
                        ))
                    }
                }
            }
        }
        // An item modifier whose property is set where the core cannot follow (a server's alert, a binding
        // passed elsewhere) presents its views from the view that holds it.
        for index in project.registrations.indices where project.registrations[index].registration.item != nil && !matched.contains(index) {
            let (registration, context, _) = project.registrations[index]
            if case .parameter? = registration.item { continue }
            guard let owner = project.owner(of: context),
                  types.isScreen(owner) || registration.flagLocation != nil && project.appTypes.contains(owner) else { continue }
            let function = project.function(context)
            let shown = SemanticValue.views(registration.arms.flatMap(\.views))
            for target in resolver.allItemTargets(index) {
                found.insert(SemanticEdge(
                    from: owner, action: function.name, kind: .present, mode: registration.mode, to: target,
                    conditional: registration.flagLocation == nil, location: registration.flagLocation ?? function.location,
                    navigation: registration.mode.isModal ? Self.showsNavigation(shown, target: target, in: project) : nil,
                    site: owner
                ))
            }
        }
        // A tab's screen is shown by the view that holds the `TabView`.
        let tabs = Self.tabs(in: project, typer: summaries.typer)
        for (host, tab, location) in tabs {
            found.insert(SemanticEdge(
                from: host, action: nil, kind: .setRoot, mode: .swap, to: tab, conditional: false, location: location, site: host
            ))
        }
        var entries: [String: [String]] = [:]
        for edge in found where !types.isScreen(edge.from) && edge.kind != .start {
            entries[edge.from, default: []].append(edge.to)
        }
        for app in project.appTypes {
            entries[app, default: []] += Self.embeddedScreens(of: app, in: project)
        }
        // A screen of its own that the app's root view builds inside itself (`ContentView { AppTabView() }`, the
        // root of its `NavigationStack`) is shown at launch too: it is where the model begins, not unreachable.
        let ownScreens = Self.standaloneScreens(in: project).union(Self.tabBarHosts(in: project))
            .union(Self.stackRoots(in: project)).subtracting(tabs.map(\.tab))
        let embedded = Self.embeddedViews(in: project)
        var launched: [String: [String]] = [:]
        for app in project.appTypes {
            var queue = entries[app] ?? []
            var seen = Set(queue)
            while let view = queue.popLast() {
                for inner in embedded[view] ?? [] where seen.insert(inner).inserted {
                    queue.append(inner)
                    if ownScreens.contains(inner) { launched[app, default: []].append(inner) }
                }
            }
        }
        self.entries = entries.merging(launched, uniquingKeysWith: +).mapValues { Array(Set($0)).sorted() }
        // A view holding a tab bar is a screen, as is each tab it holds.
        edges = Self.droppingRaisesFromWithin(Self.attributingToHosts(
            Array(found), project: project,
            standalone: Set(entries.values.joined()).union(tabs.map(\.tab)).union(Self.tabBarHosts(in: project)),
            previewOnly: built.previewOnly
        ), raised: raised, project: project)
        notes = unresolved.values.sorted()
    }

    /// What could not be resolved and why: the value as written, and the type found for it, if any.
    private static func unresolvedMessage(_ reach: Reach, found: [String]) -> String {
        let types = found.map(SymbolIndex.sourceName(of:))
        let value = reach.destination.written
        let why = types.isEmpty
            ? "its type is not known without a type checker"
            : "it is \(types.prefix(3).joined(separator: " or ")), which is no screen of the app"
        switch reach.kind {
        case .start:
            return "could not tell which coordinator \(value) starts: "
                + (types.isEmpty ? why : "it is \(types.prefix(3).joined(separator: " or ")), which is no coordinator")
        case .route:
            return "could not find the view a navigation stack registers for \(value): "
                + (types.isEmpty ? why : "no navigationDestination(for:) registers \(types.prefix(3).joined(separator: " or "))")
        case .item:
            return "could not find the view shown for \(value)"
        case .present, .setRoot:
            return "could not tell which screen this \(reach.mode.map { "\($0.rawValue) " } ?? "")shows (\(value)): \(why)"
        }
    }

    /// The screens an app type builds directly: the root view of its `WindowGroup`.
    private static func embeddedScreens(of app: String, in project: SemanticProject) -> [String] {
        project.allFunctions.filter { project.owner(of: $0) == app }.flatMap { id in
            project.function(id).embeds.map { project.resolve($0, in: id) }
        }.filter(project.types.isScreen)
    }

    private static let navigationContainers: Set<String> = ["NavigationView", "NavigationStack", "NavigationSplitView"]
    private static let titleModifiers: Set<String> = ["navigationTitle", "navigationBarTitle"]

    /// Views that are screens whatever builds them: those with a navigation container or a navigation title of
    /// their own (a tab's root, a split view's column), unlike a row or a toolbar.
    private static func standaloneScreens(in project: SemanticProject) -> Set<String> {
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
        var found: Set<String> = []
        for id in project.allFunctions {
            let function = project.function(id)
            guard let owner = project.owner(of: id), !destinationMembers.contains([owner, function.name]) else { continue }
            if function.embeds.contains(where: navigationContainers.contains)
                || function.calls.contains(where: { titleModifiers.contains($0.name) }) {
                found.insert(owner)
            }
        }
        return found
    }

    /// The views built with enum cases for their properties, by view type: where each is built and with what.
    private static func configuredEmbeds(in project: SemanticProject) -> [String: [(host: SemanticProject.FunctionID, arguments: [SemanticArgument])]] {
        var found: [String: [(host: SemanticProject.FunctionID, arguments: [SemanticArgument])]] = [:]
        for id in project.allFunctions {
            for case let .call(nil, written, arguments) in project.function(id).configuredEmbeds {
                let type = project.resolve(written, in: id)
                found[type, default: []].append((id, arguments))
            }
        }
        return found
    }

    /// The screens a `TabView` holds, with the view that holds it.
    private static func tabs(in project: SemanticProject, typer: ValueTyper) -> [(host: String, tab: String, location: SourceLocation)] {
        var found: [(host: String, tab: String, location: SourceLocation)] = []
        for id in project.allFunctions {
            let function = project.function(id)
            guard let owner = project.owner(of: id), project.types.isScreen(owner) else { continue }
            for use in function.closures {
                guard case let .instance(container)? = use.receiver, tabContainers.contains(container),
                      case let .closure(index) = use.function else { continue }
                let closureID = SemanticProject.FunctionID(file: id.file, index: index)
                // A paged `TabView` (no `tabItem`, no `Tab`) is a carousel inside its screen, not a tab bar.
                if container == "TabView", !isTabBar(closureID, project: project, depth: 0) { continue }
                for tab in Set(heldViews(closureID, owner: owner, project: project, typer: typer, depth: 0)).sorted()
                where project.types.isScreen(tab) && tab != owner {
                    found.append((owner, tab, project.function(closureID).location))
                }
            }
        }
        return found
    }

    /// The views that hold a tab bar, whether or not their tabs' screens are known.
    private static func tabBarHosts(in project: SemanticProject) -> Set<String> {
        var found: Set<String> = []
        for id in project.allFunctions {
            guard let owner = project.owner(of: id), project.types.isScreen(owner) else { continue }
            for use in project.function(id).closures {
                guard case .instance("TabView")? = use.receiver, case let .closure(index) = use.function,
                      isTabBar(SemanticProject.FunctionID(file: id.file, index: index), project: project, depth: 0) else { continue }
                found.insert(owner)
            }
        }
        return found
    }

    /// Containers whose content closures hold screens of their own: tabs, split view columns.
    private static let tabContainers: Set<String> = ["TabView", "NavigationSplitView"]

    private static func isTabBar(_ id: SemanticProject.FunctionID, project: SemanticProject, depth: Int) -> Bool {
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
    private static func heldViews(
        _ id: SemanticProject.FunctionID, owner: String, project: SemanticProject, typer: ValueTyper, depth: Int
    ) -> [String] {
        guard depth < 4 else { return [] }
        let closure = project.function(id)
        var held = closure.embeds.map { project.types.resolve($0, from: owner, in: project.file(of: id)) ?? $0 }
        for call in closure.calls where call.base == nil {
            held += typer.types(of: .call(nil, call.name, call.arguments), in: id)
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
    private static func showsNavigation(_ destination: SemanticValue, target: String, in project: SemanticProject) -> Bool {
        // A shared holder's property shows what was put there.
        if case let .member(base?, name) = destination, base.isSharedPath,
           (project.handedOver[name] ?? []).contains(where: { $0.receiver == base && showsNavigation($0.value, target: target, in: project) }) {
            return true
        }
        let wrapped = destination.contains { value in
            switch value {
            case let .wrapped(container, _): project.types.isNavigationContainer(project.types.resolve(container, from: nil) ?? container)
            case let .instance(type): navigationContainers.contains(type)
            default: false
            }
        }
        if wrapped || project.types.isNavigationContainer(target) { return true }
        return project.functionsByOwner[target]?.values.joined().contains { id in
            project.function(id).embeds.contains(where: navigationContainers.contains)
        } ?? false
    }

    /// The SwiftUI views each SwiftUI view builds inside itself.
    private static func embeddedViews(in project: SemanticProject) -> [String: Set<String>] {
        let types = project.types
        var found: [String: Set<String>] = [:]
        for id in project.allFunctions {
            guard let owner = project.owner(of: id), types.isSwiftUIView(owner) else { continue }
            for embedded in project.function(id).embeds {
                let type = project.resolve(embedded, in: id)
                if type != owner, types.isSwiftUIView(type) { found[owner, default: []].insert(type) }
            }
        }
        return found
    }

    /// Raising a flag from a screen that the flag's own presentation leads to or holds (a retry inside the
    /// sheet) presents nothing new: the sheet is already up.
    private static func droppingRaisesFromWithin(
        _ edges: [SemanticEdge], raised: Set<[String]>, project: SemanticProject
    ) -> [SemanticEdge] {
        guard !raised.isEmpty else { return edges }
        var next = embeddedViews(in: project)
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
            !(raised.contains(["\(edge.location)", edge.to]) && edge.from != edge.to && leads(from: edge.to, to: edge.from))
        }
    }

    /// The screens that hold a value of each other project type in a property, or build one: UIKit screens, whose
    /// bindings to their helpers (targets, Rx, storyboards) the core does not see.
    private static func holdingScreens(in project: SemanticProject, typer: ValueTyper) -> [String: Set<String>] {
        let types = project.types
        var found: [String: Set<String>] = [:]
        func add(_ type: String, held by: String) {
            guard type != by, types.isProjectType(type), !types.isSwiftUIView(by) || types.isRepresentableCoordinator(type) else {
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
                for embedded in project.function(id).embeds { add(project.resolve(embedded, in: id), held: owner) }
            }
        }
        return found
    }

    /// The types some code builds (constructed, or shown as a step's destination), and of those the ones only
    /// previews build (`#Preview`, a `PreviewProvider`): those are no part of the app.
    private static func builtTypes(in project: SemanticProject) -> (all: Set<String>, previewOnly: Set<String>) {
        var app: Set<String> = []
        var previews: Set<String> = []
        for id in project.allFunctions {
            let function = project.function(id)
            let owner = project.owner(of: id)
            let isPreview = function.owner == nil && function.isClosure
                || owner.map { project.types.ancestors(of: $0).contains { ProjectTypes.simple($0) == "PreviewProvider" } } == true
            var written = function.embeds
            let armViews = function.registrations.flatMap(\.arms).flatMap(\.views).map { SemanticValue.views([$0]) }
            for value in function.effects.map(\.destination) + function.returns + armViews {
                _ = value.contains { part in
                    if case let .instance(type) = part { written.append(type) }
                    return false
                }
            }
            for type in written {
                let resolved = project.resolve(type, in: id)
                if isPreview { previews.insert(resolved) } else { app.insert(resolved) }
            }
        }
        return (app.union(previews), previews.subtracting(app))
    }

    /// The views built directly in a navigation container's content (`NavigationStack { FeedView() }`).
    private static func stackRoots(in project: SemanticProject) -> Set<String> {
        var found: Set<String> = []
        for id in project.allFunctions {
            for use in project.function(id).closures {
                guard case let .instance(container)? = use.receiver, navigationContainers.contains(container),
                      case let .closure(index) = use.function else { continue }
                for embedded in project.function(SemanticProject.FunctionID(file: id.file, index: index)).embeds {
                    let type = project.resolve(embedded, in: id)
                    // A wrapped UIKit view (a map) is a part of the screen, not one.
                    let isWrappedView = project.types.ancestors(of: type).contains { ancestor in
                        ["UIViewRepresentable", "NSViewRepresentable"].contains(ProjectTypes.simple(ancestor))
                    }
                    if project.types.isSwiftUIView(type), !isWrappedView { found.insert(type) }
                }
            }
        }
        return found
    }

    /// Steps from a SwiftUI view that no step leads to and that other screens build inside themselves (a row, a
    /// toolbar, a section) start from those screens instead.
    private static func attributingToHosts(
        _ edges: [SemanticEdge], project: SemanticProject, standalone: Set<String>, previewOnly: Set<String>
    ) -> [SemanticEdge] {
        let types = project.types
        var hosts: [String: Set<String>] = [:]
        // A view that only previews build hosts nothing.
        for (host, views) in embeddedViews(in: project) where !previewOnly.contains(host) {
            for view in views { hosts[view, default: []].insert(host) }
        }
        let standalone = standaloneScreens(in: project).union(standalone)
        // The view at the root of a navigation stack is a screen of its own too.
        let destinations = Set(edges.map(\.to)).union(stackRoots(in: project))
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
}
