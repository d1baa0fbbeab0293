import FlowModel

/// The NavigationStack style (MVVM-C, iOS 16+): a coordinator class owns the `NavigationPath` (or route array)
/// a `NavigationStack(path:)` is bound to, registers destinations with `.navigationDestination(for:)`, and
/// navigates in methods that views or their view models call.
struct NavigationStackReader: StyleReader {
    private let index: SymbolIndex
    private let shapes: [NavigationStackCoordinatorShape]
    private let shapeNotes: [ExtractionNote]

    init(index: SymbolIndex, facts: [FileFacts]) {
        self.index = index
        (shapes, shapeNotes) = NavigationStackCoordinatorShape.all(in: facts, index: index)
    }

    /// The classes this style reads as coordinators, which no other style may read again.
    var coordinatorNames: Set<String> { Set(shapes.map(\.name)) }

    /// The files declaring or extending each coordinator, whose method bodies hold the navigation.
    var filesToParse: Set<String> {
        Set(shapes.flatMap { shape in index.methodChain(from: shape.name).flatMap { index.files(declaring: $0) } })
    }

    func read(_ input: SecondPassInput) -> (coordinators: [Coordinator], notes: [ExtractionNote], entrySites: [SourceLocation]) {
        let store = input.store, facts = input.facts
        let stackFacts = facts.map(\.navigationStack)
        let views = input.views
        let members = input.members
        let triggers = NavigationStackTriggers(members: members)
        let allLinks = stackFacts.flatMap(\.links)
        let resolver = MethodResolver(index: index, store: store)
        var notes = shapeNotes
        var linkedLocations: Set<FlowModel.SourceLocation> = []
        let launchedViews = shapes.isEmpty ? [] : launchedViews(in: facts)
        let coordinators = shapes.map { shape in
            var screens = NavigationStackScreens(shape: shape, index: index, views: views)
            notes += screens.notes
            var transitions = transitionsOfMethods(
                shape, screens: &screens, triggers: triggers, resolver: resolver, notes: &notes
            )
            let (linkTransitions, linked) = links(allLinks, shape: shape, screens: screens)
            transitions += linkTransitions
            linkedLocations.formUnion(linked)
            return Coordinator(
                name: shape.name,
                style: .navigationStack,
                location: shape.location,
                entries: entries(of: shape, root: screens.root, members: members, views: views, launchedViews: launchedViews),
                screens: Array(screens.screens.values),
                // The same step reached twice (a helper called from two places of one method) is one transition.
                transitions: Array(Set(transitions))
            )
        }
        let registered = Set(shapes.flatMap { $0.destinations.map(\.location) })
        // A destination no coordinator's path can hold sits in a stack of plain SwiftUI, which the core reads.
        let unregistered = stackFacts.flatMap(\.destinations).filter { destination in
            !registered.contains(destination.location) && shapes.contains { $0.holds(destination.routeType) }
        }.map { destination in
            ExtractionNote(
                location: destination.location,
                message: "could not tell which coordinator's stack .navigationDestination(for: \(destination.routeType).self) "
                    + "registers for: it is outside the coordinator and the type that holds its NavigationStack(path:)"
            )
        }
        return (coordinators, notes + unregistered + unlinked(stackFacts.flatMap(\.links), linked: linkedLocations), [])
    }

    /// A `NavigationLink(value:)` in a view no coordinator shows, or with a value it cannot read.
    private func unlinked(_ links: [NavigationStackFileFacts.Link], linked: Set<FlowModel.SourceLocation>) -> [ExtractionNote] {
        links.filter { !linked.contains($0.location) }.map { link in
            let reason = link.caseName ?? link.valueType == nil
                ? "the value is not a route case or an initializer"
                : "\(link.owner ?? "the code around it") is not a screen's view"
            return ExtractionNote(location: link.location, message: "could not tell where NavigationLink(value:) pushes from: \(reason)")
        }
    }

    private func transitionsOfMethods(
        _ shape: NavigationStackCoordinatorShape, screens: inout NavigationStackScreens,
        triggers: NavigationStackTriggers, resolver: MethodResolver, notes: inout [ExtractionNote]
    ) -> [Transition] {
        let walker = NavigationStackStepWalker(
            coordinator: shape.name, pathProperties: shape.pathProperties, itemProperties: shape.itemProperties,
            registeredCases: Set(shape.destinations.flatMap(\.arms.built.keys)), resolver: resolver
        )
        let outputs = index.methods(of: shape.name).map { ($0, walker.steps(of: $0)) }
        // A helper only other coordinator methods call is read as part of them.
        let helpers = outputs.reduce(into: Set<MethodDeclaration>()) { $0.formUnion($1.1.followed) }
        var transitions: [Transition] = []
        for (method, output) in outputs where !helpers.contains(method) {
            notes += output.notes
            guard !output.steps.isEmpty else { continue }
            for step in output.steps where step.isTypeRoute {
                if let screen = step.screen { screens.addUnregistered(screen, index: index) }
            }
            let (found, triggerNotes) = triggers.triggers(of: method, coordinator: shape.name, screens: screens)
            notes += triggerNotes
            if found.isEmpty, triggerNotes.isEmpty {
                notes.append(ExtractionNote(
                    location: method.location,
                    message: "could not tell which screen calls \(shape.name).\(method.signature): no view or view model calls it"
                ))
            }
            for trigger in found {
                screens.addAction(trigger.action, to: trigger.screen)
                transitions += output.steps.map { step in
                    transition(step, from: trigger.screen, action: trigger.action.name, conditional: trigger.conditional, in: shape)
                }
            }
        }
        return transitions
    }

    private func transition(
        _ step: NavigationStackStep, from screen: String, action: String?, conditional: Bool,
        in shape: NavigationStackCoordinatorShape
    ) -> Transition {
        Transition(
            from: screen,
            action: action,
            kind: step.kind,
            mode: step.mode,
            navigation: step.mode?.isModal == true ? false : nil,
            to: step.screen.map { Target(coordinator: shape.name, screen: $0) },
            conditional: conditional || step.conditional,
            location: step.location
        )
    }

    /// `NavigationLink(value:)` in a screen's view pushes from that screen.
    private func links(
        _ links: [NavigationStackFileFacts.Link], shape: NavigationStackCoordinatorShape, screens: NavigationStackScreens
    ) -> (transitions: [Transition], linked: [FlowModel.SourceLocation]) {
        var transitions: [Transition] = []
        var linked: [FlowModel.SourceLocation] = []
        for link in links {
            guard let owner = link.owner, let target = link.caseName ?? link.valueType else { continue }
            let step = NavigationStackStep(
                kind: .present, mode: .push, screen: target, conditional: link.conditional, location: link.location
            )
            let from = screens.screens(shownBy: TypeName(written: owner).simpleName)
            if !from.isEmpty { linked.append(link.location) }
            transitions += from.map { transition(step, from: $0, action: nil, conditional: false, in: shape) }
        }
        return (transitions, linked)
    }

    /// The app starts a coordinator where a type conforming to `App` calls it, holds its stack (or builds the view
    /// that holds it), or applies the custom modifier that holds its stack.
    private func entries(
        of shape: NavigationStackCoordinatorShape, root: String?, members: MemberFactIndex, views: ViewTypeResolver,
        launchedViews: Set<String>
    ) -> [Entry] {
        guard let root else { return [] }
        let calls = members.calls(onType: shape.name).filter { isApp($0.owner) }.map(\.location)
        let stacks = shape.stacks.filter { stack in
            // A custom modifier's stack starts where the app applies the modifier (below).
            isApp(stack.owner) || views.uses(of: stack).isEmpty
                && stack.owner.map { launchedViews.contains(TypeName(written: $0).simpleName) } == true
        }.map(\.location)
        let modifiers = shape.stacks.flatMap { views.uses(of: $0) }.filter { isApp($0.owner) }.map(\.location)
        // One entry for the root, however many places show it: the stack the app holds first, else where the app
        // applies the stack's modifier, else where it calls the coordinator.
        return (stacks + modifiers + calls).prefix(1).map { Entry(screen: root, kind: .root, navigation: true, location: $0) }
    }

    /// The views the app type builds in its scenes (`WindowGroup { CoordinatorView() }`), and the views those build
    /// in turn (a tab view's tabs), by simple name: a stack one of them holds is where the app starts. Each
    /// function's owner is resolved once per owner, not per function.
    private func launchedViews(in facts: [FileFacts]) -> Set<String> {
        var isAppOwner: [String: Bool] = [:]
        var queue: [String] = []
        var built: [String: Set<String>] = [:]
        for file in facts {
            for function in file.semantic.functions {
                guard let owner = function.owner else { continue }
                let app = isAppOwner[owner] ?? isApp(owner)
                isAppOwner[owner] = app
                let embeds = (function.embeds + Self.presentedViews(of: function)).map { TypeName(written: $0).simpleName }
                if app { queue += embeds } else { built[TypeName(written: owner).simpleName, default: []].formUnion(embeds) }
            }
        }
        var found: Set<String> = []
        while let view = queue.popLast() {
            guard found.insert(view).inserted else { continue }
            queue += built[view] ?? []
        }
        return found
    }

    /// The views a function presents or pushes (`.sheet(isPresented: $showsWizard) { PlantingSheet() }`): shown when
    /// the app shows the function's view, so a stack one of them holds starts there too.
    private static func presentedViews(of function: SemanticFunction) -> [String] {
        var found: [String] = []
        func collect(_ nodes: [ViewNode]) {
            for node in nodes {
                if case let .instance(type) = node.value { found.append(type) }
                collect(node.children)
            }
        }
        for effect in function.effects {
            if case let .views(nodes) = effect.destination { collect(nodes) }
        }
        for registration in function.registrations {
            for arm in registration.arms { collect(arm.views) }
        }
        return found
    }

    private func isApp(_ owner: String?) -> Bool {
        guard let owner, let declaration = index.resolve(owner, from: nil) else { return false }
        return declaration.inherited.contains { $0.simpleName == "App" }
    }
}
