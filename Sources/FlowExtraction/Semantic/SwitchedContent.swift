import FlowModel

/// The steps made by setting a value a view switches its content on (`isSignedIn = true` under
/// `if isSignedIn { Home() } else { SignIn() }`): a swap to the screen the other arm shows, when that arm is a
/// screen of its own — a navigation container's root, a view with a navigation container or title, a tab bar, a
/// stack's root, a router over routes, which shows the screen its routes begin with, or any view the app's root
/// view switches between (signed in or not). A switch between parts of one screen (a spinner and a list, a row's
/// links) is no step.
struct SwitchedContent {
    private let resolver: DestinationResolver
    /// The screens of their own that some content switch shows as one of its arms.
    let armScreens: Set<String>

    /// - Parameter ownScreens: The views that are screens whatever builds them
    ///   (``SemanticEdges/standaloneScreens(in:)``, tab bar hosts, stack roots).
    init(project: SemanticProject, resolver: DestinationResolver, ownScreens: Set<String>) {
        self.resolver = resolver
        let appRoots = Set(project.appTypes.flatMap { SemanticEdges.embeddedScreens(of: $0, in: project) })
        var found: Set<String> = []
        for (registration, context, _) in project.registrations where registration.isContentSwitch {
            let atAppRoot = project.owner(of: context).map(appRoots.contains) ?? false
            for node in registration.arms.flatMap(\.views) {
                guard case let .instance(written) = node.value else { continue }
                let type = project.resolve(written, in: context)
                if SemanticEdges.navigationContainers.contains(written) {
                    // What a navigation container shows first is a screen of its own.
                    found.formUnion(resolver.screenTargets(.views(node.children), context: context, depth: 1))
                } else if atAppRoot || ownScreens.contains(type) || !project.types.isSwiftUIView(type)
                            || !resolver.rootScreens(ofRouter: type).isEmpty {
                    found.insert(type)
                }
            }
        }
        armScreens = found
    }

    /// The screens the arms a value selects lead to, from `from`: the screens of their own among `targets`, a
    /// router by the screens it starts on, and nothing back to the screen that set the value.
    func steps(
        to targets: [(target: String, mode: PresentationMode?)], from: String
    ) -> [(target: String, mode: PresentationMode?)] {
        var found: [(target: String, mode: PresentationMode?)] = []
        var seen: Set<String> = []
        for (target, mode) in targets where armScreens.contains(target) {
            let roots = resolver.rootScreens(ofRouter: target)
            for screen in roots.isEmpty ? [target] : roots where screen != from && seen.insert(screen).inserted {
                found.append((screen, mode))
            }
        }
        return found
    }
}
