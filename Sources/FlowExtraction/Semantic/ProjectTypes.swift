/// The roles the project's types play, worked out from their inheritance: which are screens (view controllers
/// and SwiftUI views, directly or through base classes, refining protocols and extensions), which are
/// coordinators, which are navigation containers, and which types conform to each protocol.
///
/// Sendable because nothing in it changes after `init` but its memos, which are ``SharedMemo``s: the second pass's
/// sweeps ask it from two threads at once.
final class ProjectTypes: @unchecked Sendable {
    let index: SymbolIndex
    /// Every ancestor of each project type: qualified names for project types, simple names for the SDK's.
    private var ancestors: [String: Set<String>] = [:]
    private var conformers: [String: [String]] = [:]
    /// Each project type and its ancestors, the type first: asked for at every call the core resolves.
    private var lineages: [String: [String]] = [:]
    /// The roles, worked out once per project type.
    private var screens: Set<String> = []
    private var swiftUIViews: Set<String> = []
    private var coordinators: Set<String> = []
    private var containers: Set<String> = []
    /// Types with a `body` that builds a view: views even when they conform through a library's protocol that
    /// refines `View` (`struct Feed: ConnectedView`).
    private let viewBodies: Set<String>
    /// Enums that are views whose body builds each case's view (`switch self`): routes, not screens.
    private let routeViews: Set<String>

    /// The platform's classes the app's own screens and containers are made from: a value declared as one of them
    /// (`func makeNext() -> UIViewController`) may be any screen of the app.
    static let screenBaseClasses: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UIPageViewController",
        "UISplitViewController", "UINavigationController", "UITabBarController", "UIHostingController",
    ]
    /// View controller classes of UIKit that a screen descends from: the base classes, and the platform's own
    /// screens.
    static let viewControllerBases: Set<String> = screenBaseClasses.union([
        "UISearchController", "UIActivityViewController", "SFSafariViewController", "UIImagePickerController",
        "MFMailComposeViewController", "UIDocumentPickerViewController", "UIReferenceLibraryViewController",
    ])
    /// UIKit view classes an app's own views (cells, headers, controls) descend from.
    static let uiKitViewBases: Set<String> = [
        "UIView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
        "UIControl", "UIButton", "UIStackView", "UIScrollView",
    ]
    /// SwiftUI's own layout views and controls (a list, a stack, a button): never screens, and a navigation stack
    /// whose content is one of them builds that content in place.
    static let swiftUIOwnViews: Set<String> = [
        "List", "Form", "ScrollView", "ScrollViewReader", "GeometryReader", "LazyVStack", "LazyHStack", "LazyVGrid",
        "LazyHGrid", "Grid", "VStack", "HStack", "ZStack", "Group", "Section", "ForEach", "Text", "Label", "Image",
        "Button", "Toggle", "Color", "EmptyView",
    ]
    /// What a SwiftUI screen conforms to.
    static let viewProtocols: Set<String> = ["View", "UIViewControllerRepresentable", "UIViewRepresentable"]
    /// SwiftUI types that conform to `View` but are not screens of their own.
    static let notScreens: Set<String> = ["ViewModifier", "App", "Scene", "PreviewProvider", "ButtonStyle", "Shape"]
    /// What a reducer of The Composable Architecture conforms to, directly or through its `@Reducer` macro.
    static let reducerProtocols: Set<String> = ["Reducer", "ReducerProtocol"]
    /// The Composable Architecture's stores of a reducer (`StoreOf<Feature>`, `Store<Feature.State,
    /// Feature.Action>`), when the project declares no type of that name: read as the reducer they run.
    private static let reducerStores: Set<String> = ["StoreOf", "Store"]

    init(index: SymbolIndex, viewBodies: Set<String>, routeViews: Set<String> = [], storyboardScreens: Set<String> = []) {
        self.index = index
        self.viewBodies = viewBodies
        self.routeViews = routeViews
        for type in index.types where ancestors[type.qualifiedName] == nil && type.kind != .typeAlias {
            ancestors[type.qualifiedName] = collectAncestors(of: type.qualifiedName)
        }
        // A composition's typealias (`typealias WalletDelegate = Disconnecting & Reconnecting`) is a protocol every
        // type conforming to all its parts conforms to.
        for alias in index.types where alias.isComposition {
            let parts = alias.inherited.map { resolve($0.written, from: nil, in: alias.location.file) ?? $0.simpleName }
            ancestors[alias.qualifiedName] = collectAncestors(of: alias.qualifiedName)
            for (type, found) in ancestors where type != alias.qualifiedName && parts.allSatisfy(found.contains) {
                ancestors[type]?.insert(alias.qualifiedName)
            }
        }
        for (type, found) in ancestors {
            for ancestor in found { conformers[ancestor, default: []].append(type) }
        }
        for key in conformers.keys { conformers[key]?.sort() }
        for (type, found) in ancestors { lineages[type] = Self.reachingUIViewController([type] + found.sorted()) }
        let names = Set(index.types.filter { $0.kind != .typeAlias }.map(\.qualifiedName))
        swiftUIViews = names.filter { computeIsSwiftUIView($0) }
        screens = names.filter { computeIsScreen($0) }.union(storyboardScreens)
        coordinators = names.filter { computeIsCoordinator($0) }
        containers = names.filter { name in
            ancestors(of: name).contains { Self.simple($0) == "UINavigationController" || Self.simple($0) == "UIHostingController" }
        }
    }

    private func collectAncestors(of qualifiedName: String) -> Set<String> {
        var found: Set<String> = []
        var queue = [qualifiedName]
        while let current = queue.popLast() {
            for declaration in index.declarations(of: current) {
                for inherited in index.inherited(by: declaration) {
                    let name = resolve(inherited.written, from: current, in: declaration.location.file) ?? inherited.simpleName
                    if name != qualifiedName, found.insert(name).inserted { queue.append(name) }
                }
            }
        }
        return found
    }

    /// The qualified name of the project type `written` names from inside `context`, if the project declares it.
    ///
    /// Written in `file` (or, when that is not given, inside a type whose code is all in one file), a name that
    /// file declares as its own (`private struct Row`) means that declaration (see ``SymbolIndex``).
    func resolve(_ written: String, from context: String?, in file: String? = nil) -> String? {
        let file = file ?? context.flatMap(onlyFile(of:))
        // Keyed by the file's scope, not its path: in the many files without one, where a name is written
        // matters no more than its context.
        // A closure rather than `index.fileScope(of:)`: that method value would copy the whole index into a new
        // context at every call.
        let scope = file.flatMap { index.fileScope(of: $0) }
        let key = ResolutionKey(written: written, context: context, fileScope: scope)
        return resolved.value(for: key) { lookUp(written, from: context, in: file) }
    }

    private struct ResolutionKey: Hashable {
        var written: String
        var context: String?
        var fileScope: String?
    }

    /// The file that declares and extends the type `context`, when there is only one.
    private func onlyFile(of context: String) -> String? {
        let files = index.files(declaring: context)
        return files.count == 1 ? files.first : nil
    }

    /// Names already resolved, by where they were written: typing asks for the same few names over and over.
    private let resolved = SharedMemo<ResolutionKey, String?>()

    private func lookUp(_ written: String, from context: String?, in file: String?, aliasDepth: Int = 0) -> String? {
        var written = written
        if written.hasPrefix("any ") || written.hasPrefix("some ") {
            written = String(written.drop { $0 != " " }.dropFirst())
        }
        // A generic type (`Store<AppState>`) is found by its name.
        if let open = written.firstIndex(ofASCII: "<"), written.hasSuffix(">"), !written.hasPrefix("[") {
            let name = String(written[..<open])
            if let found = lookUp(name, from: context, in: file) { return found }
            guard Self.reducerStores.contains(name) else { return nil }
            // A store sends its actions to its reducer, whose state its members read: it stands for the reducer.
            var reducer = String(written[written.index(after: open)...].prefix { $0 != "," && $0 != ">" })
            if reducer.hasSuffix(".State") { reducer.removeLast(".State".count) }
            return lookUp(reducer.filter { $0 != " " }, from: context, in: file)
                .flatMap { isReducer($0) ? $0 : nil }
        }
        // A collection (`[Activity]()`) is followed by its element, as a declared `[Activity]` is.
        if written.hasPrefix("["), written.hasSuffix("]"), !written.contains(ascii: ":") {
            return lookUp(String(written.dropFirst().dropLast()), from: context, in: file)
        }
        // A metatype (`Activity.Type`) is called on like its type: its static methods are the type's.
        for suffix in [".Type?", ".Type", ".Protocol"] where written.hasSuffix(suffix) {
            written.removeLast(suffix.count)
            if written.hasPrefix("("), written.hasSuffix(")") { written = String(written.dropFirst().dropLast()) }
            return lookUp(written, from: context, in: file)
        }
        if let found = index.resolve(written, from: context, in: file) {
            // A typealias of one type (`typealias Screen = ProfileViewController`) names that type.
            if found.kind == .typeAlias, !found.isComposition {
                // An alias of an alias is followed a few steps; `typealias Router = Kit.Router` would name itself.
                guard aliasDepth < 4 else { return nil }
                return found.inherited.first.flatMap { lookUp($0.written, from: context, in: file, aliasDepth: aliasDepth + 1) }
            }
            return found.qualifiedName
        }
        // A module-qualified name (`Feature.DetailView`) names the same type.
        if let dot = written.firstIndex(ofASCII: ".") {
            let rest = String(written[written.index(after: dot)...])
            return index.resolve(rest, from: nil, in: file)?.qualifiedName
        }
        return nil
    }

    func isProjectType(_ qualifiedName: String) -> Bool {
        !index.declarations(of: qualifiedName).isEmpty
    }

    func ancestors(of qualifiedName: String) -> Set<String> {
        ancestors[qualifiedName] ?? []
    }

    /// The type and its ancestors, the type first.
    func lineage(of qualifiedName: String) -> [String] {
        lineages[qualifiedName] ?? Self.reachingUIViewController([qualifiedName])
    }

    /// A lineage through one of UIKit's view controller classes goes on to `UIViewController`, whose extensions the
    /// app's own (`extension UIViewController { func presentOnTop(_:) }`) every view controller answers to.
    private static func reachingUIViewController(_ lineage: [String]) -> [String] {
        guard !lineage.contains("UIViewController"), lineage.contains(where: viewControllerBases.contains) else { return lineage }
        return lineage + ["UIViewController"]
    }

    /// What a generic class's parameter stands for in a subclass (`ViewModel` of `class BaseScreen<ViewModel>` in
    /// `final class TideScreen: BaseScreen<TideModel>` is `TideModel`), resolved; nil where no class between them
    /// binds it, or `written` is no parameter of `ancestor`.
    func boundParameter(_ written: String, of ancestor: String, in type: String, depth: Int = 0) -> String? {
        guard depth < 8, type != ancestor,
              let parameters = index.declarations(of: ancestor).first(where: { !$0.genericParameters.isEmpty })?.genericParameters,
              let position = parameters.firstIndex(of: written) else { return nil }
        // The class whose superclass clause writes the ancestor, walking up from `type`.
        for subclass in lineage(of: type) where subclass != ancestor {
            for declaration in index.declarations(of: subclass) where declaration.kind == .classType {
                guard let superclass = declaration.inherited.first, resolve(superclass.written, from: subclass) == ancestor,
                      let argument = superclass.genericArguments[safe: position] else { continue }
                // A subclass handing on a parameter of its own (`class Base<M>: Root<M>`) binds it further down.
                if subclass != type, boundParameterName(argument.written, of: subclass) {
                    return boundParameter(argument.written, of: subclass, in: type, depth: depth + 1)
                }
                return resolve(argument.written, from: subclass) ?? argument.written
            }
        }
        return nil
    }

    private func boundParameterName(_ written: String, of type: String) -> Bool {
        index.declarations(of: type).contains { $0.genericParameters.contains(written) }
    }

    /// The class `qualifiedName` inherits from: the first type its class declaration names, unless that is a
    /// protocol.
    func superclass(of qualifiedName: String) -> String? {
        for declaration in index.declarations(of: qualifiedName) where declaration.kind == .classType {
            guard let first = declaration.inherited.first else { return nil }
            let name = resolve(first.written, from: qualifiedName, in: declaration.location.file) ?? first.simpleName
            return isProtocol(name) ? nil : name
        }
        return nil
    }

    func isProtocol(_ qualifiedName: String) -> Bool {
        index.declarations(of: qualifiedName).contains { $0.kind == .protocolType || $0.isComposition }
    }

    /// The project's types that conform to or inherit from `qualifiedName`, in name order.
    func conformers(of qualifiedName: String) -> [String] {
        conformers[qualifiedName] ?? []
    }

    /// A protocol with more conforming types than this says too little to follow a value of it to each.
    static let conformerLimit = 3

    /// The conforming types of `qualifiedName` when there are few enough to follow each; none otherwise.
    func fewConformers(of qualifiedName: String, where accepted: (String) -> Bool = { _ in true }) -> [String] {
        let found = conformers(of: qualifiedName).filter(accepted)
        return found.count <= Self.conformerLimit ? found : []
    }

    /// Whether `name` is a UIKit view of the app's own (a cell, a header, a control): part of the screens that
    /// show it.
    func isUIKitView(_ name: String) -> Bool {
        isProjectType(name) && lineage(of: name).contains { Self.uiKitViewBases.contains(Self.simple($0)) }
    }

    func isViewController(_ name: String) -> Bool {
        if Self.viewControllerBases.contains(Self.simple(name)) { return true }
        return ancestors(of: name).contains { Self.viewControllerBases.contains(Self.simple($0)) }
    }

    /// A `PreviewProvider`: what it builds is no part of the app. Asked per function, so answered once per type.
    func isPreviewProvider(_ name: String) -> Bool {
        previewProviders.value(for: name) { ancestors(of: name).contains { Self.simple($0) == "PreviewProvider" } }
    }

    private let previewProviders = SharedMemo<String, Bool>()

    /// A `ViewModifier` the project declares: part of the views it modifies.
    func isViewModifier(_ name: String) -> Bool {
        ancestors(of: name).contains { Self.simple($0) == "ViewModifier" }
    }

    /// Whether the type is an enum that is a view building each case's view (`switch self`): a route, not a screen.
    func isRouteView(_ name: String) -> Bool {
        routeViews.contains(name)
    }

    func isSwiftUIView(_ name: String) -> Bool {
        swiftUIViews.contains(name)
    }

    private func computeIsSwiftUIView(_ name: String) -> Bool {
        guard isProjectType(name), !isProtocol(name), !routeViews.contains(name) else { return false }
        let found = ancestors(of: name).map(Self.simple)
        guard !found.contains(where: { Self.notScreens.contains($0) }) else { return false }
        return viewBodies.contains(name) || found.contains { Self.viewProtocols.contains($0) }
    }

    /// A view controller or SwiftUI view the project declares, one of UIKit's own that an app shows as is, or a
    /// library's screen.
    func isScreen(_ name: String) -> Bool {
        if screens.contains(name) { return true }
        return libraryScreens.value(for: name) { Self.isLibraryScreen(name) && !isProjectType(name) }
    }

    /// Names not declared by the project, by whether they name a library's screen: asked at every step of typing.
    private let libraryScreens = SharedMemo<String, Bool>()

    /// A view controller the app does not declare and no framework of the platform names: `WhatsNewViewController`
    /// from a package, unlike `SFSafariViewController` or `MFMailComposeViewController`, whose two-letter
    /// prefixes mark the platform's own (a mail sheet, a browser) rather than a screen of the app's flow.
    static func isLibraryScreen(_ name: String) -> Bool {
        let simple = simple(name)
        guard simple.hasSuffix("ViewController"), simple.count > "ViewController".count else { return false }
        let start = Array(simple.prefix(2))
        return start.count == 2 && !(start[0].isUppercase && start[1].isUppercase)
    }

    private func computeIsScreen(_ name: String) -> Bool {
        guard !isProtocol(name) else { return false }
        if isProjectType(name) { return isViewController(name) || computeIsSwiftUIView(name) }
        return false
    }

    /// The SwiftUI view an app's own hosting controller shows (`StarChartView` of `final class StarChartHost:
    /// UIHostingController<StarChartView>`), whatever its initializer is handed.
    func hostedRoot(of name: String) -> String? {
        guard containers.contains(name) else { return nil }
        for declaration in index.declarations(of: name) {
            for inherited in index.inherited(by: declaration) where inherited.simpleName == "UIHostingController" {
                guard let argument = inherited.genericArguments.first?.written else { continue }
                let root = resolve(argument, from: name, in: declaration.location.file) ?? argument
                if isSwiftUIView(root) { return root }
            }
        }
        return nil
    }

    /// `UIHostingController` or an app's own subclass of it: a container around a SwiftUI view, which can push
    /// only where the view holds a navigation stack of its own.
    func isHostingController(_ name: String) -> Bool {
        Self.simple(name) == "UIHostingController" || ancestors(of: name).contains { Self.simple($0) == "UIHostingController" }
    }

    /// A navigation controller, the platform's or an app's own: a container that can push, unlike a hosting
    /// controller, which ``isNavigationContainer(_:)`` also counts.
    func isNavigationController(_ name: String) -> Bool {
        isNavigationContainer(name) && !isHostingController(name)
    }

    /// `UITabBarController` or an app's own subclass of it.
    func isTabBarController(_ name: String) -> Bool {
        Self.simple(name) == "UITabBarController" || ancestors(of: name).contains { Self.simple($0) == "UITabBarController" }
    }

    /// A container that shows another screen as its root rather than being a screen itself.
    func isNavigationContainer(_ name: String) -> Bool {
        if containers.contains(name) { return true }
        let simple = Self.simple(name)
        return simple.hasSuffix("NavigationController") || simple == "UIHostingController"
    }

    /// A type that drives navigation on behalf of screens: named a coordinator, or descending from one.
    func isCoordinator(_ name: String) -> Bool {
        coordinators.contains(name)
    }

    /// A reducer of The Composable Architecture: the logic behind the views that hold a store of it, never a
    /// coordinator of its own, though apps name the ones that route `…Coordinator`.
    func isReducer(_ name: String) -> Bool {
        ancestors(of: name).contains { Self.reducerProtocols.contains(Self.simple($0)) }
    }

    private func computeIsCoordinator(_ name: String) -> Bool {
        guard isProjectType(name), !computeIsScreen(name), !isProtocol(name), !isRepresentableCoordinator(name),
              !isReducer(name) else {
            return false
        }
        return lineage(of: name).contains { Self.simple($0).contains(ascii: "Coordinator") }
    }

    /// The representables that wrap a UIKit view or controller for SwiftUI.
    static let representables: Set<String> = [
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
    ]

    /// A SwiftUI representable around a UIKit view (a map): a part of the screen that shows it, never a screen.
    func isWrappedView(_ name: String) -> Bool {
        ancestors(of: name).contains { ["UIViewRepresentable", "NSViewRepresentable"].contains(Self.simple($0)) }
    }

    /// `MapView.Coordinator`: the delegate a SwiftUI representable makes for its UIKit view, not a navigation
    /// coordinator; what it does belongs to the representable.
    func isRepresentableCoordinator(_ name: String) -> Bool {
        guard let dot = name.lastIndex(ofASCII: ".") else { return false }
        let parent = String(name[..<dot])
        return ancestors(of: parent).contains { Self.representables.contains(Self.simple($0)) }
    }

    /// The names of a type's generic parameters (`Route` of `final class Router<Route: Hashable>`).
    func genericParameters(of name: String) -> [String] {
        index.declarations(of: name).flatMap(\.genericParameters)
    }

    /// A type with generic parameters: for a view, a wrapper around content its users supply.
    func isGenericType(_ name: String) -> Bool {
        index.declarations(of: name).contains { !$0.genericParameters.isEmpty }
    }

    func isEnum(_ name: String) -> Bool {
        index.declarations(of: name).contains { $0.kind == .enumType }
    }

    static func simple(_ name: String) -> String {
        TypeName(written: name).simpleName
    }
}
