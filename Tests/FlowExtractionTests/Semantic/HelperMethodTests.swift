import Testing

/// Helper methods of screens and coordinators: steps of the code that runs them, as Swift picks them.
@Suite("Helper methods")
struct HelperMethodTests {
    /// A base screen's `showError(_:)` that subclasses run in their `catch`: a step of the subclass's action that
    /// runs it, and nothing of a subclass that never does.
    @Test func aBaseScreensHelperIsAStepOfTheSubclassCodeThatRunsIt() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: FerryRoutesViewController())
            }
        }
        class FerryBaseViewController: UIViewController {
            func showFailure(_ error: Error) {
                ↓present(FailureViewController(error: error), animated: true)
            }
        }
        final class FailureViewController: UIViewController {
            init(error: Error) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class FerryRoutesViewController: FerryBaseViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                do { try load() } catch { showFailure(error) }
            }
            func load() throws {}
            @objc func routeTapped() {
                navigationController?.pushViewController(DeckPlanViewController(), animated: true)
            }
        }
        final class DeckPlanViewController: FerryBaseViewController {}
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "FerryRoutesViewController/routeTapped present push -> DeckPlanViewController",
            "FerryRoutesViewController/viewDidLoad present sheet -nav -> FailureViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "FerryRoutesViewController/viewDidLoad present sheet -nav -> FailureViewController")
            == [extraction.marker(0)])
    }

    /// A private method nothing runs (left behind when its button went) is dead code: no action of the screen. One
    /// a selector names is still the platform's to call.
    @Test func aPrivateMethodNothingRunsIsNoAction() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: LaundryBasketViewController())
            }
        }
        final class LaundryBasketViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Pay", style: .plain, target: self, action: #selector(payTapped))
            }
            @objc private func payTapped() {
                ↓navigationController?.pushViewController(LaundryReceiptViewController(), animated: true)
            }
            private func showThanks() {
                navigationController?.pushViewController(LaundryThanksViewController(), animated: true)
            }
        }
        final class LaundryReceiptViewController: UIViewController {}
        final class LaundryThanksViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "LaundryBasketViewController/payTapped present push -> LaundryReceiptViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "LaundryBasketViewController/payTapped present push -> LaundryReceiptViewController")
            == [extraction.marker(0)])
    }

    /// A coordinator's own `showHelp()` hides the `Coordinator` protocol extension's default for its own calls;
    /// a coordinator without one runs the default.
    @Test func aCoordinatorsOwnMethodHidesTheProtocolExtensionsDefault() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol Coordinator: AnyObject {
            var navigationController: UINavigationController { get }
            func start()
        }
        extension Coordinator {
            func showHelp() { ↓navigationController.pushViewController(TideHelpViewController(), animated: true) }
        }
        final class HarbourCoordinator: Coordinator {
            let navigationController = UINavigationController()
            func start() {
                let home = HarbourHomeViewController()
                home.onHelp = { [weak self] in self?.showHelp() }
                navigationController.pushViewController(home, animated: false)
            }
            func showHelp() { ↓navigationController.present(PilotGuideViewController(), animated: true) }
        }
        final class BuoyCoordinator: Coordinator {
            let navigationController = UINavigationController()
            func start() {
                let list = BuoyListViewController()
                list.onHelp = { [weak self] in self?.showHelp() }
                navigationController.pushViewController(list, animated: false)
            }
        }
        final class HarbourHomeViewController: UIViewController {
            var onHelp: (() -> Void)?
            @objc func helpTapped() { onHelp?() }
        }
        final class BuoyListViewController: UIViewController {
            var onHelp: (() -> Void)?
            @objc func helpTapped() { onHelp?() }
        }
        final class TideHelpViewController: UIViewController {}
        final class PilotGuideViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "HarbourCoordinator") == [
            "HarbourHomeViewController/onHelp present sheet -nav -> PilotGuideViewController",
        ])
        #expect(extraction.transitions(of: "BuoyCoordinator") == [
            "BuoyListViewController/onHelp present push -> TideHelpViewController",
        ])
        #expect(extraction.locations(of: "BuoyCoordinator", "BuoyListViewController/onHelp present push -> TideHelpViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "HarbourCoordinator", "HarbourHomeViewController/onHelp present sheet -nav -> PilotGuideViewController")
            == [extraction.marker(1)])
    }

    /// A helper that shows a screen and keeps the completion it is handed on it (`login.completion = completion`, or
    /// a closure there calling it): the caller's closure runs when the screen calls its completion, a step of that
    /// screen, not of the coordinator's start.
    @Test(arguments: ["completion", "{ skipper in completion(skipper) }"])
    func aCompletionAHelperKeepsOnTheScreenItShowsRunsFromThatScreen(kept: String) async {
        let extraction = await InlineExtraction("""
        import UIKit

        struct Skipper { let name: String }
        final class RegattaCoordinator {
            let navigationController = UINavigationController()
            func start() {
                showSignIn { [weak self] skipper in
                    self?.showCourse(skipper)
                }
            }
            private func showSignIn(completion: @escaping (Skipper) -> Void) {
                let signIn = SkipperSignInViewController()
                signIn.completion = \(kept)
                navigationController.setViewControllers([signIn], animated: false)
            }
            private func showCourse(_ skipper: Skipper) {
                ↓navigationController.setViewControllers([RegattaCourseViewController()], animated: true)
            }
        }
        final class SkipperSignInViewController: UIViewController {
            var completion: ((Skipper) -> Void)?
            @objc func signInTapped() { completion?(Skipper(name: "Ainslie")) }
        }
        final class RegattaCourseViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "RegattaCoordinator") == [
            "RegattaCoordinator/- present swap -> SkipperSignInViewController",
            "SkipperSignInViewController/signInTapped present swap -> RegattaCourseViewController",
        ])
        #expect(extraction.locations(of: "RegattaCoordinator", "SkipperSignInViewController/signInTapped present swap -> RegattaCourseViewController")
            == [extraction.marker(0)])
    }

    /// A factory declared to return the generic coordinator base (`-> BaseCoordinator<Catch>`) that returns a subclass:
    /// starting what it makes starts the subclass, not the base.
    @Test func aFactoryDeclaredToReturnTheCoordinatorBaseStartsTheSubclassItMakes() async {
        let extraction = await InlineExtraction("""
        import UIKit

        struct Catch {}
        class BaseCoordinator<Output> {
            var onOutput: ((Output) -> Void)?
            func start() { fatalError("start() must be overridden") }
            func coordinate<T>(to flow: BaseCoordinator<T>) { flow.start() }
        }
        final class HarbourCoordinator: BaseCoordinator<Void> {
            let navigationController = UINavigationController()
            override func start() {
                let quay = QuayViewController()
                quay.onFish = { [weak self] in self?.showFishing() }
                navigationController.setViewControllers([quay], animated: false)
            }
            private func showFishing() { ↓coordinate(to: makeFishingCoordinator()) }
            private func makeFishingCoordinator() -> BaseCoordinator<Catch> { FishingCoordinator(navigationController: navigationController) }
        }
        final class FishingCoordinator: BaseCoordinator<Catch> {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            override func start() { navigationController.pushViewController(TrawlerViewController(), animated: true) }
        }
        final class QuayViewController: UIViewController {
            var onFish: (() -> Void)?
            @objc func fishTapped() { onFish?() }
        }
        final class TrawlerViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "HarbourCoordinator") == [
            "HarbourCoordinator/- present swap -> QuayViewController",
            "QuayViewController/onFish start push",
        ])
        let start = extraction.coordinator("HarbourCoordinator")?.transitions.first { $0.kind == .start }
        #expect(start?.to?.coordinator == "FishingCoordinator")
        #expect(start?.location?.marked == extraction.marker(0))
        #expect(extraction.coordinator("BaseCoordinator") == nil)
    }

    /// A method handed over by name where a closure could be written: run when a sheet is dismissed
    /// (`onDismiss: showReceipt`), or kept by the sheet's screen and called from its button (`onSave: saved`). Its
    /// step is that event's, and no action of the view declaring it.
    @Test func aMethodHandedOverByNameRunsWhereTheClosureWould() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum CellarRoute: Hashable { case receipt, tasting }
        @main struct CellarApp: App {
            var body: some Scene { WindowGroup { CellarView() } }
        }
        struct CellarView: View {
            @State private var path: [CellarRoute] = []
            @State private var showsCheckout = false
            @State private var showsTasting = false
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        Button("Checkout") { showsCheckout = true }
                        Button("Tasting") { showsTasting = true }
                    }
                    .navigationDestination(for: CellarRoute.self) { route in
                        switch route {
                        case .receipt: CellarReceiptView()
                        case .tasting: TastingNotesView()
                        }
                    }
                    .sheet(isPresented: $showsCheckout, onDismiss: showReceipt) { CellarCheckoutSheet() }
                    .sheet(isPresented: $showsTasting) { TastingSheet(onSave: tastingSaved) }
                }
            }
            private func showReceipt() { ↓path.append(.receipt) }
            private func tastingSaved() { ↓path.append(.tasting) }
        }
        struct CellarCheckoutSheet: View { var body: some View { Text("Pay") } }
        struct TastingSheet: View {
            let onSave: () -> Void
            var body: some View { Button("Save") { onSave() } }
        }
        struct CellarReceiptView: View { var body: some View { Text("Receipt") } }
        struct TastingNotesView: View { var body: some View { Text("Notes") } }
        """)
        let pushes = extraction.transitions(of: "CellarApp").filter { $0.contains(" push ") }
        #expect(pushes == [
            "CellarView/body present push -> CellarReceiptView",
            "TastingSheet/onSave present push +nav -> TastingNotesView",
        ])
        #expect(extraction.locations(of: "CellarApp", "CellarView/body present push -> CellarReceiptView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "CellarApp", "TastingSheet/onSave present push +nav -> TastingNotesView") == [extraction.marker(1)])
    }

    /// A helper run through another helper of the screen (`berthTapped()` → `openBerth()` → `showBerth()`) is a step of
    /// the action at the head of the chain only: the helpers in between are no actions of their own.
    @Test func aChainOfHelpersIsAStepOfTheActionAtItsHead() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: MarinaViewController())
            }
        }
        final class MarinaViewController: UIViewController {
            @objc func berthTapped() { openBerth() }
            func openBerth() { showBerth() }
            func showBerth() { ↓navigationController?.pushViewController(BerthViewController(), animated: true) }
        }
        final class BerthViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "MarinaViewController/berthTapped present push -> BerthViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "MarinaViewController/berthTapped present push -> BerthViewController")
            == [extraction.marker(0)])
    }

    /// A screen's delegate callback that another screen's code calls (`delegate?.tideResults(self, didPick:)` from
    /// the results shown over it) is a step of that screen's action: the screen answering it does not make it.
    @Test func aCallbackAnotherScreenCallsIsAStepOfThatScreen() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: TidePortsViewController())
            }
        }
        protocol TideResultsDelegate: AnyObject {
            func tideResults(_ results: TideResultsViewController, didPick port: String)
        }
        final class TideResultsViewController: UITableViewController {
            weak var delegate: TideResultsDelegate?
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                delegate?.tideResults(self, didPick: "Oban")
            }
        }
        final class TidePortsViewController: UIViewController, TideResultsDelegate {
            private let results = TideResultsViewController()
            override func viewDidLoad() {
                super.viewDidLoad()
                results.delegate = self
                navigationItem.searchController = UISearchController(searchResultsController: results)
            }
            func tideResults(_ results: TideResultsViewController, didPick port: String) {
                ↓navigationController?.pushViewController(PortTidesViewController(port: port), animated: true)
            }
        }
        final class PortTidesViewController: UIViewController {
            init(port: String) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        #expect(extraction.transitions(of: "SceneDelegate").filter { $0.hasSuffix("PortTidesViewController") } == [
            "TideResultsViewController/tableView present push -> PortTidesViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "TideResultsViewController/tableView present push -> PortTidesViewController")
            == [extraction.marker(0)])
    }

    /// A router's `default:` arm is the arm of the cases no other arm lists: a call passing a listed case takes that
    /// case's arm alone, one passing an unlisted case the `default:` arm, whether the arm returns the screen or
    /// pushes it.
    @Test func aDefaultArmTakesOnlyTheCasesNoOtherArmLists() async {
        let extraction = await InlineExtraction("""
        import UIKit

        enum Berth { case pontoon, mooring, slipway, crane }
        final class BerthRouter {
            weak var navigationController: UINavigationController?
            func screen(for berth: Berth) -> UIViewController {
                switch berth {
                case .pontoon: return PontoonViewController()
                case .mooring, .slipway: return MooringViewController()
                default: return BerthClosedViewController()
                }
            }
            func open(_ berth: Berth) { ↓navigationController?.pushViewController(screen(for: berth), animated: true) }
            func show(_ berth: Berth) {
                switch berth {
                case .pontoon: navigationController?.present(PontoonViewController(), animated: true)
                default: ↓navigationController?.present(BerthClosedViewController(), animated: true)
                }
            }
        }
        final class MarinaViewController: UIViewController {
            let router = BerthRouter()
            @objc func pontoonTapped() { router.open(.pontoon) }
            @objc func slipwayTapped() { router.open(.slipway) }
            @objc func craneTapped() { router.open(.crane) }
            @objc func pontoonSheetTapped() { router.show(.pontoon) }
            @objc func craneSheetTapped() { router.show(.crane) }
        }
        final class PontoonViewController: UIViewController {}
        final class MooringViewController: UIViewController {}
        final class BerthClosedViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "App").filter { $0.hasPrefix("MarinaViewController/") } == [
            "MarinaViewController/craneSheetTapped present sheet -nav -> BerthClosedViewController",
            "MarinaViewController/craneTapped present push -> BerthClosedViewController",
            "MarinaViewController/pontoonSheetTapped present sheet -nav -> PontoonViewController",
            "MarinaViewController/pontoonTapped present push -> PontoonViewController",
            "MarinaViewController/slipwayTapped present push -> MooringViewController",
        ])
        #expect(extraction.locations(of: "App", "MarinaViewController/craneTapped present push -> BerthClosedViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "App", "MarinaViewController/craneSheetTapped present sheet -nav -> BerthClosedViewController")
            == [extraction.marker(1)])
    }
}
