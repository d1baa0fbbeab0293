import FlowExtraction
import FlowModel
import Testing

/// The semantic core on UIKit values it follows without a type checker: metatypes kept in collections, base
/// screens' actions, streams nothing in the app sends on, a coordinator's own `rootViewController`, closures a
/// coordinator's method returns for a screen to run later, types named through a typealias, what a `map` over a
/// collection makes of its elements, and subscriptions to published properties.
@Suite struct UIKitValueTests {
    @Test func screensBuiltFromMetatypesKeptInACollection() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol Drill { static func make() -> UIViewController }
        final class KnotDrillViewController: UIViewController, Drill {
            static func make() -> UIViewController { KnotDrillViewController() }
        }
        final class FlagDrillViewController: UIViewController, Drill {
            static func make() -> UIViewController { FlagDrillViewController() }
        }
        final class DrillCoordinator {
            let navigationController = UINavigationController()
            var queue = [Drill.Type]()
            func begin() {
                let all: [Drill.Type] = [KnotDrillViewController.self, FlagDrillViewController.self]
                queue = all.shuffled()
                next()
            }
            func next() {
                if let drill = queue.popLast() {
                    navigationController.pushViewController(drill.make(), animated: true)
                }
            }
        }
        """)
        // `begin()`, which nothing in the app calls, names the steps it makes.
        #expect(extraction.transitions(of: "DrillCoordinator") == [
            "DrillCoordinator/begin present push -> FlagDrillViewController ?",
            "DrillCoordinator/begin present push -> KnotDrillViewController ?",
        ])
    }

    /// A screen enum's computed property switching over `self`, read on a case written with its type
    /// (`Archive.shelf.controller`, `Archive.letter(id).controller`), runs that case's arm alone.
    @Test func aComputedPropertyOfACaseWrittenWithItsEnumReadsThatCasesArm() async {
        let extraction = await InlineExtraction("""
        import UIKit

        enum Archive {
            case shelf, letter(Int), sender(String)
            var controller: UIViewController {
                switch self {
                case .shelf: return ShelfViewController()
                case .letter(let id): return LetterViewController(id: id)
                case .sender(let name): return SenderViewController(name: name)
                }
            }
        }
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: Archive.shelf.controller)
            }
        }
        final class ShelfViewController: UIViewController {
            @objc func letterTapped() {
                ↓navigationController?.pushViewController(Archive.letter(7).controller, animated: true)
            }
        }
        final class LetterViewController: UIViewController {
            init(id: Int) { super.init(nibName: nil, bundle: nil) }
            @objc func senderTapped() {
                ↓navigationController?.pushViewController(Archive.sender("Ada").controller, animated: true)
            }
        }
        final class SenderViewController: UIViewController {
            init(name: String) { super.init(nibName: nil, bundle: nil) }
        }
        """)
        #expect(extraction.coordinator("SceneDelegate")?.entries.map(\.screen) == ["ShelfViewController"])
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "LetterViewController/senderTapped present push -> SenderViewController",
            "ShelfViewController/letterTapped present push -> LetterViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "ShelfViewController/letterTapped present push -> LetterViewController") == [extraction.marker(0)])
        #expect(extraction.locations(of: "SceneDelegate", "LetterViewController/senderTapped present push -> SenderViewController") == [extraction.marker(1)])
    }

    /// An optional route parameter unwrapped under its own name (`guard let route = route`, `if let route`) is still
    /// the parameter: each caller's case takes its own arm of the switch over it.
    @Test func anOptionalParameterUnwrappedUnderItsOwnNameKeepsEachCallersCase() async {
        let extraction = await InlineExtraction("""
        import UIKit

        enum Errand { case basket, receipt }
        final class Errands {
            weak var shop: ShopViewController?
            func send(_ errand: Errand) { shop?.run(errand) }
            func sendLater(_ errand: Errand) { shop?.runLater(errand) }
        }
        final class ShopViewController: UIViewController {
            let errands = Errands()
            func run(_ errand: Errand?) {
                guard let errand = errand else { return }
                switch errand {
                case .basket: ↓navigationController?.pushViewController(BasketViewController(errands: errands), animated: true)
                case .receipt: ↓navigationController?.pushViewController(ReceiptViewController(), animated: true)
                }
            }
            func runLater(_ errand: Errand?) {
                if let errand {
                    switch errand {
                    case .basket: present(BasketViewController(errands: errands), animated: true)
                    case .receipt: break
                    }
                }
            }
            @objc func basketTapped() { errands.send(.basket) }
        }
        final class BasketViewController: UIViewController {
            let errands: Errands
            init(errands: Errands) { self.errands = errands; super.init(nibName: nil, bundle: nil) }
            @objc func payTapped() { errands.send(.receipt) }
            @objc func laterTapped() { errands.sendLater(.receipt) }
        }
        final class ReceiptViewController: UIViewController {}
        """)
        // Behind the `guard`, each step may not be made; the later errand's `.receipt` arm shows nothing.
        #expect(extraction.transitions(of: "App") == [
            "BasketViewController/payTapped present push -> ReceiptViewController ?",
            "ShopViewController/basketTapped present push -> BasketViewController ?",
        ])
        #expect(extraction.locations(of: "App", "ShopViewController/basketTapped present push -> BasketViewController ?") == [extraction.marker(0)])
        #expect(extraction.locations(of: "App", "BasketViewController/payTapped present push -> ReceiptViewController ?") == [extraction.marker(1)])
    }

    /// A property typed by a typealias of a function type (`let makeBerth: BerthFactory`) holds a closure: calling
    /// it runs what the code building the screen hands it.
    @Test func aPropertyTypedByAFunctionTypealiasHoldsAClosure() async {
        let extraction = await InlineExtraction("""
        import UIKit

        typealias BerthFactory = (Int) -> UIViewController
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                let marina = MarinaViewController(makeBerth: { number in BerthViewController(number: number) })
                window?.rootViewController = UINavigationController(rootViewController: marina)
            }
        }
        final class MarinaViewController: UITableViewController {
            private let makeBerth: BerthFactory
            init(makeBerth: @escaping BerthFactory) {
                self.makeBerth = makeBerth
                super.init(style: .plain)
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                ↓navigationController?.pushViewController(makeBerth(indexPath.row), animated: true)
            }
        }
        final class BerthViewController: UIViewController {
            init(number: Int) { super.init(nibName: nil, bundle: nil) }
        }
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "MarinaViewController/tableView present push -> BerthViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "MarinaViewController/tableView present push -> BerthViewController")
            == [extraction.marker(0)])
        #expect(extraction.notes == [])
    }

    /// An initializer handed over as a closure (`makeBerth: BerthViewController.init(number:)`) makes its type where
    /// the closure is called, as `{ number in BerthViewController(number: number) }` would.
    @Test func anInitializerHandedOverAsAClosureMakesItsType() async {
        let extraction = await InlineExtraction("""
        import UIKit

        struct MarinaDependencies {
            let makeBerth: (Int) -> UIViewController
        }
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                let dependencies = MarinaDependencies(makeBerth: BerthViewController.init(number:))
                window?.rootViewController = UINavigationController(rootViewController: MarinaViewController(dependencies: dependencies))
            }
        }
        final class MarinaViewController: UITableViewController {
            private let dependencies: MarinaDependencies
            init(dependencies: MarinaDependencies) {
                self.dependencies = dependencies
                super.init(style: .plain)
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                ↓navigationController?.pushViewController(dependencies.makeBerth(indexPath.row), animated: true)
            }
        }
        final class BerthViewController: UIViewController {
            init(number: Int) { super.init(nibName: nil, bundle: nil) }
        }
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "MarinaViewController/tableView present push -> BerthViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "MarinaViewController/tableView present push -> BerthViewController")
            == [extraction.marker(0)])
        #expect(extraction.notes == [])
    }

    /// `#if` branches an iOS build leaves out (another platform's, the `#else` of `#if os(iOS)`) are not read, in a
    /// body or around a declaration; a condition that may hold on iOS (`DEBUG`) keeps its branch.
    @Test func branchesForAnotherPlatformAreNotRead() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: LockViewController())
            }
        }
        final class LockViewController: UIViewController {
            @objc func settingsTapped() {
                #if os(iOS)
                ↓present(LockSettingsViewController(), animated: true)
                #else
                navigationController?.pushViewController(CompactSettingsViewController(), animated: true)
                #endif
            }
            @objc func logTapped() {
                #if DEBUG
                ↓navigationController?.pushViewController(LockLogViewController(), animated: true)
                #endif
                #if os(tvOS) || os(watchOS)
                navigationController?.pushViewController(CompactSettingsViewController(), animated: true)
                #endif
            }
            #if os(macOS)
            @objc func menuTapped() { navigationController?.pushViewController(CompactSettingsViewController(), animated: true) }
            #endif
        }
        final class LockSettingsViewController: UIViewController {}
        final class CompactSettingsViewController: UIViewController {}
        final class LockLogViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "LockViewController/logTapped present push -> LockLogViewController",
            "LockViewController/settingsTapped present sheet -nav -> LockSettingsViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "LockViewController/settingsTapped present sheet -nav -> LockSettingsViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "SceneDelegate", "LockViewController/logTapped present push -> LockLogViewController")
            == [extraction.marker(1)])
    }

    /// A table or collection view handed to other code (`GreenhouseKit(tableView: tableView)`, `gesture.location(in:
    /// collectionView)`) is the view, a property of the controller, not a reference to its delegate methods of the
    /// same name: they run when a row is selected, not where the view is handed over.
    @Test func aTableViewHandedOverIsNoReferenceToItsDelegateMethods() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: BedListViewController())
            }
        }
        final class BedListViewController: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                _ = GreenhouseKit(tableView: tableView)
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                ↓navigationController?.pushViewController(BedDetailViewController(), animated: true)
            }
        }
        final class SeedTrayViewController: UIViewController, UICollectionViewDelegate {
            @IBOutlet var collectionView: UICollectionView!
            @objc func trayPressed(_ gesture: UILongPressGestureRecognizer) {
                _ = gesture.location(in: collectionView)
            }
            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                ↓present(SeedPacketViewController(), animated: true)
            }
        }
        final class BedDetailViewController: UIViewController {
            @objc func traysTapped() { ↓show(SeedTrayViewController(), sender: nil) }
        }
        final class SeedPacketViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "BedDetailViewController/traysTapped present push -> SeedTrayViewController",
            "BedListViewController/tableView present push -> BedDetailViewController",
            "SeedTrayViewController/collectionView present sheet -nav -> SeedPacketViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "BedListViewController/tableView present push -> BedDetailViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "SceneDelegate", "SeedTrayViewController/collectionView present sheet -nav -> SeedPacketViewController")
            == [extraction.marker(1)])
    }

    /// A search controller's results controller (`lazy var search = UISearchController(searchResultsController:
    /// results)`) is shown in place over the screen holding it, as a child is, where the search controller is first
    /// read: what the results controller does is reachable from there.
    @Test func aSearchResultsControllerIsShownInPlaceByItsHolder() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: LighthouseListViewController())
            }
        }
        final class LighthouseResultsViewController: UITableViewController {
            var onPick: ((String) -> Void)?
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { onPick?("Fastnet") }
        }
        final class LighthouseListViewController: UITableViewController {
            private let results = LighthouseResultsViewController()
            private lazy var search = ↓UISearchController(searchResultsController: results)
            private let plainSearch = UISearchController(searchResultsController: nil)
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.searchController = search
                results.onPick = { [weak self] name in self?.show(name) }
            }
            private func show(_ name: String) {
                ↓navigationController?.pushViewController(LighthouseDetailViewController(), animated: true)
            }
        }
        final class LighthouseDetailViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "LighthouseListViewController/viewDidLoad present swap -> LighthouseResultsViewController",
            "LighthouseResultsViewController/onPick present push -> LighthouseDetailViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "LighthouseListViewController/viewDidLoad present swap -> LighthouseResultsViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "SceneDelegate", "LighthouseResultsViewController/onPick present push -> LighthouseDetailViewController")
            == [extraction.marker(1)])
    }

    /// The app's own navigation controller that makes its first screen in its initializer (`init() {
    /// super.init(rootViewController: QuayViewController()) }`) shows that screen where it is made the window's root,
    /// and what its own code shows is that screen's step.
    @Test func anOwnNavigationControllerShowsTheRootItsInitializerGivesIt() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class HarbourNavigationController: UINavigationController {
            init() { super.init(rootViewController: QuayViewController()) }
            required init?(coder: NSCoder) { fatalError() }
            @objc func showBerths() { pushViewController(BerthListViewController(), animated: true) }
        }
        final class BerthListViewController: UIViewController {}
        final class QuayViewController: UIViewController {
            @objc func craneTapped() { ↓navigationController?.pushViewController(CraneViewController(), animated: true) }
        }
        final class CraneViewController: UIViewController {}
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = HarbourNavigationController()
                return true
            }
        }
        """)
        #expect(extraction.coordinator("AppDelegate")?.entries.map(\.screen) == ["QuayViewController"])
        #expect(extraction.transitions(of: "AppDelegate") == [
            "QuayViewController/craneTapped present push -> CraneViewController",
            "QuayViewController/showBerths present push -> BerthListViewController",
        ])
        // Its own code acts for the screen it holds: it is no screen of its own.
        #expect(extraction.coordinator("AppDelegate")?.screens.map(\.name).contains("HarbourNavigationController") == false)
        #expect(extraction.locations(of: "AppDelegate", "QuayViewController/craneTapped present push -> CraneViewController")
            == [extraction.marker(0)])
    }

    /// A navigation controller a type keeps in a property (`let nav = UINavigationController(rootViewController:
    /// crossings)`, or set so in its initializer) shows its root wherever the property is shown: the window's root, a
    /// presented flow.
    @Test func aNavigationControllerKeptInAPropertyShowsItsRoot() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class BookingCoordinator {
            private let presenter: UIViewController
            private let navigation: UINavigationController
            init(presenter: UIViewController) {
                self.presenter = presenter
                navigation = UINavigationController(rootViewController: SeatPickerViewController())
            }
            func start() { presenter.present(navigation, animated: true) }
        }
        final class CrossingViewController: UIViewController {
            var booking: BookingCoordinator?
            @objc func bookTapped() {
                booking = BookingCoordinator(presenter: self)
                ↓booking?.start()
            }
        }
        final class SeatPickerViewController: UIViewController {
            @objc func nextTapped() { ↓navigationController?.pushViewController(PaymentViewController(), animated: true) }
        }
        final class PaymentViewController: UIViewController {}
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            let crossings = UINavigationController(rootViewController: CrossingViewController())
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = crossings
            }
        }
        """)
        #expect(extraction.coordinator("SceneDelegate")?.entries.map(\.screen) == ["CrossingViewController"])
        #expect(extraction.transitions(of: "SceneDelegate") == ["CrossingViewController/bookTapped start sheet +nav"])
        #expect(extraction.locations(of: "SceneDelegate", "CrossingViewController/bookTapped start sheet +nav") == [extraction.marker(0)])
        #expect(extraction.coordinator("BookingCoordinator")?.entries.map { "\($0.screen) \($0.navigation)" } == ["SeatPickerViewController true"])
        #expect(extraction.transitions(of: "BookingCoordinator") == ["SeatPickerViewController/nextTapped present push -> PaymentViewController"])
        #expect(extraction.locations(of: "BookingCoordinator", "SeatPickerViewController/nextTapped present push -> PaymentViewController")
            == [extraction.marker(1)])
    }

    /// A coordinator observing a view model's route (`viewModel.$route.sink { route in switch route { … } }` on a
    /// published property, or a subject whose current value is set: `route.value = .addPlant`) shows, for each place
    /// that sets the route, the arm of the case set there: not every arm from every setter.
    @Test(arguments: [
        ("@Published var route: Route?", "route = ", "viewModel.$route"),
        ("let route = CurrentValueSubject<Route?, Never>(nil)", "route.value = ", "viewModel.route"),
    ])
    func aRouteSetOnAViewModelShowsTheArmOfTheCaseSet(declaration: String, setting: String, stream: String) async {
        let extraction = await InlineExtraction("""
        import Combine
        import UIKit

        final class GreenhouseViewModel: ObservableObject {
            enum Route { case bed(Int), addPlant }
            \(declaration)
            func select(_ index: Int) { \(setting).bed(index) }
            func add() { \(setting).addPlant }
        }
        final class GreenhouseViewController: UITableViewController {
            let viewModel: GreenhouseViewModel
            init(viewModel: GreenhouseViewModel) { self.viewModel = viewModel; super.init(style: .plain) }
            required init?(coder: NSCoder) { fatalError() }
            @objc func addTapped() { viewModel.add() }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { viewModel.select(indexPath.row) }
        }
        final class PlantBedViewController: UIViewController {}
        final class AddPlantViewController: UIViewController {}
        final class GreenhouseCoordinator {
            let navigationController: UINavigationController
            var cancellables = Set<AnyCancellable>()
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let viewModel = GreenhouseViewModel()
                \(stream).compactMap { $0 }.sink { [weak self] route in
                    switch route {
                    case .bed: ↓self?.navigationController.pushViewController(PlantBedViewController(), animated: true)
                    case .addPlant: ↓self?.navigationController.present(AddPlantViewController(), animated: true)
                    }
                }.store(in: &cancellables)
                navigationController.setViewControllers([GreenhouseViewController(viewModel: viewModel)], animated: false)
            }
        }
        """)
        #expect(extraction.transitions(of: "GreenhouseCoordinator") == [
            "GreenhouseCoordinator/- present swap -> GreenhouseViewController",
            "GreenhouseViewController/addTapped present sheet -nav -> AddPlantViewController",
            "GreenhouseViewController/tableView present push -> PlantBedViewController",
        ])
        #expect(extraction.locations(of: "GreenhouseCoordinator", "GreenhouseViewController/tableView present push -> PlantBedViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "GreenhouseCoordinator", "GreenhouseViewController/addTapped present sheet -nav -> AddPlantViewController")
            == [extraction.marker(1)])
    }

    @Test func aBaseScreensActionIsEachSubclasssThatDoesNotOverrideIt() async {
        let extraction = await InlineExtraction("""
        import UIKit

        class MenuButtonViewController: UIViewController {
            @objc func menuTapped() { present(SideMenuViewController(), animated: true) }
        }
        final class LogbookViewController: MenuButtonViewController {}
        final class ChartsViewController: MenuButtonViewController {
            @objc override func menuTapped() {}
        }
        final class SideMenuViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "App") == ["LogbookViewController/menuTapped present sheet -nav -> SideMenuViewController"])
    }

    @Test func aBaseScreenBuiltThroughAStaticFactoryKeepsItsOwnActions() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol Loadable {}
        extension Loadable where Self: UIViewController {
            static func load() -> Self { Self() }
        }
        class TideQuizViewController: UIViewController, Loadable {
            @IBAction func answerTapped() { present(TideAnswerViewController(), animated: true) }
        }
        final class RetryTideQuizViewController: TideQuizViewController {}
        final class TideAnswerViewController: UIViewController {}
        final class HarbourViewController: UIViewController {
            @IBAction func quizTapped() {
                let quiz = TideQuizViewController.load()
                navigationController?.pushViewController(quiz, animated: true)
            }
            @IBAction func retryTapped() {
                navigationController?.pushViewController(RetryTideQuizViewController(), animated: true)
            }
        }
        """)
        // `TideQuizViewController.load()` builds the base screen itself: its action is its own as well as the
        // subclass's that does not override it.
        #expect(extraction.transitions(of: "App") == [
            "HarbourViewController/quizTapped present push -> TideQuizViewController",
            "HarbourViewController/retryTapped present push -> RetryTideQuizViewController",
            "RetryTideQuizViewController/answerTapped present sheet -nav -> TideAnswerViewController",
            "TideQuizViewController/answerTapped present sheet -nav -> TideAnswerViewController",
        ])
    }

    @Test func aStreamNothingInTheAppSendsOnDeliversWhereItIsSubscribed() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class SessionStore { func restore() -> Observable<Bool> { fatalError() } }
        final class LaunchCoordinator {
            let window: UIWindow
            let sessions = SessionStore()
            var rootViewController: UIViewController
            init(window: UIWindow) {
                self.window = window
                self.rootViewController = SplashViewController()
            }
            func start() {
                sessions.restore().subscribe(onNext: { [weak self] signedIn in
                    self?.window.rootViewController = signedIn ? DeckViewController() : BoardingViewController()
                })
            }
        }
        final class SplashViewController: UIViewController {}
        final class DeckViewController: UIViewController {}
        final class BoardingViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "LaunchCoordinator") == [
            "LaunchCoordinator/- present swap -> BoardingViewController ?",
            "LaunchCoordinator/- present swap -> DeckViewController ?",
        ])
    }

    @Test func aStepThatNeedsANavigationControllerIsNotReachedByPassingAScreen() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class Wayfinder {
            func open(_ target: UIViewController, from sender: UIViewController?, modally: Bool = false) {
                guard let sender else { return }
                if let navigation = sender as? UINavigationController {
                    navigation.pushViewController(target, animated: false)
                    return
                }
                sender.present(target, animated: true)
            }
            func openTide(from sender: UIViewController?) { open(TideTableViewController(), from: sender) }
        }
        final class HarbourViewController: UIViewController {
            let wayfinder = Wayfinder()
            @objc func tideTapped() { wayfinder.openTide(from: self) }
        }
        final class TideTableViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "App") == ["HarbourViewController/tideTapped present sheet -nav -> TideTableViewController ?"])
    }

    @Test func aFactoryReturningAFlowAndItsScreenAsATuple() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol Flow: AnyObject { var onFinish: (() -> Void)? { get set }; func start() }
        final class DockFlowCoordinator: Flow {
            var onFinish: (() -> Void)?
            func start() {}
            func undocked() { onFinish?() }
        }
        final class DockViewController: UIViewController {}
        final class ReceiptViewController: UIViewController {}
        final class FlowFactory {
            func makeDockFlow() -> (flow: Flow, screen: UIViewController) {
                let screen = DockViewController()
                return (DockFlowCoordinator(), screen)
            }
        }
        final class HarbourCoordinator {
            let factory = FlowFactory()
            let navigationController = UINavigationController()
            func start() {
                let (flow, screen) = factory.makeDockFlow()
                flow.onFinish = { [weak self] in self?.showReceipt() }
                navigationController.setViewControllers([screen], animated: false)
                flow.start()
            }
            func showReceipt() { navigationController.pushViewController(ReceiptViewController(), animated: true) }
        }
        """)
        #expect(extraction.transitions(of: "HarbourCoordinator") == [
            "HarbourCoordinator/- present swap -> DockViewController",
            "HarbourCoordinator/- start",
        ])
        #expect(extraction.coordinator("HarbourCoordinator")?.transitions.compactMap(\.to?.coordinator).contains("DockFlowCoordinator") == true)
        #expect(extraction.transitions(of: "DockFlowCoordinator") == ["DockFlowCoordinator/undocked present push -> ReceiptViewController"])
    }

    @Test func aFinishedFlowsCallbackRestartingItsParentDoesNotLeadBackIntoIt() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class TicketCoordinator {
            var onFinish: (() -> Void)?
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { navigationController.setViewControllers([TicketViewController()], animated: false) }
        }
        final class TicketViewController: UIViewController {
            var coordinator: TicketCoordinator?
            @objc func paid() { coordinator?.onFinish?() }
        }
        final class BoardingCoordinator {
            let navigationController = UINavigationController()
            var hasTicket = false
            func start() {
                if hasTicket { showGate() } else { runTicketFlow() }
            }
            private func runTicketFlow() {
                let ticket = TicketCoordinator(navigationController: navigationController)
                ticket.onFinish = { [weak self] in
                    self?.hasTicket = true
                    self?.start()
                }
                ticket.start()
            }
            private func showGate() { navigationController.pushViewController(GateViewController(), animated: true) }
        }
        final class GateViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "BoardingCoordinator") == [
            "BoardingCoordinator/- present push -> GateViewController ?",
            "BoardingCoordinator/- start ?",
        ])
        #expect(extraction.transitions(of: "TicketCoordinator") == [
            "TicketCoordinator/- present swap -> TicketViewController",
            "TicketViewController/paid present push -> GateViewController ?",
        ])
    }

    @Test func aHelpersFunctionNothingCallsIsTriggeredFromTheScreensHoldingIt() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class MooringRow {
            let title: String
            init(title: String) { self.title = title }
            func selected(in screen: UIViewController) {
                screen.navigationController?.pushViewController(MooringDetailViewController(), animated: true)
            }
        }
        final class MooringListViewController: UITableViewController {
            private let rows: [MooringRow] = [MooringRow(title: "North"), MooringRow(title: "South")]
        }
        final class MooringDetailViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "App") == ["MooringListViewController/selected present push -> MooringDetailViewController"])
    }

    @Test func aViewAScreenMakesThroughAStaticFactoryRunsTheCallbackItsModelCarries() async {
        let extraction = await InlineExtraction("""
        import UIKit

        extension UIView {
            static func fromNib() -> Self { Self() }
        }
        struct TourStop {
            let title: String
            let onMore: (() -> Void)?
        }
        final class TourStopView: UIView {
            var stop: TourStop?
            @IBAction func moreTapped() { stop?.onMore?() }
        }
        final class TourModel {
            weak var coordinator: TourCoordinator?
            var stops: [TourStop] = []
            init(coordinator: TourCoordinator) {
                self.coordinator = coordinator
                stops = [
                    TourStop(title: "Quay", onMore: nil),
                    TourStop(title: "Lighthouse", onMore: { [weak self] in self?.coordinator?.showLighthouse() }),
                ]
            }
        }
        final class TourViewController: UIViewController {
            var model: TourModel?
            func show(_ stops: [TourStop]) {
                stops.forEach { stop in
                    let stopView = TourStopView.fromNib()
                    stopView.stop = stop
                    view.addSubview(stopView)
                }
            }
        }
        final class LighthouseViewController: UIViewController {}
        final class TourCoordinator {
            let navigationController = UINavigationController()
            func start() {
                let tour = TourViewController()
                tour.model = TourModel(coordinator: self)
                navigationController.setViewControllers([tour], animated: false)
            }
            func showLighthouse() { navigationController.pushViewController(LighthouseViewController(), animated: true) }
        }
        """)
        // The stop view, made by `fromNib()` in the tour screen, runs the callback its stop carries.
        #expect(extraction.transitions(of: "TourCoordinator").filter { $0.contains("Lighthouse") } == [
            "TourViewController/moreTapped present push -> LighthouseViewController",
        ])
    }

    @Test func aCellAScreenDequeuesAndConfiguresIsPartOfTheScreen() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class CatchRowModel {
            weak var coordinator: LogbookCoordinator?
            init(coordinator: LogbookCoordinator?) { self.coordinator = coordinator }
            func deleteTapped() { coordinator?.confirmDelete() }
        }
        final class CatchCell: UITableViewCell {
            var model: CatchRowModel?
            @IBAction func deletePressed(_ sender: Any) { model?.deleteTapped() }
        }
        final class SpotCell: UITableViewCell {
            private var onShare: (() -> Void)?
            func configure(title: String, onShare: @escaping () -> Void) { self.onShare = onShare }
            @IBAction func sharePressed(_ sender: Any) { onShare?() }
        }
        final class LogbookViewController: UITableViewController {
            weak var coordinator: LogbookCoordinator?
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                if indexPath.section == 0, let cell = tableView.dequeueReusableCell(withIdentifier: "catch", for: indexPath) as? CatchCell {
                    cell.model = CatchRowModel(coordinator: coordinator)
                    return cell
                }
                let cell = tableView.dequeueReusableCell(withIdentifier: "spot", for: indexPath) as! SpotCell
                cell.configure(title: "Quay") { [weak self] in self?.coordinator?.shareSpot() }
                return cell
            }
        }
        final class DeleteCatchViewController: UIViewController {}
        final class ShareSpotViewController: UIViewController {}
        final class LogbookCoordinator {
            let navigationController = UINavigationController()
            func start() {
                let logbook = LogbookViewController()
                logbook.coordinator = self
                navigationController.setViewControllers([logbook], animated: false)
            }
            func confirmDelete() { navigationController.present(DeleteCatchViewController(), animated: true) }
            func shareSpot() { navigationController.present(ShareSpotViewController(), animated: true) }
        }
        """)
        // The cells' buttons are the logbook's: it dequeues them and hands them what they call, the callback through
        // a method that keeps it (`configure(title:onShare:)`), which does not run it in place.
        #expect(extraction.transitions(of: "LogbookCoordinator").filter { !$0.hasPrefix("LogbookCoordinator/") } == [
            "LogbookViewController/deletePressed present sheet -nav -> DeleteCatchViewController",
            "LogbookViewController/sharePressed present sheet -nav -> ShareSpotViewController",
        ])
    }

    @Test func aSceneMadeByIdentifierIsWhatItsCreatorBuildsOrItIsCastTo() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class DockViewController: UIViewController {
            @IBAction func manifestTapped() {
                let manifest = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(identifier: "Manifest") as! ManifestViewController
                navigationController?.pushViewController(manifest, animated: true)
            }
            @IBAction func cargoTapped() {
                let cargo = storyboard?.instantiateViewController(identifier: "Cargo") { coder in
                    CargoViewController(coder: coder, bay: 3)
                }
                navigationController?.pushViewController(cargo!, animated: true)
            }
        }
        final class ManifestViewController: UIViewController {}
        final class CargoViewController: UIViewController {
            init?(coder: NSCoder, bay: Int) { super.init(coder: coder) }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        #expect(extraction.transitions(of: "App") == [
            "DockViewController/cargoTapped present push -> CargoViewController",
            "DockViewController/manifestTapped present push -> ManifestViewController",
        ])
    }

    @Test func aScreensSubscriptionToWhatItsModelSendsRunsWhereTheModelIsAsked() async {
        let extraction = await InlineExtraction("""
        import UIKit
        import Combine

        final class TideModel {
            let showChart = PassthroughSubject<Void, Never>()
            let showAlmanac = PassthroughSubject<Void, Never>()
            func chartTapped() { showChart.send(()) }
            func bind(refresh: AnyPublisher<Void, Never>) -> AnyCancellable { refresh.subscribe(showAlmanac) }
        }
        final class TideViewController: UIViewController {
            let model = TideModel()
            private var cancellables = Set<AnyCancellable>()
            override func viewDidLoad() {
                super.viewDidLoad()
                model.showChart
                    .sink { [weak self] in self?.navigationController?.pushViewController(TideChartViewController(), animated: true) }
                    .store(in: &cancellables)
                model.showAlmanac
                    .sink { [weak self] in self?.present(AlmanacViewController(), animated: true) }
                    .store(in: &cancellables)
            }
            @objc func chartTapped() { model.chartTapped() }
        }
        final class TideChartViewController: UIViewController {}
        final class AlmanacViewController: UIViewController {}
        """)
        // The model sends on `showChart` when the screen asks it to (`chartTapped`): the push is that action's. A
        // stream the app only feeds from elsewhere stays the step of the code that subscribes.
        #expect(extraction.transitions(of: "App") == [
            "TideViewController/chartTapped present push -> TideChartViewController",
            "TideViewController/viewDidLoad present sheet -nav -> AlmanacViewController",
        ])
    }

    @Test func aLibrarysViewControllerIsAScreenAndThePlatformsOwnAreNot() async {
        let extraction = await InlineExtraction("""
        import UIKit
        import SafariServices
        import ReleaseNotesKit

        final class LogbookViewController: UIViewController {
            @objc func newsTapped() { present(ReleaseNotesViewController(version: "2.1"), animated: true) }
            @objc func helpTapped() { present(SFSafariViewController(url: URL(string: "https://example.org")!), animated: true) }
        }
        """)
        #expect(extraction.transitions(of: "App") == ["LogbookViewController/newsTapped present sheet -nav -> ReleaseNotesViewController"])
        #expect(extraction.notes.count == 1)
    }

    @Test func aPropertyDeclaredWithACompositionHoldsWhatItsCoordinatorHandsIt() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol Skipping: AnyObject { func skip() }
        protocol Answering: AnyObject { func answered(correctly: Bool) }
        final class KnotQuizViewController: UIViewController {
            weak var coordinator: (Skipping & Answering)?
            @objc func submitTapped() { coordinator?.answered(correctly: true) }
        }
        final class ScoreViewController: UIViewController {}
        final class QuizCoordinator: Skipping, Answering {
            let navigationController = UINavigationController()
            func start() {
                let quiz = KnotQuizViewController()
                quiz.coordinator = self
                navigationController.pushViewController(quiz, animated: false)
            }
            func skip() {}
            func answered(correctly: Bool) { navigationController.pushViewController(ScoreViewController(), animated: true) }
        }
        final class DrillCoordinator: Skipping, Answering {
            func skip() {}
            func answered(correctly: Bool) {}
        }
        """)
        #expect(extraction.transitions(of: "QuizCoordinator") == [
            "KnotQuizViewController/submitTapped present push -> ScoreViewController",
            "QuizCoordinator/- present push -> KnotQuizViewController",
        ])
    }

    @Test func aSharedHoldersPropertyShowsWhatWasPutThere() async {
        let extraction = await InlineExtraction("""
        import UIKit
        import SideDrawer

        final class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                DrawerManager.shared.leftDrawer = DrawerNavigationController(rootViewController: ChartsMenuViewController())
                return true
            }
        }
        final class ChartsMenuViewController: UIViewController {}
        final class LogbookViewController: UIViewController {
            @objc func menuTapped() { present(DrawerManager.shared.leftDrawer!, animated: true) }
        }
        """)
        #expect(extraction.transitions(of: "AppDelegate") == ["LogbookViewController/menuTapped present sheet +nav -> ChartsMenuViewController"])
    }

    @Test func aClosureAMethodReturnsRunsWhereTheScreenStoringItCallsIt() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class HangarViewController: UIViewController {
            var showFuel: (() -> Void)?
            var showCrew: (() -> Void)?
            static func make(fuel: @escaping () -> Void) -> HangarViewController {
                let screen = HangarViewController()
                screen.showFuel = fuel
                return screen
            }
            @objc func fuelTapped() { showFuel?() }
            @objc func crewTapped() { showCrew?() }
        }
        final class FuelViewController: UIViewController {}
        final class CrewViewController: UIViewController {}
        final class HangarCoordinator {
            let navigationController = UINavigationController()
            func start() {
                let hangar = HangarViewController.make(fuel: pushFuel(on: navigationController))
                hangar.showCrew = self.pushCrew()
                navigationController.viewControllers = [hangar]
            }
            private func pushFuel(on navigation: UINavigationController) -> () -> Void {
                return { [weak self] in
                    guard self != nil else { return }
                    ↓navigation.pushViewController(FuelViewController(), animated: true)
                }
            }
            private func pushCrew() -> (() -> Void) {
                return { [weak self] in ↓self?.navigationController.pushViewController(CrewViewController(), animated: true) }
            }
        }
        """)
        // Neither push happens when the coordinator starts: each is the hangar's, when its control runs the closure.
        #expect(extraction.transitions(of: "HangarCoordinator") == [
            "HangarCoordinator/- present swap -> HangarViewController",
            "HangarViewController/fuel present push -> FuelViewController ?",
            "HangarViewController/showCrew present push -> CrewViewController",
        ])
        let pushes = extraction.coordinator("HangarCoordinator")?.transitions.filter { $0.mode == .push }
        #expect(pushes?.compactMap(\.location?.marked).sorted() == [extraction.marker(0), extraction.marker(1)])
    }

    @Test func aTypealiasNamesItsTypeAndACompositionsConformingTypes() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol Docking: AnyObject { func dock() }
        protocol Undocking: AnyObject { func undock() }
        typealias PierDelegate = (Docking & Undocking)
        typealias Manifest = ManifestViewController

        final class PierViewController: UIViewController {
            private weak var delegate: PierDelegate?
            static func make(delegate: PierDelegate) -> PierViewController {
                let screen = PierViewController()
                screen.delegate = delegate
                return screen
            }
            @objc func undockTapped() { delegate?.undock() }
            @objc func manifestTapped() {
                let manifest: Manifest = makeManifest()
                ↓navigationController?.pushViewController(manifest, animated: true)
            }
            private func makeManifest() -> Manifest { fatalError() }
        }
        final class ManifestViewController: UIViewController {}
        final class OpenSeaViewController: UIViewController {}
        final class HarbourMasterCoordinator {
            let navigationController = UINavigationController()
            func start() { navigationController.viewControllers = [PierViewController.make(delegate: self)] }
        }
        extension HarbourMasterCoordinator: Docking {
            func dock() {}
        }
        extension HarbourMasterCoordinator: Undocking {
            func undock() { ↓navigationController.pushViewController(OpenSeaViewController(), animated: true) }
        }
        """)
        #expect(extraction.transitions(of: "HarbourMasterCoordinator") == [
            "HarbourMasterCoordinator/- present swap -> PierViewController",
            "PierViewController/manifestTapped present push -> ManifestViewController",
            "PierViewController/undockTapped present push -> OpenSeaViewController",
        ])
        #expect(extraction.locations(of: "HarbourMasterCoordinator", "PierViewController/manifestTapped present push -> ManifestViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "HarbourMasterCoordinator", "PierViewController/undockTapped present push -> OpenSeaViewController")
            == [extraction.marker(1)])
    }

    @Test func tabsMappedFromAnEnumsCasesAreEachTheirScreen() async {
        let extraction = await InlineExtraction("""
        import UIKit

        enum HarbourTab: CaseIterable {
            case moorings, weather
            func makeController() -> UIViewController {
                switch self {
                case .moorings: return MooringsViewController()
                case .weather: return WeatherViewController()
                }
            }
        }
        final class HarbourTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let tabs: [HarbourTab] = [.moorings, .weather]
                ↓viewControllers = tabs.map { $0.makeController() }
            }
        }
        final class PierTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                ↓setViewControllers(HarbourTab.allCases.map { tab in tab.makeController() }, animated: false)
            }
        }
        final class MooringsViewController: UIViewController {}
        final class WeatherViewController: UIViewController {}
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow()
                window?.rootViewController = Bool.random() ? HarbourTabBarController() : PierTabBarController()
                return true
            }
        }
        """)
        #expect(extraction.transitions(of: "AppDelegate") == [
            "HarbourTabBarController/viewDidLoad present swap -> MooringsViewController",
            "HarbourTabBarController/viewDidLoad present swap -> WeatherViewController",
            "PierTabBarController/viewDidLoad present swap -> MooringsViewController",
            "PierTabBarController/viewDidLoad present swap -> WeatherViewController",
        ])
        #expect(extraction.locations(of: "AppDelegate", "HarbourTabBarController/viewDidLoad present swap -> WeatherViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "AppDelegate", "PierTabBarController/viewDidLoad present swap -> WeatherViewController")
            == [extraction.marker(1)])
    }

    @Test func aFactoryReturningItsScreenInANavigationControllerShowsTheScreen() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class DockNavigationController: UINavigationController {}
        enum DockTab {
            case cranes, berths
            private func wrapped() -> UIViewController {
                switch self {
                case .cranes:
                    let screen = CranesViewController()
                    return DockNavigationController(rootViewController: screen)
                case .berths:
                    return UINavigationController(rootViewController: BerthsViewController())
                }
            }
            func controller() -> UIViewController {
                let controller = wrapped()
                controller.tabBarItem = UITabBarItem()
                return controller
            }
        }
        final class DockTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                ↓viewControllers = [DockTab.cranes, .berths].map { $0.controller() }
            }
            func showBerths() {
                ↓present(DockTab.berths.controller(), animated: true)
            }
        }
        final class CranesViewController: UIViewController {}
        final class BerthsViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "App") == [
            "DockTabBarController/showBerths present sheet +nav -> BerthsViewController",
            "DockTabBarController/viewDidLoad present swap +nav -> BerthsViewController",
            "DockTabBarController/viewDidLoad present swap +nav -> CranesViewController",
        ])
        #expect(extraction.locations(of: "App", "DockTabBarController/viewDidLoad present swap +nav -> CranesViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "App", "DockTabBarController/showBerths present sheet +nav -> BerthsViewController")
            == [extraction.marker(1)])
    }

    @Test func aSubscriptionsParameterIsAnElementOfTheStream() async {
        let extraction = await InlineExtraction("""
        import UIKit
        import Combine

        enum QuayTab {
            case tides, cargo
            func controller() -> UIViewController {
                switch self {
                case .tides: return UINavigationController(rootViewController: TidesViewController())
                case .cargo: return UINavigationController(rootViewController: CargoViewController())
                }
            }
        }
        final class QuayViewModel {
            struct Output {
                let tabs: Driver<[QuayTab]>
            }
            let opened = PassthroughSubject<QuayTab, Never>()
            func transform() -> Output { Output(tabs: .just([.tides, .cargo])) }
        }
        final class QuayTabBarController: UITabBarController {
            let viewModel = QuayViewModel()
            var bag = Set<AnyCancellable>()
            override func viewDidLoad() {
                super.viewDidLoad()
                let output = viewModel.transform()
                output.tabs.delay(.milliseconds(50)).drive(onNext: { [weak self] (tabs) in
                    guard let strongSelf = self else { return }
                    let controllers = tabs.map { $0.controller() }
                    ↓strongSelf.setViewControllers(controllers, animated: false)
                }).disposed(by: disposeBag)
                viewModel.opened.removeDuplicates().sink { [weak self] tab in
                    ↓self?.present(tab.controller(), animated: true)
                }.store(in: &bag)
                viewModel.opened.map { tab -> QuayTab in
                    print(tab)
                    return .cargo
                }.sink { [weak self] in
                    ↓self?.present($0.controller(), animated: true)
                }.store(in: &bag)
            }
        }
        final class TidesViewController: UIViewController {}
        final class CargoViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "App") == [
            "QuayTabBarController/viewDidLoad present sheet +nav -> CargoViewController",
            "QuayTabBarController/viewDidLoad present sheet +nav -> TidesViewController",
            // `guard let strongSelf = self` fails only once the screen is gone: the swap is not conditional.
            "QuayTabBarController/viewDidLoad present swap +nav -> CargoViewController",
            "QuayTabBarController/viewDidLoad present swap +nav -> TidesViewController",
        ])
        #expect(extraction.locations(of: "App", "QuayTabBarController/viewDidLoad present swap +nav -> TidesViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "App", "QuayTabBarController/viewDidLoad present sheet +nav -> TidesViewController")
            == [extraction.marker(1)])
        // A stream mapped to other elements does not say what they are: that destination stays unknown.
        #expect(extraction.result.notes.map(\.location.marked) == [extraction.marker(2)])
    }

    @Test func anExtensionPresentingSelfShowsTheReceiverItIsCalledOn() async {
        let extraction = await InlineExtraction("""
        import UIKit

        extension UIViewController {
            func presentAsCard(over host: UIViewController) {
                modalPresentationStyle = .pageSheet
                ↓host.present(self, animated: true)
            }
        }
        final class LighthouseCoordinator {
            let navigationController = UINavigationController()
            func start() {
                let screen = BeaconViewController()
                screen.coordinator = self
                navigationController.viewControllers = [screen]
            }
            func showTide() {
                let card = TideCardViewController()
                card.presentAsCard(over: navigationController)
            }
        }
        final class BeaconViewController: UIViewController {
            weak var coordinator: LighthouseCoordinator?
            @objc func tideTapped() { coordinator?.showTide() }
        }
        final class TideCardViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "LighthouseCoordinator") == [
            "BeaconViewController/tideTapped present sheet -nav -> TideCardViewController",
            "LighthouseCoordinator/- present swap -> BeaconViewController",
        ])
        #expect(extraction.locations(of: "LighthouseCoordinator", "BeaconViewController/tideTapped present sheet -nav -> TideCardViewController")
            == [extraction.marker(0)])
        #expect(extraction.result.notes.isEmpty)
    }

    @Test func aControlsSelectorOnAnotherTargetIsAnActionOfTheScreenSettingItUp() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class ChartCoordinator {
            let navigationController = UINavigationController()
            func start() {
                let chart = ChartViewController()
                chart.coordinator = self
                navigationController.viewControllers = [chart]
            }
            @objc func showSoundings() {
                ↓navigationController.pushViewController(SoundingsViewController(), animated: true)
            }
            @objc func showTides(_ sender: UIButton) {
                navigationController.pushViewController(TidesViewController(), animated: true)
            }
        }
        final class ChartViewController: UIViewController {
            weak var coordinator: ChartCoordinator?
            let tidesButton = UIButton()
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Depths", style: .plain, target: coordinator, action: #selector(ChartCoordinator.showSoundings))
                tidesButton.addTarget(coordinator, action: #selector(ChartCoordinator.showTides(_:)), for: .touchUpInside)
                navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Legend", style: .plain, target: self, action: #selector(legendTapped))
            }
            @objc func legendTapped() {
                present(LegendViewController(), animated: true)
            }
        }
        final class SoundingsViewController: UIViewController {}
        final class TidesViewController: UIViewController {}
        final class LegendViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "ChartCoordinator") == [
            "ChartCoordinator/- present swap -> ChartViewController",
            "ChartViewController/legendTapped present sheet -nav -> LegendViewController",
            "ChartViewController/showSoundings present push -> SoundingsViewController",
            "ChartViewController/showTides present push -> TidesViewController",
        ])
        #expect(extraction.locations(of: "ChartCoordinator", "ChartViewController/showSoundings present push -> SoundingsViewController")
            == [extraction.marker(0)])
    }

    @Test func aNewWindowsRootThatOnlyHostsAPresentationIsNoStep() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class HostViewController: UIViewController {}
        final class LockViewController: UIViewController {
            static func lock(over scene: UIWindowScene) -> UIWindow {
                let overlay = UIWindow(windowScene: scene)
                overlay.rootViewController = HostViewController()
                overlay.windowLevel = .alert
                overlay.makeKeyAndVisible()
                let lock = LockViewController()
                ↓overlay.rootViewController?.present(lock, animated: false)
                return overlay
            }
        }
        final class GangwayCoordinator {
            let window: UIWindow
            init(window: UIWindow) { self.window = window }
            func start() {
                window.rootViewController = UINavigationController(rootViewController: BerthViewController())
            }
            func lockApp(scene: UIWindowScene) {
                _ = LockViewController.lock(over: scene)
            }
        }
        final class BerthViewController: UIViewController {
            weak var coordinator: GangwayCoordinator?
            @objc func lockTapped() { coordinator?.lockApp(scene: view.window!.windowScene!) }
        }
        """)
        #expect(extraction.transitions(of: "GangwayCoordinator") == [
            "BerthViewController/lockTapped present sheet -nav -> LockViewController",
            "GangwayCoordinator/- present swap +nav -> BerthViewController",
        ])
        #expect(extraction.locations(of: "GangwayCoordinator", "BerthViewController/lockTapped present sheet -nav -> LockViewController")
            == [extraction.marker(0)])
    }

    @Test func aBaseScreensHelperTakingARouteStepsOnlyWhereItsCallersPassTheCase() async {
        let extraction = await InlineExtraction("""
        import UIKit

        enum DockRoute { case boat(Int), crew }
        protocol DockRouting: AnyObject { func route(to route: DockRoute, from context: UIViewController) }
        final class DockRouter: DockRouting {
            func route(to route: DockRoute, from context: UIViewController) {
                switch route {
                case .boat: ↓context.navigationController?.pushViewController(BoatViewController(router: self), animated: true)
                case .crew: ↓context.present(CrewViewController(), animated: true)
                }
            }
        }
        class RoutedViewController: UIViewController {
            let router: DockRouting
            init(router: DockRouting) { self.router = router; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            func open(_ route: DockRoute) { router.route(to: route, from: self) }
        }
        final class MarinaViewController: RoutedViewController {
            @objc func boatTapped() { open(.boat(1)) }
            @objc func crewTapped() { open(.crew) }
        }
        final class BoatViewController: RoutedViewController {}
        final class CrewViewController: UIViewController {}
        final class SceneDelegate {
            var window: UIWindow?
            func connect() { window?.rootViewController = UINavigationController(rootViewController: MarinaViewController(router: DockRouter())) }
        }
        """)
        // `open(_:)` is no action of every screen inheriting it, going to every route: each tap goes to its own.
        #expect(extraction.transitions() == [
            "MarinaViewController/boatTapped present push -> BoatViewController",
            "MarinaViewController/crewTapped present sheet -nav -> CrewViewController",
        ])
        #expect(extraction.locations(of: "App", "MarinaViewController/boatTapped present push -> BoatViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "App", "MarinaViewController/crewTapped present sheet -nav -> CrewViewController")
            == [extraction.marker(1)])
    }

    /// A subscription handing what is sent to a method that switches over it (`route.sink { self?.handle($0) }`):
    /// each send takes its own arm only, as when the switch is in the closure.
    @Test func aSubscriptionHandingOnWhatIsSentTakesOnlyItsArmOfTheMethodsSwitch() async {
        let extraction = await InlineExtraction("""
        import UIKit
        import Combine

        enum QuayRoute { case crane(Int), manifest }
        final class QuayViewModel {
            let route = PassthroughSubject<QuayRoute, Never>()
            func craneChosen(_ id: Int) { route.send(.crane(id)) }
            func manifestTapped() { route.send(.manifest) }
        }
        final class QuayCoordinator {
            let navigationController = UINavigationController()
            var bag = Set<AnyCancellable>()
            func start() {
                let model = QuayViewModel()
                model.route.sink { [weak self] in self?.handle($0) }.store(in: &bag)
                navigationController.viewControllers = [QuayViewController(model: model)]
            }
            private func handle(_ route: QuayRoute) {
                switch route {
                case .crane: ↓navigationController.pushViewController(CraneViewController(), animated: true)
                case .manifest: ↓navigationController.present(ManifestViewController(), animated: true)
                }
            }
        }
        final class QuayViewController: UIViewController {
            let model: QuayViewModel
            init(model: QuayViewModel) { self.model = model; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            @objc func craneTapped() { model.craneChosen(2) }
            @objc func manifestTapped() { model.manifestTapped() }
        }
        final class CraneViewController: UIViewController {}
        final class ManifestViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "QuayCoordinator") == [
            "QuayCoordinator/- present swap -> QuayViewController",
            "QuayViewController/craneTapped present push -> CraneViewController",
            "QuayViewController/manifestTapped present sheet -nav -> ManifestViewController",
        ])
        #expect(extraction.locations(of: "QuayCoordinator", "QuayViewController/craneTapped present push -> CraneViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "QuayCoordinator", "QuayViewController/manifestTapped present sheet -nav -> ManifestViewController")
            == [extraction.marker(1)])
    }

    @Test func anEventSentOnAStreamOrPassedToAClosureTakesOnlyItsOwnArmOfTheSwitchOverIt() async {
        let extraction = await InlineExtraction("""
        import UIKit
        import Combine

        enum PierEvent { case openBerth(Int), openTolls, leave }
        final class PierViewModel {
            let events = PassthroughSubject<PierEvent, Never>()
            var onEvent: ((PierEvent) -> Void)?
            func berthChosen(_ id: Int) { events.send(.openBerth(id)) }
            func tollsTapped() { events.send(.openTolls) }
            func leaveTapped() { onEvent?(.leave) }
        }
        final class PierCoordinator {
            let navigationController = UINavigationController()
            var bag = Set<AnyCancellable>()
            func start() {
                let model = PierViewModel()
                model.events
                    .receive(on: DispatchQueue.main)
                    .sink { [weak self] event in
                        switch event {
                        case .openBerth: ↓self?.navigationController.pushViewController(BerthViewController(), animated: true)
                        case .openTolls: ↓self?.navigationController.present(TollsViewController(), animated: true)
                        case .leave: self?.navigationController.popViewController(animated: true)
                        }
                    }
                    .store(in: &bag)
                model.onEvent = { [weak self] event in
                    switch event {
                    case .leave: ↓self?.navigationController.present(FarewellViewController(), animated: true)
                    default: break
                    }
                }
                navigationController.viewControllers = [PierViewController(model: model)]
            }
        }
        final class PierViewController: UIViewController {
            let model: PierViewModel
            init(model: PierViewModel) { self.model = model; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            @objc func berthTapped() { model.berthChosen(3) }
            @objc func tollsTapped() { model.tollsTapped() }
            @objc func leaveTapped() { model.leaveTapped() }
        }
        final class BerthViewController: UIViewController {}
        final class TollsViewController: UIViewController {}
        final class FarewellViewController: UIViewController {}
        """)
        // Each tap sends one event: it takes that event's arm only, not every arm of the switch.
        #expect(extraction.transitions(of: "PierCoordinator") == [
            "PierCoordinator/- present swap -> PierViewController",
            "PierViewController/berthTapped present push -> BerthViewController",
            "PierViewController/leaveTapped present sheet -nav -> FarewellViewController",
            "PierViewController/tollsTapped present sheet -nav -> TollsViewController",
        ])
        #expect(extraction.locations(of: "PierCoordinator", "PierViewController/berthTapped present push -> BerthViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "PierCoordinator", "PierViewController/tollsTapped present sheet -nav -> TollsViewController")
            == [extraction.marker(1)])
        #expect(extraction.locations(of: "PierCoordinator", "PierViewController/leaveTapped present sheet -nav -> FarewellViewController")
            == [extraction.marker(2)])
    }

    @Test func anOperatorsClosureOnASubscribedStreamRunsWhenTheStreamSendsAndABasesCoordinateStartsNothingOfItsOwn() async {
        let extraction = await InlineExtraction("""
        import UIKit
        import RxSwift

        class FlowCoordinator<Result> {
            let disposeBag = DisposeBag()
            func coordinate<T>(to coordinator: FlowCoordinator<T>) -> Observable<T> { coordinator.start() }
            func start() -> Observable<Result> { fatalError("subclasses start") }
        }
        final class TideCoordinator: FlowCoordinator<Void> {
            let window: UIWindow
            init(window: UIWindow) { self.window = window }
            override func start() -> Observable<Void> {
                let model = TideListModel()
                let list = TideListViewController(model: model)
                model.pickPort
                    .flatMap { [weak self] _ -> Observable<String?> in
                        guard let self else { return .empty() }
                        return ↓self.coordinate(to: PortPickerCoordinator(presenter: list))
                    }
                    .subscribe()
                    .disposed(by: disposeBag)
                window.rootViewController = UINavigationController(rootViewController: list)
                return .never()
            }
        }
        final class PortPickerCoordinator: FlowCoordinator<String?> {
            let presenter: UIViewController
            init(presenter: UIViewController) { self.presenter = presenter }
            override func start() -> Observable<String?> {
                presenter.present(PortPickerViewController(), animated: true)
                return .never()
            }
        }
        final class TideListModel { let pickPort = PublishSubject<Void>() }
        final class TideListViewController: UIViewController {
            let model: TideListModel
            init(model: TideListModel) { self.model = model; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            @objc func portTapped() { model.pickPort.onNext(()) }
        }
        final class PortPickerViewController: UIViewController {}
        """)
        // The picker starts when the list's tap sends on the stream, not when the coordinator starts; its start
        // presents its first screen, so starting it is that sheet.
        #expect(extraction.transitions(of: "TideCoordinator") == [
            "TideCoordinator/- present swap +nav -> TideListViewController",
            "TideListViewController/portTapped start sheet -nav",
        ])
        #expect(extraction.locations(of: "TideCoordinator", "TideListViewController/portTapped start sheet -nav") == [extraction.marker(0)])
        #expect(extraction.transitions(of: "PortPickerCoordinator").isEmpty)
        #expect(extraction.coordinator("PortPickerCoordinator")?.entries.map { "\($0.screen) \($0.navigation)" } == ["PortPickerViewController false"])
        // `coordinate(to:)` starts whatever its callers hand it, never the base class itself.
        #expect(extraction.coordinator("FlowCoordinator") == nil)
    }

    /// An operator's closure of one expression (`.flatMap { [unowned self] _ in self.coordinate(to: picker) }`)
    /// runs when the stream sends, as one with a `return` does: not where the subscription is set up.
    @Test func anOperatorsOneExpressionClosureRunsWhenTheStreamSends() async {
        let extraction = await InlineExtraction("""
        import UIKit
        import RxSwift

        class FlowCoordinator<Result> {
            let disposeBag = DisposeBag()
            func coordinate<T>(to coordinator: FlowCoordinator<T>) -> Observable<T> { coordinator.start() }
            func start() -> Observable<Result> { fatalError("subclasses start") }
        }
        final class KilnCoordinator: FlowCoordinator<Void> {
            let window: UIWindow
            init(window: UIWindow) { self.window = window }
            override func start() -> Observable<Void> {
                let model = KilnScheduleModel()
                let schedule = KilnScheduleViewController(model: model)
                model.pickGlaze
                    .flatMap { [unowned self] _ in ↓self.coordinate(to: GlazeCoordinator(presenter: schedule)) }
                    .subscribe()
                    .disposed(by: disposeBag)
                window.rootViewController = UINavigationController(rootViewController: schedule)
                return .never()
            }
        }
        final class GlazeCoordinator: FlowCoordinator<String?> {
            let presenter: UIViewController
            init(presenter: UIViewController) { self.presenter = presenter }
            override func start() -> Observable<String?> {
                presenter.present(GlazePickerViewController(), animated: true)
                return .never()
            }
        }
        final class KilnScheduleModel { let pickGlaze = PublishSubject<Void>() }
        final class KilnScheduleViewController: UIViewController {
            let model: KilnScheduleModel
            init(model: KilnScheduleModel) { self.model = model; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            @objc func glazeTapped() { model.pickGlaze.onNext(()) }
        }
        final class GlazePickerViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "KilnCoordinator") == [
            "KilnCoordinator/- present swap +nav -> KilnScheduleViewController",
            "KilnScheduleViewController/glazeTapped start sheet -nav",
        ])
        #expect(extraction.locations(of: "KilnCoordinator", "KilnScheduleViewController/glazeTapped start sheet -nav") == [extraction.marker(0)])
    }

    /// A child coordinator's result (`coordinate(to: picker)`, `picker.start()`) subscribed to: the closure runs
    /// when the child is done, a step of what started the child, whether or not operators come between.
    @Test func aSubscriptionToAChildsResultRunsWhereTheChildWasStarted() async {
        let extraction = await InlineExtraction("""
        import UIKit
        import RxSwift

        class FlowCoordinator<Result> {
            let disposeBag = DisposeBag()
            func coordinate<T>(to coordinator: FlowCoordinator<T>) -> Observable<T> { coordinator.start() }
            func start() -> Observable<Result> { fatalError("subclasses start") }
        }
        final class TileCoordinator: FlowCoordinator<Void> {
            let navigationController = UINavigationController()
            override func start() -> Observable<Void> {
                let showroom = ShowroomViewController()
                showroom.onChooseGlaze = { [weak self] in self?.chooseGlaze() }
                showroom.onChooseGrout = { [weak self] in self?.chooseGrout() }
                navigationController.setViewControllers([showroom], animated: false)
                return .never()
            }
            private func chooseGlaze() {
                coordinate(to: GlazeCoordinator(presenter: navigationController))
                    .subscribe(onNext: { [weak self] glaze in self?.showQuote(glaze) })
                    .disposed(by: disposeBag)
            }
            private func chooseGrout() {
                let grout = GroutCoordinator(presenter: navigationController)
                grout.start()
                    .filter { $0 != nil }
                    .subscribe(onNext: { [weak self] _ in self?.showSamples() })
                    .disposed(by: disposeBag)
            }
            private func showQuote(_ glaze: String?) {
                guard let glaze else { return }
                ↓navigationController.pushViewController(QuoteViewController(glaze: glaze), animated: true)
            }
            private func showSamples() {
                ↓navigationController.pushViewController(SamplesViewController(), animated: true)
            }
        }
        final class GlazeCoordinator: FlowCoordinator<String?> {
            let presenter: UIViewController
            init(presenter: UIViewController) { self.presenter = presenter }
            override func start() -> Observable<String?> {
                let picker = GlazePickerViewController()
                presenter.present(picker, animated: true)
                return picker.picked.asObservable()
            }
        }
        final class GroutCoordinator: FlowCoordinator<String?> {
            let presenter: UIViewController
            init(presenter: UIViewController) { self.presenter = presenter }
            override func start() -> Observable<String?> {
                presenter.present(GroutPickerViewController(), animated: true)
                return .never()
            }
        }
        final class ShowroomViewController: UIViewController {
            var onChooseGlaze: (() -> Void)?
            var onChooseGrout: (() -> Void)?
            @objc func glazeTapped() { onChooseGlaze?() }
            @objc func groutTapped() { onChooseGrout?() }
        }
        final class GlazePickerViewController: UIViewController {
            let picked = PublishSubject<String?>()
            @objc func doneTapped() { picked.onNext("celadon") }
        }
        final class GroutPickerViewController: UIViewController {}
        final class QuoteViewController: UIViewController {
            init(glaze: String) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class SamplesViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "TileCoordinator").filter { $0.contains("push") } == [
            "ShowroomViewController/onChooseGlaze present push -> QuoteViewController ?",
            "ShowroomViewController/onChooseGrout present push -> SamplesViewController ?",
        ])
        #expect(extraction.locations(of: "TileCoordinator", "ShowroomViewController/onChooseGlaze present push -> QuoteViewController ?") == [extraction.marker(0)])
        #expect(extraction.locations(of: "TileCoordinator", "ShowroomViewController/onChooseGrout present push -> SamplesViewController ?") == [extraction.marker(1)])
    }

    @Test func anExtensionOfUIViewControllerIsCalledOnEveryKindOfViewController() async {
        let extraction = await InlineExtraction("""
        import UIKit

        extension UIViewController {
            func presentOnTop(_ viewController: UIViewController, animated: Bool) {
                var top = self
                while let presented = top.presentedViewController { top = presented }
                ↓top.present(viewController, animated: animated)
            }
        }
        final class FerryCoordinator {
            let navigationController = UINavigationController()
            func showTimetable() {
                navigationController.presentOnTop(UINavigationController(rootViewController: TimetableViewController()), animated: true)
            }
        }
        final class TimetableViewController: UIViewController {}
        """)
        // `navigationController` is a `UINavigationController`: `UIViewController`'s extension is one of its methods.
        #expect(extraction.transitions(of: "FerryCoordinator") == ["FerryCoordinator/showTimetable present sheet +nav -> TimetableViewController"])
        #expect(extraction.locations(of: "FerryCoordinator", "FerryCoordinator/showTimetable present sheet +nav -> TimetableViewController")
            == [extraction.marker(0)])
    }

    @Test func forEachOverStoredChildrenStartsEachChild() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol Coordinator: AnyObject { func start() }
        final class HarbourTabsCoordinator: Coordinator {
            private var children: [Coordinator] = []
            func start() {
                children = [BerthsCoordinator(), ChandleryCoordinator()]
                children.forEach { ↓$0.start() }
            }
        }
        final class BerthsCoordinator: Coordinator {
            let navigationController = UINavigationController()
            func start() { navigationController.viewControllers = [BerthsViewController()] }
        }
        final class ChandleryCoordinator: Coordinator {
            let navigationController = UINavigationController()
            func start() { navigationController.viewControllers = [CatalogViewController()] }
        }
        final class BerthsViewController: UIViewController {}
        final class CatalogViewController: UIViewController {}
        """)
        // `$0` is an element of `children`, which holds the two coordinators the array is set to.
        #expect(extraction.coordinator("HarbourTabsCoordinator")?.transitions.compactMap(\.to?.coordinator).sorted()
            == ["BerthsCoordinator", "ChandleryCoordinator"])
        #expect(extraction.locations(of: "HarbourTabsCoordinator", "HarbourTabsCoordinator/- start")
            == [extraction.marker(0), extraction.marker(0)])
    }

    @Test func aSubscriptionToAPublishedPropertyRunsWhereCodeSetsIt() async {
        let extraction = await InlineExtraction("""
        import UIKit
        import Combine

        struct Buoy { let number: Int }
        final class ChannelViewModel {
            @Published var chosenBuoy: Buoy?
            @Published var wantsChart = false
            func buoyTapped(_ number: Int) { chosenBuoy = Buoy(number: number) }
            func chartTapped() { wantsChart = true }
        }
        final class ChannelViewController: UITableViewController {
            let model: ChannelViewModel
            init(model: ChannelViewModel) { self.model = model; super.init(style: .plain) }
            required init?(coder: NSCoder) { fatalError() }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                model.buoyTapped(indexPath.row)
            }
            @objc func chartButtonTapped() { model.chartTapped() }
        }
        final class BuoyViewController: UIViewController {
            init(buoy: Buoy) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class ChartViewController: UIViewController {}
        final class ChannelCoordinator {
            let navigationController = UINavigationController()
            private var bag = Set<AnyCancellable>()
            func start() {
                let model = ChannelViewModel()
                model.$chosenBuoy
                    .compactMap { $0 }
                    .sink { [weak self] buoy in self?.show(buoy) }
                    .store(in: &bag)
                model.$wantsChart.filter { $0 }.sink { [weak self] _ in
                    ↓self?.navigationController.present(ChartViewController(), animated: true)
                }.store(in: &bag)
                navigationController.setViewControllers([ChannelViewController(model: model)], animated: false)
            }
            private func show(_ buoy: Buoy) {
                ↓navigationController.pushViewController(BuoyViewController(buoy: buoy), animated: true)
            }
        }
        """)
        // `$chosenBuoy` publishes every value the property is set to: the step is the screen's that sets it, not
        // one the coordinator makes when it subscribes.
        #expect(extraction.transitions(of: "ChannelCoordinator") == [
            "ChannelCoordinator/- present swap -> ChannelViewController",
            "ChannelViewController/chartButtonTapped present sheet -nav -> ChartViewController",
            "ChannelViewController/tableView present push -> BuoyViewController",
        ])
        #expect(extraction.locations(of: "ChannelCoordinator", "ChannelViewController/chartButtonTapped present sheet -nav -> ChartViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "ChannelCoordinator", "ChannelViewController/tableView present push -> BuoyViewController")
            == [extraction.marker(1)])
    }

    @Test func aHelperTheScreensOwnActionsRunIsAStepOfThoseActionsNotAnActionOfItsOwn() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class QuayViewController: UIViewController {
            @objc func tidesTapped() {
                DispatchQueue.main.async { [weak self] in self?.showTides() }
            }
            @objc func crewTapped() { showCrew() }
            override func viewDidLoad() {
                super.viewDidLoad()
                refresh()
            }
            func refresh() {}
            private func showTides() {
                ↓navigationController?.pushViewController(TideTableViewController(), animated: true)
            }
            @objc func showCrew() {
                ↓navigationController?.pushViewController(CrewListViewController(), animated: true)
            }
        }
        final class TideTableViewController: UIViewController {}
        final class CrewListViewController: UIViewController {}
        """)
        // `showTides` runs only from `tidesTapped`; `showCrew` is also a selector's target, so UIKit may call it
        // by itself.
        #expect(extraction.transitions(of: "App") == [
            "QuayViewController/crewTapped present push -> CrewListViewController",
            "QuayViewController/showCrew present push -> CrewListViewController",
            "QuayViewController/tidesTapped present push -> TideTableViewController",
        ])
        #expect(extraction.locations(of: "App", "QuayViewController/tidesTapped present push -> TideTableViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "App", "QuayViewController/crewTapped present push -> CrewListViewController")
            == [extraction.marker(1)])
    }

    @Test func callingAPropertyThatHoldsAFactoryGivesWhatTheFactoryHandedToItMakes() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class ChandleryViewController: UIViewController {
            private let makeRopes: () -> UIViewController
            private let makeOrder: (String) -> UIViewController
            var makeInvoice: (() -> UIViewController)?
            init(makeRopes: @escaping () -> UIViewController, makeOrder: @escaping (String) -> UIViewController) {
                self.makeRopes = makeRopes
                self.makeOrder = makeOrder
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError() }
            @objc func ropesTapped() { ↓navigationController?.pushViewController(makeRopes(), animated: true) }
            @objc func orderTapped() { ↓present(makeOrder("anchor"), animated: true) }
            @objc func invoiceTapped() {
                guard let invoice = makeInvoice?() else { return }
                ↓present(invoice, animated: true)
            }
        }
        final class RopesViewController: UIViewController {}
        final class OrderViewController: UIViewController {
            init(item: String) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class InvoiceViewController: UIViewController {}

        final class ChandleryComposer {
            func makeChandlery() -> UIViewController {
                let chandlery = ChandleryViewController(
                    makeRopes: makeRopes,
                    makeOrder: { item in OrderViewController(item: item) }
                )
                chandlery.makeInvoice = { InvoiceViewController() }
                return chandlery
            }
            private func makeRopes() -> UIViewController { RopesViewController() }
        }
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: ChandleryComposer().makeChandlery())
            }
        }
        """)
        #expect(extraction.coordinator("SceneDelegate")?.entries.map(\.screen) == ["ChandleryViewController"])
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "ChandleryViewController/invoiceTapped present sheet -nav -> InvoiceViewController ?",
            "ChandleryViewController/orderTapped present sheet -nav -> OrderViewController",
            "ChandleryViewController/ropesTapped present push -> RopesViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "ChandleryViewController/ropesTapped present push -> RopesViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "SceneDelegate", "ChandleryViewController/orderTapped present sheet -nav -> OrderViewController")
            == [extraction.marker(1)])
        #expect(extraction.locations(of: "SceneDelegate", "ChandleryViewController/invoiceTapped present sheet -nav -> InvoiceViewController ?")
            == [extraction.marker(2)])
    }

    @Test func aNavigationControllerMadeEmptyAndThenGivenItsScreensShowsThem() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class MarinaNavigationController: UINavigationController {}
        final class MarinaViewController: UIViewController {
            @objc func logTapped() {
                let navigation = UINavigationController()
                navigation.viewControllers = [LogbookViewController()]
                ↓present(navigation, animated: true)
            }
            @objc func chartTapped() { ↓present(makeCharts(), animated: true) }
            private func makeCharts() -> MarinaNavigationController {
                let navigation = MarinaNavigationController()
                navigation.setViewControllers([ChartListViewController(), ChartViewController()], animated: false)
                return navigation
            }
        }
        final class LogbookViewController: UIViewController {}
        final class ChartListViewController: UIViewController {}
        final class ChartViewController: UIViewController {}
        """)
        // Filling a controller nobody sees yet swaps nothing: the step is presenting it, with its top screen.
        #expect(extraction.transitions(of: "App") == [
            "MarinaViewController/chartTapped present sheet +nav -> ChartViewController",
            "MarinaViewController/logTapped present sheet +nav -> LogbookViewController",
        ])
        #expect(extraction.locations(of: "App", "MarinaViewController/logTapped present sheet +nav -> LogbookViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "App", "MarinaViewController/chartTapped present sheet +nav -> ChartViewController")
            == [extraction.marker(1)])
    }

    @Test func aHelperWrappingWhatItIsCalledOnAndATabBarFilledInPlace() async {
        let extraction = await InlineExtraction("""
        import UIKit

        extension UIViewController {
            func inNavigation() -> UINavigationController { UINavigationController(rootViewController: self) }
            func presentTideHelp() { ↓present(TideHelpViewController().inNavigation(), animated: true) }
        }
        final class BuoyListViewController: UITableViewController {
            @objc func helpTapped() { presentTideHelp() }
            @objc func addTapped() {
                let form = BuoyFormViewController()
                ↓present(form.inNavigation(), animated: true)
            }
        }
        final class LockKeeperViewController: UIViewController {}
        final class TideHelpViewController: UIViewController {}
        final class BuoyFormViewController: UIViewController {}
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                let tabs = UITabBarController()
                tabs.viewControllers = [
                    UINavigationController(rootViewController: BuoyListViewController()),
                    UINavigationController(rootViewController: LockKeeperViewController()),
                ]
                window?.rootViewController = tabs
            }
        }
        """)
        #expect(extraction.notes == [])
        #expect(extraction.coordinator("SceneDelegate")?.entries.map(\.screen) == ["BuoyListViewController", "LockKeeperViewController"])
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "BuoyListViewController/addTapped present sheet +nav -> BuoyFormViewController",
            "BuoyListViewController/helpTapped present sheet +nav -> TideHelpViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "BuoyListViewController/helpTapped present sheet +nav -> TideHelpViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "SceneDelegate", "BuoyListViewController/addTapped present sheet +nav -> BuoyFormViewController")
            == [extraction.marker(1)])
    }

    @Test func theNextScreenMadeFromTheKindACoordinatorKeepsIsOfTheAskingScreensKind() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol Drill { static func make() -> UIViewController & Drilling }
        protocol Drilling: AnyObject { var coach: DrillCoordinator? { get set } }
        final class KnotDrillViewController: UIViewController, Drilling {
            weak var coach: DrillCoordinator?
            @objc func doneTapped() { coach?.answered(from: self) }
        }
        final class FlagDrillViewController: UIViewController, Drilling {
            weak var coach: DrillCoordinator?
            @objc func doneTapped() { coach?.answered(from: self) }
        }
        struct KnotDrill: Drill { static func make() -> UIViewController & Drilling { KnotDrillViewController() } }
        struct FlagDrill: Drill { static func make() -> UIViewController & Drilling { FlagDrillViewController() } }
        final class DrillMenuViewController: UIViewController {
            weak var coach: DrillCoordinator?
            @objc func knotsTapped() { coach?.begin(KnotDrill.self) }
        }
        final class DrillCoordinator {
            let navigationController = UINavigationController()
            var currentDrill: Drill.Type?
            func begin(_ drill: Drill.Type) {
                currentDrill = drill
                let screen = drill.make()
                screen.coach = self
                navigationController.pushViewController(screen, animated: true)
            }
            func answered(from screen: UIViewController) {
                guard let next = currentDrill?.make() else { return }
                next.coach = self
                ↓navigationController.pushViewController(next, animated: true)
            }
        }
        """)
        // The kind kept is the one that made the screen answering: a knot drill goes on to a knot drill.
        #expect(extraction.transitions(of: "App") == [
            "DrillMenuViewController/knotsTapped present push -> KnotDrillViewController",
            "FlagDrillViewController/doneTapped present push -> FlagDrillViewController ?",
            "KnotDrillViewController/doneTapped present push -> KnotDrillViewController ?",
        ])
        #expect(extraction.locations(of: "App", "KnotDrillViewController/doneTapped present push -> KnotDrillViewController ?")
            == [extraction.marker(0)])
    }

    @Test func whatObservesANotificationRunsWhereTheAppPostsIt() async {
        let extraction = await InlineExtraction("""
        import UIKit

        extension Notification.Name {
            static let permitExpired = Notification.Name("permitExpired")
            static let gateClosed = Notification.Name("gateClosed")
        }
        final class PortCoordinator {
            let navigationController = UINavigationController()
            func start() {
                navigationController.setViewControllers([ManifestViewController()], animated: false)
                NotificationCenter.default.addObserver(forName: .permitExpired, object: nil, queue: .main) { [weak self] _ in
                    ↓self?.navigationController.present(PermitViewController(), animated: true)
                }
                NotificationCenter.default.addObserver(self, selector: #selector(gateClosed), name: .gateClosed, object: nil)
            }
            @objc private func gateClosed() {
                ↓navigationController.pushViewController(DetourViewController(), animated: true)
            }
        }
        final class ManifestViewController: UIViewController {
            @objc func stampTapped() { NotificationCenter.default.post(name: .permitExpired, object: nil) }
            @objc func gateTapped() { NotificationCenter.default.post(name: .gateClosed, object: self) }
        }
        final class PermitViewController: UIViewController {}
        final class DetourViewController: UIViewController {}
        """)
        // Not steps the coordinator makes when it starts: each happens where the notification is posted.
        #expect(extraction.transitions(of: "PortCoordinator") == [
            "ManifestViewController/gateTapped present push -> DetourViewController",
            "ManifestViewController/stampTapped present sheet -nav -> PermitViewController",
            "PortCoordinator/- present swap -> ManifestViewController",
        ])
        #expect(extraction.locations(of: "PortCoordinator", "ManifestViewController/stampTapped present sheet -nav -> PermitViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "PortCoordinator", "ManifestViewController/gateTapped present push -> DetourViewController")
            == [extraction.marker(1)])
    }

    /// A notification a coordinator observes that no screen's action posts (a session clock, a network layer) is
    /// the coordinator's own step on that event, and what it shows is shown from outside the flow.
    @Test func aNotificationNoActionPostsIsItsObservingCoordinatorsStep() async {
        let extraction = await InlineExtraction("""
        import UIKit

        extension Notification.Name {
            static let permitExpired = Notification.Name("permitExpired")
            static let tideTurned = Notification.Name("tideTurned")
        }
        final class PortCoordinator {
            let navigationController = UINavigationController()
            func start() {
                navigationController.setViewControllers([ManifestViewController()], animated: false)
                NotificationCenter.default.addObserver(self, selector: #selector(permitExpired), name: .permitExpired, object: nil)
                NotificationCenter.default.addObserver(forName: .tideTurned, object: nil, queue: .main) { [weak self] _ in
                    ↓self?.navigationController.present(TideWarningViewController(), animated: true)
                }
            }
            @objc private func permitExpired() {
                let permit = PermitViewController()
                permit.modalPresentationStyle = .fullScreen
                ↓navigationController.present(permit, animated: true)
            }
        }
        final class HarbourClock {
            func tick(expired: Bool, turned: Bool) {
                if expired { NotificationCenter.default.post(name: .permitExpired, object: nil) }
                if turned { NotificationCenter.default.post(name: .tideTurned, object: nil) }
            }
        }
        final class ManifestViewController: UIViewController {}
        final class PermitViewController: UIViewController {}
        final class TideWarningViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "PortCoordinator") == [
            "PortCoordinator/- present swap -> ManifestViewController",
            "PortCoordinator/permitExpired present fullScreen -nav -> PermitViewController",
            "PortCoordinator/tideTurned present sheet -nav -> TideWarningViewController",
        ])
        #expect(extraction.locations(of: "PortCoordinator", "PortCoordinator/tideTurned present sheet -nav -> TideWarningViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "PortCoordinator", "PortCoordinator/permitExpired present fullScreen -nav -> PermitViewController")
            == [extraction.marker(1)])
        #expect(extraction.coordinator("PortCoordinator")?.entries.map { "\($0.screen) \($0.kind)" } == [
            "ManifestViewController root", "PermitViewController deepLink", "TideWarningViewController deepLink",
        ])
    }

    @Test func whatALinkTheAppOpensShowsIsItsCoordinatorsStepOnThatEvent() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class FerryCoordinator {
            let navigationController = UINavigationController()
            func start() { navigationController.setViewControllers([SailingsViewController()], animated: false) }
            func open(_ url: URL) {
                switch url.host {
                case "sailing": ↓navigationController.pushViewController(SailingViewController(), animated: true)
                case "ticket": ↓navigationController.present(TicketViewController(), animated: true)
                default: break
                }
            }
        }
        final class SailingsViewController: UIViewController {}
        final class SailingViewController: UIViewController {}
        final class TicketViewController: UIViewController {}
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            let ferries = FerryCoordinator()
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                window?.rootViewController = ferries.navigationController
                ferries.start()
            }
            func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                guard let url = URLContexts.first?.url else { return }
                ferries.open(url)
            }
        }
        """)
        // Not the scene delegate's own screens shown at launch: the coordinator's, on a link opened, where the app
        // may also begin.
        #expect(extraction.model.coordinators.map(\.name) == ["FerryCoordinator"])
        #expect(extraction.transitions(of: "FerryCoordinator") == [
            "FerryCoordinator/- present swap -> SailingsViewController",
            "FerryCoordinator/openURLContexts present push -> SailingViewController ?",
            "FerryCoordinator/openURLContexts present sheet -nav -> TicketViewController ?",
        ])
        #expect(extraction.locations(of: "FerryCoordinator", "FerryCoordinator/openURLContexts present push -> SailingViewController ?")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "FerryCoordinator", "FerryCoordinator/openURLContexts present sheet -nav -> TicketViewController ?")
            == [extraction.marker(1)])
        // What the link shows is where the app may begin, as a link: a pushed screen on the coordinator's stack, a
        // sheet without one.
        #expect(extraction.coordinator("FerryCoordinator")?.entries.map { "\($0.screen) \($0.kind) \($0.navigation)" } == [
            "SailingViewController deepLink true", "SailingsViewController root true", "TicketViewController deepLink false",
        ])
    }

    /// A notification the user taps answers a delegate's callback (`userNotificationCenter(_:didReceive:…)`): what it
    /// shows is shown then, over whatever is on screen, as a link's is; not where the app starts.
    @Test func whatANotificationsResponseShowsIsAStepOnThatEventAndNoStart() async {
        let extraction = await InlineExtraction("""
        import UIKit
        import UserNotifications

        final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window?.rootViewController = UINavigationController(rootViewController: StarChartViewController())
                return true
            }
            func userNotificationCenter(
                _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                withCompletionHandler completionHandler: @escaping () -> Void
            ) {
                let alert = EclipseViewController()
                ↓window?.rootViewController?.present(alert, animated: true)
                completionHandler()
            }
        }
        final class StarChartViewController: UIViewController {}
        final class EclipseViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "AppDelegate") == ["AppDelegate/didReceive present sheet -nav -> EclipseViewController"])
        #expect(extraction.locations(of: "AppDelegate", "AppDelegate/didReceive present sheet -nav -> EclipseViewController")
            == [extraction.marker(0)])
        #expect(extraction.coordinator("AppDelegate")?.entries.map { "\($0.screen) \($0.kind) \($0.navigation)" } == [
            "EclipseViewController deepLink false", "StarChartViewController root true",
        ])
    }

    /// Tabs a coordinator sets on the app's own tab bar controller are the tab bar's to show, as its own
    /// `viewDidLoad` would set them: not the coordinator's, nor every step's that shows the tab bar.
    @Test func tabsSetOnTheAppsOwnTabBarAreShownByTheTabBar() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class GreenhouseCoordinator {
            private let window: UIWindow
            init(window: UIWindow) { self.window = window }
            func start() {
                let intro = IntroViewController()
                intro.onFinish = { [weak self] in self?.showTabs() }
                window.rootViewController = intro
            }
            func showTabs() {
                let tabs = PlantTabBarController()
                ↓tabs.setViewControllers([UINavigationController(rootViewController: SeedlingsViewController()), WateringViewController()], animated: false)
                ↓window.rootViewController = tabs
            }
        }
        final class IntroViewController: UIViewController {
            var onFinish: (() -> Void)?
            @objc func startTapped() { onFinish?() }
        }
        final class PlantTabBarController: UITabBarController {}
        final class SeedlingsViewController: UIViewController {}
        final class WateringViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "GreenhouseCoordinator") == [
            "GreenhouseCoordinator/- present swap -> IntroViewController",
            "IntroViewController/onFinish present swap -> PlantTabBarController",
            "PlantTabBarController/- present swap -> SeedlingsViewController",
            "PlantTabBarController/- present swap -> WateringViewController",
        ])
        #expect(extraction.locations(of: "GreenhouseCoordinator", "PlantTabBarController/- present swap -> SeedlingsViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "GreenhouseCoordinator", "IntroViewController/onFinish present swap -> PlantTabBarController")
            == [extraction.marker(1)])
    }

    /// A child coordinator's own navigation controller, made empty, filled with its first screen and presented in
    /// its `start()`: the start is a sheet showing that screen, not a swap of what is on screen.
    @Test func aCoordinatorsOwnNavigationControllerFilledThenPresentedShowsItsFirstScreen() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class DockCoordinator {
            let navigationController: UINavigationController
            var children: [AnyObject] = []
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let docks = DockListViewController()
                docks.onRent = { [weak self] in self?.startRental() }
                navigationController.setViewControllers([docks], animated: false)
            }
            private func startRental() {
                let rental = RentalCoordinator(presenter: navigationController)
                children.append(rental)
                ↓rental.start()
            }
        }
        final class RentalCoordinator {
            private let presenter: UIViewController
            private let navigationController = UINavigationController()
            init(presenter: UIViewController) { self.presenter = presenter }
            func start() {
                let picker = BoatPickerViewController()
                picker.onPick = { [weak self] in self?.showSummary() }
                navigationController.viewControllers = [picker]
                presenter.present(navigationController, animated: true)
            }
            private func showSummary() {
                ↓navigationController.pushViewController(RentalSummaryViewController(), animated: true)
            }
        }
        final class DockListViewController: UIViewController {
            var onRent: (() -> Void)?
            @objc func rentTapped() { onRent?() }
        }
        final class BoatPickerViewController: UIViewController {
            var onPick: (() -> Void)?
            @objc func pickTapped() { onPick?() }
        }
        final class RentalSummaryViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "DockCoordinator") == [
            "DockCoordinator/- present swap -> DockListViewController",
            "DockListViewController/onRent start sheet +nav",
        ])
        #expect(extraction.locations(of: "DockCoordinator", "DockListViewController/onRent start sheet +nav")
            == [extraction.marker(0)])
        #expect(extraction.transitions(of: "RentalCoordinator") == [
            "BoatPickerViewController/onPick present push -> RentalSummaryViewController",
        ])
        #expect(extraction.locations(of: "RentalCoordinator", "BoatPickerViewController/onPick present push -> RentalSummaryViewController")
            == [extraction.marker(1)])
        #expect(extraction.coordinator("RentalCoordinator")?.entries.map(\.screen) == ["BoatPickerViewController"])
    }

    /// A type-erased router (`AnyRouter { self.trigger($0) }`, its `trigger(_:)` calling the stored closure with its
    /// route) hands each screen's route on to the coordinator's switch: each action takes its own arm, not all.
    @Test(arguments: ["{ [unowned self] in self.trigger($0) }", "{ [unowned self] route in self.trigger(route) }"])
    func aRouteHandedThroughAStoredClosureTakesItsOwnArm(closure: String) async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class AnyRouter<Route> {
            private let handler: (Route) -> Void
            init(_ handler: @escaping (Route) -> Void) { self.handler = handler }
            func trigger(_ route: Route) { handler(route) }
        }
        enum HiveRoute { case list, hive(id: Int), settings }
        final class HiveCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { trigger(.list) }
            func trigger(_ route: HiveRoute) {
                switch route {
                case .list:
                    let router = AnyRouter<HiveRoute> \(closure)
                    navigationController.setViewControllers([HiveListViewController(router: router)], animated: false)
                case .hive(let id): ↓navigationController.pushViewController(HiveDetailViewController(id: id), animated: true)
                case .settings: ↓navigationController.pushViewController(ApiarySettingsViewController(), animated: true)
                }
            }
        }
        final class HiveListViewController: UIViewController {
            private let router: AnyRouter<HiveRoute>
            init(router: AnyRouter<HiveRoute>) { self.router = router; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            func hiveTapped(_ id: Int) { router.trigger(.hive(id: id)) }
            @objc func settingsTapped() { router.trigger(.settings) }
        }
        final class HiveDetailViewController: UIViewController {
            init(id: Int) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class ApiarySettingsViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "HiveCoordinator") == [
            "HiveCoordinator/- present swap -> HiveListViewController",
            "HiveListViewController/hiveTapped present push -> HiveDetailViewController",
            "HiveListViewController/settingsTapped present push -> ApiarySettingsViewController",
        ])
        #expect(extraction.locations(of: "HiveCoordinator", "HiveListViewController/hiveTapped present push -> HiveDetailViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "HiveCoordinator", "HiveListViewController/settingsTapped present push -> ApiarySettingsViewController")
            == [extraction.marker(1)])
    }

    @Test func aSwiftUIViewHostedWithModifiersIsThatViewAndAnUnknownRootIsNoted() async {
        let extraction = await InlineExtraction("""
        import UIKit
        import SwiftUI

        final class TideStore: ObservableObject {}
        struct TideSettingsView: View { var body: some View { Text("settings") } }
        struct TideChartView: View { var body: some View { Text("chart") } }
        final class TidesViewController: UIViewController {
            let store = TideStore()
            var makeAlmanac: (() -> AnyView)?
            @objc func settingsTapped() {
                let host = UIHostingController(rootView: TideSettingsView().environmentObject(store))
                ↓present(UINavigationController(rootViewController: host), animated: true)
            }
            @objc func chartTapped() {
                let chart = UIHostingController(rootView: TideChartView().padding().navigationTitle("Chart"))
                ↓navigationController?.pushViewController(chart, animated: true)
            }
            @objc func almanacTapped() {
                ↓present(UIHostingController(rootView: makeAlmanac!()), animated: true)
            }
        }
        """)
        #expect(extraction.transitions(of: "App") == [
            "TidesViewController/chartTapped present push -> TideChartView",
            "TidesViewController/settingsTapped present sheet +nav -> TideSettingsView",
        ])
        #expect(extraction.locations(of: "App", "TidesViewController/settingsTapped present sheet +nav -> TideSettingsView")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "App", "TidesViewController/chartTapped present push -> TideChartView")
            == [extraction.marker(1)])
        // Not silence: the hosting controller is not empty, its root is not known.
        #expect(extraction.notes == [
            "could not tell which screen this sheet shows (UIHostingController(makeAlmanac(...))): its type is not known without a type checker",
        ])
        #expect(extraction.result.notes.map(\.location.marked) == [extraction.marker(2)])
    }

    /// An app's own hosting controller (`final class StarChartHost: UIHostingController<StarChartView>` with an
    /// initializer of its own) shows its root view wherever it is pushed or presented.
    @Test func anAppsOwnHostingControllerShowsItsRootView() async {
        let extraction = await InlineExtraction("""
        import UIKit
        import SwiftUI

        final class StarChartHost: UIHostingController<StarChartView> {
            init(constellation: String) { super.init(rootView: StarChartView(constellation: constellation)) }
            @MainActor required dynamic init?(coder: NSCoder) { fatalError() }
        }
        final class TelescopeListViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                ↓navigationController?.pushViewController(StarChartHost(constellation: "Orion"), animated: true)
            }
        }
        struct StarChartView: View {
            let constellation: String
            var body: some View { Text(constellation) }
        }
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: TelescopeListViewController())
            }
        }
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == ["TelescopeListViewController/tableView present push -> StarChartView"])
        #expect(extraction.locations(of: "SceneDelegate", "TelescopeListViewController/tableView present push -> StarChartView")
            == [extraction.marker(0)])
    }

    /// A split view's columns set in code: the primary column's screen is where the split begins, and what is set
    /// in the secondary column (`split.setViewController(camera, for: .secondary)`) is shown there, as
    /// `showDetailViewController` would.
    @Test func aSplitViewsColumnsSetInCode() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class DomeCoordinator {
            let split = UISplitViewController(style: .doubleColumn)
            func start() {
                let list = DomeListViewController()
                list.onSelect = { [weak self] in self?.showCamera() }
                ↓split.setViewController(list, for: .primary)
            }
            func showCamera() { ↓split.setViewController(DomeCameraViewController(), for: .secondary) }
        }
        final class DomeListViewController: UIViewController {
            var onSelect: (() -> Void)?
            @objc func domeTapped() { onSelect?() }
        }
        final class DomeCameraViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "DomeCoordinator") == [
            "DomeCoordinator/- present swap -> DomeListViewController",
            "DomeListViewController/onSelect present push -> DomeCameraViewController",
        ])
        #expect(extraction.coordinator("DomeCoordinator")?.entries.map(\.screen) == ["DomeListViewController"])
        #expect(extraction.locations(of: "DomeCoordinator", "DomeCoordinator/- present swap -> DomeListViewController") == [extraction.marker(0)])
        #expect(extraction.locations(of: "DomeCoordinator", "DomeListViewController/onSelect present push -> DomeCameraViewController")
            == [extraction.marker(1)])
    }

    /// A split view built in one place (`let split = UISplitViewController(...)`, then both columns set) begins
    /// with both columns' screens: the placeholder in the secondary column is one of its roots, not a push.
    @Test func aSplitViewBuiltInPlaceBeginsWithBothColumns() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                let split = UISplitViewController(style: .doubleColumn)
                split.setViewController(ReefListViewController(), for: .primary)
                split.setViewController(NoReefSelectedViewController(), for: .secondary)
                window?.rootViewController = split
            }
        }
        final class ReefListViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                ↓showDetailViewController(UINavigationController(rootViewController: ReefViewController()), sender: self)
            }
        }
        final class NoReefSelectedViewController: UIViewController {}
        final class ReefViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "ReefListViewController/tableView present push -> ReefViewController",
        ])
        #expect(extraction.coordinator("SceneDelegate")?.entries.map(\.screen) == ["NoReefSelectedViewController", "ReefListViewController"])
        #expect(extraction.locations(of: "SceneDelegate", "ReefListViewController/tableView present push -> ReefViewController")
            == [extraction.marker(0)])
    }

    /// Tabs made from a case list with a key path (`Tab.allCases.map(\.rootViewController)`) are what the closure
    /// form (`.map { $0.rootViewController }`) makes: each case's screen; so are those of a closure that declares a
    /// local, sets it up and returns it.
    @Test(arguments: [
        "map(\\.rootViewController)", "map { $0.rootViewController }",
        "map { tab in let screen = tab.rootViewController; screen.title = \"Light\"; return screen }",
    ])
    func tabsMappedFromCasesByAKeyPathAreEachCasesScreen(mapping: String) async {
        let extraction = await InlineExtraction("""
        import UIKit

        enum LighthouseTab: CaseIterable {
            case beacons, keepers
            var rootViewController: UIViewController {
                switch self {
                case .beacons: return BeaconListViewController()
                case .keepers: return KeeperRotaViewController()
                }
            }
        }
        final class LighthouseTabCoordinator {
            let tabBarController = UITabBarController()
            func start() {
                ↓tabBarController.viewControllers = LighthouseTab.allCases.\(mapping)
            }
        }
        final class BeaconListViewController: UIViewController {}
        final class KeeperRotaViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "LighthouseTabCoordinator") == [
            "LighthouseTabCoordinator/- present swap -> BeaconListViewController",
            "LighthouseTabCoordinator/- present swap -> KeeperRotaViewController",
        ])
        #expect(extraction.locations(of: "LighthouseTabCoordinator", "LighthouseTabCoordinator/- present swap -> BeaconListViewController")
            == [extraction.marker(0)])
    }

    /// A stack built in a local array (`var stack = [HomeViewController()]`, then `stack.append(...)`) and set on
    /// the navigation controller shows what was appended too.
    @Test func aStackBuiltByAppendingToALocalArrayShowsWhatWasAppended() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: CheeseCounterViewController())
            }
        }
        final class CheeseCounterViewController: UIViewController {
            @objc func orderPlaced() {
                var stack: [UIViewController] = [CheeseMenuViewController()]
                stack.append(CheeseOrdersViewController())
                ↓navigationController?.setViewControllers(stack, animated: true)
            }
        }
        final class CheeseMenuViewController: UIViewController {}
        final class CheeseOrdersViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "CheeseCounterViewController/orderPlaced present swap -> CheeseMenuViewController",
            "CheeseCounterViewController/orderPlaced present swap -> CheeseOrdersViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "CheeseCounterViewController/orderPlaced present swap -> CheeseOrdersViewController")
            == [extraction.marker(0)])
    }

    /// A builder declared to return a labelled tuple (`-> (view: UIViewController, input: DockInput)`) that returns
    /// `(view, presenter)`: `module.view` is the element at the label's position.
    @Test func aTupleElementReadByTheLabelTheReturnTypeGivesIt() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol DockInput: AnyObject { func configure(berth: Int) }
        final class DockPresenter: DockInput { func configure(berth: Int) {} }
        final class DockPlanViewController: UIViewController {}
        enum DockAssembly {
            static func build() -> (view: UIViewController, input: DockInput) {
                let view = DockPlanViewController()
                let presenter = DockPresenter()
                return (view, presenter)
            }
        }
        final class BerthViewController: UIViewController {
            @objc func planTapped() {
                let module = DockAssembly.build()
                module.input.configure(berth: 4)
                ↓navigationController?.pushViewController(module.view, animated: true)
            }
        }
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: BerthViewController())
            }
        }
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "BerthViewController/planTapped present push -> DockPlanViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "BerthViewController/planTapped present push -> DockPlanViewController")
            == [extraction.marker(0)])
    }

    /// The app's own hosting controller built with a callback it hands to the view it hosts
    /// (`ReceiptHostingController(onDone: { ... })`, `super.init(rootView: ReceiptView(onDone: onDone))`): the
    /// pushed screen is the view, and the callback's step is that view's, not the hosting controller's.
    @Test func aCallbackHandedToTheAppsHostingControllerIsAStepOfTheViewItHosts() async {
        let extraction = await InlineExtraction("""
        import UIKit
        import SwiftUI

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: LaundryBasketViewController())
            }
        }
        final class LaundryBasketViewController: UIViewController {
            @objc func payTapped() {
                let receipt = LaundryReceiptHostingController(onDone: { [weak self] in self?.showThanks() })
                navigationController?.pushViewController(receipt, animated: true)
            }
            private func showThanks() {
                ↓navigationController?.pushViewController(LaundryThanksViewController(), animated: true)
            }
        }
        final class LaundryReceiptHostingController: UIHostingController<LaundryReceiptView> {
            init(onDone: @escaping () -> Void) { super.init(rootView: LaundryReceiptView(onDone: onDone)) }
            @MainActor required dynamic init?(coder aDecoder: NSCoder) { fatalError() }
        }
        struct LaundryReceiptView: View {
            let onDone: () -> Void
            var body: some View { Button("Done") { onDone() } }
        }
        final class LaundryThanksViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "LaundryBasketViewController/payTapped present push -> LaundryReceiptView",
            "LaundryReceiptView/onDone present push -> LaundryThanksViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "LaundryReceiptView/onDone present push -> LaundryThanksViewController")
            == [extraction.marker(0)])
    }

    /// What the scene's connection does only when the app was launched with a link (`if let url =
    /// connectionOptions.urlContexts.first?.url { coordinator.open(url) }`) is the link's step, as
    /// `scene(_:openURLContexts:)`'s is: the screen it shows is a deep link entry, not one the app starts with.
    @Test(arguments: [
        "if let url = connectionOptions.urlContexts.first?.url { coordinator.open(url) }",
        "if let activity = connectionOptions.userActivities.first, let url = activity.webpageURL { coordinator.open(url) }",
    ])
    func aLinkTheAppIsLaunchedWithIsADeepLinkNotALaunchStep(handling: String) async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var coordinator: MarinaCoordinator?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                let navigationController = UINavigationController()
                window?.rootViewController = navigationController
                let coordinator = MarinaCoordinator(navigationController: navigationController)
                self.coordinator = coordinator
                coordinator.start()
                \(handling)
            }
        }
        final class MarinaCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { navigationController.setViewControllers([MooringListViewController()], animated: false) }
            func open(_ url: URL) {
                ↓navigationController.pushViewController(MooringViewController(), animated: true)
            }
        }
        final class MooringListViewController: UIViewController {}
        final class MooringViewController: UIViewController {}
        """)
        let entries = extraction.coordinator("MarinaCoordinator")?.entries.map { "\($0.screen) \($0.kind.rawValue)" }
        #expect(entries == ["MooringListViewController root", "MooringViewController deepLink"])
        let steps = extraction.coordinator("MarinaCoordinator")?.transitions.filter { $0.to?.screen == "MooringViewController" }
        #expect(steps?.map(\.from) == ["MarinaCoordinator"])
        #expect(steps?.first?.action == (handling.contains("urlContexts") ? "openURLContexts" : "continue"))
        #expect(steps?.first?.location?.marked == extraction.marker(0))
        #expect(extraction.coordinator("SceneDelegate") == nil)
    }

    /// A coordinator that is its tab bar's delegate, with a callback named after its sender as its property is
    /// (`tabBarController(_:shouldSelect:)` beside `let tabBarController`): the callback's step is named by what
    /// it answers, not taken for the property's own value.
    @Test func aDelegateCallbackNamedAfterAPropertyIsNamedByWhatItAnswers() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class CatchTabsCoordinator: NSObject, UITabBarControllerDelegate {
            let tabBarController = UITabBarController()
            func start() {
                tabBarController.delegate = self
                tabBarController.viewControllers = [CatchLogViewController(), LogCatchPlaceholderViewController()]
            }
            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                guard viewController is LogCatchPlaceholderViewController else { return true }
                ↓tabBarController.present(NewCatchViewController(), animated: true)
                return false
            }
        }
        final class CatchLogViewController: UIViewController {}
        final class LogCatchPlaceholderViewController: UIViewController {}
        final class NewCatchViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "CatchTabsCoordinator").filter { $0.contains("NewCatch") } == [
            "CatchTabsCoordinator/shouldSelect present sheet -nav -> NewCatchViewController ?",
        ])
        #expect(extraction.locations(of: "CatchTabsCoordinator", "CatchTabsCoordinator/shouldSelect present sheet -nav -> NewCatchViewController ?")
            == [extraction.marker(0)])
    }

    /// Appending to the navigation controller's stack (`navigationController?.viewControllers.append(summary)`) is a
    /// push; a stack set with the screen itself kept in it (`setViewControllers([self, summary], ...)`) shows only
    /// what is new.
    @Test(arguments: [
        ("navigationController?.viewControllers.append(RoundSummaryViewController())", "push"),
        ("navigationController?.setViewControllers([self, RoundSummaryViewController()], animated: true)", "swap"),
    ])
    func aScreenAddedToItsOwnStackIsShownAndTheScreenItselfIsNoStep(adding: String, mode: String) async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: RowingTimerViewController())
            }
        }
        final class RowingTimerViewController: UIViewController {
            @objc func finishTapped() {
                ↓\(adding)
            }
        }
        final class RoundSummaryViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "RowingTimerViewController/finishTapped present \(mode) -> RoundSummaryViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "RowingTimerViewController/finishTapped present \(mode) -> RoundSummaryViewController")
            == [extraction.marker(0)])
    }

    /// A local declared without a value and set in each arm of a switch over a parameter (`let next:
    /// UIViewController` then `case .pier: next = PierViewController()`), shown or returned once after the switch:
    /// each call passing a case shows that arm's screen, not every arm's.
    @Test func aLocalSetInEachArmShowsTheArmOfTheCasePassed() async {
        let extraction = await InlineExtraction("""
        import UIKit

        enum Berth { case pier(Int), timetable, tickets }

        class HarbourScreen: UIViewController {
            func open(_ berth: Berth) {
                let next: UIViewController
                switch berth {
                case .pier(let number): next = PierViewController(number: number)
                case .timetable: next = TimetableViewController()
                case .tickets: next = UINavigationController(rootViewController: TicketsViewController())
                }
                ↓navigationController?.pushViewController(next, animated: true)
            }
            func screen(for berth: Berth) -> UIViewController {
                let made: UIViewController
                switch berth {
                case .pier(let number): made = PierViewController(number: number)
                case .timetable: made = TimetableViewController()
                case .tickets: made = TicketsViewController()
                }
                return made
            }
        }
        final class QuayViewController: HarbourScreen {
            @objc func pierTapped() { open(.pier(4)) }
            @objc func timetableTapped() { open(.timetable) }
            @objc func ticketsTapped() { present(screen(for: .tickets), animated: true) }
        }
        final class PierViewController: HarbourScreen {
            init(number: Int) { super.init(nibName: nil, bundle: nil) }
            @objc func timesTapped() { open(.timetable) }
        }
        final class TimetableViewController: HarbourScreen {}
        final class TicketsViewController: HarbourScreen {}
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: QuayViewController())
            }
        }
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "PierViewController/timesTapped present push -> TimetableViewController",
            "QuayViewController/pierTapped present push -> PierViewController",
            "QuayViewController/ticketsTapped present sheet -nav -> TicketsViewController",
            "QuayViewController/timetableTapped present push -> TimetableViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "QuayViewController/pierTapped present push -> PierViewController")
            == [extraction.marker(0)])
    }

    /// A coordinator presenting the navigation controller a child coordinator keeps and fills as it starts
    /// (`present(child.navigationController, animated: true)`) presents a stack: the child's pushes have a container.
    @Test(arguments: ["let navigationController = UINavigationController()", "let navigationController: UINavigationController = .init()"])
    func aChildsOwnNavigationControllerPresentedIsAStack(declaration: String) async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class FerryCoordinator {
            private let navigationController: UINavigationController
            private var children: [AnyObject] = []
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let quay = QuayViewController()
                quay.onBook = { [weak self] in self?.book() }
                navigationController.setViewControllers([quay], animated: false)
            }
            private func book() {
                let child = BookingCoordinator()
                children.append(child)
                child.start()
                ↓navigationController.present(child.navigationController, animated: true)
            }
        }
        final class BookingCoordinator {
            \(declaration)
            func start() {
                let cabins = CabinsViewController()
                cabins.onPick = { [weak self] in self?.showFare() }
                navigationController.setViewControllers([cabins], animated: false)
            }
            private func showFare() { navigationController.pushViewController(FareViewController(), animated: true) }
        }
        final class QuayViewController: UIViewController {
            var onBook: (() -> Void)?
            @objc func bookTapped() { onBook?() }
        }
        final class CabinsViewController: UIViewController {
            var onPick: (() -> Void)?
            @objc func cabinTapped() { onPick?() }
        }
        final class FareViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "FerryCoordinator") == [
            "FerryCoordinator/- present swap -> QuayViewController",
            "QuayViewController/onBook start",
            "QuayViewController/onBook start sheet +nav",
        ])
        #expect(extraction.locations(of: "FerryCoordinator", "QuayViewController/onBook start sheet +nav") == [extraction.marker(0)])
        #expect(extraction.transitions(of: "BookingCoordinator") == [
            "BookingCoordinator/- present swap -> CabinsViewController",
            "CabinsViewController/onPick present push -> FareViewController",
        ])
    }

    /// A generic helper that makes its screen from the generic parameter a metatype argument binds (`func
    /// open<T: UIViewController>(_ type: T.Type) { push(T()) }`) shows, at each call, the type passed (`X.self`), as
    /// `type.init()` does.
    @Test(arguments: ["T()", "type.init()"])
    func aGenericHelperMakesTheTypeEachCallPasses(construction: String) async {
        let extraction = await InlineExtraction("""
        import UIKit

        extension UIViewController {
            func open<T: UIViewController>(_ type: T.Type, configure: (T) -> Void = { _ in }) {
                let screen = \(construction)
                configure(screen)
                ↓navigationController?.pushViewController(screen, animated: true)
            }
        }
        final class QuayViewController: UIViewController {
            @objc func timesTapped() { open(TimetableViewController.self) { $0.day = 3 } }
            @objc func fuelTapped() { open(FuelDockViewController.self) }
        }
        final class TimetableViewController: UIViewController { var day = 0 }
        final class FuelDockViewController: UIViewController {}
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: QuayViewController())
            }
        }
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "QuayViewController/fuelTapped present push -> FuelDockViewController",
            "QuayViewController/timesTapped present push -> TimetableViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "QuayViewController/timesTapped present push -> TimetableViewController")
            == [extraction.marker(0)])
    }

    /// A context menu's preview committed (`animator.previewViewController` in `willPerformPreviewActionForMenuWith`)
    /// is what the screen's own `previewProvider:` closures make.
    @Test(arguments: ["pushViewController(preview, animated: true)", "show(preview, sender: self)"])
    func aCommittedContextMenuPreviewIsWhatThePreviewProviderMakes(showing: String) async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class BerthListViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                                    point: CGPoint) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(identifier: nil, previewProvider: { BerthViewController(number: indexPath.row) },
                                           actionProvider: nil)
            }
            override func tableView(_ tableView: UITableView,
                                    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                    animator: UIContextMenuInteractionCommitAnimating) {
                guard let preview = animator.previewViewController else { return }
                animator.addCompletion { [weak self] in
                    ↓self?.navigationController?.\(showing)
                }
            }
        }
        final class BerthViewController: UIViewController {
            init(number: Int) { super.init(nibName: nil, bundle: nil) }
        }
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: BerthListViewController())
            }
        }
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == ["BerthListViewController/tableView present push -> BerthViewController"])
        #expect(extraction.locations(of: "SceneDelegate", "BerthListViewController/tableView present push -> BerthViewController")
            == [extraction.marker(0)])
    }

    /// A view model's output made from its input (`showBuoy = buoyPicked.asSignal()`), subscribed to by the
    /// coordinator, while the screen binds its controls to the input (`tableView.rx.modelSelected(...).bind(to:
    /// viewModel.buoyPicked)` as it loads): the steps are the screen's, named after the control, also for the next
    /// screen's own view model set up by the step.
    @Test func aViewModelsOutputMadeFromItsInputRunsWhereTheScreenSendsOnTheInput() async {
        let extraction = await InlineExtraction("""
        import UIKit
        import RxSwift
        import RxCocoa

        struct Buoy { let id: Int }

        final class BuoyListViewModel {
            let buoyPicked = PublishRelay<Buoy>()
            let showBuoy: Signal<Buoy>
            init() { showBuoy = buoyPicked.asSignal() }
        }
        final class BuoyListViewController: UITableViewController {
            private let viewModel: BuoyListViewModel
            private let disposeBag = DisposeBag()
            init(viewModel: BuoyListViewModel) {
                self.viewModel = viewModel
                super.init(style: .plain)
            }
            required init?(coder: NSCoder) { nil }
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.rx.modelSelected(Buoy.self).bind(to: viewModel.buoyPicked).disposed(by: disposeBag)
            }
        }
        final class BuoyViewModel {
            let chartTap = PublishRelay<Void>()
            let openChart: Signal<Void>
            init(buoy: Buoy) { openChart = chartTap.asSignal() }
        }
        final class BuoyViewController: UIViewController {
            private let viewModel: BuoyViewModel
            private let chartButton = UIButton()
            private let disposeBag = DisposeBag()
            init(viewModel: BuoyViewModel) {
                self.viewModel = viewModel
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { nil }
            override func viewDidLoad() {
                super.viewDidLoad()
                chartButton.rx.tap.bind(to: viewModel.chartTap).disposed(by: disposeBag)
            }
        }
        final class SwellChartViewController: UIViewController {}

        final class BuoyCoordinator {
            let navigationController = UINavigationController()
            private let disposeBag = DisposeBag()
            func start() {
                let viewModel = BuoyListViewModel()
                viewModel.showBuoy
                    .emit(onNext: { [weak self] buoy in self?.show(buoy) })
                    .disposed(by: disposeBag)
                navigationController.viewControllers = [BuoyListViewController(viewModel: viewModel)]
            }
            private func show(_ buoy: Buoy) {
                let viewModel = BuoyViewModel(buoy: buoy)
                viewModel.openChart
                    .emit(onNext: { [weak self] in ↓self?.navigationController.present(SwellChartViewController(), animated: true) })
                    .disposed(by: disposeBag)
                ↓navigationController.pushViewController(BuoyViewController(viewModel: viewModel), animated: true)
            }
        }
        """)
        let steps = extraction.transitions(of: "BuoyCoordinator").filter { !$0.hasPrefix("BuoyCoordinator/") }
        #expect(steps == [
            "BuoyListViewController/tableView present push -> BuoyViewController",
            "BuoyViewController/chartButton present sheet -nav -> SwellChartViewController",
        ])
        #expect(extraction.locations(of: "BuoyCoordinator", "BuoyViewController/chartButton present sheet -nav -> SwellChartViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "BuoyCoordinator", "BuoyListViewController/tableView present push -> BuoyViewController")
            == [extraction.marker(1)])
    }

    /// A view model piping its input into its output as it is made (`leaveTap.map { ... }.bind(to: didLeave)`):
    /// what the screen sends on the input is delivered to who subscribes to the output.
    @Test func aStreamPipedIntoAnotherDeliversWhatIsSentOnTheFirst() async {
        let extraction = await InlineExtraction("""
        import UIKit
        import RxSwift
        import RxCocoa

        final class CrewViewModel {
            let leaveTap = PublishRelay<Void>()
            let didLeave = PublishRelay<Void>()
            private let disposeBag = DisposeBag()
            init() {
                leaveTap.map { _ in () }.bind(to: didLeave).disposed(by: disposeBag)
            }
        }
        final class CrewViewController: UIViewController {
            private let viewModel: CrewViewModel
            private let leaveButton = UIButton()
            private let disposeBag = DisposeBag()
            init(viewModel: CrewViewModel) {
                self.viewModel = viewModel
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { nil }
            override func viewDidLoad() {
                super.viewDidLoad()
                leaveButton.rx.tap.bind(to: viewModel.leaveTap).disposed(by: disposeBag)
            }
        }
        final class GangwayViewController: UIViewController {}

        final class CrewCoordinator {
            let navigationController = UINavigationController()
            private let disposeBag = DisposeBag()
            func start() {
                let viewModel = CrewViewModel()
                viewModel.didLeave
                    .subscribe(onNext: { [weak self] in ↓self?.navigationController.setViewControllers([GangwayViewController()], animated: true) })
                    .disposed(by: disposeBag)
                navigationController.viewControllers = [CrewViewController(viewModel: viewModel)]
            }
        }
        """)
        let steps = extraction.transitions(of: "CrewCoordinator").filter { $0.hasPrefix("CrewViewController/") }
        #expect(steps == ["CrewViewController/leaveButton present swap -> GangwayViewController"])
        #expect(extraction.locations(of: "CrewCoordinator", "CrewViewController/leaveButton present swap -> GangwayViewController")
            == [extraction.marker(0)])
    }

    /// A service's output as a computed property over its subject (`var didSignIn: Observable<Void> {
    /// signInSubject.asObservable() }`), sent on when a link the app is opened with completes the sign-in, and
    /// subscribed to by a coordinator that starts its child through its base class's `start(coordinator:)`: the
    /// coordinator's step on the link, named after the subclass, not the base class.
    @Test func aComputedOutputOverASubjectDeliversToTheSubclassCoordinator() async {
        let extraction = await InlineExtraction("""
        import UIKit
        import RxSwift

        final class SessionService {
            static let shared = SessionService()
            private let signInSubject = PublishSubject<Void>()
            var didSignIn: Observable<Void> { signInSubject.asObservable() }
            func finishSignIn(with url: URL) { signInSubject.onNext(()) }
        }

        class BaseCoordinator {
            var childCoordinators: [BaseCoordinator] = []
            let navigationController = UINavigationController()
            func start() {}
            func start(coordinator: BaseCoordinator) {
                childCoordinators.append(coordinator)
                ↓coordinator.start()
            }
        }
        final class HarbourViewController: UIViewController {}
        final class HarbourCoordinator: BaseCoordinator {
            override func start() { navigationController.viewControllers = [HarbourViewController()] }
        }
        final class AppCoordinator: BaseCoordinator {
            private let disposeBag = DisposeBag()
            override func start() {
                SessionService.shared.didSignIn
                    .subscribe(onNext: { [weak self] in self?.start(coordinator: HarbourCoordinator()) })
                    .disposed(by: disposeBag)
            }
        }

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            let coordinator = AppCoordinator()
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                coordinator.start()
                return true
            }
            func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                SessionService.shared.finishSignIn(with: url)
                return true
            }
        }
        """)
        let starts = extraction.model.coordinators.flatMap { coordinator in
            coordinator.transitions.filter { $0.kind == .start }.map { "\(coordinator.name): \($0.summary)" }
        }
        #expect(starts == ["AppCoordinator: AppCoordinator/open start"])
        #expect(extraction.coordinator("AppCoordinator")?.transitions.first { $0.kind == .start }?.location?.marked == extraction.marker(0))
        #expect(extraction.coordinator("AppCoordinator")?.transitions.first { $0.kind == .start }?.to?.coordinator == "HarbourCoordinator")
    }

    /// A screen's action that pops back to the root and then pushes (a notice opening another inbox on the root):
    /// the push is the action's, and so is the pop to the root before it, which tells the rules the push piles
    /// nothing on the screen it is sent from.
    @Test func aPushAfterAPopToTheRootComesWithThatPop() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class NoticesViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                ↓navigationController?.popToRootViewController(animated: false)
                ↓navigationController?.pushViewController(NoticesViewController(), animated: true)
            }
        }
        final class QuayViewController: UIViewController {
            @objc func noticesTapped() { navigationController?.pushViewController(NoticesViewController(), animated: true) }
        }

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow()
                window?.rootViewController = UINavigationController(rootViewController: QuayViewController())
                return true
            }
        }
        """)
        let steps = extraction.transitions(of: "AppDelegate").filter { $0.hasPrefix("NoticesViewController/") }
        #expect(steps == [
            "NoticesViewController/tableView present push -> NoticesViewController",
            "NoticesViewController/tableView showRoot",
        ])
        #expect(extraction.locations(of: "AppDelegate", "NoticesViewController/tableView showRoot") == [extraction.marker(0)])
        #expect(extraction.locations(of: "AppDelegate", "NoticesViewController/tableView present push -> NoticesViewController")
            == [extraction.marker(1)])
    }

    /// A router's helper calling back into the router's own dispatch with a case (`route(to: .boarding)` from
    /// `startCheckout()`, which `route(to: .checkout)` runs): that case's step, from the screen that asked for the
    /// checkout, beside the helper's own.
    @Test func aHelperCallingBackIntoItsDispatchMakesThatCasesStep() async {
        let extraction = await InlineExtraction("""
        import UIKit

        enum FerryRoute { case deck, checkout, boarding }
        protocol FerryRouting: AnyObject { func route(to route: FerryRoute) }
        final class Ticket { var isValid = false }

        final class DeckViewController: UIViewController {
            weak var router: FerryRouting?
            @objc func checkoutTapped() { router?.route(to: .checkout) }
        }
        final class CheckoutViewController: UIViewController {}
        final class BoardingViewController: UIViewController {}

        final class FerryRouter: FerryRouting {
            let navigationController = UINavigationController()
            let ticket = Ticket()
            func route(to route: FerryRoute) {
                switch route {
                case .deck:
                    let deck = DeckViewController()
                    deck.router = self
                    navigationController.pushViewController(deck, animated: true)
                case .checkout:
                    startCheckout()
                case .boarding:
                    let boarding = BoardingViewController()
                    boarding.modalPresentationStyle = .fullScreen
                    ↓navigationController.present(boarding, animated: true)
                }
            }
            private func startCheckout() {
                guard ticket.isValid else { route(to: .boarding); return }
                ↓navigationController.pushViewController(CheckoutViewController(), animated: true)
            }
        }
        """)
        let steps = extraction.model.coordinators.flatMap(\.transitions).filter { $0.from == "DeckViewController" }
        #expect(steps.map(\.summary).sorted() == [
            "DeckViewController/checkoutTapped present fullScreen -nav -> BoardingViewController ?",
            "DeckViewController/checkoutTapped present push -> CheckoutViewController ?",
        ])
        #expect(steps.sorted { $0.summary < $1.summary }.compactMap(\.location?.marked) == [extraction.marker(0), extraction.marker(1)])
    }
}
