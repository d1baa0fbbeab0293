import FlowModel

/// The steps made by setting a value a view switches its content on (`isSignedIn = true` under
/// `if isSignedIn { Home() } else { SignIn() }`): a swap to the screen the other arm shows, when that arm is a
/// screen of its own — a navigation container's root, a view with a navigation container or title, a tab bar, a
/// stack's root, a router over routes, which shows the screen its routes begin with, or any view the app's root
/// view switches between (signed in or not). A switch between parts of one screen (a spinner and a list, a row's
/// links) is no step.
struct SwitchedContent {
    /// The screens of their own that some content switch shows as one of its arms.
    let armScreens: Set<String>
    /// Of those, the routers over routes, with the screens they start on.
    private let routerRoots: [String: [String]]
    /// The arm screens by the view that switches between them.
    private let armsByHost: [String: Set<String>]

    /// - Parameter ownScreens: The views that are screens whatever builds them
    ///   (``SemanticEdges/standaloneScreens(in:peeks:)``, tab bar hosts, stack roots).
    init(project: SemanticProject, resolver: DestinationResolver, ownScreens: Set<String>) {
        // Whether a view is a router, and the screens it starts on, asked once per view.
        var rootsByView: [String: [String]] = [:]
        func roots(of view: String) -> [String] {
            if let known = rootsByView[view] { return known }
            let roots = resolver.rootScreens(ofRouter: view)
            rootsByView[view] = roots
            return roots
        }
        let appRoots = Self.appRoots(in: project)
        var found: Set<String> = []
        var byHost: [String: Set<String>] = [:]
        for (registration, context, _) in project.registrations where registration.isContentSwitch {
            let host = project.owner(of: context)
            // The app type's own scene switching (`WindowGroup { if signedIn { Home() } else { SignIn() } }`) is at
            // the root too.
            let atAppRoot = host.map(appRoots.contains) ?? false
            let switchesPhases = atAppRoot && Self.isHeldElsewhere(registration.item)
            var arms: Set<String> = []
            for node in registration.arms.flatMap(\.views) {
                guard case let .instance(written) = node.value else { continue }
                let type = project.resolve(written, in: context)
                if registration.isInsideNavigation, !switchesPhases {
                    // Modes of one screen inside its own stack: only a router over routes shows screens of its own.
                    if !roots(of: type).isEmpty { arms.insert(type) }
                } else if SemanticEdges.navigationContainers.contains(written) {
                    // What a navigation container shows first is a screen of its own.
                    arms.formUnion(resolver.screenTargets(.views(node.children), context: context, depth: 1))
                } else if atAppRoot || ownScreens.contains(type) || !project.types.isSwiftUIView(type)
                            || !roots(of: type).isEmpty {
                    arms.insert(type)
                }
            }
            found.formUnion(arms)
            if let host { byHost[host, default: []].formUnion(arms) }
        }
        armScreens = found
        routerRoots = Dictionary(uniqueKeysWithValues: found.compactMap { view in
            let roots = roots(of: view)
            return roots.isEmpty ? nil : (view, roots)
        })
        armsByHost = byHost
    }

    /// The views a screen switches between inside its own navigation container (`NavigationView { switch layout {
    /// case .list: SpecimenList() case .grid: asGrid } }`), written in the arms or built by the view's member an arm
    /// names: modes of that screen, not screens of their own, whatever titles they set.
    /// The app's own phases switched inside its root stack (`NavigationStack { switch appState.phase { case
    /// .signedOut: SignIn() … } }` in its scene or its root view, on a value it holds) are screens, not modes.
    static func modeViews(in project: SemanticProject) -> Set<String> {
        let appRoots = appRoots(in: project)
        var found: Set<String> = []
        for (registration, context, _) in project.registrations where registration.isContentSwitch && registration.isInsideNavigation {
            guard let host = project.owner(of: context),
                  !(appRoots.contains(host) && isHeldElsewhere(registration.item)) else { continue }
            for node in registration.arms.flatMap(\.views) {
                var written: [(String, SemanticProject.FunctionID)] = []
                switch node.value {
                case let .instance(type):
                    written.append((type, context))
                case let .member(nil, name):
                    for id in project.functionsByOwner[host]?[name] ?? [] {
                        written += project.function(id).embeds.map { ($0, id) }
                    }
                default:
                    continue
                }
                for (type, id) in written {
                    let resolved = project.resolve(type, in: id)
                    if resolved != host, project.types.isSwiftUIView(resolved) { found.insert(resolved) }
                }
            }
        }
        return found
    }

    /// Whether a switched value is another object's (`appState.phase`, `session.isSignedIn`), which other screens'
    /// code sets, rather than the view's own state (`layout`), which its own controls set.
    private static func isHeldElsewhere(_ item: SemanticValue?) -> Bool {
        guard case let .member(base?, _)? = item else { return false }
        return base != .selfValue
    }

    /// The app types and the views their scenes show: a switch there may be between the app's own phases.
    static func appRoots(in project: SemanticProject) -> Set<String> {
        project.appTypes.union(project.appTypes.flatMap { SemanticEdges.embeddedScreens(of: $0, in: project) })
    }

    /// The screens `view` shows one of by a value it switches on, a router by the screens it starts on: shown with
    /// the view, whichever the value is when it appears.
    func armScreens(of view: String) -> [String] {
        (armsByHost[view] ?? []).sorted().flatMap { routerRoots[$0] ?? [$0] }
    }

    /// The screens the arms a value selects lead to: the screens of their own among `targets`, a router by the
    /// screens it starts on.
    func steps(to targets: [(target: String, mode: PresentationMode?)]) -> [(target: String, mode: PresentationMode?)] {
        var found: [(target: String, mode: PresentationMode?)] = []
        var seen: Set<String> = []
        for (target, mode) in targets where armScreens.contains(target) {
            for screen in routerRoots[target] ?? [target] where seen.insert(screen).inserted {
                found.append((screen, mode))
            }
        }
        return found
    }
}
