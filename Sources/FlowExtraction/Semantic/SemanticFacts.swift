import FlowModel

/// Code that runs only for some cases of a parameter: an arm of `switch parameter { case .a, .b: ... }`. A call
/// that passes a known case keeps only what its arms allow (`navigator.show(.detail, transition: .modal)`).
struct CaseGuard: Hashable, Sendable {
    /// The parameter's index, or ``selfParameter``, ``closureArgument`` or ``storedProperty``.
    var parameter: Int
    var cases: [String]
    /// For ``storedProperty``, the property's name.
    var property: String? = nil
    /// For a `default:` arm: `cases` are those the switch's other arms list, and the guard holds for every other.
    var excludes = false

    /// Whether the guarded code runs for the case `name`.
    func admits(_ name: String) -> Bool {
        excludes ? !cases.contains(name) : cases.contains(name)
    }

    /// The same guard over another parameter: the one a caller hands its own on as.
    func onParameter(_ parameter: Int) -> CaseGuard {
        CaseGuard(parameter: parameter, cases: cases, excludes: excludes)
    }

    /// Whether the guarded code runs for one of the cases `names` at least.
    func admitsAny(of names: Set<String>) -> Bool {
        excludes ? !names.isSubset(of: cases) : !names.isDisjoint(with: cases)
    }

    /// `switch self` in a method of an enum: the value the method is called on.
    static let selfParameter = -1
    /// `switch event` in a closure over its own one parameter (`events.sink { event in switch event { ... } }`):
    /// the value it is called with, or the element sent on the stream it subscribes to.
    static let closureArgument = -2
    /// `switch route` over a stored property in a computed property (`var content: some View { switch route {
    /// ... } }`): what the instance holds there. Kept only on what the property returns.
    static let storedProperty = -3
}

/// Code that runs only when a parameter is of a type: the body of `if let nav = sender as? UINavigationController`.
/// A call that passes a value known to be of another type does not reach it.
struct TypeGuard: Hashable, Sendable {
    var parameter: Int
    var type: String
}

/// Code a reducer runs for one action: a screen's (`case .router(.routeAction(_, .home(.startTapped)))` in a
/// TCACoordinators reducer), whose step it takes is that screen's, triggered by that action; or its own
/// (`case .deepLinkOpened:`), a step of the view holding its store.
struct RouteTrigger: Hashable, Sendable {
    /// The route case whose screen sends the action (`home`); nil for the reducer's own action.
    var routeCase: String?
    var action: String
}

/// A test of a value against one enum case: `value` is the case `caseName` (or, when `holds` is false, any other
/// case). A flag set to it (`isSheetShown = destination.transition == .sheet`) is raised when it holds; a step
/// written under it (``NavigationEffect/tests``) is made when it holds. A Boolean test (`if isCollapsed`, `if
/// !isCollapsed`) is one against ``trueCase``.
struct FlagTest: Hashable, Sendable {
    var value: SemanticValue
    var caseName: String
    var holds: Bool

    /// The case a Boolean test is against.
    static let trueCase = "true"

    /// That the app was launched to answer an outside event (`if let url = connectionOptions.urlContexts.first?.url`
    /// in `scene(_:willConnectTo:options:)`): the steps it guards are that event's, named as the delegate method
    /// answering it once the app runs is (``SemanticEdges/appEvent(_:)``).
    static func launched(for event: String) -> FlagTest {
        FlagTest(value: .member(.typeReference(launchMarker), event), caseName: trueCase, holds: true)
    }

    /// The event of a ``launched(for:)`` test; nil for any other test.
    var launchEvent: String? {
        guard case let .member(.typeReference(Self.launchMarker)?, event) = value else { return nil }
        return event
    }

    /// No type's name: `#` is no part of a Swift identifier.
    private static let launchMarker = "launch#"

    /// Whether both cannot hold at once: a value tested against one case both ways, or found to be two cases.
    func contradicts(_ other: FlagTest) -> Bool {
        guard value == other.value else { return false }
        return caseName == other.caseName ? holds != other.holds : holds && other.holds
    }

    /// Whether the test is of the instance the code runs on (`splitViewController.isCollapsed`), so that it means
    /// something only to code on the same instance; otherwise it is of what all code sees
    /// (`UIDevice.current.userInterfaceIdiom == .pad`).
    var isOfInstance: Bool {
        var value = value
        while case let .member(base, _) = value {
            guard let base else { return true }
            value = base
        }
        return value == .selfValue
    }
}

/// A navigation primitive found in a body: what it shows, how, and where.
struct NavigationEffect: Hashable, Sendable {
    enum Kind: String, Hashable, Sendable {
        /// Shows the destination above the current screen (push, sheet, full screen).
        case present
        /// Replaces what a window or container shows (`window.rootViewController =`, `setViewControllers`).
        case setRoot
        /// Starts a child coordinator (`coordinate(to:)`).
        case start
        /// Pushes a value onto a SwiftUI stack (`NavigationLink(value:)`, `path.append`): the destination is the
        /// view registered for the value's type (``RouteRegistration``).
        case route
        /// Sets a property to a value (`router.sheet = .settings`): a presentation when a `sheet(item:)` or
        /// another item modifier shows that property (``RouteRegistration``), else nothing.
        case item
    }

    var kind: Kind
    var mode: PresentationMode?
    var destination: SemanticValue
    /// For ``Kind/item``, the property set; for a ``Kind/route`` a link in a list with a selection pushes, that
    /// selection, which the link sets instead where no destination is registered for its value; for a
    /// ``Kind/setRoot`` of a container's children (`tabs.viewControllers = [...]`), the container, when not `self`.
    var item: SemanticValue?
    var conditional: Bool
    var caseGuard: CaseGuard?
    var location: SourceLocation
    var typeGuard: TypeGuard? = nil
    var routeTrigger: RouteTrigger? = nil
    /// For a flag set to a test of an enum case, that test: what the flag presents is what holds for it.
    var raisedWhen: FlagTest? = nil
    /// The tests of the instance's properties or of what all code sees that every path to the step passes
    /// (`if splitViewController.isCollapsed { ... }`): a caller that makes the call only when one fails never
    /// reaches it.
    var tests: [FlagTest] = []
    /// A dismissal the body makes before the step (`dismiss(animated: true)` then a push): the step is made once
    /// the screen that triggered it is gone, as one in a dismissal's completion is.
    var dismissal: SourceLocation? = nil
    /// A pop to the root the body makes before the step (`popToRootViewController(animated: false)` then a push):
    /// the step is made on the root, not on the screen that triggered it.
    var poppedToRoot: SourceLocation? = nil
}

/// A call the body makes that is not itself a navigation primitive: summaries compose through it.
struct SemanticCall: Hashable, Sendable {
    var base: SemanticValue?
    var name: String
    var arguments: [SemanticArgument]
    var conditional: Bool
    var caseGuard: CaseGuard?
    var location: SourceLocation
    var routeTrigger: RouteTrigger? = nil
    /// The tests every path to the call passes (``NavigationEffect/tests``).
    var tests: [FlagTest] = []
}

/// A closure written in a body: run where it is written, or stored on a receiver (`vc.onSelect = { }`,
/// `Detail(onClose: { })`) to run where that receiver calls it. The second pass decides which from the
/// receiver's type.
struct ClosureUse: Hashable, Sendable {
    /// The closure's function in the same file (``SemanticValue/closure(_:)``) or a method reference
    /// (`self.finish`, `showDetail`).
    var function: SemanticValue
    /// What the closure is stored on: the value assigned to (nil for the enclosing instance), or the value a
    /// construction or factory call returns.
    var receiver: SemanticValue?
    /// Whether a receiver was named at all; false for a closure passed to a call that runs it.
    var isStored: Bool
    /// The property or argument label it is stored under.
    var property: String?
    /// Whether it is subscribed to a stream (`viewModel.didSelect.subscribe(onNext: { ... })`): run where
    /// something sends on the stream, or, in a screen's own code, as part of that screen.
    var isSubscription: Bool = false
    /// The `case` arm over a parameter the closure is written in, if any.
    var caseGuard: CaseGuard? = nil
    /// Whether it is handed to what a destination builds (`NavigationLink { Detail(onDelete: { ... }) }`): it
    /// runs where that view or model calls it, and never in the body that shows the destination.
    var isDestinationCallback = false
    /// For the content closure handed to a possible presenter of the app's own (``RouteRegistration/presenter``),
    /// its name: where the second pass confirms it, what the closure builds is presented, not part of the view.
    var presenter: String? = nil
    /// Whether the function returns it (`return { [weak self] in ... }`): it runs where what the function returns
    /// is stored and called (`presentSettings: pushSettings(on: navigationController)`), never in the function.
    var isReturned = false
    /// Whether it observes a property (`.onChange(of: accounts.focused) { ... }`): it runs where code sets that
    /// property on a value of the receiver's type, as a subscription runs where something sends on its stream.
    var observesChanges = false
    /// For the completion of a dismissal (`dismiss(animated: true) { ... }`), where the dismissal is: what it
    /// shows is shown once the screen that triggered it is gone, from the one beneath.
    var dismissal: SourceLocation? = nil
    /// Whether it is a control's handler (`button.addAction(UIAction { ... }, for: .touchUpInside)`): a user
    /// action of the screen whose code sets it up, named by ``property``, never run where it is written.
    var isControlAction = false
    /// Whether it is handed to a view built as a cell's SwiftUI content (``EvaluationScope/buildsCellContent``): a
    /// callback of the view controller's own, triggered from its cells.
    var isCellContent = false
    /// For the action of a button with a literal title (`Button("Show crew") { … }`), the name it gives the step
    /// the closure makes in place (`showCrew`).
    var title: String? = nil
    /// The tests every path to where the closure is written passes (``NavigationEffect/tests``): where it runs in
    /// place, its steps are made under them.
    var tests: [FlagTest] = []
}

/// `.navigationDestination(for: Route.self) { route in ... }` or `.sheet(item: $router.sheet) { sheet in ... }`:
/// the views shown for values of a type pushed on a stack, or for values set on an item property, per enum case
/// when the closure switches over the value.
struct RouteRegistration: Hashable, Sendable {
    struct Arm: Hashable, Sendable {
        /// The enum cases the arm matches; empty for a closure without a switch, or a `default:` arm.
        var cases: [String]
        var views: [ViewNode]
    }

    /// The type of the values a stack shows these views for (`navigationDestination(for:)`).
    var routeType: String?
    /// The property whose value presents them (`sheet(item: $router.sheet)`).
    var item: SemanticValue?
    var mode: PresentationMode
    var arms: [Arm]
    /// For a presentation a flag drives (`sheet(isPresented: $showsSettings)`), where the modifier is: the code
    /// that sets the flag presents its views, or the view that holds it when nothing the core follows does.
    var flagLocation: SourceLocation? = nil
    /// For a router view over an array of routes (`Router($navigator.routes) { screen, _ in ... }`), the array:
    /// the route type is its element's, found in the second pass from the property's declaration.
    var routes: SemanticValue? = nil
    /// For a call of the app's own presenter handed a binding and the content to show
    /// (`.navigation(item: $coordinator.detail) { Detail($0) }`, `SheetModifier(item: $rating) { ... }`), the
    /// function or type that presents: the registration holds only when the second pass finds it presenting, and
    /// takes its mode from it.
    var presenter: String? = nil
    /// For a content switch, whether it sits in a navigation container the same view builds around it
    /// (`NavigationView { switch mode { case .list: ... case .grid: ... } }`): its arms are that one screen's
    /// content, whatever titles they set.
    var isInsideNavigation = false

    /// Whether it is a view's own content chosen by the property (`if isSignedIn { Home() } else { SignIn() }`)
    /// rather than something presented over it: setting the property swaps what the view shows.
    var isContentSwitch: Bool { mode == .swap }
}


/// `receiver.property = value`, on a receiver other than `self`.
struct HandedOver: Hashable, Sendable {
    var receiver: SemanticValue
    var property: String
    var value: SemanticValue
}

/// A stored or computed property of a type, with its type as written or the value it starts with.
struct SemanticProperty: Hashable, Sendable {
    var owner: String
    var name: String
    var type: String?
    var initial: SemanticValue?
    /// Whether the property is a closure (`var onSelect: ((Item) -> Void)?`).
    var isClosure: Bool
    /// For `@AppStorage("signedIn") var isSignedIn`, the user defaults key it reads and writes: every property
    /// and `UserDefaults` call on that key is the same value.
    var storageKey: String? = nil
    /// For a route declared as a property (`@Route(.push) var detail = makeDetail`), how it shows what its factory makes.
    var keyPathRoute: KeyPathRoute? = nil
    /// For `@Environment(\.showProfile) var showProfile`, the environment value it reads: of the type, and holding
    /// what, that the app declares and sets for that key.
    var environmentKey: String? = nil
    /// For a dependency injected by key path (`@Injected(\.router) var router`, the Factory library's), the
    /// container's property it is resolved from: of the type that property's factory makes.
    var injectedKey: String? = nil
}

/// Everything the semantic core keeps of one file after the first pass.
struct SemanticFileFacts: Hashable, Sendable {
    var functions: [SemanticFunction] = []
    var properties: [SemanticProperty] = []
    /// Types marked `@main`, or app and scene delegates: where an app's navigation starts.
    var appTypes: [String] = []
    /// UIKit's own container classes a storyboard uses as scenes (a `UITabBarController` with its tabs): screens
    /// of the app though the project does not declare them.
    var storyboardScreens: [String] = []
    /// The class of the initial scene of the app's main storyboard (`Main.storyboard`, which UIKit loads at launch
    /// unless the app sets its window's root itself): where the app starts.
    var launchScreens: [String] = []
    /// Where a view controller adds a child in place (`addChild(chart)`): a container switching what it shows, or,
    /// as the screen sets itself up, a part of that screen (``SemanticEdges/embeddedChildren``).
    var childEmbedSites: [SourceLocation] = []
    /// Where a view controller's view is added in place without `addChild` (`containerView.addSubview(actions.view)`):
    /// a part of the screen that does it as it sets itself up, and no step anywhere else (a view hosting content).
    var viewEmbedSites: [SourceLocation] = []
    /// Where a page view controller turns to one of the pages it keeps (`setViewControllers([pages[index + 1]],
    /// direction: .forward, animated: true)`): a part of it, unless the page has steps of its own
    /// (``SemanticEdges/embeddedChildren``).
    var pageTurnSites: [SourceLocation] = []
    /// The view controller types a tab bar's delegate refuses to select (`guard viewController is ComposeTab else
    /// { return true }` … `return false` in `tabBarController(_:shouldSelect:)`): placeholders, never shown as tabs.
    var refusedTabs: [String] = []
}
