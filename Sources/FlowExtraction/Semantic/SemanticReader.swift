import FlowModel

/// Reads the navigation of code that no style reader recognises as its own: screens that link, push and present
/// by themselves, coordinators of any shape, view models, delegates and stored closures between them.
///
/// Screens are grouped into coordinators this way: a coordinator type (named a coordinator, or descending from
/// one) owns the screens it shows and those its screens go on to show; every other screen belongs to one
/// container named after the app's entry type (`@main`, or the app delegate), or `App` when there is none.
struct SemanticReader {
    let index: SymbolIndex
    let facts: [FileFacts]
    private let project: SemanticProject

    /// Builds the project's tables, which stand on the facts alone: what the style readers read is asked for later.
    init(index: SymbolIndex, facts: [FileFacts]) {
        self.index = index
        self.facts = facts
        var viewBodies: Set<String> = []
        var routeViews: Set<String> = []
        for file in facts {
            for function in file.semantic.functions
            where function.name == "body" && !function.isClosure && function.returnType?.hasSuffix("View") == true {
                guard let owner = function.owner.map({ index.resolve($0, from: nil, in: file.path)?.qualifiedName ?? $0 }),
                      !Self.conformsOnlyToValueProtocols(owner, in: index) else {
                    continue
                }
                // A route enum whose body builds each case's view (`switch self { ... }`) is no screen: its cases'
                // views are.
                if function.returnGuards.contains(where: { $0?.parameter == CaseGuard.selfParameter }) {
                    routeViews.insert(owner)
                } else {
                    viewBodies.insert(owner)
                }
            }
        }
        let types = ProjectTypes(
            index: index, viewBodies: viewBodies, routeViews: routeViews,
            storyboardScreens: Set(facts.flatMap(\.semantic.storyboardScreens))
        )
        project = SemanticProject(types: types, files: facts.map { ($0.path, $0.semantic) })
    }

    /// Starts finding the project's shape (``ProjectStructure``) on another thread, for ``read(styled:structure:askingWhetherCalled:)``
    /// to wait for only once it has summarized the effects: it needs nothing the style readers read.
    func findingStructure() -> Task<ProjectStructure, Never> {
        let project = project
        return Task { ProjectStructure(project: project) }
    }

    /// Protocols of plain values, which no view conforms to through them.
    private static let valueProtocols: Set<String> = [
        "Hashable", "Equatable", "Identifiable", "Codable", "Encodable", "Decodable", "Sendable", "CaseIterable",
        "Comparable", "CustomStringConvertible", "RawRepresentable", "Error", "AnyObject",
    ]

    /// Whether a type the project declares conforms only to protocols of plain values, directly or through its own
    /// protocols (`struct SeedDestination: Destination` with `protocol Destination: Hashable`): its `body` builds what
    /// a stack shows for it, and the type is no view. A protocol the project does not declare may refine `View`.
    private static func conformsOnlyToValueProtocols(_ type: String, in index: SymbolIndex, depth: Int = 0) -> Bool {
        let declarations = index.declarations(of: type)
        guard depth < 8, !declarations.isEmpty, declarations.allSatisfy({ $0.kind != .classType }) else { return false }
        return declarations.flatMap(\.inherited).allSatisfy { inherited in
            if valueProtocols.contains(inherited.simpleName) { return true }
            guard let declared = index.resolve(inherited.written, from: type), declared.kind == .protocolType else { return false }
            return conformsOnlyToValueProtocols(declared.qualifiedName, in: index, depth: depth + 1)
        }
    }

    /// A style reader's step to a route enum itself (its cases are the screens) or to a SwiftUI control is a
    /// misreading the core reads better: it is dropped, and the core's step at that place kept.
    private func droppingMisreadSteps(of styled: [Coordinator]) -> [Coordinator] {
        let notScreens = Set(styled.flatMap(\.screens).map(\.name).filter { name in
            if ProjectTypes.swiftUIOwnViews.contains(name) { return true }
            return index.resolve(name, from: nil).map { project.types.isEnum($0.qualifiedName) } ?? false
        })
        return notScreens.isEmpty ? styled : styled.map { $0.droppingSteps(to: notScreens) }
    }

    /// Where the first pass met a navigation primitive: a push, a presentation, a link, a change of a stack's path,
    /// a child's start. A value set on a property counts only where a step comes of it (it is a transition then);
    /// the app type setting the window's root or starting the first coordinator makes the model's entries.
    static func sites(in facts: [FileFacts]) -> [SourceLocation] {
        let apps = Set(facts.flatMap(\.semantic.appTypes))
        return facts.flatMap { file in
            file.semantic.functions.flatMap { function in
                let launches = function.owner.map(apps.contains) ?? false
                return function.effects.filter { effect in
                    effect.kind != .item && !(launches && (effect.kind == .setRoot || effect.kind == .start))
                }.map(\.location)
            }
        }
    }

    /// What the core read, with what the extractor needs to merge it with the style readers' models.
    struct Reading {
        var coordinators: [Coordinator]
        var notes: [ExtractionNote]
        /// Of the methods asked about, those the core found called (``SemanticEdges/calledFunctions``).
        var called: Set<SourceLocation>
        /// The style readers' coordinators, presenting as the core found (``presentingAsTheCoreDoes(_:edges:)``).
        var styled: [Coordinator]
        var handedStacks: Set<String>
        /// Children added as a screen sets itself up (``SemanticEdges/embeddedChildren``): read, no steps.
        var embeddedChildren: Set<SourceLocation>
        /// The calls followed to the steps the core adds (``SemanticEdges/followedCalls``).
        var followedCalls: Set<SourceLocation>
    }

    /// What the core reads besides the style readers' coordinators (`styled`, which it leaves and the steps touching
    /// them to those readers), with which of the methods declared at `asked` the core found called
    /// (``SemanticEdges/calledFunctions``): a style reader's note that it could not tell what triggers one of them is
    /// moot.
    func read(
        styled: [Coordinator], structure: Task<ProjectStructure, Never>, askingWhetherCalled asked: Set<SourceLocation> = []
    ) async -> Reading {
        let named = Self.namingRouteScreensByTheirViews(droppingMisreadSteps(of: styled), in: project)
        let coordinators = Set(named.map(\.name))
        let found = await SemanticEdges(project: project, structure: structure, askingWhetherCalled: asked) { type in
            type.map { coordinators.contains(ProjectTypes.simple($0)) } ?? false
        }
        // What a style reader already has stays as it read it: the core adds only the steps it lacks, matching
        // screens loosely (`TrailDetailView` is the `trailDetail` route's screen).
        var known: Set<[String]> = []
        var declared: [String: (coordinator: String, screen: String)] = [:]
        var knownSites: Set<[String]> = []
        for coordinator in named {
            let owner = Self.key(coordinator.name)
            for screen in coordinator.screens {
                declared[Self.key(screen.name)] = declared[Self.key(screen.name)] ?? (coordinator.name, screen.name)
                // A style reader shows a coordinator's own first screens as its entries.
                known.insert([owner, Self.key(screen.name)])
            }
            for transition in coordinator.transitions {
                if let location = transition.location { knownSites.insert([Self.key(transition.from), "\(location)"]) }
                guard let to = transition.to else { continue }
                known.insert([Self.key(transition.from), Self.key(to.screen ?? to.coordinator)])
                known.insert([Self.key(transition.from), Self.key(to.coordinator)])
                known.insert([owner, Self.key(to.coordinator)])
            }
        }
        let entries = Set(named.flatMap { coordinator in coordinator.entries.map { [Self.key(coordinator.name), Self.key($0.screen)] } })
        let edges = found.edges.filter { edge in
            let pair = [Self.key(ProjectTypes.simple(edge.from)), Self.key(ProjectTypes.simple(edge.to))]
            // A coordinator presenting its first screen in its start says how the coordinator is started, which
            // the style reader's entry does not (``Coordinator/foldingFirstPresentations(_:handedStacks:)``).
            if edge.action == nil, edge.kind == .present, edge.mode?.isModal == true, entries.contains(pair) { return true }
            // The window's root and the coordinator the app starts are where the model begins (its entries), not
            // steps in it; what the app's own views present is.
            return !(project.appTypes.contains(edge.from) && (edge.kind == .start || edge.kind == .setRoot))
                && !knownSites.contains([Self.key(ProjectTypes.simple(edge.from)), "\(edge.location)"])
                && !known.contains(pair)
        }
        let styled = Self.presentingAsTheCoreDoes(named, edges: found.edges)
        let handedStacks = await structure.value.handedStacks
        // An app whose screens make no step still begins somewhere: its model holds where, not nothing.
        guard !edges.isEmpty || !found.linkedScreens.isEmpty
                || found.entries.contains(where: { project.appTypes.contains($0.key) && !$0.value.isEmpty }) else {
            return Reading(
                coordinators: [], notes: found.notes, called: found.calledFunctions, styled: styled, handedStacks: handedStacks,
                embeddedChildren: found.embeddedChildren, followedCalls: []
            )
        }
        let builder = SemanticModelBuilder(
            project: project, edges: edges, entries: found.entries, linkedScreens: found.linkedScreens, declared: declared,
            styledStarts: Self.starts(of: styled.filter(\.entries.isEmpty).map(\.name), in: found.edges)
        )
        // The calls followed to the steps the core adds: a style reader's note on one is moot.
        let followedCalls = Set(edges.flatMap { found.followedCalls[$0.step] ?? [] })
        return Reading(
            coordinators: builder.coordinators(), notes: found.notes, called: found.calledFunctions, styled: styled,
            handedStacks: handedStacks, embeddedChildren: found.embeddedChildren, followedCalls: followedCalls
        )
    }

    /// The coordinators, by name, made with the navigation controller they show their screens on
    /// (`init(navigationController: UINavigationController)`, here or in a base class).
    static func handedStacks(in project: SemanticProject) -> Set<String> {
        let types = project.types
        var handed: Set<String> = []
        for (owner, functions) in project.functionsByOwner {
            let takesStack = (functions["init"] ?? []).contains { id in
                project.function(id).parameters.contains { parameter in
                    guard var written = parameter.type else { return false }
                    while written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
                    let type = types.resolve(written, from: owner) ?? written
                    return types.isNavigationController(type)
                }
            }
            guard takesStack else { continue }
            for coordinator in [owner] + types.conformers(of: owner) where types.isCoordinator(coordinator) {
                handed.insert(SymbolIndex.sourceName(of: coordinator))
            }
        }
        return handed
    }

    /// The screens each of `coordinators` shows by itself, not on an action (`viewControllers = [list]` or a push
    /// in its start), by the coordinator's name.
    private static func starts(of coordinators: [String], in edges: [SemanticEdge]) -> [String: Set<String>] {
        let names = Set(coordinators)
        var found: [String: Set<String>] = [:]
        for edge in edges where edge.kind != .start && edge.action == nil && names.contains(ProjectTypes.simple(edge.from)) {
            found[ProjectTypes.simple(edge.from), default: []].insert(edge.to)
        }
        return found
    }

    /// A style reader's presentation of unknown style (`present(permit, animated: true)`, read as `modal`) takes
    /// the mode the core read for the same step: a sheet, UIKit's own style since iOS 13, or full screen where the
    /// screen or its factory asks for it (`modalPresentationStyle = .fullScreen`); and whether the core found it
    /// shown in a navigation container.
    private static func presentingAsTheCoreDoes(_ styled: [Coordinator], edges: [SemanticEdge]) -> [Coordinator] {
        struct Presentation: Hashable {
            var mode: PresentationMode
            var navigation: Bool
        }
        var presentations: [[String]: Set<Presentation>] = [:]
        for edge in edges where edge.kind == .present {
            guard let mode = edge.mode, mode == .sheet || mode == .fullScreen else { continue }
            presentations[["\(edge.location)", key(ProjectTypes.simple(edge.to))], default: []]
                .insert(Presentation(mode: mode, navigation: edge.navigation == true))
        }
        guard !presentations.isEmpty else { return styled }
        return styled.map { coordinator in
            var copy = coordinator
            for index in copy.transitions.indices where copy.transitions[index].mode == .modal {
                let transition = copy.transitions[index]
                guard let location = transition.location, let screen = transition.to?.screen,
                      let found = presentations[["\(location)", key(screen)]], found.count == 1, let only = found.first
                else { continue }
                copy.transitions[index].mode = only.mode
                copy.transitions[index].navigation = only.navigation
            }
            return copy
        }
    }

    /// A screen's name as loosely as the same screen is named in different places: case and punctuation
    /// ignored, and one `ViewController`, `Controller`, `View` or `Screen` suffix dropped.
    static func key(_ name: String) -> String {
        var key = asciiKey(name) ?? name.lowercased().filter { $0.isLetter || $0.isNumber }
        for suffix in ["viewcontroller", "controller", "view", "screen"] where key.hasSuffix(suffix) && key.count > suffix.count {
            key.removeLast(suffix.count)
            break
        }
        return key
    }

    /// ``key(_:)``'s letters and digits, lowercased, for a name written in ASCII (nearly every type name): the same
    /// as `lowercased().filter { $0.isLetter || $0.isNumber }` without breaking the name into characters, which the
    /// core does for every step it compares. Nil for any other name.
    private static func asciiKey(_ name: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): bytes.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 32)
            case 0x80...: return nil
            default: continue
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Groups the semantic core's steps into the model's coordinators (see ``SemanticReader``).
struct SemanticModelBuilder {
    let project: SemanticProject
    let edges: [SemanticEdge]
    let entries: [String: [String]]
    /// The screens outside events show (``SemanticEdges/linkedScreens``): `deepLink` entries where nothing
    /// launches them.
    let linkedScreens: [String: Bool]
    /// Screens a style reader declared, by ``SemanticReader/key(_:)``: the coordinator and the name it uses.
    let declared: [String: (coordinator: String, screen: String)]
    /// For a style reader's coordinators that read no entries, by name, the screens the coordinator's own start
    /// shows, as the core read them.
    let styledStarts: [String: Set<String>]
    private var types: ProjectTypes { project.types }

    /// The container that holds every screen no coordinator owns.
    private var containerName: String {
        let apps = project.appTypes.sorted()
        return apps.first { types.ancestors(of: $0).contains("App") }.map(ProjectTypes.simple)
            ?? apps.first.map(ProjectTypes.simple) ?? "App"
    }

    func coordinators() -> [Coordinator] {
        let container = containerName
        var owner: [String: String] = [:]
        // A coordinator owns what it shows by itself, then what those screens show, until nothing changes.
        for edge in edges where types.isCoordinator(edge.from) && edge.kind != .start {
            if owner[edge.to] == nil { owner[edge.to] = edge.from }
        }
        var shown: [String: [String]] = [:]
        for edge in edges where edge.kind != .start { shown[edge.from, default: []].append(edge.to) }
        // So does a style reader's coordinator own what its screens show.
        for edge in edges where owner[edge.from] == nil {
            if let coordinator = declared[SemanticReader.key(ProjectTypes.simple(edge.from))]?.coordinator {
                owner[edge.from] = coordinator
            }
        }
        var queue = owner.keys.sorted()
        while let next = queue.popLast() {
            for target in shown[next] ?? [] where owner[target] == nil {
                owner[target] = owner[next]
                queue.append(target)
            }
        }
        var styledNames: [String: (coordinator: String, screen: String)?] = [:]
        func styled(_ type: String) -> (coordinator: String, screen: String)? {
            if let known = styledNames[type] { return known }
            let found = declared[SemanticReader.key(ProjectTypes.simple(type))]
            styledNames[type] = found
            return found
        }
        func name(_ type: String, container: String) -> String {
            if type == container { return container }
            if let member = project.memberOfScreen(type) { return member.member }
            return styled(type)?.screen ?? SymbolIndex.sourceName(of: type)
        }
        func group(of type: String) -> String {
            if let styled = styled(type) { return styled.coordinator }
            if types.isCoordinator(type) { return type }
            if project.appTypes.contains(type) { return container }
            return owner[type] ?? container
        }

        var screens: [String: Set<String>] = [:]
        var transitions: [String: [Transition]] = [:]
        var groups: Set<String> = []
        var dismissals: Set<Transition> = []
        // A child coordinator added in place and then started (`addChild(child); child.start()`) starts once.
        let started = Set(edges.filter { $0.kind == .start }.map { [$0.from, $0.action ?? "", $0.to] })
        for edge in edges {
            if edge.kind == .setRoot, types.isCoordinator(edge.to), started.contains([edge.from, edge.action ?? "", edge.to]) {
                continue
            }
            let fromGroup = group(of: edge.from)
            groups.insert(fromGroup)
            if types.isScreen(edge.from) || project.memberOfScreen(edge.from) != nil {
                screens[fromGroup, default: []].insert(edge.from)
            }
            let target: Target
            if edge.kind == .start || types.isCoordinator(edge.to) {
                groups.insert(edge.to)
                target = Target(coordinator: name(edge.to, container: container), screen: nil)
            } else {
                let toGroup = group(of: edge.to)
                groups.insert(toGroup)
                screens[toGroup, default: []].insert(edge.to)
                target = Target(coordinator: name(toGroup, container: container), screen: name(edge.to, container: container))
            }
            transitions[fromGroup, default: []].append(Transition(
                from: name(edge.from, container: container), action: edge.action,
                kind: edge.kind == .start || types.isCoordinator(edge.to) ? .start : .present,
                // A child coordinator added in place (`addChild(coordinator)`) starts; it swaps nothing.
                mode: edge.kind == .setRoot ? (types.isCoordinator(edge.to) ? nil : .swap) : edge.mode,
                navigation: edge.navigation, to: target,
                conditional: edge.conditional, location: edge.location
            ))
            // A step made once its screen is dismissed: the screen beneath makes it, after the same action.
            if let dismissal = edge.dismissal {
                let dismiss = Transition(
                    from: name(edge.from, container: container), action: edge.action, kind: .dismiss,
                    conditional: edge.conditional, location: dismissal
                )
                if dismissals.insert(dismiss).inserted { transitions[fromGroup, default: []].append(dismiss) }
            }
            // A push made on the root the same action first pops back to.
            if let pop = edge.poppedToRoot {
                let showRoot = Transition(
                    from: name(edge.from, container: container), action: edge.action, kind: .showRoot,
                    conditional: edge.conditional, location: pop
                )
                if dismissals.insert(showRoot).inserted { transitions[fromGroup, default: []].append(showRoot) }
            }
        }
        var entryScreens: [String: Set<String>] = [:]
        // A style reader's coordinator that read no entries (a start it does not know, `navigationController.
        // viewControllers = [list]`, or one its parent starts in a way it does not follow) begins with the screens
        // its own start shows.
        for (coordinator, screens) in styledStarts {
            for screen in screens where types.isScreen(screen) && group(of: screen) == coordinator {
                entryScreens[coordinator, default: []].insert(screen)
            }
        }
        let styled = Set(declared.values.map(\.coordinator))
        for (from, targets) in entries where !styled.contains(group(of: from)) {
            for target in targets where types.isScreen(target) {
                let targetGroup = group(of: target)
                guard group(of: from) == targetGroup || project.appTypes.contains(from) else { continue }
                screens[targetGroup, default: []].insert(target)
                entryScreens[targetGroup, default: []].insert(target)
                groups.insert(targetGroup)
            }
        }
        // A screen a link opens is where the app can begin too, in whichever coordinator holds it.
        var linked: [String: [String: Bool]] = [:]
        for (screen, navigation) in linkedScreens {
            let group = group(of: screen)
            guard entryScreens[group]?.contains(screen) != true else { continue }
            screens[group, default: []].insert(screen)
            groups.insert(group)
            linked[group, default: [:]][screen] = navigation
        }
        // Two files' own types of one name (`private struct Row`) are told apart in the core, but the model
        // names each by its name in source: they are listed once, in the order of those names.
        func named(_ types: Set<String>) -> [(type: String, name: String)] {
            var seen: Set<String> = []
            return types.sorted { (SymbolIndex.sourceName(of: $0), $0) < (SymbolIndex.sourceName(of: $1), $1) }
                .map { ($0, name($0, container: container)) }
                .filter { seen.insert($0.name).inserted }
        }
        return groups.sorted().map { group in
            let declared = named(screens[group, default: []])
            // A SwiftUI app's own steps (`.onOpenURL` on its scene) are SwiftUI's, whatever screens it holds.
            let hasViews = declared.contains { types.isSwiftUIView($0.type) } || types.ancestors(of: group).contains("App")
            return Coordinator(
                name: name(group, container: container),
                style: hasViews ? .swiftUI : .uikit,
                location: location(of: group),
                entries: named(entryScreens[group, default: []]).map { Entry(screen: $0.name) }
                    + named(Set(linked[group, default: [:]].keys)).map { screen in
                        Entry(screen: screen.name, kind: .deepLink, navigation: linked[group]?[screen.type] ?? true)
                    },
                screens: declared.map { Screen(name: $0.name, location: location(of: $0.type)) },
                transitions: transitions[group] ?? []
            )
        }
    }

    private func location(of type: String) -> SourceLocation? {
        types.index.declarations(of: type).first?.location ?? project.memberOfScreen(type).map { project.function($0.function).location }
    }
}
