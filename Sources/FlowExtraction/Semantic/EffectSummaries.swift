import FlowModel

/// A navigation primitive a function reaches, directly or through the functions and closures it calls, with its
/// destination still symbolic: typed in `context`, the function whose names it uses.
struct Reach: Hashable {
    var kind: NavigationEffect.Kind
    var mode: PresentationMode?
    var destination: SemanticValue
    /// For an item, the property set, typed in `context`.
    var item: SemanticValue?
    var context: SemanticProject.FunctionID
    /// The function the primitive is written in.
    var site: SemanticProject.FunctionID
    var location: SourceLocation
    var conditional: Bool
    /// The parameter cases the step depends on, as parameters of `guardContext`.
    var caseGuard: CaseGuard?
    var guardContext: SemanticProject.FunctionID
    /// How many calls lie between the function summarized and the primitive.
    var depth = 0
    /// The type a parameter of `typeGuardContext` must have for the step to run.
    var typeGuard: TypeGuard? = nil
    var typeGuardContext: SemanticProject.FunctionID? = nil
    /// The screen action a reducer's arm around the step handles: the step is that screen's.
    var routeTrigger: RouteTrigger? = nil
    /// The method the summarized function calls on the way to the primitive (`router.showDetail(...)` from a
    /// view's button): names the step of a SwiftUI view's body, which has no action of its own.
    var via: String? = nil
    /// The call of the summarized function (or of a closure it runs in place) on the way to the step: where a
    /// style reader may have noted that it could not follow the call (``SemanticEdges/followedCalls``).
    var callSite: SourceLocation? = nil
    /// The outside event (`openURL`) whose handler, run in place, the step is made in.
    var event: String? = nil
    /// For a step made in a dismissal's completion (once the screen that triggered it is gone), the dismissal.
    var dismissal: SourceLocation? = nil
    /// For a step reached through a control's events bound to a stream (`composeButton.rx.tap.bind(to:
    /// viewModel.composeTap)`, written as a screen loads), the control: the step is the control's, made when it is used.
    var control: String? = nil
    /// For a step made after its function pops to the root (``NavigationEffect/poppedToRoot``), the pop.
    var poppedToRoot: SourceLocation? = nil
    /// For a step reached through a property of an instance (`coordinator?.answered()`), what that property must
    /// hold for the step to run.
    var instanceGuard: InstanceGuard? = nil
    /// For a step made in a closure some code stored to be called later (`scannerView.handler = { … }`), the type
    /// whose code stored it: a helper held by several screens calls the one its own holder stored.
    var storedBy: String? = nil
    /// For a step a modifier makes because a view set the property bound to the modifier's (`.routing(to:
    /// $target)`), that binding: what the modifier shows of its own property is what the view's holds.
    var binding: ReachBinding? = nil
    /// For a flag set to a test (``NavigationEffect/raisedWhen``), the test, in the names of `site`.
    var raisedWhen: FlagTest? = nil
    /// The tests every path to the step passes (``NavigationEffect/tests``), of the instance the function summarized
    /// runs on or of what all code sees.
    var tests: [FlagTest] = []
    /// For a push, whether it appends to a path a navigation stack is bound to (`router.path.append(.detail)`): it
    /// lands on that stack, whatever shows the screen making it.
    var ontoBoundPath = false
}

/// A property of a view or a modifier bound to another view's property (``SemanticProject/BoundProperty``), as a
/// step made through it sees it: `property` of `owner` is `value` in `context`, the code of the view that set it,
/// which set it to `assigned`.
struct ReachBinding: Hashable {
    var owner: String
    var property: String
    var value: SemanticValue
    var context: SemanticProject.FunctionID
    var assigned: SemanticValue
}

/// A step reached by calling a method on a property of `context`'s own instance (`coordinator?.answered()` in a
/// screen's action) runs only on instances whose property holds a `holder`: a base screen whose subclass is handed
/// another coordinator, or a helper built by two screens, each with its own.
struct InstanceGuard: Hashable {
    var property: String
    var holder: String
    /// The function whose `self` holds the property.
    var context: SemanticProject.FunctionID
}

/// A closure that runs in place, in the function it is written in, as part of that function's summary.
struct InlinedClosure {
    var closure: SemanticProject.FunctionID
    var caseGuard: CaseGuard?
    var conditional: Bool
    /// For a dismissal's completion, the dismissal (``ClosureUse/dismissal``).
    var dismissal: SourceLocation?
    /// For a titled button's action, the name it gives its steps (``ClosureUse/title``).
    var title: String? = nil
    /// The tests every path to where it is written passes (``ClosureUse/tests``).
    var tests: [FlagTest] = []
}

extension Reach {
    /// A primitive written in the function `id`.
    init(_ effect: NavigationEffect, in id: SemanticProject.FunctionID) {
        self.init(
            kind: effect.kind, mode: effect.mode, destination: effect.destination, item: effect.item, context: id, site: id,
            location: effect.location, conditional: effect.conditional, caseGuard: effect.caseGuard, guardContext: id,
            typeGuard: effect.typeGuard, typeGuardContext: id, routeTrigger: effect.routeTrigger, dismissal: effect.dismissal,
            poppedToRoot: effect.poppedToRoot, raisedWhen: effect.raisedWhen, tests: effect.tests
        )
    }

    /// A step the call itself makes in the function `id` (a child's start, a push onto a stack's path).
    init(
        at call: SemanticCall, kind: NavigationEffect.Kind, mode: PresentationMode?, destination: SemanticValue,
        in id: SemanticProject.FunctionID
    ) {
        self.init(
            kind: kind, mode: mode, destination: destination, item: nil, context: id, site: id, location: call.location,
            conditional: call.conditional, caseGuard: call.caseGuard, guardContext: id, routeTrigger: call.routeTrigger,
            tests: call.tests
        )
    }

    /// The step as seen from the function `id`, which reaches it under `caseGuard` (a `case` arm) and, when
    /// `conditional`, under a condition of its own. A step that already depends on a case keeps that one.
    func guarded(by caseGuard: CaseGuard?, conditional: Bool, in id: SemanticProject.FunctionID) -> Reach {
        var copy = self
        if conditional { copy.conditional = true }
        guard self.caseGuard == nil, let caseGuard else { return copy }
        copy.caseGuard = caseGuard
        copy.guardContext = id
        return copy
    }

    /// The step as seen from code that reaches it under `tests` (a call's or a closure's): nil when one of them
    /// contradicts one of the step's, so that it is never made from there (`returnToStart()` called only when
    /// `isCollapsed`, showing its screen only when not). The step's tests of its own instance mean nothing to code
    /// on another: `sameInstance` says whether the code runs on the same one.
    func tested(by tests: [FlagTest], sameInstance: Bool) -> Reach? {
        var copy = self
        if !sameInstance { copy.tests.removeAll(where: \.isOfInstance) }
        guard !tests.isEmpty else { return copy }
        for test in tests where copy.tests.contains(where: test.contradicts) { return nil }
        for test in tests where !copy.tests.contains(test) { copy.tests.append(test) }
        return copy
    }
}

/// Summarizes every function by the navigation it reaches, composing through calls (resolved by the receiver's
/// type, so a wrapper such as `router.push(_:)` is a push because its body is one), through closures that run
/// in place, and through closures stored on a receiver, which run where that receiver calls them.
final class EffectSummaries {
    typealias FunctionID = SemanticProject.FunctionID

    let project: SemanticProject
    let typer: ValueTyper
    /// ``derivedStreams(in:)``: by type, by property, the streams made from it.
    private let derivedStreams: [String: [String: [String]]]
    /// The same by property name alone, whichever type declares it: what the passes that go by names ask.
    let streamsMadeFrom: [String: Set<String>]
    private var memo: [FunctionID: [Reach]] = [:]
    private var inProgress: Set<FunctionID> = []
    /// Closures that run where they are written: part of the function around them.
    private(set) var inlined: [FunctionID: [InlinedClosure]] = [:]
    /// Closures stored on a non-screen type's property (a view model's `onSelect`), by type and property.
    private(set) var stored: [String: [String: [FunctionID]]] = [:]
    /// The methods (not closures) kept on a property to be called later, there or by a screen (``screenTriggered``).
    private lazy var keptMethods: Set<FunctionID> = Set(
        (stored.values.flatMap(\.values).joined() + screenTriggered.map(\.function)).filter { !project.function($0).isClosure }
    )
    /// The properties whose changes some stored closure observes (`.onChange(of: accounts.focused)`).
    private(set) var observed: Set<String> = []
    /// The properties of views and modifiers bound to another view's property (``SemanticProject/boundProperties``).
    var boundProperties: [SemanticProject.BoundProperty: [SemanticProject.BoundProperty]] { project.boundProperties }
    /// Closures stored on a screen (`loginScreen.onSignUp = { }`, `Detail(onClose: { })`): the screen triggers them.
    private(set) var screenTriggered: [(screen: String, action: String?, function: FunctionID)] = []
    /// What a coordinator does on a notification it observes (`addObserver(self, selector: #selector(sessionExpired),
    /// name: .sessionExpired, object: nil)`), by notification: its own step on that event, whoever posts it.
    private(set) var coordinatorEvents: [(coordinator: String, event: String, function: FunctionID)] = []
    /// Functions something else calls, runs or stores: not where navigation starts. Calls are resolved only in
    /// functions that can reach a step (``NavigatingFunctions``), which are all those that call one that can.
    private(set) var used: Set<FunctionID> = []
    /// The functions that run a function in place: that call it, or that run it as a closure where it is written.
    private var runners: [FunctionID: [FunctionID]] = [:]
    /// The closures subscribed to a stream, with the stream their one parameter is an element of (as the closure's
    /// body names that parameter): handing it on hands on what is sent (``CaseGuard/closureArgument``).
    private var subscribedElements: [FunctionID: SemanticValue] = [:]
    /// The views each view at the app's root switches its content between, by switching view (``SwitchedContent``).
    private lazy var rootSwitchArms: [String: Set<String>] = {
        let appRoots = SwitchedContent.appRoots(in: project)
        var found: [String: Set<String>] = [:]
        for (registration, context, _) in project.registrations where registration.isContentSwitch && !registration.isInsideNavigation {
            guard let host = project.owner(of: context), appRoots.contains(host) else { continue }
            for node in registration.arms.flatMap(\.views) {
                if case let .instance(written) = node.value { found[host, default: []].insert(project.resolve(written, in: context)) }
            }
        }
        return found
    }()
    /// The closures of ``screenTriggered``.
    private lazy var screenTriggeredClosures = Set(screenTriggered.map(\.function))
    /// Answers of ``isOwnAction(_:)``, and the functions whose answer is being worked out (a cycle of helpers
    /// calling each other is no action).
    private var ownActions: [FunctionID: Bool] = [:]
    /// The functions whose summary can hold a step; nil until the closures are classified.
    private var navigating: NavigatingFunctions?

    /// The longest chain of calls a step is followed through: a screen's action, its view model, a coordinator,
    /// a router and the primitive take four.
    static let callDepthLimit = 6

    /// Whether `call` starts a child coordinator's flow, when its receiver is one: `child.start()`, or a method named
    /// for what it starts (`checkout.startCheckout(completion:)`) called on a coordinator the caller has just made.
    /// A screen asking its own coordinator to `startStudying(title:)` asks for a step of that coordinator's.
    static func startsChild(_ call: SemanticCall) -> Bool {
        guard let base = call.base else { return false }
        if call.name == "start" { return true }
        guard call.name.hasPrefix("start"), call.name.dropFirst(5).first?.isUppercase == true else { return false }
        if case .instance = base { return true }
        return false
    }

    /// - Parameters:
    ///   - stackRoots: The views that are a navigation stack's root (``SemanticEdges/stackRoots(in:)``).
    ///   - following: Where methods are declared whose callers ``used`` must hold whether or not they navigate.
    init(project: SemanticProject, stackRoots: Set<String>, following: Set<SourceLocation> = []) {
        self.project = project
        typer = ValueTyper(project: project)
        derivedStreams = Self.derivedStreams(in: project)
        streamsMadeFrom = derivedStreams.values.reduce(into: [:]) { byName, streams in
            for (source, made) in streams { byName[source, default: []].formUnion(made) }
        }
        classifyClosures(stackRoots: stackRoots)
        navigating = navigatingFunctions(following: following)
        // A transition handler is summarized before anything that triggers it: the closures it runs that trigger
        // its own routes (an alert's actions) then see it in progress and add its steps, where a summary begun
        // from one of them would leave that closure out of the handler's.
        for handler in handlersByRoute.values.joined().sorted() { _ = summary(of: handler) }
    }

    private func classifyClosures(stackRoots: Set<String>) {
        var sentOn: Set<String> = []
        // The streams a method of a model sends on itself (`showWeather.send(())`), not only binds another stream
        // to; a screen's own stream (a child screen's `urlSelected.onNext(url)`, also of a library's view controller
        // class, named as one) is sent from within the screen holding it.
        var sentInPlace: Set<String> = []
        // A property some code sets is, for what observes its changes, a stream sent on.
        var assigned: Set<String> = []
        for id in project.allFunctions {
            let function = project.function(id)
            for call in function.calls {
                for case let .member(_, property) in Self.streams(sentOn: call) {
                    sentOn.insert(property)
                    if !Self.pipes(call), !function.isClosure, let owner = project.owner(of: id),
                       !project.types.isScreen(owner), !ProjectTypes.simple(owner).hasSuffix("Controller") {
                        sentInPlace.insert(property)
                    }
                }
            }
            for assignment in function.assignments { if let label = assignment.label { assigned.insert(label) } }
            for handed in function.handedOver { assigned.insert(handed.property) }
        }
        // A stream made from another of its type's (`showSighting = itemSelected.asSignal()`) delivers what is sent
        // on that one.
        for (source, made) in streamsMadeFrom {
            if sentOn.contains(source) { sentOn.formUnion(made) }
            if sentInPlace.contains(source) { sentInPlace.formUnion(made) }
        }
        // A modifier's property bound to a view's (`RouteModifier(target: $activeTarget)`) is set where that one is.
        for (source, bound) in boundProperties where assigned.contains(source.property) {
            assigned.formUnion(bound.map(\.property))
        }
        for id in project.allFunctions {
            let function = project.function(id)
            let owner = project.owner(of: id)
            for use in function.closures {
                if use.isSubscription, let property = use.property, case let .closure(index) = use.function {
                    subscribedElements[FunctionID(file: id.file, index: index)] = .member(use.receiver, property)
                }
                let targets: [FunctionID]
                switch use.function {
                case let .closure(index):
                    targets = [FunctionID(file: id.file, index: index)]
                case let .member(holder?, name):
                    // A method of a value the body holds (`viewModel.openRatings`).
                    targets = typer.types(of: holder, in: id).flatMap { project.methods(named: name, on: $0) }
                case let .member(nil, name):
                    // `DataSource(tableView: tableView)` hands over the table view, not the delegate methods named
                    // after it: a name that is also a property of the type (its own, or UIKit's) is that property,
                    // whose getter or initial value is what runs.
                    guard let owner else { continue }
                    targets = project.methods(named: name, on: owner).filter { method in
                        project.function(method).parameters.isEmpty || !names(aProperty: name, of: owner)
                    }
                case let .call(nil, name, _):
                    // What the type's own method returns (`presentSettings: pushSettings(on: navigationController)`).
                    targets = (owner.map { project.methods(named: name, on: $0) } ?? []).flatMap(returnedClosures(of:))
                default:
                    targets = []
                }
                guard !targets.isEmpty else { continue }
                used.formUnion(targets)
                // A closure a function returns runs where its value is stored, not in the function.
                if use.isReturned { continue }
                // A screen that subscribes to its own view model's stream navigates as part of the screen.
                // One that a method sends on itself (a view model's `weatherTapped()` calling `showWeather.send(())`)
                // runs where that method is called.
                let runsInScreen = use.isSubscription && owner.map(project.types.isScreen) == true
                    && !(use.property.map(sentInPlace.contains) ?? false)
                // A control's handler set up by other code than a screen's (a coordinator building a bar button)
                // runs in place, as it did before it was told apart.
                let isScreenControl = !use.isControlAction || owner.map(project.types.isScreen) == true
                let receivers = use.isStored && !runsInScreen && isScreenControl
                    ? (use.receiver.map { typer.types(of: $0, in: id) } ?? owner.map { [$0] } ?? []) : []
                let projectReceivers = receivers.flatMap { receiver -> [String] in
                    guard project.types.isProjectType(receiver) || receiver == NotificationStream.centerType
                            || receiver == SemanticProject.environmentValues else { return [] }
                    if project.types.isProtocol(receiver) { return project.types.conformers(of: receiver) }
                    return [receiver]
                }
                if projectReceivers.isEmpty {
                    // What a destination's own controls run is the destination's, not the code showing it.
                    if use.isDestinationCallback { continue }
                    // Handed to a method that keeps it (`cell.configure(title:onShare:)` with `self.onShare =
                    // onShare`, or `showLogin(completion:)` with `login.completion = completion`): stored on the
                    // method's receiver or the screen it makes, run where that calls it.
                    let kept = use.isStored ? keptClosureProperties(use.receiver, label: use.property, in: id) : []
                    if !kept.isEmpty {
                        for (type, property) in kept { stored[type, default: [:]][property, default: []] += targets }
                        continue
                    }
                    inlined[id, default: []] += targets.map {
                        InlinedClosure(
                            closure: $0, caseGuard: use.caseGuard, conditional: false, dismissal: use.dismissal, title: use.title,
                            tests: use.tests
                        )
                    }
                    continue
                }
                // A callback handed to a view built as a cell's SwiftUI content is the view controller's own, triggered
                // from its cells as a UIKit cell's would be.
                if use.isCellContent, let owner, project.types.isScreen(owner), !project.types.isSwiftUIView(owner) {
                    let property = use.property ?? projectReceivers.lazy.compactMap(project.trailingClosureLabel(of:)).first
                    for target in targets { screenTriggered.append((owner, property, target)) }
                    continue
                }
                if use.isSubscription, use.receiver == NotificationStream.center, let owner, project.types.isCoordinator(owner),
                   let event = use.property {
                    coordinatorEvents += targets.map { (owner, event, $0) }
                }
                for receiver in projectReceivers {
                    let property = use.property ?? project.trailingClosureLabel(of: receiver)
                    // A view built inside another view with a callback (`Row(onTap: { ... })`) is part of the
                    // one that builds it: that view triggers the callback; a destination triggers its own.
                    if use.isDestinationCallback, project.types.isScreen(receiver) {
                        for target in targets { screenTriggered.append((receiver, property, target)) }
                    } else if let owner, project.types.isSwiftUIView(owner),
                              project.types.isSwiftUIView(receiver) || project.types.isViewModifier(receiver) {
                        // A modifier handed a callback (`.modifier(TrailingButton(action: { ... }))`) runs it when
                        // the view it modifies is used, and a row built with one (`Row(onTap: { ... })`) is part of
                        // the screen building it; a stack's root screen built with one (`NavigationStack {
                        // Manifest(onSelect: { ... }) }`) is a screen of its own, whose control runs it.
                        // So is each screen a view at the app's root switches between (`switch flow { case .intro:
                        // IntroView(onFinish: { flow = .main }) … }`): its control runs the callback.
                        let trigger = stackRoots.contains(receiver) || rootSwitchArms[owner]?.contains(receiver) == true ? receiver : owner
                        for target in targets { screenTriggered.append((trigger, property, target)) }
                    } else if project.types.isScreen(receiver), use.receiver != nil || !project.types.isScreen(owner ?? "") {
                        // A callback kept in a property nothing in the app calls or reads is never run.
                        if let property, isUnusedClosureProperty(property, of: receiver) { continue }
                        // One the screen calls only from a callback it hands another screen (`start.onStart = {
                        // self?.onFinish?() }`) runs when that one's does: stored, it is reached from there.
                        if let property, relayedClosureProperties.contains([receiver, property]) {
                            stored[receiver, default: [:]][property, default: []] += targets
                            continue
                        }
                        // A handler of an outside event (`RootView().onOpenURL { … }`) is named by the event. The
                        // app's own hosting controller hands its callbacks to the view it hosts, which is the screen.
                        let screen = project.types.hostedRoot(of: receiver) ?? receiver
                        for target in targets { screenTriggered.append((screen, use.title ?? property, target)) }
                    } else if let property, use.isSubscription, use.observesChanges ? !assigned.contains(property) : !sentOn.contains(property) {
                        // A stream nothing in the app sends on (a service's result, a published property, a
                        // key-value observation) delivers where it is subscribed to, when it does.
                        inlined[id, default: []] += targets.map {
                            InlinedClosure(closure: $0, caseGuard: use.caseGuard, conditional: true, dismissal: nil, tests: use.tests)
                        }
                    } else if let property {
                        if use.observesChanges { observed.insert(property) }
                        stored[receiver, default: [:]][property, default: []] += targets
                    } else {
                        inlined[id, default: []] += targets.map {
                            InlinedClosure(closure: $0, caseGuard: use.caseGuard, conditional: false, dismissal: nil, tests: use.tests)
                        }
                    }
                }
            }
        }
        for (id, closures) in inlined {
            for closure in closures { runners[closure.closure, default: []].append(id) }
        }
    }

    /// Whether `name` on `type` is a property: one the type or its ancestors declare, or a platform controller's own
    /// (`tableView` of a `UITableViewController`, `collectionView` of a `UICollectionViewController`).
    private func names(aProperty name: String, of type: String) -> Bool {
        if project.property(named: name, on: type) != nil { return true }
        guard let platform = Self.platformProperties[name] else { return false }
        return project.types.lineage(of: type).contains { platform.contains(ProjectTypes.simple($0)) }
    }

    /// The properties UIKit's controllers declare under names their delegate methods share, by name, with the
    /// controllers that declare them.
    private static let platformProperties: [String: Set<String>] = [
        "tableView": ["UITableViewController"],
        "collectionView": ["UICollectionViewController"],
    ]

    /// Whether a screen's method is an action of its own, where its steps start: anything the platform calls by
    /// itself (an override, a selector's target), or what no code of the app runs. A helper that one of the
    /// screen's own actions runs (`@objc func tidesTapped() { showTides() }`, through any chain of the screen's
    /// helpers, or from a closure run in place) is a step of that action, and so is one another screen's code runs
    /// (`delegate?.searchResults(self, didPick: wine)` answered by the screen beneath): the summaries carry its
    /// steps to that code. One that only other types' code, or closures stored for later, run keeps its own.
    func isOwnAction(_ id: FunctionID) -> Bool {
        if let known = ownActions[id] { return known }
        if !used.contains(id) || project.function(id).isPlatformEntry { return true }
        if isKeptForLater(id) { return false }
        // Taken for an action while worked out: of helpers that run each other, the first asked stays one.
        ownActions[id] = true
        let owner = project.owner(of: id)
        var seen: Set<FunctionID> = [id]
        var queue = runners[id] ?? []
        var isRunElsewhere = false
        while !isRunElsewhere, let runner = queue.popLast() {
            guard seen.insert(runner).inserted else { continue }
            let function = project.function(runner)
            // A subclass's code running a base screen's helper (`showError(error)` in its `catch`) is the screen's own.
            guard let runnerOwner = project.owner(of: runner),
                  runnerOwner == owner || owner.map({ project.types.lineage(of: runnerOwner).contains($0) }) == true else {
                // Another screen's method runs it: the step is made from that screen. Code of other types the
                // screen's own action runs on the way back to it (a presenter calling `view?.displayResult()` after
                // the screen's `submitTapped()` asked it) is followed up to the screen.
                if !function.isClosure, let runnerOwner = project.owner(of: runner), project.types.isScreen(runnerOwner) {
                    isRunElsewhere = true
                }
                queue += runners[runner] ?? []
                continue
            }
            if function.isClosure {
                // A callback the screen itself triggers (a control's handler, `cell.onTap`) is one of its actions.
                if screenTriggeredClosures.contains(runner) { isRunElsewhere = true }
            } else if isKeptForLater(runner) || isOwnAction(runner) {
                // One of the screen's own actions, or a method handed over to be called later, runs it.
                isRunElsewhere = true
            }
            queue += runners[runner] ?? []
        }
        ownActions[id] = !isRunElsewhere
        return !isRunElsewhere
    }

    /// A private method handed over only to be kept and called later (`HarvestEntrySheet(onSave: harvestSaved)`):
    /// it runs where what keeps it calls it, no action of its own.
    private func isKeptForLater(_ id: FunctionID) -> Bool {
        project.function(id).isPrivate && runners[id] == nil && keptMethods.contains(id)
    }

    /// Whether `property` is a closure property `type` declares that no code calls, reads or passes on: neither
    /// the type's own (`presentSend?(invoice)`, `Button(action: onDelete)`) nor other code through a value
    /// (`screen.onDelete?()`). `viewController.presentSend = presentSend` kept by a screen that never calls
    /// `presentSend` is never run.
    ///
    /// A SwiftUI view is left out: it reads its callbacks in the many views it builds, whose arguments without a
    /// label (`DeckRow(berth, onDelete)`) are not kept.
    private func isUnusedClosureProperty(_ property: String, of type: String) -> Bool {
        guard !project.types.isSwiftUIView(type),
              project.property(named: property, on: type)?.property.isClosure == true else { return false }
        let uses = closurePropertyUses
        return !uses.onValues.contains(property)
            && !project.types.lineage(of: type).contains { uses.byOwner[$0]?.contains(property) == true }
    }

    /// The closure properties a type's own code calls only inside callbacks it stores on other values (`start.onStart
    /// = { [weak self] in self?.onFinish?() }`), by type and property: they run when those callbacks do, not from the
    /// type's own controls.
    private lazy var relayedClosureProperties: Set<[String]> = {
        var relays: Set<FunctionID> = []
        for id in project.allFunctions {
            for use in project.function(id).closures where use.isStored {
                guard let receiver = use.receiver, receiver != .selfValue, case let .closure(index) = use.function,
                      let owner = project.owner(of: id), project.types.isScreen(owner) else { continue }
                // Handed to another screen: a part of the screen's own (a keypad view) runs it as the screen's control.
                let held = typer.types(of: receiver, in: id)
                guard !held.isEmpty, held.allSatisfy({ $0 != owner && project.types.isScreen($0) }) else { continue }
                relays.insert(FunctionID(file: id.file, index: index))
            }
        }
        guard !relays.isEmpty else { return [] }
        var relayed: Set<[String]> = []
        var direct: Set<[String]> = []
        for id in project.allFunctions {
            guard let owner = project.owner(of: id) else { continue }
            for call in project.function(id).calls where call.base == nil || call.base == .selfValue {
                guard project.property(named: call.name, on: owner)?.property.isClosure == true else { continue }
                if relays.contains(id) { relayed.insert([owner, call.name]) } else { direct.insert([owner, call.name]) }
            }
        }
        return relayed.subtracting(direct)
    }()

    /// The names each type's own code calls or reads (on `self` or with no receiver), and those any code calls or
    /// reads on another value: in a call's receiver or arguments, a construction's arguments, or a value assigned,
    /// handed over or returned.
    private lazy var closurePropertyUses: (byOwner: [String: Set<String>], onValues: Set<String>) = {
        var byOwner: [String: Set<String>] = [:]
        var onValues: Set<String> = []
        for id in project.allFunctions {
            let owner = project.owner(of: id) ?? ""
            func collect(_ value: SemanticValue) {
                _ = value.contains { part in
                    if case let .member(base, name) = part {
                        if base == nil || base == .selfValue { byOwner[owner, default: []].insert(name) } else { onValues.insert(name) }
                    }
                    return false
                }
            }
            let function = project.function(id)
            for call in function.calls {
                if call.base == nil || call.base == .selfValue { byOwner[owner, default: []].insert(call.name) } else { onValues.insert(call.name) }
                call.base.map(collect)
                for argument in call.arguments { collect(argument.value) }
            }
            for assignment in function.assignments { collect(assignment.value) }
            for handed in function.handedOver { collect(handed.value) }
            function.returns.forEach(collect)
            function.constructions.forEach(collect)
            for use in function.closures { collect(use.function) }
        }
        return (byOwner, onValues)
    }()

    /// The properties a method keeps the closure handed to it under (`func configure(title: String, onShare:
    /// @escaping () -> Void) { self.onShare = onShare }`), with the receiver's type, for the call `call`; the
    /// argument is the one labelled `label`, or for a trailing closure the last parameter of a function type.
    private func keptClosureProperties(_ call: SemanticValue?, label: String?, in id: FunctionID) -> [(type: String, property: String)] {
        guard case let .call(base, name, _)? = call else { return [] }
        var kept: [(type: String, property: String)] = []
        for receiver in typer.receiverTypes(base, context: id) where project.types.isProjectType(receiver) {
            for callee in project.methods(named: name, on: receiver) {
                let function = project.function(callee)
                let index = label.map { label in function.parameters.firstIndex { ($0.label ?? $0.name) == label } }
                    ?? function.parameters.lastIndex { $0.type?.contains("->") == true }
                guard let index else { continue }
                for assignment in function.assignments where assignment.value == .parameter(index) {
                    if let property = assignment.label { kept.append((receiver, property)) }
                }
                // Or on a screen it makes (`login.completion = completion` in `showLogin(completion:)`), or in a
                // closure kept there that calls it (`login.completion = { completion($0) }`).
                let parameter = function.parameters[index].name
                var keepers = function.handedOver.filter { $0.value == .parameter(index) }.map { ($0.receiver, $0.property) }
                for use in function.closures where use.isStored {
                    guard let holder = use.receiver, let property = use.property, case let .closure(closure) = use.function,
                          project.function(FunctionID(file: callee.file, index: closure)).calls
                              .contains(where: { $0.base == nil && $0.name == parameter }) else { continue }
                    keepers.append((holder, property))
                }
                for (holder, property) in keepers {
                    for type in typer.types(of: holder, in: callee) where project.types.isProjectType(type) {
                        kept.append((type, property))
                    }
                }
            }
        }
        return kept
    }

    /// The closures `id` returns (`return { [weak self] in ... }`).
    private func returnedClosures(of id: FunctionID) -> [FunctionID] {
        project.function(id).closures.compactMap { use in
            guard use.isReturned, case let .closure(index) = use.function else { return nil }
            return FunctionID(file: id.file, index: index)
        }
    }

    /// What `id` reaches.
    func summary(of id: FunctionID) -> [Reach] {
        if let known = memo[id] { return known }
        // Typing the calls of a function that reaches no step would find nothing.
        guard navigating?.contains(id) != false else { return [] }
        // A call back into a function being summarized (`route(to: .login)` from a helper its `route(to:)` calls)
        // gets what the function makes itself: its own steps, which the call's arguments then choose among.
        guard inProgress.insert(id).inserted else { return project.function(id).effects.map { Reach($0, in: id) } }
        let function = project.function(id)
        var reaches = function.effects.map { Reach($0, in: id) }
        for call in function.calls {
            reaches += self.reaches(of: call, in: id).map { reach in
                var called = reach
                called.callSite = call.location
                return called
            }
        }
        reaches += initializerReaches(of: function, in: id)
        if !observed.isEmpty { reaches += changeObservers(setBy: function, in: id) }
        for inline in inlined[id] ?? [] {
            let closure = inline.closure
            // A method of another value run in place (`Button(action: flow.showTide)`) names its own type's members,
            // as a call of it would, and names the step as a call of it does: by that method, not by what it calls.
            if !project.function(closure).isClosure, project.owner(of: closure) != project.owner(of: id) {
                let method = project.function(closure).name
                reaches += summary(of: closure).compactMap { reach in
                    var own = substitute(reach, from: closure, arguments: [], into: id)
                    own?.via = method
                    return own?.guarded(by: inline.caseGuard, conditional: inline.conditional, in: id)
                        .tested(by: inline.tests, sameInstance: false)
                }
                continue
            }
            reaches += summary(of: closure).compactMap { reach in
                // A closure that runs in place names its function's parameters and `self` as the function does:
                // its steps are the function's, substituted by the function's callers.
                var own = reach
                if own.context == closure { own.context = id }
                if own.guardContext == closure { own.guardContext = id }
                if own.instanceGuard?.context == closure { own.instanceGuard?.context = id }
                if own.dismissal == nil { own.dismissal = inline.dismissal }
                if own.via == nil { own.via = inline.title }
                if own.event == nil, let title = inline.title, BodyAnalyzer.viewEventNames.contains(title) { own.event = title }
                return own.guarded(by: inline.caseGuard, conditional: inline.conditional, in: id)
                    .tested(by: inline.tests, sameInstance: true)
            }
        }
        inProgress.remove(id)
        var seen: Set<Reach> = []
        let unique = reaches.filter { seen.insert($0).inserted }
        memo[id] = unique
        return unique
    }

    /// What a call reaches: the summaries of the functions and stored closures of its name, and the steps some calls
    /// make whatever they resolve to, which ``makesStepWhateverItCalls(_:pathProperties:)`` must know of: a summary
    /// is made only for functions it or a name finds (``NavigatingFunctions``).
    private func reaches(of call: SemanticCall, in id: FunctionID) -> [Reach] {
        let owner = project.owner(of: id)
        let receivers = typer.receiverTypes(call.base, context: id)
        if let routed = keyPathRouteReaches(of: call, receivers: receivers, in: id) { return routed }
        // Starting a child coordinator is a step of its own; what the child then shows starts from the child.
        if Self.startsChild(call) {
            // Through a protocol (`var child: Coordinator?`), the child is its one conforming coordinator; with
            // several, which one is not known, and the step is left unresolved rather than drawn to each.
            var children: [String] = []
            var isCoordinatorCall = false
            for receiver in receivers {
                if project.types.isCoordinator(receiver) {
                    isCoordinatorCall = true
                    children.append(receiver)
                } else if project.types.isProtocol(receiver) {
                    let conforming = project.types.conformers(of: receiver).filter(project.types.isCoordinator)
                    if !conforming.isEmpty { isCoordinatorCall = true }
                    if conforming.count == 1 { children += conforming }
                }
            }
            var destinations = children.filter { $0 != owner }.map(SemanticValue.instance)
            // `func start(child: Coordinator) { child.start() }`: the child is whatever each caller passes, not every
            // coordinator some caller passes (which is what the parameter is typed as).
            if isCoordinatorCall, let base = call.base, Self.mentionsParameter(base) {
                destinations = [base]
            }
            // A coordinator restarting itself runs its own start again.
            if isCoordinatorCall, destinations.isEmpty == children.isEmpty || Self.mentionsParameter(call.base!) {
                return (destinations.isEmpty ? [SemanticValue.unknown] : destinations).map {
                    Reach(at: call, kind: .start, mode: nil, destination: $0, in: id)
                }
            }
        }
        // XCoordinator: `router.trigger(.detail)` (and a coordinator's `initialRoute`) runs the
        // `prepareTransition(for:)` of the coordinator whose route enum declares that case; its child coordinators
        // in a tab bar start with it.
        if let route = Self.triggeredRoute(call) {
            let handlers = transitionHandlers(for: route, from: owner, routerBase: call.base)
            if !handlers.isEmpty {
                used.formUnion(handlers)
                let passed = [SemanticArgument(label: "for", value: route, payload: call.arguments.first?.payload ?? [])]
                return handlers.flatMap { handler in
                    transitionSteps(of: handler).compactMap { reach in
                        substitute(reach, from: handler, arguments: passed, into: id).flatMap {
                            $0.guarded(by: call.caseGuard, conditional: call.conditional, in: id)
                                .tested(by: call.tests, sameInstance: false)
                        }
                    }
                }
            }
        }
        if call.name == "init" {
            // The children a tab bar, page or split coordinator is made with.
            var children: [SemanticValue] = []
            for argument in call.arguments {
                switch argument.label {
                case "tabs", "pages": if case let .either(values) = argument.value { children += values }
                case "master", "detail": children.append(argument.value)
                default: break
                }
            }
            if !children.isEmpty {
                return children.map { Reach(at: call, kind: .start, mode: nil, destination: $0, in: id) }
            }
        }
        var callees: [FunctionID] = []
        let onOwnProtocol = call.base == nil && owner.map(project.types.isProtocol) == true
        for receiver in receivers {
            callees += project.methods(named: call.name, on: receiver, expandingConformers: !onOwnProtocol)
        }
        if call.base == nil { callees += project.globalFunctions[call.name] ?? [] }
        // A value of the app's own type called as a function (`showProfile(climber.id)`, an environment action):
        // its `callAsFunction`.
        if callees.isEmpty, call.base == nil || call.base == .selfValue {
            for receiver in receivers {
                guard let (property, holder) = project.property(named: call.name, on: receiver), !property.isClosure,
                      let type = property.type,
                      let resolved = project.types.resolve(type, from: holder, in: project.file(of: id)) else { continue }
                callees += project.methods(named: "callAsFunction", on: resolved, expandingConformers: false)
            }
        }
        callees = overloads(callees, matching: call, in: id)
        // An app's own presenter is read as a registration where it is called (``RouteRegistration/presenter``): its
        // body shows what the call hands it, nothing of its own.
        if project.confirmedPresenters.contains(call.name) {
            callees.removeAll { callee in project.function(callee).parameters.contains { $0.type?.contains("Binding") == true } }
        }
        var reaches: [Reach] = []
        if callees.isEmpty {
            // A coordinator's finish callback that starts the same kind of flow again (its parent restarting
            // itself) does not lead back into the flow that just finished.
            let finishing = Set(receivers.filter(project.types.isCoordinator))
            let closures = storedClosures(named: call.name, on: receivers)
            for closure in closures {
                let storer = project.owner(of: closure)
                reaches += closureSteps(closure, calledWith: call.arguments.first?.value, in: id).compactMap { reach in
                    guard reach.kind != .start || finishing.isEmpty
                            || finishing.isDisjoint(with: typer.types(of: reach.destination, in: reach.context)) else { return nil }
                    var stored = reach
                    stored.storedBy = storer
                    if stored.via == nil { stored.via = call.name }
                    return stored
                }
            }
            // Sending on a stream (`didSelect.onNext(item)`, `tap.bind(to: viewModel.didSelect)`) runs what
            // subscribes to it; through a protocol (a view model's input), the stream is on the types that conform.
            for stream in Self.streams(sentOn: call) {
                guard case let .member(streamOwner, property) = stream else { continue }
                let owners = typer.receiverTypes(streamOwner, context: id).flatMap { receiver in
                    [receiver] + (project.types.isProtocol(receiver) ? project.types.fewConformers(of: receiver) : [])
                }
                let pipes = Self.pipes(call)
                let sent = pipes ? nil : call.arguments.first?.value
                let streams = [property] + owners.flatMap { derivedStreams[$0]?[property] ?? [] }
                let control = pipes ? Self.reactiveControl(call.base) : nil
                reaches += streams.flatMap { stream in
                    storedClosures(named: stream, on: owners).flatMap { closureSteps($0, calledWith: sent) }
                }.map { reach in
                    var named = reach
                    if named.control == nil { named.control = control }
                    return named
                }
            }
            reaches = reaches.compactMap {
                $0.guarded(by: call.caseGuard, conditional: call.conditional, in: id).tested(by: call.tests, sameInstance: false)
            }
            // A reducer's `state.path.append(.detail(...))` on a `StackState` of route cases goes the same way.
            if call.name == "append", let first = call.arguments.first, first.label == nil {
                let ontoPath = isStackPath(call.base, context: id)
                if ontoPath || receivers.isEmpty && isRegisteredRouteCase(first.value) {
                    var push = Reach(at: call, kind: .route, mode: .push, destination: first.value, in: id)
                    push.ontoBoundPath = ontoPath && isBoundPath(call.base)
                    reaches.append(push)
                }
            }
            // A route case of a registered route enum pushed on an array whose type is not known (a reducer's
            // `state.routes.push(.detail(...))`) goes the same way.
            // A library's navigator (FlowStacks' `FlowNavigator<Screen>` or `FlowPathNavigator` from the environment)
            // pushes or presents a route value the same way.
            if let mode = Self.routeCalls[call.name], let first = call.arguments.first, first.label == nil {
                let ontoPath = isStackPath(call.base, context: id)
                if ontoPath || receivers.isEmpty && isRegisteredRouteCase(first.value)
                    || isLibraryNavigator(receivers) && isRouteValue(first.value, context: id) {
                    // `presentSheet(.settings, embedInNavigationView: true)` (`withNavigation:` in newer versions)
                    // shows the route in a navigation stack of its own.
                    let embedded = call.arguments.contains {
                        ["embedInNavigationView", "withNavigation"].contains($0.label) && $0.value == .flag(true)
                    }
                    let destination = embedded ? SemanticValue.wrapped(container: "NavigationStack", root: first.value) : first.value
                    var step = Reach(at: call, kind: .route, mode: mode, destination: destination, in: id)
                    step.ontoBoundPath = mode == .push && ontoPath && isBoundPath(call.base)
                    reaches.append(step)
                }
            }
        }
        let heldProperty = typer.ownProperty(call.base)
        let staysOnSelf = call.base == nil || call.base == .selfValue
        // A function calling itself (or `self.init(...)` matching its own initializer) is not used by that.
        for callee in Set(callees).sorted() where callee != id {
            let holder = heldProperty.flatMap { property in
                project.owner(of: callee).map { InstanceGuard(property: property, holder: $0, context: id) }
            }
            used.insert(callee)
            runners[callee, default: []].append(id)
            reaches += summary(of: callee).compactMap { reach in
                // Navigation many calls away (a network layer logging the user out) is not this code's step.
                guard reach.depth < Self.callDepthLimit else { return nil }
                var deeper = reach
                deeper.depth += 1
                deeper.via = call.name
                if deeper.routeTrigger == nil { deeper.routeTrigger = call.routeTrigger }
                if let holder {
                    deeper.instanceGuard = holder
                } else if staysOnSelf, deeper.instanceGuard?.context == callee {
                    deeper.instanceGuard?.context = id
                }
                return substitute(deeper, from: callee, arguments: call.arguments, receiver: call.base, into: id).flatMap {
                    $0.guarded(by: call.caseGuard, conditional: call.conditional, in: id)
                        .tested(by: call.tests, sameInstance: staysOnSelf)
                }
            }
        }
        return reaches
    }

    /// The roots the initializers of the helpers `function` makes set (`navigator = Navigator(window: window)`, whose
    /// `init` sets the window's root). Only roots: what else an initializer reaches (a view model's observers, the
    /// alerts they raise) runs later, when something happens to the new value, not where it is made. A screen, a view
    /// or a coordinator made here shows nothing by being made: what its own initializer does is its own (a
    /// coordinator's, its first screen).
    private func initializerReaches(of function: SemanticFunction, in id: FunctionID) -> [Reach] {
        guard !function.embeds.isEmpty else { return [] }
        var reaches: [Reach] = []
        let types = project.types
        for type in Set(function.embeds.map { project.resolve($0, in: id) }).sorted() {
            guard types.isProjectType(type), !types.isScreen(type), !types.isSwiftUIView(type), !types.isCoordinator(type),
                  !types.isViewModifier(type), !project.appTypes.contains(type) else { continue }
            for initializer in project.methods(named: "init", on: type, expandingConformers: false) where initializer != id {
                let steps = summary(of: initializer)
                guard steps.contains(where: { $0.kind == .setRoot }) else { continue }
                used.insert(initializer)
                runners[initializer, default: []].append(id)
                reaches += steps.compactMap { reach in
                    guard reach.kind == .setRoot, reach.depth < Self.callDepthLimit else { return nil }
                    var deeper = reach
                    deeper.depth += 1
                    // The new instance's tests are of that instance.
                    return deeper.tested(by: [], sameInstance: false)
                }
            }
        }
        return reaches
    }

    /// What a `prepareTransition(for:)` reaches. Triggered from inside itself (an alert's action triggering
    /// `.home(tabs)` in the `.home` arm that shows the alert), its summary is still being made: its own steps are
    /// what the route shows there, the arms for other cases left out where the call is followed.
    private func transitionSteps(of handler: FunctionID) -> [Reach] {
        guard inProgress.contains(handler) else { return summary(of: handler) }
        return project.function(handler).effects.map { Reach($0, in: handler) }
    }

    /// Of several methods of one name, those the call can mean: those its argument labels fit, and of them the ones
    /// whose parameter types the arguments' types match where both are known (`open(_ url: URL)` against `open(_ recipe: Recipe)` for `open(url)`). When
    /// none fits, or types are not known, the list stays as it was.
    private func overloads(_ candidates: [FunctionID], matching call: SemanticCall, in context: FunctionID) -> [FunctionID] {
        let callees = project.overloads(candidates, fitting: call.arguments)
        guard callees.count > 1 else { return callees }
        let fitting = callees.filter { id in
            let function = project.function(id)
            return call.arguments.indices.allSatisfy { index in
                guard let parameter = function.parameters[safe: index], let written = parameter.type,
                      parameter.label == call.arguments[index].label else { return true }
                let wanted = project.resolve(String(written.filter { $0 != "?" && $0 != "!" }), in: id)
                let found = typer.types(of: call.arguments[index].value, in: context)
                guard !found.isEmpty, !project.types.isProtocol(wanted) else { return true }
                if project.types.isProjectType(wanted) {
                    return found.contains { project.types.lineage(of: $0).contains(wanted) }
                }
                // A plain value type of the standard library or Foundation (`URL`, `String`) rules out a value of
                // the app's own types; any other name may be a generic parameter or a protocol.
                guard Self.plainValueTypes.contains(ProjectTypes.simple(wanted)),
                      found.allSatisfy(project.types.isProjectType) else { return true }
                return false
            }
        }
        return fitting.isEmpty ? callees : fitting
    }

    /// Value types no type of an app descends from.
    private static let plainValueTypes: Set<String> = [
        "URL", "String", "Substring", "Character", "Int", "Double", "Float", "Bool", "Date", "Data", "UUID", "Decimal",
    ]

    /// The route a call triggers: `trigger(.detail)`, `router.rx.trigger(.detail)`, or the `initialRoute:` a
    /// coordinator's initializer is given.
    static func triggeredRoute(_ call: SemanticCall) -> SemanticValue? {
        let argument: SemanticArgument?
        switch call.name {
        case "trigger", "contextTrigger": argument = call.arguments.first
        // An interactive transition (an edge swipe) runs its route's transition when the gesture completes.
        case "registerInteractiveTransition": argument = call.arguments.first { $0.label == "for" }
        case "init": argument = call.arguments.first { $0.label == "initialRoute" }
        default: return nil
        }
        guard let value = argument?.value else { return nil }
        switch value {
        case .enumCase, .call(nil, _, _): return value
        default: return nil
        }
    }

    /// The `prepareTransition(for:)` methods of the coordinators whose route enum declares the case `route`
    /// names: the enum written with it, else the one enum with a handler that declares the case, else the
    /// enclosing coordinator's own.
    private func transitionHandlers(for route: SemanticValue, from owner: String?, routerBase: SemanticValue?) -> [FunctionID] {
        let caseName: String
        var written: String?
        switch route {
        case let .enumCase(type, name): (written, caseName) = (type, name)
        case let .call(nil, name, _): caseName = name
        default: return []
        }
        let declaring = (project.enumsByCase[caseName] ?? []).filter { handlersByRoute[$0] != nil }
        // A coordinator's own `trigger(.route)` or `initialRoute` runs its own `prepareTransition(for:)`, also when
        // other coordinators take the same route enum.
        if routerBase == nil || routerBase == .selfValue, let owner {
            let enums = written.map { [typer.resolve($0, from: owner)] } ?? declaring
            let own = project.methods(named: BodyAnalyzer.transitionFunction, on: owner, expandingConformers: false).filter { handler in
                enums.contains { handlersByRoute[$0]?.contains(handler) == true }
            }
            if !own.isEmpty { return own }
        }
        // The router's declared route type (`let router: UnownedRouter<FeedRoute>`).
        if written == nil, let owner, let routeType = routeType(ofRouter: routerBase, on: owner) { written = routeType }
        if let written { return handlersByRoute[typer.resolve(written, from: owner)] ?? [] }
        if declaring.count == 1 { return handlersByRoute[declaring[0]] ?? [] }
        guard let owner else { return [] }
        return (project.functionsByOwner[owner]?[BodyAnalyzer.transitionFunction] ?? []).filter { handler in
            declaring.contains { handlersByRoute[$0]?.contains(handler) == true }
        }
    }

    /// `FeedRoute` for a router property declared `UnownedRouter<FeedRoute>` (or `.rx` on one).
    private func routeType(ofRouter base: SemanticValue?, on owner: String) -> String? {
        var current = base
        while case let .member(inner?, _) = current, inner != .selfValue { current = inner }
        guard case let .member(_, name)? = current, let (property, _) = project.property(named: name, on: owner) else {
            return nil
        }
        return property.type.flatMap(SemanticProject.genericArgument)
    }

    /// Every `prepareTransition(for:)` by the route enum it takes.
    private lazy var handlersByRoute: [String: [FunctionID]] = {
        var found: [String: [FunctionID]] = [:]
        for functions in project.functionsByOwner.values {
            for id in functions[BodyAnalyzer.transitionFunction] ?? [] {
                guard let written = project.function(id).parameters.first?.type else { continue }
                found[project.resolve(written, in: id), default: []].append(id)
            }
        }
        return found
    }()

    /// What runs because `function` sets a property something observes (`focusedAccount = nil` under
    /// `.onChange(of: accounts.focusedAccount) { ... }`): the observers stored on the type whose property it sets.
    private func changeObservers(setBy function: SemanticFunction, in id: FunctionID) -> [Reach] {
        // The methods an observer calls do not name the step: the code that sets the property does. An observer
        // switching over the new value (`$route.sink { route in switch route { … } }`) takes the arm of the case set.
        let observerSteps = { (observer: FunctionID, value: SemanticValue?) in
            self.closureSteps(observer, calledWith: value).map { reach in
                // An observer stored on another value than this one: its tests are of that one.
                var step = reach
                step.via = nil
                step.tests.removeAll(where: \.isOfInstance)
                return step
            }
        }
        var reaches: [Reach] = []
        if let owner = project.owner(of: id) {
            for assignment in function.assignments {
                guard let property = assignment.label else { continue }
                if observed.contains(property) {
                    reaches += storedClosures(named: property, on: [owner]).flatMap { observerSteps($0, assignment.value) }
                }
                // What a modifier or a view it builds observes of the property handed to it.
                for bound in boundProperties[SemanticProject.BoundProperty(type: owner, property: property)] ?? []
                where observed.contains(bound.property) {
                    let binding = ReachBinding(
                        owner: bound.type, property: bound.property, value: .member(nil, property), context: id,
                        assigned: Self.construction(assignment.value, in: function)
                    )
                    reaches += storedClosures(named: bound.property, on: [bound.type]).flatMap { observerSteps($0, nil) }.map { reach in
                        var step = reach
                        if step.binding == nil { step.binding = binding }
                        return step
                    }
                }
            }
        }
        for handed in function.handedOver where observed.contains(handed.property) {
            let owners = typer.receiverTypes(handed.receiver, context: id)
            reaches += storedClosures(named: handed.property, on: owners).flatMap { observerSteps($0, handed.value) }
        }
        return reaches
    }

    /// A value built in `function` (`Destination(route: .berth)`) with the enum cases it was handed, where the
    /// function builds that type once so.
    private static func construction(_ value: SemanticValue, in function: SemanticFunction) -> SemanticValue {
        guard case let .instance(type) = value else { return value }
        let built = function.configuredEmbeds.filter { if case .call(nil, type, _) = $0 { true } else { false } }
        return built.count == 1 ? built[0] : value
    }

    /// What a stored closure does when called with `argument` (or sent it as a stream's element): of the arms of a
    /// switch over its own parameter (or of a method it hands that parameter to, `{ self.trigger($0) }`), those of
    /// the case passed, when it is one; when it is a parameter of `caller` (a type-erased router's `trigger(_ route:)`
    /// calling its stored closure with `route`), the arms are left to `caller`'s callers, which pass the case.
    private func closureSteps(_ closure: FunctionID, calledWith argument: SemanticValue?, in caller: FunctionID? = nil) -> [Reach] {
        let steps = summary(of: closure)
        let onArgument = { (reach: Reach) -> CaseGuard? in
            guard let caseGuard = reach.caseGuard, reach.guardContext == closure,
                  caseGuard.parameter == CaseGuard.closureArgument || caseGuard.parameter == 0 else { return nil }
            return caseGuard
        }
        // A case written with its type (`PantryEvent.openLabels`) is that case as much as one without.
        var argument = argument
        if let value = argument, case let (name?, type) = value.namedCase { argument = .enumCase(type, name) }
        switch argument {
        case let .enumCase(_, name)?:
            return steps.compactMap { reach in
                guard let caseGuard = onArgument(reach) else { return reach }
                guard caseGuard.admits(name) else { return nil }
                var bound = reach
                bound.caseGuard = nil
                return bound
            }
        case let .parameter(index)?:
            guard let caller else { return steps }
            return steps.map { reach in
                guard let caseGuard = onArgument(reach) else { return reach }
                var passed = reach
                passed.caseGuard = caseGuard.onParameter(index)
                passed.guardContext = caller
                return passed
            }
        default:
            return steps
        }
    }

    /// The closures stored under `property` on any of `types` or their ancestors.
    private func storedClosures(named property: String, on types: [String]) -> [FunctionID] {
        types.flatMap(project.types.lineage(of:)).flatMap { type in
            // An environment value a view reads (`@Environment(\\.showProfile) var showProfile`) holds what the
            // app sets for its key.
            let key = project.property(named: property, on: type)?.property.environmentKey
            return (stored[type]?[property] ?? []) + (key.flatMap { stored[SemanticProject.environmentValues]?[$0] } ?? [])
        }
    }

    /// By type, the streams each of its properties is made into by others of its properties, written as operators
    /// on it (`let showSighting: Signal<Sighting>` set to `itemSelected.asSignal()`, `results = query.map(search)`,
    /// a computed `var next: Observable<Void> { nextTapped.asObservable() }`) or bound to them
    /// (`loginTap.flatMapLatest(signIn).bind(to: didSignIn)`), directly or through one another: who subscribes to
    /// those is delivered what is sent on it.
    private static func derivedStreams(in project: SemanticProject) -> [String: [String: [String]]] {
        var direct: [String: [String: Set<String>]] = [:]
        func add(_ value: SemanticValue?, to property: String, of owner: String) {
            guard let source = streamSource(of: value), source != property,
                  project.property(named: source, on: owner) != nil else { return }
            direct[owner, default: [:]][source, default: []].insert(property)
        }
        for (owner, properties) in project.propertiesByOwner {
            for (name, property) in properties { add(property.initial, to: name, of: owner) }
        }
        for id in project.allFunctions {
            guard let owner = project.owner(of: id) else { continue }
            let function = project.function(id)
            for assignment in function.assignments {
                if let property = assignment.label { add(assignment.value, to: property, of: owner) }
            }
            // A computed property returning one (`var next: Observable<Void> { nextTapped.asObservable() }`).
            if !function.isClosure, function.parameters.isEmpty, project.property(named: function.name, on: owner) != nil {
                for returned in function.returns { add(returned, to: function.name, of: owner) }
            }
            // A stream piped into another of the type's (`loginTap.flatMapLatest(signIn).bind(to: didSignIn)`).
            for call in function.calls where pipes(call) {
                for case let .member(target, property) in streams(sentOn: call) where target == nil || target == .selfValue {
                    add(call.base, to: property, of: owner)
                }
            }
        }
        return direct.mapValues { sources in
            sources.mapValues { first in
                var found: Set<String> = []
                var pending = Array(first)
                while let stream = pending.popLast() {
                    guard found.insert(stream).inserted else { continue }
                    pending += sources[stream] ?? []
                }
                return found.sorted()
            }
        }
    }

    /// The property of the value's own type an operator chain starts from (`itemSelected` of
    /// `itemSelected.asSignal()` or `self.query.map(search).share()`); nil for anything else.
    private static func streamSource(of value: SemanticValue?) -> String? {
        guard case var .call(base?, _, _) = value else { return nil }
        while case let .call(inner?, _, _) = base { base = inner }
        switch base {
        case let .member(nil, name), let .member(.selfValue?, name): return name
        default: return nil
        }
    }

    /// The control whose events a reactive chain starts from (`composeButton` of `composeButton.rx.tap`, `tableView`
    /// of `tableView.rx.modelSelected(Sighting.self).map { ... }`); nil for any other stream.
    private static func reactiveControl(_ value: SemanticValue?) -> String? {
        var current = value
        while let part = current {
            switch part {
            case let .member(base?, "rx"):
                if case let .member(_, name) = base { return name }
                return nil
            case let .member(base, _), let .call(base, _, _):
                current = base
            default:
                return nil
            }
        }
        return nil
    }

    /// Whether a call pipes one stream into another (`bind(to:)`, `drive(_:)`): it sends what its receiver's stream
    /// delivers, when that delivers, not a value of its own.
    static func pipes(_ call: SemanticCall) -> Bool {
        call.name == "bind" || call.name == "drive"
    }

    /// The streams a call sends on: its receiver for `onNext`, `send` and `accept`, its argument for `bind(to:)`
    /// and `drive(_:)`.
    static func streams(sentOn call: SemanticCall) -> [SemanticValue] {
        switch call.name {
        case "onNext", "send", "accept": return call.base.map { [$0] } ?? []
        case "bind", "drive": return call.arguments.filter { $0.label == "to" || $0.label == nil }.map(\.value)
        case "post":
            guard let name = call.arguments.first, name.label == "name", let key = NotificationStream.name(name.value) else { return [] }
            return [.member(NotificationStream.center, key)]
        default: return []
        }
    }

    /// The calls on an array of routes (FlowStacks' `routes.push(.detail)`) that show a route, and how; `setRoot`
    /// stands for `routes = [.root(...)]`.
    static let routeCalls: [String: PresentationMode] = [
        "push": .push, "presentSheet": .sheet, "presentCover": .fullScreen, "setRoot": .swap,
    ]

    /// Whether `base` is a SwiftUI stack's path: a `NavigationPath`, or an array of a type some stack registers
    /// destinations for (`[Route]`, or a library's `Routes<Route>` / `[Route<Screen>]`).
    private func isStackPath(_ base: SemanticValue?, context: FunctionID) -> Bool {
        guard case let .member(owner, name) = base else { return false }
        for receiver in typer.receiverTypes(owner, context: context) {
            guard let (property, propertyOwner) = project.property(named: name, on: receiver) else { continue }
            if isStackPath(property, of: propertyOwner) { return true }
        }
        return false
    }

    /// Whether `base` names a property some `NavigationStack(path:)` binds (`router.path`, `model.ordersPath`).
    private func isBoundPath(_ base: SemanticValue?) -> Bool {
        guard case let .member(_, name)? = base else { return false }
        return stackPathNames.contains(name)
    }

    /// Whether `property`, declared by `owner`, is a SwiftUI stack's path (``isStackPath(_:context:)``).
    func isStackPath(_ property: SemanticProperty, of owner: String) -> Bool {
        if property.type == "NavigationPath" { return true }
        if case .instance("NavigationPath") = property.initial { return true }
        // An array of route values no `NavigationStack(path:)` is bound to is the app's data (`hives.append(hive)`
        // in a model, with `navigationDestination(for: Hive.self)` on the list): where the app binds no stack's
        // path the core can see (a library's router over its routes, a path bound through a subscript), any such
        // array may be one.
        let stackPaths = stackPathNames
        guard stackPaths.isEmpty ? pathsMayBeUnseen : stackPaths.contains(property.name) else { return false }
        guard let element = property.type.flatMap(SemanticProject.routeElement) else { return false }
        if registeredRouteTypes.contains(typer.resolve(element, from: owner)) { return true }
        // A router generic over its routes (`final class Router<Route: Hashable>` with `var path: [Route]`): the
        // routes are what each stack using it registers.
        return !registeredRouteTypes.isEmpty && project.types.genericParameters(of: owner).contains(element)
    }

    /// Whether the receiver is a navigator no type of the app declares (a library's, handed down the environment).
    private func isLibraryNavigator(_ receivers: [String]) -> Bool {
        !receivers.isEmpty && receivers.allSatisfy { receiver in
            !project.types.isProjectType(receiver)
                && ProjectTypes.simple(String(receiver.prefix { $0 != "<" })).hasSuffix("Navigator")
        }
    }

    /// Whether `value` is a value of a type some stack or router registers views for: an untyped case of one such
    /// enum, or a value typed as one (`Step.pace(distance: 21)`).
    private func isRouteValue(_ value: SemanticValue, context: FunctionID) -> Bool {
        isRegisteredRouteCase(value) || typer.types(of: value, in: context).contains(where: registeredRouteTypes.contains)
    }

    /// Whether `value` is an untyped case (`.detail(...)`) of exactly one enum some router registers views for.
    func isRegisteredRouteCase(_ value: SemanticValue) -> Bool {
        let name: String
        switch value {
        case let .enumCase(nil, caseName): name = caseName
        case let .call(nil, caseName, _) where caseName.first?.isLowercase == true: name = caseName
        default: return false
        }
        return (project.enumsByCase[name] ?? []).filter(registeredRouteTypes.contains).count == 1
    }

    /// The names of the properties the app binds a `NavigationStack`'s path to (`NavigationStack(path: $router.path)`),
    /// and of those it hands that binding to (`StationView(path: $detailPath)` with `@Binding var path`).
    private lazy var stackPathNames: Set<String> = {
        var found: Set<String> = []
        for id in project.allFunctions {
            for case let .call(nil, type, arguments) in project.function(id).configuredEmbeds
            where ProjectTypes.simple(type) == "NavigationStack" {
                for argument in arguments where argument.label == "path" {
                    if case let .member(_, name) = argument.value { found.insert(String(name.drop { $0 == "$" })) }
                }
            }
        }
        var handed = boundProperties.filter { found.contains($0.key.property) }.flatMap(\.value)
        while let bound = handed.popLast() {
            guard found.insert(bound.property).inserted else { continue }
            handed += boundProperties[bound] ?? []
        }
        return found
    }()

    /// Whether a stack's path may be bound where the core does not see it: a library's router holds the routes,
    /// some `NavigationStack(path:)` binds what is no property (`$router[tab]`, a store's scope), or the app has no
    /// `NavigationStack` of its own. An app whose every stack is written without a path navigates by its links'
    /// values: its arrays of those values are data.
    private lazy var pathsMayBeUnseen: Bool = {
        if project.registrations.contains(where: { $0.registration.routes != nil }) { return true }
        var hasStack = false
        for id in project.allFunctions {
            let function = project.function(id)
            for case let .call(nil, type, arguments) in function.configuredEmbeds
            where ProjectTypes.simple(type) == "NavigationStack" && arguments.contains(where: { $0.label == "path" }) {
                return true
            }
            hasStack = hasStack || function.embeds.contains { ProjectTypes.simple($0) == "NavigationStack" }
        }
        return !hasStack
    }()

    /// The types stacks register destinations for.
    private lazy var registeredRouteTypes: Set<String> = Set(project.registrations.compactMap { registration, context, _ in
        registration.routeType.map { project.resolve($0, in: context) }
    })

    /// A reach of `callee` seen from a call: its arguments take the place of the parameters the destination
    /// names, and a step that depends on a parameter's case is kept only when the argument allows it (nil when
    /// it does not). Names the callee used on itself are made explicit, since the destination is now typed in the
    /// caller; a step showing `self` itself shows the call's receiver (`card.presentAsCard()` with an extension
    /// on `UIViewController` presenting `self`).
    private func substitute(
        _ reach: Reach, from callee: FunctionID, arguments: [SemanticArgument], receiver: SemanticValue? = nil,
        into caller: FunctionID
    ) -> Reach? {
        let function = project.function(callee)
        let calleeOwner = project.owner(of: callee)
        func argument(_ index: Int) -> SemanticValue? {
            let value = function.argument(index, in: arguments)
            // `.detail` passed for a `FeedRoute` parameter is `FeedRoute.detail`.
            if case let .enumCase(nil, name)? = value, let type = function.parameters[safe: index]?.type,
               let resolved = project.types.resolve(type, from: calleeOwner, in: project.file(of: callee)),
               project.types.isEnum(resolved) {
                return .enumCase(resolved, name)
            }
            return value
        }
        var copy = reach
        if let typeGuard = reach.typeGuard, reach.typeGuardContext == callee {
            copy.typeGuard = nil
            // A screen passed where the step needs a navigation controller (`sender as? UINavigationController`);
            // a parameter passed on leaves it to the callers.
            if case let .parameter(index)? = argument(typeGuard.parameter) {
                copy.typeGuard = TypeGuard(parameter: index, type: typeGuard.type)
                copy.typeGuardContext = caller
            } else if let passed = argument(typeGuard.parameter) {
                let found = typer.types(of: passed, in: caller)
                let wanted = ProjectTypes.simple(typeGuard.type)
                if !found.isEmpty, found.allSatisfy({ project.types.isProjectType($0) }),
                   !found.contains(where: { project.types.lineage(of: $0).contains { ProjectTypes.simple($0) == wanted } }) {
                    return nil
                }
            }
        }
        if let caseGuard = reach.caseGuard, reach.guardContext == callee {
            switch argument(caseGuard.parameter) {
            case let .enumCase(_, name)?:
                guard caseGuard.admits(name) else { return nil }
                copy.caseGuard = nil
            case let .parameter(index)?:
                copy.caseGuard = caseGuard.onParameter(index)
                copy.guardContext = caller
            case .closureArgument(_, _, 0)? where project.function(caller).isClosure:
                // A closure handing on its own argument (`AnyRouter { route in self.trigger(route) }`): the case is
                // the one it is called with (``closureSteps(_:calledWith:in:)``).
                copy.caseGuard = caseGuard.onParameter(CaseGuard.closureArgument)
                copy.guardContext = caller
            case let passed? where subscribedElements[caller] == passed:
                // So is a subscription handing on what is sent (`route.sink { self?.handle($0) }`).
                copy.caseGuard = caseGuard.onParameter(CaseGuard.closureArgument)
                copy.guardContext = caller
            default:
                // The call does not say which case: the step may or may not happen.
                copy.caseGuard = nil
                copy.conditional = true
            }
        }
        if reach.context == callee, let receiver, reach.destination == .selfValue {
            copy.destination = receiver
            copy.context = caller
            return copy
        }
        guard reach.context == callee,
              Self.mentionsParameter(reach.destination) || reach.item.map(Self.mentionsParameter) == true else { return copy }
        let owner = project.owner(of: callee).map(SemanticValue.instance)
        // Type names written in the callee are qualified there, since the caller may not see them unqualified.
        let qualify = { [project] (written: String) in project.resolve(written, in: callee) }
        // `router` bound by `case let .home(router)` is what the caller's `.home(tabs)` carries.
        let carried = { (parameter: Int, name: String, index: Int) -> SemanticValue in
            switch argument(parameter) {
            case let .enumCase(_, passed)? where passed == name:
                function.payload(parameter, in: arguments)[safe: index]?.value ?? .unknown
            case let .parameter(outer)?: .associatedValue(parameter: outer, case: name, index: index)
            default: .unknown
            }
        }
        // A step showing what the case carries does not run when it carries nothing (`if let router { ... }`).
        if case let .associatedValue(parameter, name, index) = reach.destination, carried(parameter, name, index) == .nilLiteral {
            return nil
        }
        copy.destination = Self.rewritten(reach.destination, owner: owner, argument: argument, carried: carried, qualify: qualify)
        copy.item = reach.item.map { Self.rewritten($0, owner: owner, argument: argument, carried: carried, qualify: qualify) }
        copy.context = caller
        return copy
    }

    private static func mentionsParameter(_ value: SemanticValue) -> Bool {
        value.contains {
            switch $0 {
            case .parameter, .associatedValue: true
            default: false
            }
        }
    }

    /// `value` with parameters replaced by arguments and the implicit `self` made the callee's type.
    private static func rewritten(
        _ value: SemanticValue, owner: SemanticValue?, argument: (Int) -> SemanticValue?,
        carried: (Int, String, Int) -> SemanticValue, qualify: (String) -> String
    ) -> SemanticValue {
        value.replacing { part in
            switch part {
            case let .parameter(index): argument(index) ?? .unknown
            case let .associatedValue(parameter, name, index): carried(parameter, name, index)
            case .selfValue: owner
            case let .member(nil, name): owner.map { .member($0, name) }
            case let .call(nil, name, arguments):
                owner.map { owner in
                    .call(owner, name, arguments.map {
                        SemanticArgument(
                            label: $0.label,
                            value: rewritten($0.value, owner: owner, argument: argument, carried: carried, qualify: qualify)
                        )
                    })
                }
            case let .typeReference(written): .typeReference(qualify(written))
            case let .instance(written): .instance(qualify(written))
            case let .enumCase(written?, name): .enumCase(qualify(written), name)
            default: nil
            }
        }
    }
}
