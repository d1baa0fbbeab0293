import FlowExtraction
import FlowModel
import Testing

/// Which view controllers a UIKit coordinator shows, where the app starts it, and what its screens send it.
@Suite struct UIKitScreenTests {
    @Test func appStartEntersWhatStartShowsAndAConditionalRootGivesBothEntries() async {
        let extraction = await InlineExtraction(DockUIKitApp.source(start: """
                if Bool.random() {
                    navigationController.setViewControllers([BerthListViewController()], animated: false)
                } else {
                    window.rootViewController = WelcomeViewController()
                }
            """, members: "let window = UIWindow()") + """
        final class SceneDelegate { func connect() { ↓DockCoordinator(navigationController: UINavigationController()).start() } }
        """)
        let entries = extraction.coordinator("DockCoordinator")?.entries.map { "\($0.screen) \($0.navigation) \($0.location?.marked ?? "-")" }
        #expect(entries == [
            "BerthListViewController true \(extraction.marker(0))", "WelcomeViewController false \(extraction.marker(0))",
        ])
        #expect(extraction.coordinator("DockCoordinator")?.style == .uikit)
        #expect(DockUIKitApp.transitions(extraction) == [])
    }

    @Test func whatStartShowsAfterItsRootIsShownFromTheRoot() async {
        let extraction = await InlineExtraction(DockUIKitApp.source(start: """
                navigationController.pushViewController(BerthListViewController(), animated: false)
                navigationController.pushViewController(MooringViewController(), animated: false)
            """))
        #expect(DockUIKitApp.transitions(extraction) == ["BerthListViewController/- present push -> MooringViewController"])
        #expect(extraction.coordinator("DockCoordinator")?.entries == [])
    }

    /// The router is kept as a coordinator without screens whose own start starts the child.
    @Test func routerWithoutScreensStartsItsChildrenAndPassesThemTheEntry() async {
        let extraction = await InlineExtraction(DockUIKitApp.source(start: "navigationController.pushViewController(BerthListViewController(), animated: false)") + """
        final class RootCoordinator: Coordinator {
            func start() { let dock = DockCoordinator(navigationController: UINavigationController()); ↓dock.start() }
        }
        final class AppDelegate { let root = RootCoordinator(); func launch() { root.start() } }
        """)
        let router = extraction.coordinator("RootCoordinator")
        #expect(router?.screens == [])
        #expect(router?.transitions.map { "\($0.from) \($0.kind) \($0.to?.coordinator ?? "-") \($0.location?.marked ?? "-")" }
            == ["RootCoordinator start DockCoordinator \(extraction.marker(0))"])
        #expect(extraction.coordinator("DockCoordinator")?.entries.map { $0.location?.marked } == [extraction.marker(0)])
    }

    @Test func delegateMethodIsAnActionOfTheViewControllerAndADelegateNobodyShowsIsNotBuilt() async {
        let extraction = await InlineExtraction(DockUIKitApp.source(start: "navigationController.pushViewController(BerthListViewController(), animated: false)", members: """
            func berthList(_ viewController: BerthListViewController, didPick berth: Int) {
                navigationController.pushViewController(MooringViewController(), animated: true)
            }
            func harbourMasterDidClose(_ viewController: HarbourMasterViewController) {
                navigationController.popViewController(animated: true)
            }
        """) + """
        protocol HarbourMasterViewControllerDelegate { func ↓harbourMasterDidClose(_ viewController: HarbourMasterViewController) }
        final class HarbourMasterViewController: UIViewController { var delegate: HarbourMasterViewControllerDelegate? }
        """)
        let screens = extraction.coordinator("DockCoordinator")?.screens.map { screen in
            "\(screen.name) \(screen.built) \(screen.actions.map { "\($0.name):\($0.dispatched)" })"
        }
        #expect(screens == [
            "BerthListViewController true [\"berthList(_:didPick:):true\"]",
            "HarbourMasterViewController false [\"harbourMasterDidClose(_:):false\"]",
            "MooringViewController true []",
        ])
        let action = extraction.coordinator("DockCoordinator")?.screen(named: "HarbourMasterViewController")?.actions.first
        #expect(action?.location?.marked == extraction.marker(0))
    }

    @Test func aViewControllerCallingTheCoordinatorDirectlyIsTheSourceScreen() async {
        let extraction = await InlineExtraction(DockUIKitApp.source(start: "navigationController.pushViewController(BerthListViewController(), animated: false)", members: """
            func showFuel() { navigationController.pushViewController(FuelViewController(), animated: true) }
        """) + """
        extension BerthListViewController {
            var dock: DockCoordinator? { nil }
            func fuel(_ dock: DockCoordinator) { if Bool.random() { dock.showFuel() } }
        }
        """)
        #expect(DockUIKitApp.transitions(extraction) == ["BerthListViewController/showFuel present push -> FuelViewController ?"])
    }

    /// A child whose `start()` presents what a lazy property's closure builds is not read, but the model still
    /// declares it (without screens), so starting it is no step to an undeclared coordinator.
    @Test func aChildStartedButNotReadIsDeclaredWithoutScreens() async {
        let extraction = await InlineExtraction("""
        import UIKit

        class Coordinator {
            var childCoordinators: [Coordinator] = []
            func start() {}
        }
        final class BuoyViewController: UIViewController {
            var onTides: (() -> Void)?
            @objc func tidesTapped() { onTides?() }
        }
        final class TidesViewController: UIViewController {}
        final class BuoyCoordinator: Coordinator {
            let navigationController = UINavigationController()
            override func start() {
                let buoy = BuoyViewController()
                buoy.onTides = { [weak self] in self?.showTides() }
                navigationController.pushViewController(buoy, animated: false)
            }
            func showTides() {
                let child = TidesCoordinator(navigationController: navigationController)
                childCoordinators.append(child)
                child.start()
            }
        }
        final class ↓TidesCoordinator: Coordinator {
            private lazy var root: UINavigationController = { UINavigationController(rootViewController: TidesViewController()) }()
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            override func start() { navigationController.present(root, animated: true) }
        }
        """)
        let tides = extraction.coordinator("TidesCoordinator")
        #expect(tides?.screens.isEmpty == true)
        #expect(tides?.location?.marked == extraction.marker(0))
        #expect(extraction.model.coordinators.flatMap(\.transitions).contains { $0.to?.coordinator == "TidesCoordinator" })
    }

    /// A screen's static method that presents it (`PinViewController.confirm(...)`) is the step of the code that
    /// calls it, not an action of the screen presenting itself.
    @Test func aStaticPresenterOnAScreenIsItsCallersStep() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class PinViewController: UIViewController {
            static func confirm(from presenter: UIViewController) {
                ↓presenter.present(PinViewController(), animated: true)
            }
        }
        final class TransferViewController: UIViewController {
            @objc func sendTapped() { PinViewController.confirm(from: self) }
        }
        """)
        let transitions = extraction.model.coordinators.flatMap(\.transitions)
        #expect(transitions.map(\.summary) == ["TransferViewController/sendTapped present sheet -nav -> PinViewController"])
        #expect(transitions.compactMap(\.location?.marked) == [extraction.marker(0)])
    }

    /// A coordinator method a view model calls: the UIKit reader cannot tell which screen triggers it, the core can;
    /// no note says it could not.
    @Test func aMethodTheCoreFindsCalledIsNoUnknownTrigger() async {
        let extraction = await InlineExtraction("""
        import UIKit

        class Coordinator {
            var childCoordinators: [Coordinator] = []
            func start() {}
        }
        final class LockViewModel {
            weak var coordinator: LockCoordinator?
            func openGateTapped() { coordinator?.showGate() }
        }
        final class LockViewController: UIViewController {
            var viewModel: LockViewModel?
            @objc func gateTapped() { viewModel?.openGateTapped() }
        }
        final class GateViewController: UIViewController {}
        final class LockCoordinator: Coordinator {
            let navigationController = UINavigationController()
            override func start() {
                let lock = LockViewController()
                let model = LockViewModel()
                model.coordinator = self
                lock.viewModel = model
                navigationController.pushViewController(lock, animated: false)
            }
            func showGate() { navigationController.pushViewController(GateViewController(), animated: true) }
        }
        """)
        #expect(!extraction.notes.contains { $0.contains("triggers LockCoordinator.showGate()") })
        #expect(extraction.model.coordinators.flatMap(\.transitions).contains { $0.to?.screen == "GateViewController" })
    }

    @Test func aClosureStartStoresOnAViewModelRunsLaterAndAChildAddedThenStartedStartsOnce() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol Coordinator: AnyObject {
            var children: [Coordinator] { get set }
            func start()
        }
        extension Coordinator {
            func addChild(_ child: Coordinator) { children.append(child) }
        }
        final class SceneDelegate {
            let navigationController = UINavigationController()
            func connect() { ↓HarbourCoordinator(navigationController: navigationController).start() }
        }
        final class HarbourCoordinator: Coordinator {
            var children: [Coordinator] = []
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let model = MooringsModel()
                model.onPickBerth = { [weak self] berth in self?.showBerth(berth) }
                model.onCharts = { [weak self] in
                    guard let self else { return }
                    let charts = ChartsCoordinator(navigationController: self.navigationController)
                    self.addChild(charts)
                    ↓charts.start()
                }
                navigationController.setViewControllers([MooringsViewController(model: model)], animated: false)
            }
            func showBerth(_ berth: Int) {
                ↓navigationController.pushViewController(BerthViewController(), animated: true)
            }
        }
        final class ChartsCoordinator: Coordinator {
            var children: [Coordinator] = []
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { navigationController.pushViewController(ChartsViewController(), animated: true) }
        }
        final class MooringsModel {
            var onPickBerth: ((Int) -> Void)?
            var onCharts: (() -> Void)?
            func pick(_ berth: Int) { onPickBerth?(berth) }
            func charts() { onCharts?() }
        }
        final class MooringsViewController: UIViewController {
            let model: MooringsModel
            init(model: MooringsModel) { self.model = model; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            @objc func berthTapped() { model.pick(4) }
            @objc func chartsTapped() { model.charts() }
        }
        final class BerthViewController: UIViewController {}
        final class ChartsViewController: UIViewController {}
        """)
        // What start shows is the entry; the closures it stores on the model run when the screen calls them.
        let entries = extraction.coordinator("HarbourCoordinator")?.entries.map { "\($0.screen) \($0.location?.marked ?? "-")" }
        #expect(entries == ["MooringsViewController \(extraction.marker(0))"])
        // Added, then started, after `guard let self`, which makes nothing conditional: one start.
        #expect(extraction.transitions(of: "HarbourCoordinator") == [
            "MooringsViewController/berthTapped present push -> BerthViewController",
            "MooringsViewController/chartsTapped start",
        ])
        #expect(extraction.coordinator("HarbourCoordinator")?.transitions.first { $0.kind == .start }?.to?.coordinator == "ChartsCoordinator")
        #expect(extraction.locations(of: "HarbourCoordinator", "MooringsViewController/chartsTapped start") == [extraction.marker(1)])
        #expect(extraction.locations(of: "HarbourCoordinator", "MooringsViewController/berthTapped present push -> BerthViewController")
            == [extraction.marker(2)])
    }

    @Test func aChildsStartThatHandsBackItsViewControllerStartsTheChildWhichShowsWhatItReturns() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol Coordinating: AnyObject { func start() -> UIViewController }
        final class SceneDelegate {
            var window: UIWindow?
            func connect() { window?.rootViewController = HarbourTabsCoordinator().start() }
        }
        final class HarbourTabsCoordinator: Coordinating {
            private var children: [Coordinating] = []
            func start() -> UIViewController {
                let tabs = UITabBarController()
                let berths = BerthsCoordinator()
                let chandlery = ChandleryCoordinator()
                children = [berths, chandlery]
                tabs.viewControllers = [↓berths.start(), ↓chandlery.start()]
                return tabs
            }
        }
        final class BerthsCoordinator: Coordinating {
            private let navigationController = UINavigationController()
            func start() -> UIViewController {
                navigationController.viewControllers = [BerthsViewController()]
                return navigationController
            }
        }
        final class ChandleryCoordinator: Coordinating {
            private lazy var navigationController = UINavigationController(rootViewController: catalog)
            private lazy var catalog = CatalogViewController()
            func ↓start() -> UIViewController { navigationController }
            func pick() { ↓navigationController.pushViewController(RopeViewController(), animated: true) }
        }
        final class BerthsViewController: UIViewController {}
        final class CatalogViewController: UIViewController {
            weak var coordinator: ChandleryCoordinator?
            @objc func ropeTapped() { coordinator?.pick() }
        }
        final class RopeViewController: UIViewController {}
        """)
        // What each child's start returns is the child's own: the tabs start the children, nothing more.
        #expect(extraction.transitions(of: "HarbourTabsCoordinator") == [
            "HarbourTabsCoordinator/- start", "HarbourTabsCoordinator/- start",
        ])
        #expect(extraction.coordinator("HarbourTabsCoordinator")?.transitions.compactMap(\.to?.coordinator).sorted()
            == ["BerthsCoordinator", "ChandleryCoordinator"])
        #expect(extraction.locations(of: "HarbourTabsCoordinator", "HarbourTabsCoordinator/- start")
            == [extraction.marker(0), extraction.marker(1)])
        #expect(extraction.transitions(of: "ChandleryCoordinator") == [
            "CatalogViewController/ropeTapped present push -> RopeViewController",
            "ChandleryCoordinator/- present swap -> CatalogViewController",
        ])
        #expect(extraction.locations(of: "ChandleryCoordinator", "ChandleryCoordinator/- present swap -> CatalogViewController")
            == [extraction.marker(2)])
        #expect(extraction.locations(of: "ChandleryCoordinator", "CatalogViewController/ropeTapped present push -> RopeViewController")
            == [extraction.marker(3)])
        #expect(extraction.coordinator("BerthsCoordinator")?.screens.map(\.name) == ["BerthsViewController"])
    }

    /// A coordinator the UIKit reader reads whose start sets its stack in a way that reader does not know
    /// (`navigationController.viewControllers = [list]`) begins with that screen, as the core reads it: no
    /// screen of it is unreachable. A presentation the reader sees as `modal` is full screen where the screen asks
    /// for it.
    @Test func aStartTheReaderDoesNotKnowStillGivesTheEntryAndAFullScreenAskStaysFullScreen() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol Coordinator: AnyObject { func start() }
        final class ReefCoordinator: Coordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let list = ReefListViewController()
                list.onPermit = { [weak self] in self?.showPermit() }
                ↓navigationController.viewControllers = [list]
            }
            func showPermit() {
                ↓navigationController.present(DivePermitViewController(), animated: true)
            }
        }
        final class ReefListViewController: UIViewController {
            var onPermit: (() -> Void)?
            @objc func permitTapped() { onPermit?() }
        }
        final class DivePermitViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad() }
            init() {
                super.init(nibName: nil, bundle: nil)
                modalPresentationStyle = .fullScreen
            }
            required init?(coder: NSCoder) { nil }
        }
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                let navigation = UINavigationController()
                window?.rootViewController = navigation
                ReefCoordinator(navigationController: navigation).start()
            }
        }
        """)
        #expect(extraction.coordinator("ReefCoordinator")?.entries.map(\.screen) == ["ReefListViewController"])
        #expect(extraction.transitions(of: "ReefCoordinator") == [
            "ReefCoordinator/- present swap -> ReefListViewController",
            "ReefListViewController/onPermit present fullScreen -nav -> DivePermitViewController",
        ])
        #expect(extraction.locations(of: "ReefCoordinator", "ReefCoordinator/- present swap -> ReefListViewController") == [extraction.marker(0)])
        #expect(extraction.locations(of: "ReefCoordinator", "ReefListViewController/onPermit present fullScreen -nav -> DivePermitViewController")
            == [extraction.marker(1)])
    }

    /// What a coordinator's start subscribes to a view model's stream (`route.sink { ... }`) runs when the stream
    /// sends, from the screen whose action sends: it is not what the start shows, and the screens it shows belong
    /// to the coordinator.
    @Test func aStreamTheStartSubscribesToShowsLaterFromTheScreenThatSends() async {
        let extraction = await InlineExtraction("""
        import UIKit
        import Combine

        protocol Coordinator: AnyObject { func start() }
        final class HiveListViewModel {
            enum Route { case inspect, reportSwarm }
            let route = PassthroughSubject<Route, Never>()
            func selectHive() { route.send(.inspect) }
            func reportSwarm() { route.send(.reportSwarm) }
        }
        final class ApiaryCoordinator: Coordinator {
            private let navigationController: UINavigationController
            private var cancellables = Set<AnyCancellable>()
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let viewModel = HiveListViewModel()
                viewModel.route.sink { [weak self] route in
                    switch route {
                    case .inspect: ↓self?.navigationController.pushViewController(HiveInspectionViewController(), animated: true)
                    case .reportSwarm: self?.navigationController.present(SwarmReportViewController(), animated: true)
                    }
                }.store(in: &cancellables)
                navigationController.setViewControllers([HiveListViewController(viewModel: viewModel)], animated: false)
            }
        }
        final class HiveListViewController: UIViewController {
            let viewModel: HiveListViewModel
            init(viewModel: HiveListViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            @objc func hiveTapped() { viewModel.selectHive() }
            @objc func swarmTapped() { viewModel.reportSwarm() }
        }
        final class HiveInspectionViewController: UIViewController {}
        final class SwarmReportViewController: UIViewController {}
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                let navigation = UINavigationController()
                window?.rootViewController = navigation
                ApiaryCoordinator(navigationController: navigation).start()
            }
        }
        """)
        #expect(extraction.model.coordinators.map(\.name) == ["ApiaryCoordinator"])
        #expect(extraction.coordinator("ApiaryCoordinator")?.entries.map(\.screen) == ["HiveListViewController"])
        #expect(extraction.transitions(of: "ApiaryCoordinator") == [
            "HiveListViewController/hiveTapped present push -> HiveInspectionViewController",
            "HiveListViewController/swarmTapped present sheet -nav -> SwarmReportViewController",
        ])
        #expect(extraction.locations(of: "ApiaryCoordinator", "HiveListViewController/hiveTapped present push -> HiveInspectionViewController")
            == [extraction.marker(0)])
    }

    /// A child coordinator its parent starts in a loop (`children.forEach { $0.start() }`) begins with what its own
    /// start pushes: its screens are reachable.
    @Test func aChildStartedInALoopBeginsWithWhatItsStartPushes() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol Coordinator: AnyObject { func start() }
        final class MarinaCoordinator: Coordinator {
            let tabs = UITabBarController()
            var children: [Coordinator] = []
            func start() {
                let yard = YardCoordinator(navigationController: UINavigationController())
                children = [yard]
                children.forEach { $0.start() }
                tabs.viewControllers = [yard.navigationController]
            }
        }
        final class YardCoordinator: Coordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let yard = BoatYardViewController()
                yard.onSlot = { [weak self] in self?.showSlot() }
                navigationController.pushViewController(yard, animated: false)
            }
            func showSlot() { navigationController.pushViewController(RepairSlotViewController(), animated: true) }
        }
        final class BoatYardViewController: UIViewController {
            var onSlot: (() -> Void)?
            @objc func slotTapped() { onSlot?() }
        }
        final class RepairSlotViewController: UIViewController {}
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            let marina = MarinaCoordinator()
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = marina.tabs
                marina.start()
            }
        }
        """)
        #expect(extraction.coordinator("YardCoordinator")?.entries.map(\.screen) == ["BoatYardViewController"])
        #expect(extraction.transitions(of: "YardCoordinator").contains("BoatYardViewController/onSlot present push -> RepairSlotViewController"))
    }

    /// Two delegate protocols declaring the same callback: each coordinator's method is called by the screens
    /// holding the protocol it adopts, not by every screen holding either.
    @Test func aCallbackTwoProtocolsDeclareComesFromTheScreensOfTheProtocolTheCoordinatorAdopts() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol Coordinator: AnyObject { func start() }
        protocol ReelPickerDelegate: AnyObject { func picker(_ picker: UIViewController, didChoose id: Int) }
        protocol LurePickerDelegate: AnyObject { func picker(_ picker: UIViewController, didChoose id: Int) }
        final class ReelPickerViewController: UITableViewController {
            weak var delegate: ReelPickerDelegate?
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { delegate?.picker(self, didChoose: 1) }
        }
        final class LurePickerViewController: UITableViewController {
            weak var delegate: LurePickerDelegate?
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { delegate?.picker(self, didChoose: 2) }
        }
        final class ReelCoordinator: Coordinator, ReelPickerDelegate {
            let navigationController = UINavigationController()
            func start() {
                let picker = ReelPickerViewController()
                picker.delegate = self
                navigationController.setViewControllers([picker], animated: false)
            }
            func picker(_ picker: UIViewController, didChoose id: Int) {
                ↓navigationController.pushViewController(ReelServiceViewController(), animated: true)
            }
        }
        final class TackleCoordinator: Coordinator {
            let navigationController = UINavigationController()
            func start() {
                let picker = LurePickerViewController()
                picker.delegate = self
                navigationController.setViewControllers([picker], animated: false)
            }
        }
        extension TackleCoordinator: LurePickerDelegate {
            func picker(_ picker: UIViewController, didChoose id: Int) {
                ↓navigationController.pushViewController(LureBoxViewController(), animated: true)
            }
        }
        final class ReelServiceViewController: UIViewController {}
        final class LureBoxViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "ReelCoordinator") == [
            "ReelPickerViewController/picker(_:didChoose:) present push -> ReelServiceViewController",
        ])
        #expect(extraction.transitions(of: "TackleCoordinator") == [
            "LurePickerViewController/picker(_:didChoose:) present push -> LureBoxViewController",
        ])
        #expect(extraction.locations(of: "ReelCoordinator", "ReelPickerViewController/picker(_:didChoose:) present push -> ReelServiceViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "TackleCoordinator", "LurePickerViewController/picker(_:didChoose:) present push -> LureBoxViewController")
            == [extraction.marker(1)])
    }

    /// One protocol held as `coordinator` by every screen (`weak var coordinator: ShopFlow?`): each requirement
    /// is an action of the screens that call it.
    @Test func aRequirementOfAProtocolEveryScreenHoldsIsAnActionOfTheScreensCallingIt() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol Coordinator: AnyObject { func start() }
        protocol BaitShopFlow: AnyObject { func openCatalogue(); func checkout(total: Int) }
        final class BaitShopHomeViewController: UIViewController {
            weak var coordinator: BaitShopFlow?
            @IBAction func catalogueTapped(_ sender: Any) { coordinator?.openCatalogue() }
        }
        final class BaitCatalogueViewController: UIViewController {
            weak var coordinator: BaitShopFlow?
            @IBAction func buyTapped(_ sender: Any) { coordinator?.checkout(total: 12) }
        }
        final class BaitCheckoutViewController: UIViewController {}
        final class BaitShopCoordinator: Coordinator, BaitShopFlow {
            let navigationController = UINavigationController()
            func start() {
                let home = BaitShopHomeViewController()
                home.coordinator = self
                navigationController.setViewControllers([home], animated: false)
            }
            func openCatalogue() {
                let catalogue = BaitCatalogueViewController()
                catalogue.coordinator = self
                navigationController.pushViewController(catalogue, animated: true)
            }
            func checkout(total: Int) { navigationController.pushViewController(BaitCheckoutViewController(), animated: true) }
        }
        """)
        #expect(extraction.transitions(of: "BaitShopCoordinator") == [
            "BaitCatalogueViewController/checkout(total:) present push -> BaitCheckoutViewController",
            "BaitShopHomeViewController/openCatalogue() present push -> BaitCatalogueViewController",
        ])
    }

    /// One delegate protocol two coordinators adopt, each the delegate of the picker it shows: each one's callback
    /// comes from its own picker.
    @Test func aCallbackOfOneProtocolTwoCoordinatorsAdoptComesFromThePickerEachShows() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol Coordinator: AnyObject { func start() }
        protocol AnglerPickerDelegate: AnyObject { func anglerPicker(_ picker: UIViewController, didPick id: Int) }
        final class RivalPickerViewController: UITableViewController {
            weak var delegate: AnglerPickerDelegate?
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { delegate?.anglerPicker(self, didPick: 1) }
        }
        final class BuddyPickerViewController: UITableViewController {
            weak var delegate: AnglerPickerDelegate?
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { delegate?.anglerPicker(self, didPick: 2) }
        }
        final class ContestCoordinator: Coordinator, AnglerPickerDelegate {
            let navigationController = UINavigationController()
            func start() {
                let picker = RivalPickerViewController()
                picker.delegate = self
                navigationController.setViewControllers([picker], animated: false)
            }
            func anglerPicker(_ picker: UIViewController, didPick id: Int) {
                navigationController.pushViewController(HeatViewController(), animated: true)
            }
        }
        final class TripCoordinator: Coordinator, AnglerPickerDelegate {
            let navigationController = UINavigationController()
            func start() {
                let picker = BuddyPickerViewController()
                picker.delegate = self
                navigationController.setViewControllers([picker], animated: false)
            }
            func anglerPicker(_ picker: UIViewController, didPick id: Int) {
                navigationController.present(TripInviteViewController(), animated: true)
            }
        }
        final class HeatViewController: UIViewController {}
        final class TripInviteViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "ContestCoordinator") == [
            "RivalPickerViewController/anglerPicker(_:didPick:) present push -> HeatViewController",
        ])
        #expect(extraction.transitions(of: "TripCoordinator") == [
            "BuddyPickerViewController/anglerPicker(_:didPick:) present sheet -nav -> TripInviteViewController",
        ])
    }

    /// Children a screen adds in place as it sets itself up (`addChild` in `viewDidLoad`, through a helper of its own,
    /// a hosting controller among them) are parts of that screen, read but no steps; a container swapping its child
    /// on a control's change swaps screens.
    @Test func aChildAddedAsTheScreenSetsUpIsPartOfItAndAChildSwappedLaterIsAStep() async {
        let extraction = await InlineExtraction("""
        import SwiftUI
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: WeatherStationViewController())
            }
        }
        final class WeatherStationViewController: UIViewController {
            private let stack = UIStackView()
            private var current: UIViewController?
            override func viewDidLoad() {
                super.viewDidLoad()
                embed(BarometerViewController())
                let rose = UIHostingController(rootView: WindRoseView())
                ↓addChild(rose)
                stack.addArrangedSubview(rose.view)
                rose.didMove(toParent: self)
            }
            private func embed(_ child: UIViewController) {
                ↓addChild(child)
                stack.addArrangedSubview(child.view)
                child.didMove(toParent: self)
            }
            @objc func rangeChanged(_ control: UISegmentedControl) {
                current?.removeFromParent()
                let forecast = ForecastViewController()
                ↓addChild(forecast)
                current = forecast
            }
        }
        final class BarometerViewController: UIViewController {}
        final class ForecastViewController: UIViewController {}
        struct WindRoseView: View { var body: some View { Text("NW") } }
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "WeatherStationViewController/rangeChanged present swap -> ForecastViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "WeatherStationViewController/rangeChanged present swap -> ForecastViewController")
            == [extraction.marker(2)])
        #expect(extraction.result.entrySites.map(\.marked) == [extraction.marker(0), extraction.marker(1)])
    }

    /// A UIKit coordinator whose `start()` hands back its own navigation controller is the core's to read, not a
    /// SwiftUI coordinator showing a view: no screen is named after it, and its first screen is its entry.
    @Test func aCoordinatorHandingBackItsNavigationControllerShowsItsFirstScreen() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol Coordinator: AnyObject { func start() -> UIViewController }
        final class RegattaCoordinator: Coordinator {
            private let navigationController = UINavigationController()
            func start() -> UIViewController {
                let heats = HeatListViewController()
                heats.onSelect = { [weak self] in
                    ↓self?.navigationController.pushViewController(HeatViewController(), animated: true)
                }
                navigationController.setViewControllers([heats], animated: false)
                return navigationController
            }
        }
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            let coordinator = RegattaCoordinator()
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = coordinator.start()
            }
        }
        final class HeatListViewController: UITableViewController {
            var onSelect: (() -> Void)?
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { onSelect?() }
        }
        final class HeatViewController: UIViewController {}
        """)
        let regatta = extraction.coordinator("RegattaCoordinator")
        #expect(regatta?.style == .uikit)
        #expect(regatta?.screens.map(\.name).sorted() == ["HeatListViewController", "HeatViewController"])
        #expect(regatta?.entries.map(\.screen) == ["HeatListViewController"])
        #expect(extraction.transitions(of: "RegattaCoordinator").filter { $0.hasPrefix("HeatList") } == [
            "HeatListViewController/onSelect present push -> HeatViewController",
        ])
        #expect(extraction.locations(of: "RegattaCoordinator", "HeatListViewController/onSelect present push -> HeatViewController")
            == [extraction.marker(0)])
    }

    /// A container's one method for showing a child (`show(_ child:)`, which takes out the child before), called as
    /// it sets itself up and again later, swaps screens: the first child is a screen shown by the set-up, and what
    /// that child's callback does is that child's step, not the container's.
    @Test func aChildShownByTheMethodTheContainerLaterSwapsWithIsAScreen() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = HarbourContainerViewController()
            }
        }
        final class HarbourContainerViewController: UIViewController {
            private var current: UIViewController?
            override func viewDidLoad() {
                super.viewDidLoad()
                let gate = GateViewController()
                gate.onOpened = { [weak self] in self?.show(QuayViewController()) }
                show(gate)
            }
            func show(_ child: UIViewController) {
                current?.removeFromParent()
                ↓addChild(child)
                view.addSubview(child.view)
                child.didMove(toParent: self)
                current = child
            }
        }
        final class GateViewController: UIViewController {
            var onOpened: (() -> Void)?
            @objc func openTapped() { onOpened?() }
        }
        final class QuayViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "GateViewController/onOpened present swap -> QuayViewController",
            "HarbourContainerViewController/viewDidLoad present swap -> GateViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "GateViewController/onOpened present swap -> QuayViewController")
            == [extraction.marker(0)])
    }

    /// A panel a screen shows inside itself as it sets itself up, added as a child or only by its view
    /// (`containerView.addSubview(actions.view)`), is part of the screen: what the panel's control does through a
    /// callback the screen set on it is the screen's step. A view hosting content (`addSubview(host.view)` in an
    /// annotation view) shows no screen.
    @Test func aPanelShownInsideAScreenIsPartOfItAndItsCallbacksAreTheScreens() async {
        let extraction = await InlineExtraction("""
        import SwiftUI
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: TideGaugeViewController())
            }
        }
        final class TideGaugeViewController: UIViewController {
            private let panel = UIView()
            private let footer = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                let shortcuts = GaugeShortcutsViewController()
                shortcuts.onShortcut = { [weak self] in
                    ↓self?.navigationController?.pushViewController(TideTableViewController(), animated: true)
                }
                addChild(shortcuts)
                panel.addSubview(shortcuts.view)
                shortcuts.didMove(toParent: self)
                embedLegend()
            }
            private func embedLegend() {
                let legend = GaugeLegendViewController()
                legend.onExplain = { [weak self] in
                    ↓self?.present(DatumExplainerViewController(), animated: true)
                }
                footer.addSubview(legend.view)
            }
        }
        final class GaugeShortcutsViewController: UIViewController {
            var onShortcut: (() -> Void)?
            @objc func tableTapped() { onShortcut?() }
        }
        final class GaugeLegendViewController: UIViewController {
            var onExplain: (() -> Void)?
            @objc func explainTapped() { onExplain?() }
        }
        final class TideTableViewController: UIViewController {}
        final class DatumExplainerViewController: UIViewController {}
        final class BuoyAnnotationView: UIView {
            func show(_ reading: String) {
                let host = UIHostingController(rootView: BuoyBadge(reading: reading))
                addSubview(host.view)
            }
        }
        struct BuoyBadge: View {
            let reading: String
            var body: some View { Text(reading) }
        }
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "TideGaugeViewController/onExplain present sheet -nav -> DatumExplainerViewController",
            "TideGaugeViewController/onShortcut present push -> TideTableViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "TideGaugeViewController/onShortcut present push -> TideTableViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "SceneDelegate", "TideGaugeViewController/onExplain present sheet -nav -> DatumExplainerViewController")
            == [extraction.marker(1)])
    }

    /// A root set by the state of the session (`isSignedIn ? Home() : SignIn()`) from the sign-in screen: the swap to
    /// the screen already shown is no step.
    @Test func aRootSwappedToTheScreenAlreadyShownIsNoStep() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class Session { static let shared = Session(); var isSignedIn = false }
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            static var current: SceneDelegate?
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                SceneDelegate.current = self
                window?.rootViewController = DeckhandSignInViewController()
            }
            func sessionChanged() {
                ↓window?.rootViewController = Session.shared.isSignedIn ? WatchRotaViewController() : DeckhandSignInViewController()
            }
        }
        final class DeckhandSignInViewController: UIViewController {
            @objc func signInTapped() {
                Session.shared.isSignedIn = true
                SceneDelegate.current?.sessionChanged()
            }
        }
        final class WatchRotaViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "DeckhandSignInViewController/signInTapped present swap -> WatchRotaViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "DeckhandSignInViewController/signInTapped present swap -> WatchRotaViewController")
            == [extraction.marker(0)])
    }

    /// A coordinator's `start()` that shows its first screen in one branch and starts a child in the other: the
    /// child's start is the coordinator's own step, not one from the screen the other branch shows.
    @Test func aChildStartedInTheOtherBranchOfStartIsTheCoordinatorsOwnStep() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol Coordinator: AnyObject { func start() }
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var coordinator: TidePoolCoordinator?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                let navigationController = UINavigationController()
                window?.rootViewController = navigationController
                coordinator = TidePoolCoordinator(navigationController: navigationController)
                coordinator?.start()
            }
        }
        final class TidePoolCoordinator: Coordinator {
            let navigationController: UINavigationController
            var children: [Coordinator] = []
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                if UserDefaults.standard.bool(forKey: "onboarded") { showPools() } else { showSafety() }
            }
            private func showPools() { navigationController.setViewControllers([PoolsViewController()], animated: false) }
            private func showSafety() {
                let safety = SafetyCoordinator(navigationController: navigationController)
                children.append(safety)
                ↓safety.start()
            }
        }
        final class SafetyCoordinator: Coordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { navigationController.setViewControllers([SafetyRulesViewController()], animated: false) }
        }
        final class PoolsViewController: UIViewController {}
        final class SafetyRulesViewController: UIViewController {}
        """)
        let start = extraction.coordinator("TidePoolCoordinator")?.transitions.first { $0.kind == .start }
        #expect(start?.from == "TidePoolCoordinator")
        #expect(start?.to?.coordinator == "SafetyCoordinator")
        #expect(start?.location?.marked == extraction.marker(0))
    }

    /// A placeholder tab its tab bar's delegate refuses to select (`guard viewController is LogCatchTab else { return
    /// true }`, presenting a composer and returning `false`): never shown, no swap to it; the composer is the step.
    @Test(arguments: [
        "guard viewController is LogCatchTab else { return true }\n        ↓present(LogCatchViewController(), animated: true)\n        return false",
        "if viewController is LogCatchTab {\n            ↓present(LogCatchViewController(), animated: true)\n            return false\n        }\n        return true",
    ])
    func aTabTheDelegateRefusesIsNeverShown(refusal: String) async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = AnglingTabBarController()
            }
        }
        final class AnglingTabBarController: UITabBarController, UITabBarControllerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                delegate = self
                viewControllers = [CatchesViewController(), LogCatchTab(), SpotsViewController()]
            }
            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                \(refusal)
            }
        }
        final class CatchesViewController: UIViewController {}
        final class LogCatchTab: UIViewController {}
        final class SpotsViewController: UIViewController {}
        final class LogCatchViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "AnglingTabBarController/tabBarController present sheet -nav -> LogCatchViewController ?",
            "AnglingTabBarController/viewDidLoad present swap -> CatchesViewController",
            "AnglingTabBarController/viewDidLoad present swap -> SpotsViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "AnglingTabBarController/tabBarController present sheet -nav -> LogCatchViewController ?")
            == [extraction.marker(0)])
    }

    /// A flow controller adding a navigation controller as its child as it sets itself up, and giving it its first
    /// screen: showing the container shows that screen, a step of its own, not a part of the container.
    @Test func aNavigationControllerAddedAsAChildShowsItsScreens() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = SailingFlowController()
            }
        }
        final class SailingFlowController: UIViewController {
            private let embeddedNavigation = UINavigationController()
            override func viewDidLoad() {
                super.viewDidLoad()
                ↓addChild(embeddedNavigation)
                view.addSubview(embeddedNavigation.view)
                embeddedNavigation.didMove(toParent: self)
                embeddedNavigation.setViewControllers([CrossingPickerViewController()], animated: false)
            }
        }
        final class CrossingPickerViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "SailingFlowController/viewDidLoad present swap +nav -> CrossingPickerViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "SailingFlowController/viewDidLoad present swap +nav -> CrossingPickerViewController")
            == [extraction.marker(0)])
    }

    /// The app's own navigation controller putting its first screen in its stack as it sets itself up (in
    /// `viewDidLoad`, on itself or through a property that is itself): presenting it presents that screen, inside a
    /// navigation container, and the container is no screen of its own.
    @Test func aNavigationControllerThatSetsItsOwnRootShowsIt() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: QuayViewController())
            }
        }
        final class QuayViewController: UIViewController {
            @objc func rentTapped() {
                let flow = RentalFlowController()
                flow.modalPresentationStyle = .fullScreen
                ↓present(flow, animated: true)
            }
            @objc func repairTapped() { ↓present(RepairFlowController(), animated: true) }
        }
        final class RentalFlowController: UINavigationController {
            private var flow: UINavigationController { self }
            override func viewDidLoad() {
                super.viewDidLoad()
                flow.setViewControllers([KayakPickerViewController()], animated: false)
            }
        }
        final class RepairFlowController: UINavigationController {
            override func viewDidLoad() {
                super.viewDidLoad()
                setViewControllers([DamageViewController()], animated: false)
            }
        }
        final class KayakPickerViewController: UIViewController {}
        final class DamageViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "QuayViewController/rentTapped present fullScreen +nav -> KayakPickerViewController",
            "QuayViewController/repairTapped present sheet +nav -> DamageViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "QuayViewController/rentTapped present fullScreen +nav -> KayakPickerViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "SceneDelegate", "QuayViewController/repairTapped present sheet +nav -> DamageViewController")
            == [extraction.marker(1)])
        #expect(extraction.coordinator("SceneDelegate")?.screens.map(\.name).sorted() == [
            "DamageViewController", "KayakPickerViewController", "QuayViewController",
        ])
    }

    /// A page view controller turning to the pages it keeps (`setViewControllers([pages[0]], direction: …)`, later
    /// `pages[index + 1]`): a page with no steps of its own is a part of it; the last page, whose button leaves
    /// the onboarding, is shown by it, so that what it leads to is reached.
    @Test func thePagesAPageViewControllerKeepsArePartsUnlessTheyHaveStepsOfTheirOwn() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = KilnTourViewController()
            }
        }
        final class KilnTourViewController: UIPageViewController {
            private lazy var pages: [UIViewController] = [TourPageViewController(), TourPageViewController(), TourFinishViewController()]
            override func viewDidLoad() {
                super.viewDidLoad()
                ↓setViewControllers([pages[0]], direction: .forward, animated: false)
            }
            func turn(after index: Int) {
                ↓setViewControllers([pages[index + 1]], direction: .forward, animated: true)
            }
        }
        final class TourPageViewController: UIViewController {}
        final class TourFinishViewController: UIViewController {
            @objc func startTapped() { ↓view.window?.rootViewController = UINavigationController(rootViewController: KilnListViewController()) }
        }
        final class KilnListViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "KilnTourViewController/turn present swap -> TourFinishViewController",
            "KilnTourViewController/viewDidLoad present swap -> TourFinishViewController",
            "TourFinishViewController/startTapped present swap +nav -> KilnListViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "KilnTourViewController/viewDidLoad present swap -> TourFinishViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "SceneDelegate", "KilnTourViewController/turn present swap -> TourFinishViewController")
            == [extraction.marker(1)])
        #expect(extraction.locations(of: "SceneDelegate", "TourFinishViewController/startTapped present swap +nav -> KilnListViewController")
            == [extraction.marker(2)])
    }

    /// A page view controller's data source handing the page after the one shown (`pageViewController(_:
    /// viewControllerAfter:)` returning `pages[index + 1]`) turns to it: the last page, with a step of its own, is
    /// shown by the container, so that what it leads to is reached. Its `return nil` (no page after the last) turns
    /// to nothing and leaves nothing unresolved.
    @Test func aPageDataSourceTurnsToThePagesItHandsOver() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = GlazeTourViewController()
            }
        }
        final class GlazeTourViewController: UIPageViewController, UIPageViewControllerDataSource {
            private lazy var pages: [UIViewController] = [TourPageViewController(), TourFinishViewController()]
            override func viewDidLoad() {
                super.viewDidLoad()
                dataSource = self
            }
            func pageViewController(_ pvc: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? { nil }
            func pageViewController(_ pvc: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
                guard let index = pages.firstIndex(of: vc), index + 1 < pages.count else { return nil }
                ↓return pages[index + 1]
            }
        }
        final class TourPageViewController: UIViewController {}
        final class TourFinishViewController: UIViewController {
            @objc func startTapped() { view.window?.rootViewController = GlazeListViewController() }
        }
        final class GlazeListViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "GlazeTourViewController/pageViewController present swap -> TourFinishViewController ?",
            "TourFinishViewController/startTapped present swap -> GlazeListViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "GlazeTourViewController/pageViewController present swap -> TourFinishViewController ?")
            == [extraction.marker(0)])
        #expect(extraction.notes == [])
    }

    /// A screen made with a struct of callbacks written `.init(...)` (`BranchViewController(actions: .init(onBrowse:
    /// { ... }))`): the closures are the struct's, run where the screen calls them (`actions.onBrowse()`), not in the
    /// coordinator that writes them.
    @Test func callbacksHandedInAnImplicitInitializerRunWhereTheScreenCallsThem() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class LibraryCoordinator {
            let navigationController = UINavigationController()
            func start() {
                let branch = BranchViewController(actions: .init(
                    onBrowse: { [weak self] in self?.showShelves() },
                    onHours: { [weak self] in self?.navigationController.pushViewController(HoursViewController(), animated: true) }
                ))
                navigationController.setViewControllers([branch], animated: false)
            }
            private func showShelves() { ↓navigationController.present(ShelvesViewController(), animated: true) }
        }
        final class BranchViewController: UIViewController {
            struct Actions {
                let onBrowse: () -> Void
                let onHours: () -> Void
            }
            private let actions: Actions
            init(actions: Actions) { self.actions = actions; super.init(nibName: nil, bundle: nil) }
            @objc func browseTapped() { actions.onBrowse() }
            @objc func hoursTapped() { actions.onHours() }
        }
        final class ShelvesViewController: UIViewController {}
        final class HoursViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "LibraryCoordinator").filter { !$0.hasPrefix("LibraryCoordinator/") } == [
            "BranchViewController/browseTapped present sheet -nav -> ShelvesViewController",
            "BranchViewController/hoursTapped present push -> HoursViewController",
        ])
        #expect(extraction.locations(of: "LibraryCoordinator", "BranchViewController/browseTapped present sheet -nav -> ShelvesViewController")
            == [extraction.marker(0)])
        #expect(extraction.coordinator("LibraryCoordinator")?.entries.map(\.screen) == ["BranchViewController"])
    }

    /// A stack set to the current one joined to a literal (`setViewControllers(stack + [summary], …)`,
    /// `viewControllers = (navigationController?.viewControllers ?? []) + [receipt]`) shows what the literal adds,
    /// also coerced to the array's type (`stack + [thanks] as [UIViewController]`).
    @Test func aStackJoinedToALiteralShowsWhatTheLiteralAdds() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: PaymentViewController())
            }
        }
        final class PaymentViewController: UIViewController {
            @objc func reviewTapped() {
                guard let navigationController else { return }
                let stack = navigationController.viewControllers.filter { !($0 is PaymentViewController) }
                ↓navigationController.setViewControllers(stack + [SummaryViewController()], animated: true)
            }
        }
        final class SummaryViewController: UIViewController {
            @objc func payTapped() {
                ↓navigationController?.viewControllers = (navigationController?.viewControllers ?? []) + [ReceiptViewController()]
            }
        }
        final class ReceiptViewController: UIViewController {
            @objc func doneTapped() {
                let stack = navigationController?.viewControllers ?? []
                ↓navigationController?.setViewControllers(stack + [ThanksViewController()] as [UIViewController], animated: true)
            }
        }
        final class ThanksViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "PaymentViewController/reviewTapped present swap -> SummaryViewController ?",
            "ReceiptViewController/doneTapped present swap -> ThanksViewController",
            "SummaryViewController/payTapped present swap -> ReceiptViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "ReceiptViewController/doneTapped present swap -> ThanksViewController")
            == [extraction.marker(2)])
        #expect(extraction.locations(of: "SceneDelegate", "PaymentViewController/reviewTapped present swap -> SummaryViewController ?")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "SceneDelegate", "SummaryViewController/payTapped present swap -> ReceiptViewController")
            == [extraction.marker(1)])
    }

    /// Child coordinators kept in a dictionary (`children[.orders] = OrdersCoordinator(...)`) and started from it
    /// (`children[tab]?.start()` over every tab): each start is read, to each coordinator the dictionary holds.
    @Test func childCoordinatorsKeptInADictionaryAreStartedFromIt() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol Coordinator: AnyObject { func start() }
        enum BakeryTab: CaseIterable { case orders, menu }
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            private var app: BakeryAppCoordinator?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                let app = BakeryAppCoordinator()
                window?.rootViewController = app.tabs
                app.start()
                self.app = app
            }
        }
        final class BakeryAppCoordinator {
            let tabs = UITabBarController()
            private var children: [BakeryTab: Coordinator] = [:]
            func start() {
                children[.orders] = OrdersCoordinator()
                children[.menu] = MenuCoordinator()
                for tab in BakeryTab.allCases { ↓children[tab]?.start() }
            }
        }
        final class OrdersCoordinator: Coordinator {
            let navigationController = UINavigationController()
            func start() { navigationController.setViewControllers([OrdersViewController()], animated: false) }
        }
        final class MenuCoordinator: Coordinator {
            let navigationController = UINavigationController()
            func start() { navigationController.setViewControllers([MenuViewController()], animated: false) }
        }
        final class OrdersViewController: UIViewController {}
        final class MenuViewController: UIViewController {}
        """)
        let starts = extraction.coordinator("BakeryAppCoordinator")?.transitions.filter { $0.kind == .start } ?? []
        #expect(starts.compactMap(\.to?.coordinator).sorted() == ["MenuCoordinator", "OrdersCoordinator"])
        #expect(Set(starts.compactMap { $0.location.map(String.init(describing:)) }) == [extraction.marker(0)])
        #expect(extraction.coordinator("OrdersCoordinator")?.entries.map(\.screen) == ["OrdersViewController"])
    }

    /// A screen added as a child as its container sets itself up, with steps of its own (a flow controller's only
    /// child): the container shows it, a step still, so that the screens it leads to are reached.
    @Test func aChildWithStepsOfItsOwnIsShownByItsContainer() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: LockFlowController())
            }
        }
        final class LockFlowController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let picker = LockPickerViewController()
                ↓addChild(picker)
                view.addSubview(picker.view)
                picker.didMove(toParent: self)
            }
        }
        final class LockPickerViewController: UIViewController {
            @objc func lockTapped() { navigationController?.pushViewController(LockTimesViewController(), animated: true) }
        }
        final class LockTimesViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "LockFlowController/viewDidLoad present swap -> LockPickerViewController",
            "LockPickerViewController/lockTapped present push -> LockTimesViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "LockFlowController/viewDidLoad present swap -> LockPickerViewController")
            == [extraction.marker(0)])
    }
}
