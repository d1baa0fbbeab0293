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
    /// For a modal step, whether what it shows sits in a navigation container that can push; for a swap, true
    /// where it puts what it shows in such a container of its own.
    var navigation: Bool? = nil
    /// The type whose code performs the step (a coordinator's method, a router's wrapper, the screen itself).
    var site: String?
    /// For a step made in a dismissal's completion, the dismissal: the step's screen is gone when it is made.
    var dismissal: SourceLocation? = nil
    /// For a push made after a pop to the root, the pop: the push is made on the root.
    var poppedToRoot: SourceLocation? = nil

    /// Where a step is made and what it shows, whichever screen makes it.
    struct Step: Hashable {
        var location: SourceLocation
        var to: String
    }

    var step: Step { Step(location: location, to: to) }

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
    /// The screens an outside event shows (a link opened, an activity continued, a shortcut), each with whether it
    /// shows in a navigation container: where the app can begin besides its launch (`deepLink` entries).
    private(set) var linkedScreens: [String: Bool] = [:]
    /// Of the methods asked about, where those are declared that some code of the app calls, runs or stores: what
    /// triggers them is known.
    private(set) var calledFunctions: Set<SourceLocation> = []
    /// Where a screen adds a child in place as it sets itself up (`addChild(chart)` in `viewDidLoad`, or in a helper
    /// it runs there), a child with no steps of its own: it is part of the screen, shown with it, no step to another
    /// screen.
    private(set) var embeddedChildren: Set<SourceLocation> = []
    /// The calls followed to a step made in what they run (``Reach/callSite``), by the step's place and target: a
    /// style reader's note that it could not tell which screen makes one is moot where the step is drawn.
    private(set) var followedCalls: [SemanticEdge.Step: Set<SourceLocation>] = [:]

    /// The enum cases a screen's own code, its closures too (a button's action), calls its closure property with
    /// (`onStep?(.basket)`, `navigation(.openRecipe(id))`, `navigation(PantryEvent.openLabels)`), by name.
    private static func cases(passedTo property: String, by screen: String, in project: SemanticProject) -> Set<String> {
        var cases: Set<String> = []
        let lineage = Set(project.types.lineage(of: screen))
        for id in project.allFunctions where project.owner(of: id).map(lineage.contains) == true {
            for call in project.function(id).calls where call.name == property && (call.base == nil || call.base == .selfValue) {
                if let name = call.arguments.first?.value.namedCase.name { cases.insert(name) }
            }
        }
        return cases
    }

    /// The platform's protocols whose delegates answer events from outside the app (a notification opened).
    private static let appEventDelegates: Set<String> = ["UNUserNotificationCenterDelegate"]

    /// The screens a swap puts in place inside a navigation controller: those shown by the container, or by the
    /// element of the containers set (`splitViewController.viewControllers = [primaryNavigation, detail]`), that is
    /// one (`addChild(embeddedNavigation)`, `window.rootViewController = UINavigationController(rootViewController: home)`).
    private static func screensSwappedInNavigation(
        _ reach: Reach, resolver: DestinationResolver, typer: ValueTyper, types: ProjectTypes
    ) -> Set<String> {
        Set(reach.destination.alternatives.filter { element in
            typer.types(of: element.placed, in: reach.context).contains { types.isNavigationController($0) }
        }.flatMap { resolver.screenTargets($0, context: reach.context, depth: 0) })
    }

    /// Whether the child a step adds in place is a navigation or tab bar controller (`addChild(embeddedNavigation)` in
    /// a flow controller): the container then shows the screens that child holds, a step of its own, not a part.
    private static func addsContainer(_ reach: Reach, typer: ValueTyper, types: ProjectTypes) -> Bool {
        typer.types(of: reach.destination.placed, in: reach.context).contains { types.isNavigationController($0) || types.isTabBarController($0) }
    }

    /// The methods in which a view controller sets up the views it shows.
    static let setUpMethods: Set<String> = ["init", "loadView", "viewDidLoad", "awakeFromNib"]

    /// A notification a coordinator observes is its own step on that event only where no screen's action is
    /// followed to the post (a session timer's, a network layer's): a step a user's action already takes, at the
    /// same place to the same screen, is that action's. What a screen's set-up posts (through a request it makes as
    /// it loads) comes later, on the event.
    static func droppingEventsPostedByActions(_ edges: Set<SemanticEdge>, events: Set<[String]>) -> Set<SemanticEdge> {
        guard !events.isEmpty else { return edges }
        struct Shown: Hashable {
            var location: SourceLocation
            var to: String
        }
        let isEvent = { (edge: SemanticEdge) in events.contains([edge.from, edge.action ?? ""]) }
        let taken = Set(edges.filter { edge in
            !isEvent(edge) && !(edge.action.map { setUpMethods.contains($0) || BodyAnalyzer.viewEventNames.contains($0) } ?? true)
        }.map { Shown(location: $0.location, to: $0.to) })
        return edges.filter { !isEvent($0) || !taken.contains(Shown(location: $0.location, to: $0.to)) }
    }

    /// - Parameters:
    ///   - structure: The project's shape, being found on another thread while the effects are summarized here.
    ///   - askingWhetherCalled: Where methods are declared that ``calledFunctions`` tells whether code calls.
    ///   - ignoring: Types another reader reads: their code's unresolved steps are its to report.
    init(
        project: SemanticProject, structure finding: Task<ProjectStructure, Never>, askingWhetherCalled asked: Set<SourceLocation>,
        ignoring: (String?) -> Bool
    ) async {
        let stacks = Self.stackRoots(in: project)
        let stackRoots = Set(stacks.map(\.root))
        let summaries = EffectSummaries(project: project, stackRoots: stackRoots, following: asked)
        let resolver = DestinationResolver(project: project, typer: summaries.typer)
        let types = project.types
        for id in project.allFunctions { _ = summaries.summary(of: id) }
        let structure = await finding.value
        calledFunctions = Set(summaries.used.lazy.map(project.function).filter { !$0.isClosure }.map(\.location))
            .intersection(asked)

        var roots: [(from: String, action: String?, function: SemanticProject.FunctionID)] = []
        let built = structure.built
        let memberScreenBuilders = structure.memberScreenBuilders
        let modifierHosts = structure.modifierHosts
        for id in project.allFunctions {
            let function = project.function(id)
            guard !function.isClosure, let owner = project.owner(of: id) else { continue }
            // What a member screen's member does is that screen's.
            if let screen = memberScreenBuilders[id] {
                roots.append((screen, nil, id))
                continue
            }
            // A segue fired from code belongs to the code that fires it; one whose firing is not read (its
            // identifier comes from data) is still its scene's.
            if StoryboardScanner.isManualSegue(function), summaries.used.contains(id) { continue }
            if types.isScreen(owner) {
                // A static method others call (`PinViewController.authenticate(...)` presenting the screen) is their
                // step, not one of the screen's actions.
                if function.isStatic, summaries.used.contains(id) { continue }
                // A private method nothing runs, that the platform cannot call, is dead code: no action.
                if function.isPrivate, !function.isPlatformEntry, !summaries.used.contains(id) { continue }
                // A helper the screen's own actions run (`@objc func tidesTapped() { showTides() }`) is a step of
                // those actions: the platform calls only overrides and selectors' targets by themselves.
                if !summaries.isOwnAction(id) { continue }
                // The app's own navigation controller acts for the screen it is made around (`super.init(
                // rootViewController: catalog)`): its code's steps are that screen's, and it is no screen itself.
                if types.isNavigationController(owner) {
                    let held = resolver.screenTargets(.instance(owner), context: id, depth: 0).filter { $0 != owner }
                    if !held.isEmpty {
                        for screen in held { roots.append((screen, function.name, id)) }
                        continue
                    }
                }
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
                // A coordinator's start is where its own steps begin, even when its flow restarts it later, and so
                // is a property's initial value (`@Route(tabItem: makeProfileTab) var profile = makeProfile`). What
                // an app delegate does on a later event (a link opened, a shortcut) is a step of that event, and what
                // a coordinator's method nothing in the app calls does (`handle(_ route:)` for the app target, a
                // presentation delegate's callback) is a step of that method.
                // A delegate's callback named after its sender, as a property may be (`tabBarController(_:
                // shouldSelect:)` beside `let tabBarController`), is named by what it answers.
                let action = project.appTypes.contains(owner) ? Self.appEvent(function)
                    : Self.startsCoordinator(function) ? nil
                    : Self.delegateCallbackEvent(function) ?? (project.property(named: function.name, on: owner) != nil ? nil : function.name)
                roots.append((owner, action, id))
            } else if function.name == "body", let hosts = modifierHosts[owner] {
                // A modifier's body is part of each view it is applied to: its controls are that view's. The body is
                // all the platform runs of it; its helpers are steps of the body's code that runs them.
                for host in hosts.sorted() { roots.append((host, function.name, id)) }
            } else if types.ancestors(of: owner).contains(where: Self.appEventDelegates.contains), !summaries.used.contains(id),
                      let app = project.appTypes.sorted().first, let event = Self.appEvent(function) {
                // A helper the app hands the platform's events to (`UNUserNotificationCenter.current().delegate =
                // notificationRouter`): its callbacks are the app's steps on those events, as the app delegate's are.
                roots.append((app, event, id))
            }
        }
        roots += summaries.screenTriggered.map { ($0.screen, $0.action, $0.function) }
        roots += summaries.coordinatorEvents.map { ($0.coordinator, $0.event, $0.function) }
        let coordinatorEvents = Set(summaries.coordinatorEvents.map { [$0.coordinator, $0.event] })
        // A view that only previews build is not part of the app.
        roots.removeAll { root in built.previewOnly.contains(root.from) }
        // A helper's function nothing followed calls (a view model's Rx action, a settings row's selection, a
        // view's @IBAction) is triggered from the screens that hold or build the helper.
        let holders = structure.holders
        for id in project.allFunctions where !summaries.used.contains(id) {
            let function = project.function(id)
            guard !function.isClosure, !function.isStatic, function.name != "init", let owner = project.owner(of: id),
                  !types.isScreen(owner), !types.isCoordinator(owner), !types.isSwiftUIView(owner),
                  !project.appTypes.contains(owner), let screens = holders[owner] else { continue }
            for screen in screens.sorted() { roots.append((screen, function.name, id)) }
        }

        // Views that are screens of their own, whatever builds them.
        let (standaloneScreens, titledViews) = (structure.standaloneScreens, structure.titledViews)
        let standaloneViews = standaloneScreens.subtracting(structure.modeViews)
        let (tabs, tabBarHosts) = (structure.tabs, structure.tabBarHosts)
        let ownScreens = standaloneViews.union(tabBarHosts).union(stackRoots).subtracting(tabs.map(\.tab))
        let switched = SwitchedContent(project: project, resolver: resolver, ownScreens: ownScreens)

        var found: Set<SemanticEdge> = []
        var unresolved: [SourceLocation: ExtractionNote] = [:]
        let configured = structure.configuredEmbeds
        // The item modifiers whose property some step sets (the rest are drawn from the view that holds them).
        var matched: Set<Int> = []
        // Steps made by raising a flag (`showsLogin = true`), by where and to what, with the views holding the
        // flags' presentations: a view raising its own flag presents from itself.
        var raised: [[String]: Set<String>] = [:]
        // The steps' sources and actions that answer an outside event: what they show is linked to, not launched.
        var eventTriggers: Set<[String]> = []
        var passedCases: [[String]: Set<String>] = [:]
        // Children a screen adds in place as it sets itself up (``embeddedChildren``), by where, by whom, on what.
        struct Embedding: Hashable {
            var location: SourceLocation
            var host: String
            var action: String?
        }
        var addedAsPart: Set<Embedding> = []
        // Where a screen adds a child that its later steps add there too, in place of the one before (a container's
        // `show(_ child:)` called as it sets itself up and again from a callback): its children are screens it swaps.
        var swappingEmbedSites: Set<SourceLocation> = []
        for root in roots {
            let called = summaries.used.contains(root.function)
            // The instance the root runs on: the screen itself for a screen's (or its base class's) method.
            let rootOwner = project.owner(of: root.function)
            let instance = rootOwner.map { types.lineage(of: root.from).contains($0) ? root.from : $0 }
            // A helper's method triggered from a screen holding it (a scanner view's callback): the screen's own
            // code it runs is run on that screen.
            let heldBy = instance != root.from && types.isScreen(root.from) ? root.from : nil
            summaries.typer.memo.instance = root.from
            defer { summaries.typer.memo.instance = nil }
            // A modifier handling links opened (`.onOpenURL`, the environment's `OpenURLAction`) answers them for
            // whatever is shown below the view it modifies, its stack's screens too: none of its steps is that view's.
            let isModifierRoot = rootOwner.map(types.isViewModifier) == true
            for var reach in summaries.summary(of: root.function) {
                if isModifierRoot, reach.event != nil { continue }
                // A closure a screen keeps (`catalogue.onStep = { self?.handle($0) }`) whose step depends on the case
                // it is called with: the screen's own code calls it (`onStep?(.basket)`) with the cases it takes.
                if let caseGuard = reach.caseGuard, reach.guardContext == root.function,
                   caseGuard.parameter == CaseGuard.closureArgument || caseGuard.parameter == 0,
                   project.function(root.function).isClosure,
                   let property = root.action, types.isScreen(root.from) {
                    let key = [root.from, property]
                    let cases = passedCases[key] ?? Self.cases(passedTo: property, by: root.from, in: project)
                    passedCases[key] = cases
                    guard caseGuard.admitsAny(of: cases) else { continue }
                    reach.caseGuard = nil
                }
                // So is a page a page view controller keeps, whenever it turns to it.
                let embedsView = reach.kind == .setRoot && project.viewEmbedSites.contains(reach.location)
                if reach.kind == .setRoot,
                   (project.childEmbedSites.contains(reach.location) || embedsView) && root.action.map(Self.setUpMethods.contains) == true
                    || project.pageTurnSites.contains(reach.location),
                   types.isScreen(root.from),
                   !Self.addsContainer(reach, typer: summaries.typer, types: types) {
                    addedAsPart.insert(Embedding(location: reach.location, host: root.from, action: root.action))
                } else if embedsView {
                    continue
                } else if reach.kind == .setRoot, project.childEmbedSites.contains(reach.location), types.isScreen(root.from) {
                    swappingEmbedSites.insert(reach.location)
                }
                // A step that depends on the case a caller passes (`open(.crew)` through a base screen's `open(_:)`)
                // is its callers' to make, where the case is known: on its own it would go to every case.
                if called, reach.caseGuard != nil, reach.guardContext == root.function { continue }
                // A step through a property of the instance (`coordinator?.answered()`) that this instance's
                // property never holds.
                if let held = reach.instanceGuard, held.context == root.function, let instance,
                   !summaries.typer.instance(of: instance, mayHold: held.holder, in: held.property, builtBy: heldBy) {
                    continue
                }
                // A closure another screen stored on its own helper of the same kind. (A screen's callback it hands
                // another screen, relaying its own, runs what was stored on it: it is no helper.)
                if let heldBy, let storer = reach.storedBy, types.isScreen(storer), rootOwner.map(types.isScreen) != true,
                   !types.lineage(of: heldBy).contains(storer), !types.lineage(of: storer).contains(heldBy) {
                    continue
                }
                // A coordinator handed in by a caller the core does not see (a base class's `coordinate(to:)` that
                // starts its argument) is any coordinator: its declared type, the base itself, is no step.
                if reach.kind == .start, case .parameter = reach.destination, reach.context == root.function,
                   let owner = project.owner(of: root.function),
                   Set(summaries.typer.types(of: reach.destination, in: reach.context)).isSubset(of: types.lineage(of: owner)) {
                    continue
                }
                let registrations = resolver.itemRegistrations(setBy: reach)
                matched.formUnion(registrations)
                let raisesFlag = registrations.contains { project.registrations[$0].registration.flagLocation != nil }
                // A wrapper view navigating to one of its properties (`NavigationLink(value: screen)` in a
                // `RouteLink`) goes, from each place that builds it, to what that place passes.
                if let owner = project.owner(of: reach.context), let uses = configured[owner],
                   reach.destination.shows(where: { part in
                       guard let property = Self.wrapperProperty(part) else { return false }
                       return uses.contains { $0.arguments.contains { $0.label == property } }
                   }) {
                    for (host, arguments) in uses {
                        var bound = reach
                        bound.destination = reach.destination.replacing { part in
                            guard let property = Self.wrapperProperty(part) else { return nil }
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
                var targets = resolver.targets(of: reach, registrations: registrations)
                // A link in a list with a selection (``NavigationEffect/item``) pushes no value of a type no stack
                // registers a destination for: that one (a split view's sidebar selecting stations) only selects. A
                // value whose type is not known is of the type a single selection holds; a set of selected rows says
                // nothing of it.
                let selection = reach.kind == .route ? reach.item : nil
                if let selection {
                    var typed = Set(summaries.typer.types(of: reach.destination, in: reach.context))
                    if typed.isEmpty {
                        typed = Set(summaries.typer.types(of: selection, in: reach.context).filter { !$0.hasPrefix("Set") })
                    }
                    if !typed.isEmpty, typed.isDisjoint(with: project.registrationsByRouteType.keys) { targets = [] }
                }
                targets = Self.sameKindTargets(
                    targets, of: reach, from: root.from, project: project, typer: summaries.typer, resolver: resolver
                )
                let switchesContent = !registrations.isEmpty
                    && registrations.allSatisfy { project.registrations[$0].registration.isContentSwitch }
                if switchesContent { targets = switched.steps(to: targets) }
                // Such a link that pushes nothing sets the selection.
                if targets.isEmpty, reach.kind != .item, selection == nil, !ignoring(project.owner(of: reach.site)),
                   !resolver.isEmptyContainerOrContent(reach) {
                    // Of a container built around a root (`UIHostingController(rootView: ...)`), the root is what is
                    // not known; a type-erased view (`AnyView`) says nothing of it.
                    let shown = if case let .wrapped(_, root) = reach.destination { root } else { reach.destination }
                    let found = summaries.typer.types(of: shown, in: reach.context).filter { $0 != "AnyView" }
                    unresolved[reach.location] = ExtractionNote(
                        location: reach.location, message: Self.unresolvedMessage(reach, found: found),
                        // A platform type (`UIAlertController`); a library's generic one (`StrongRouter<Route>`)
                        // may stand for a coordinator of the app, and a base class (`UIViewController` of a factory
                        // declared so) for any screen of it.
                        showsNoScreen: !found.isEmpty && found.allSatisfy { type in
                            !project.types.isProjectType(type) && !type.contains("<") && !ProjectTypes.screenBaseClasses.contains(type)
                        }
                    )
                }
                if Self.fillsOwnContainerShownLater(reach, in: project) { continue }
                // A step made in what the call runs (a wrapper's `path.append`); one made by the call itself (a
                // child's start) is spoken of by the transition at its own place.
                if let callSite = reach.callSite, callSite != reach.location {
                    for (target, _) in targets {
                        followedCalls[SemanticEdge.Step(location: reach.location, to: target), default: []].insert(callSite)
                    }
                }
                if let tabBar = Self.ownTabBar(filledBy: reach, targets: targets.map(\.target), typer: summaries.typer) {
                    for (target, _) in targets where target != tabBar {
                        found.insert(SemanticEdge(
                            from: tabBar, action: nil, kind: .setRoot, mode: .swap, to: target, conditional: false,
                            location: reach.location, site: tabBar
                        ))
                    }
                    continue
                }
                // A reducer's step for a screen's action starts from that screen.
                // A view's body, or a member screen's member, has no action of its own: the method its control
                // calls names the step.
                var action = Self.buildsContent(root, in: project) ? reach.via ?? root.action : root.action
                // The app's own scene handling an outside event (`WindowGroup { … }.onOpenURL { … }`): the event's step.
                if action == nil, project.appTypes.contains(root.from), let event = reach.event {
                    action = event
                }
                // A control's events bound as a screen sets itself up are the control's step, made when it is used.
                if let control = reach.control, action.map(Self.setUpMethods.contains) == true {
                    action = control
                }
                // What the launch does only when the app was launched for an outside event (a link it was opened
                // with, `connectionOptions.urlContexts`) is that event's step, as if it came once the app ran.
                let launchEvent = root.action == nil && project.appTypes.contains(root.from)
                    ? reach.tests.lazy.compactMap(\.launchEvent).first : nil
                if let launchEvent { action = launchEvent }
                var triggers = [(from: root.from, action: action)]
                // An app delegate's method for a later event, or a view's handler of one (`.onOpenURL`).
                // A notification a coordinator observes is one too (``EffectSummaries/coordinatorEvents``).
                let onOutsideEvent = root.action != nil && project.appTypes.contains(root.from) || launchEvent != nil
                    || action.map(BodyAnalyzer.viewEventNames.contains) == true
                    || coordinatorEvents.contains([root.from, root.action ?? ""])
                // An app event handled by a coordinator (`coordinator.open(url)` on a link opened) is that
                // coordinator's step on the event, over what it shows; a screen a link opens is also where the app
                // can begin.
                if root.action != nil || launchEvent != nil, project.appTypes.contains(root.from), var site = project.owner(of: reach.site),
                   site != root.from, types.isCoordinator(site) {
                    // A base class's method (`start(coordinator:)`) run for a subclass's code is that subclass's step.
                    if let caller = project.owner(of: reach.context), caller != site, types.lineage(of: caller).contains(site) {
                        site = caller
                    }
                    triggers = [(site, action)]
                }
                // A control of the app's own scene (a menu command's button) raising a flag a screen presents on is
                // that screen's step, named by the control: not where the app begins.
                if root.action == nil, raisesFlag, project.appTypes.contains(root.from), let control = reach.via {
                    let holders = Set(registrations.filter { project.registrations[$0].registration.flagLocation != nil }
                        .compactMap { project.owner(of: project.registrations[$0].context) }.filter(types.isScreen))
                    if !holders.isEmpty { triggers = holders.sorted().map { ($0, control) } }
                }
                if let trigger = reach.routeTrigger {
                    // A reducer's own action names the step of the view holding its store.
                    triggers = [(root.from, trigger.action)]
                    if let routeCase = trigger.routeCase {
                        let screens = resolver.targets(of: Reach(
                            kind: .route, mode: nil, destination: .enumCase(nil, routeCase), item: nil,
                            context: reach.context, site: reach.site, location: reach.location, conditional: false,
                            caseGuard: nil, guardContext: reach.context
                        )).map(\.target)
                        triggers = screens.isEmpty ? [(root.from, action)] : screens.map { ($0, trigger.action) }
                    }
                }
                // An item's views are the modifier's content (`sheet(item:) { NavigationView { Detail() } }`).
                let shown = reach.kind == .item
                    ? SemanticValue.views(registrations.flatMap { project.registrations[$0].registration.arms.flatMap(\.views) })
                    : reach.destination
                let swappedInNavigation = reach.kind == .setRoot
                    ? Self.screensSwappedInNavigation(reach, resolver: resolver, typer: summaries.typer, types: types) : []
                for (target, mode) in targets {
                    let navigation: Bool? = if mode?.isModal == true {
                        Self.showsNavigation(shown, target: target, in: project)
                            || resolver.factoryShowsNavigation(shown, context: reach.context, target: target)
                    } else if swappedInNavigation.contains(target) {
                        // A screen swapped in inside a navigation controller of its own (a flow controller's embedded
                        // one, a window's new root) can push, whatever showed the screen it leaves.
                        true
                    } else if mode == .swap, reach.kind == .item, Self.showsNavigation(shown, target: target, in: project) {
                        // A selection swapping to content in a stack of its own (a tab's `NavigationStack { Orders() }`)
                        // gives the screen that stack, whatever showed the screen setting the selection.
                        true
                    } else if reach.ontoBoundPath {
                        // A push onto a path a stack is bound to lands on that stack (``onStacksOfTheirOwn(_:)``).
                        true
                    } else {
                        nil
                    }
                    if raisesFlag {
                        let holders = registrations.filter { project.registrations[$0].registration.flagLocation != nil }
                            .compactMap { project.owner(of: project.registrations[$0].context) }
                        raised[["\(reach.location)", target], default: []].formUnion(holders)
                    }
                    // Setting a value back to what a screen shows itself, or a window's or container's root to the
                    // screen already there (`isSignedIn ? home : signIn` from the sign-in screen), swaps to nothing new.
                    for (from, action) in triggers where !((switchesContent || reach.kind == .setRoot) && from == target) {
                        if onOutsideEvent { eventTriggers.insert([from, action ?? ""]) }
                        found.insert(SemanticEdge(
                            from: from, action: action, kind: reach.kind == .item ? .present : reach.kind, mode: mode,
                            to: target, conditional: reach.conditional || reach.caseGuard != nil, location: reach.location,
                            navigation: navigation, site: project.owner(of: reach.site), dismissal: reach.dismissal,
                            poppedToRoot: reach.poppedToRoot
                        ))
                    }
                }
            }
        }
        // An item modifier whose property is set where the core cannot follow (a server's alert, a binding
        // passed elsewhere) presents its views from the view that holds it.
        // A modifier bound to what a caller hands it (``SemanticProject/registrations``) is matched where that is set.
        struct Modifier: Hashable {
            var registration: RouteRegistration
            var context: SemanticProject.FunctionID
        }
        let boundAndMatched = Set(matched.map { index in
            var modifier = Modifier(registration: project.registrations[index].registration, context: project.registrations[index].context)
            modifier.registration.item = nil
            return modifier
        })
        for index in project.registrations.indices where project.registrations[index].registration.item != nil && !matched.contains(index) {
            let (registration, context, _) = project.registrations[index]
            var unbound = registration
            unbound.item = nil
            if boundAndMatched.contains(Modifier(registration: unbound, context: context)) { continue }
            // A view's content chosen by a value nothing followed sets is the view itself, not a step.
            if registration.isContentSwitch { continue }
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
        // A coordinator whose `start()` hands back what it shows (`func start() -> UIViewController`) shows it: where
        // the caller puts it (a window, a tab) is the caller's start of the coordinator. Looked up by owner and
        // name: copying every function of the app out of the project to ask its name would cost.
        for (owner, functions) in project.functionsByOwner where types.isCoordinator(owner) {
            for id in functions["start"] ?? [] {
                let function = project.function(id)
                guard resolver.handsOverViewController(function) else { continue }
                for value in function.returns {
                    for target in resolver.screenTargets(value, context: id, depth: 0) {
                        found.insert(SemanticEdge(
                            from: owner, action: nil, kind: .setRoot, mode: .swap, to: target, conditional: false,
                            location: function.location, site: owner
                        ))
                    }
                }
            }
        }
        // A child added as its screen sets itself up is part of it, unless it has steps of its own (a flow
        // controller's only child, whose screens are reached through it): then it is shown as a step still.
        func addsPart(_ edge: SemanticEdge) -> Bool {
            edge.kind == .setRoot && !swappingEmbedSites.contains(edge.location)
                && addedAsPart.contains(Embedding(location: edge.location, host: edge.from, action: edge.action))
        }
        // A step a child part makes through a callback its host set on it (`actions.onAction = { [weak self] in
        // self?.push(...) }`, the host's own code) is the host's: the child's control is one of the host's screen.
        // A page is the whole of what its page view controller shows: its steps stay its own.
        var partHosts: [String: Set<String>] = [:]
        for edge in found where addsPart(edge) && !project.pageTurnSites.contains(edge.location) {
            partHosts[edge.to, default: []].insert(edge.from)
        }
        found = Set(found.map { edge in
            guard !addsPart(edge), let site = edge.site, partHosts[edge.from]?.contains(site) == true else { return edge }
            var hosted = edge
            hosted.from = site
            return hosted
        })
        let making = Set(found.filter { !addsPart($0) }.map(\.from))
        found = found.filter { edge in
            guard addsPart(edge), !making.contains(edge.to) else { return true }
            embeddedChildren.insert(edge.location)
            return false
        }
        // A tab's screen is shown by the view that holds the `TabView`.
        for (host, tab, location) in tabs {
            found.insert(SemanticEdge(
                from: host, action: nil, kind: .setRoot, mode: .swap, to: tab, conditional: false, location: location, site: host
            ))
        }
        // A view some step shows that holds a navigation stack (a presented flow's `NavigationStack { First() }`)
        // shows the stack's first screen with it.
        let shown = Set(found.map(\.to))
        // A tab that is the stack (`TabView { NavigationStack { Desks() } }`) already swaps to its root.
        let swapped = Set(found.filter { $0.kind == .setRoot }.map { [$0.from, $0.to] })
        for (host, root, location) in stacks {
            guard let host, host != root, shown.contains(host), types.isScreen(host), !swapped.contains([host, root]) else { continue }
            found.insert(SemanticEdge(
                from: host, action: nil, kind: .setRoot, mode: .swap, to: root, conditional: false, location: location, site: host
            ))
        }
        found = Self.pushingOnPresentersPath(found)
        found = Self.unwrapping(found, wrappers: Self.wrappedScreens(
            in: project, typer: summaries.typer, ownScreens: ownScreens, shown: Set(found.map(\.to))
        ), in: project)
        found = Self.droppingEventsPostedByActions(found, events: coordinatorEvents)
        var entries: [String: [String]] = [:]
        var launchCovers: [String: [String]] = [:]
        for edge in found where !types.isScreen(edge.from) && project.memberOfScreen(edge.from) == nil && edge.kind != .start {
            if eventTriggers.contains([edge.from, edge.action ?? ""]) { continue }
            // What the app presents over its window's root as it launches (`window?.rootViewController?.present(
            // onboarding, ...)`) covers the screen it starts with, which stays where it begins (below).
            if project.appTypes.contains(edge.from), edge.kind == .present, edge.mode?.isModal == true {
                launchCovers[edge.from, default: []].append(edge.to)
                continue
            }
            entries[edge.from, default: []].append(edge.to)
        }
        for edge in found where edge.kind != .start && eventTriggers.contains([edge.from, edge.action ?? ""]) && types.isScreen(edge.to) {
            let navigation = edge.mode?.isModal == true ? edge.navigation ?? false : true
            linkedScreens[edge.to] = (linkedScreens[edge.to] ?? false) || navigation
        }
        for app in project.appTypes {
            entries[app, default: []] += Self.embeddedScreens(of: app, in: project)
        }
        // The main storyboard's initial scene is shown at launch, unless the app sets its window's root itself.
        for app in project.appTypes where entries[app]?.isEmpty != false {
            entries[app, default: []] += project.launchScreens.sorted()
        }
        // What covers it is shown as the app starts too.
        for (app, covers) in launchCovers { entries[app, default: []] += covers }
        // A screen of its own that the app's root view builds inside itself (`ContentView { AppTabView() }`, the
        // root of its `NavigationStack`) is shown at launch too: it is where the model begins, not unreachable.
        let embedded = structure.embeddedViews
        let contentViews = Self.contentOfHosts(titledViews, in: project, stackRoots: stackRoots, shown: Set(found.map(\.to)))
        var launched: [String: [String]] = [:]
        for app in project.appTypes {
            var queue = entries[app] ?? []
            var seen = Set(queue)
            while let view = queue.popLast() {
                for inner in Self.withoutWrappers((embedded[view] ?? []).sorted(), in: project) where seen.insert(inner).inserted {
                    queue.append(inner)
                    // So is the UIKit screen a representable makes (``represented(_:)`` below), part of the view.
                    if ownScreens.contains(inner) && !contentViews.contains(inner) || resolver.representedScreens(of: inner) != nil {
                        launched[app, default: []].append(inner)
                    }
                }
                // A router over routes there (`Router($routes)`, `TCARouter`) shows the screens its routes begin with;
                // a view switching its content (`if isSignedIn { Home() } else { SignIn() }`) shows either.
                for root in resolver.rootScreens(ofRouter: view) + switched.armScreens(of: view) {
                    if seen.insert(root).inserted { queue.append(root) }
                    launched[app, default: []].append(root)
                }
            }
        }
        // A representable of the app's screen (a tab showing `LoansFlow: UIViewControllerRepresentable`) is that screen.
        func represented(_ screen: String) -> [String] {
            guard let screens = resolver.representedScreens(of: screen), !screens.isEmpty else { return [screen] }
            return screens
        }
        // A tab the tab bar's delegate refuses to select (a placeholder whose selection presents something else) is
        // never shown: no entry, no swap to it.
        self.entries = entries.merging(launched, uniquingKeysWith: +).mapValues { screens in
            Array(Set(screens.flatMap(represented)).subtracting(project.refusedTabs)).sorted()
        }
        found = found.filter { !($0.kind == .setRoot && project.refusedTabs.contains($0.to)) }
        found = Set(found.flatMap { edge in
            represented(edge.to).map { screen in
                var shown = edge
                shown.to = screen
                return shown
            }
        })
        // A view holding a tab bar is a screen, as is each tab it holds.
        edges = Self.droppingRaisesFromWithin(Self.attributingToHosts(
            Array(found), project: project, embedded: embedded,
            standalone: standaloneViews.subtracting(contentViews).union(entries.values.joined()).union(tabs.map(\.tab)).union(tabBarHosts)
                .union(switched.armScreens),
            stackRoots: stacks, previewOnly: built.previewOnly
        ), raised: raised, embedded: embedded)
        edges = Self.onStacksOfTheirOwn(edges)
        notes = unresolved.values.sorted()
    }

    /// Whether a root is a SwiftUI view's content: its `body`, or what a member screen's member builds.
    private static func buildsContent(
        _ root: (from: String, action: String?, function: SemanticProject.FunctionID), in project: SemanticProject
    ) -> Bool {
        guard let action = root.action else { return project.types.isSwiftUIView(root.from) }
        return action == "body"
    }

    /// What could not be resolved and why: the value as written, and the type found for it, if any.
    private static func unresolvedMessage(_ reach: Reach, found: [String]) -> String {
        let types = found.prefix(3).map(SymbolIndex.sourceName(of:)).joined(separator: " or ")
        let value = reach.destination.written
        let why = types.isEmpty ? "its type is not known without a type checker" : "it is \(types), which is no screen of the app"
        switch reach.kind {
        case .start:
            return "could not tell which coordinator \(value) starts: "
                + (types.isEmpty ? why : "it is \(types), which is no coordinator")
        case .route:
            return "could not find the view a navigation stack registers for \(value): "
                + (types.isEmpty ? why : "no navigationDestination(for:) registers \(types)")
        case .item:
            return "could not find the view shown for \(value)"
        case .present, .setRoot:
            return "could not tell which screen this \(reach.mode.map { "\($0.rawValue) " } ?? "")shows (\(value)): \(why)"
        }
    }
}
