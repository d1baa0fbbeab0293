import FlowExtraction
import FlowModel
import Testing

/// The semantic core on plain UIKit and SwiftUI code that no style reader claims: one construct per test, each
/// checked by the exact transitions of the coordinator (or app container) it lands in and where a step is written.
@Suite struct SemanticCoreTests {
    @Test func viewModelClosureSetByTheCoordinatorRunsWhereTheViewModelCallsIt() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class BikeRackViewModel {
            var onSelect: (() -> Void)?
            func select() { onSelect?() }
        }
        final class BikeRackViewController: UIViewController {
            let viewModel: BikeRackViewModel
            init(viewModel: BikeRackViewModel) {
                self.viewModel = viewModel
                super.init(nibName: nil, bundle: nil)
            }
            @objc func bikeTapped() { viewModel.select() }
        }
        final class BikeSpecsViewController: UIViewController {}
        final class RentalCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let viewModel = BikeRackViewModel()
                viewModel.onSelect = { [weak self] in self?.showSpecs() }
                navigationController.pushViewController(BikeRackViewController(viewModel: viewModel), animated: false)
            }
            func showSpecs() { ↓navigationController.pushViewController(BikeSpecsViewController(), animated: true) }
        }
        """)
        // The rack is where the coordinator begins, pushed onto the stack it is handed: its entry, not a step.
        #expect(extraction.transitions(of: "RentalCoordinator") == [
            "BikeRackViewController/bikeTapped present push -> BikeSpecsViewController",
        ])
        #expect(extraction.coordinator("RentalCoordinator")?.entries.map(\.screen) == ["BikeRackViewController"])
        #expect(extraction.locations(of: "RentalCoordinator", "BikeRackViewController/bikeTapped present push -> BikeSpecsViewController")
            == [extraction.marker(0)])
    }

    /// A coordinator whose start shows its first screen is started that way: pushed onto the stack it is handed
    /// (`init(navigationController:)`), or presented with a navigation controller of its own. The screen is its
    /// entry, not a step of the coordinator beside the start. One that pushes its first screen onto a stack of its
    /// own keeps that push: how its starter shows the stack is another matter.
    @Test func aCoordinatorsFirstPresentationIsHowItIsStarted() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class TideCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { navigationController.pushViewController(TideTableViewController(), animated: true) }
        }
        final class PermitCoordinator {
            let presenter: UIViewController
            init(presenter: UIViewController) { self.presenter = presenter }
            func start() { presenter.present(UINavigationController(rootViewController: PermitFormViewController()), animated: true) }
        }
        final class LogbookCoordinator {
            let navigationController = UINavigationController()
            func start() { navigationController.pushViewController(LogbookViewController(), animated: false) }
        }
        final class HarbourViewController: UIViewController {
            var tides: TideCoordinator?
            var permit: PermitCoordinator?
            var logbook = LogbookCoordinator()
            @objc func tidesTapped() {
                tides = TideCoordinator(navigationController: navigationController!)
                ↓tides?.start()
            }
            @objc func permitTapped() {
                permit = PermitCoordinator(presenter: self)
                ↓permit?.start()
            }
            @objc func logbookTapped() { logbook.start() }
        }
        final class TideTableViewController: UIViewController {}
        final class PermitFormViewController: UIViewController {}
        final class LogbookViewController: UIViewController {}
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: HarbourViewController())
            }
        }
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "HarbourViewController/logbookTapped start",
            "HarbourViewController/permitTapped start sheet +nav",
            "HarbourViewController/tidesTapped start push",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "HarbourViewController/tidesTapped start push") == [extraction.marker(0)])
        #expect(extraction.locations(of: "SceneDelegate", "HarbourViewController/permitTapped start sheet +nav") == [extraction.marker(1)])
        #expect(extraction.transitions(of: "TideCoordinator").isEmpty)
        #expect(extraction.transitions(of: "PermitCoordinator").isEmpty)
        #expect(extraction.coordinator("PermitCoordinator")?.entries.map { "\($0.screen) \($0.navigation)" } == ["PermitFormViewController true"])
        #expect(extraction.transitions(of: "LogbookCoordinator") == ["LogbookCoordinator/- present push -> LogbookViewController"])
    }

    /// A child coordinator started by a method named for what it starts (`startCheckout(completion:)`) is started as
    /// by `start()`: the call is a start step, and what the method shows is the child's entry. A method whose name
    /// only begins with the letters (`startsTimer()`) is no start: what it shows is a step of its caller's.
    @Test func aStartMethodNamedForItsFlowStartsTheChild() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class CheckoutCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func startsTimer() { navigationController.present(TimerViewController(), animated: true) }
            func startCheckout(completion: @escaping (Bool) -> Void) {
                let payment = PaymentViewController()
                payment.onPaid = { completion(true) }
                navigationController.pushViewController(payment, animated: true)
            }
        }
        final class PaymentViewController: UIViewController {
            var onPaid: (() -> Void)?
            @objc func payTapped() { onPaid?() }
        }
        final class ReceiptViewController: UIViewController {}
        final class TimerViewController: UIViewController {}
        final class BasketViewController: UIViewController {
            var checkout: CheckoutCoordinator?
            @objc func checkoutTapped() {
                let checkout = CheckoutCoordinator(navigationController: navigationController!)
                self.checkout = checkout
                ↓checkout.startCheckout { [weak self] paid in
                    if paid { self?.navigationController?.pushViewController(ReceiptViewController(), animated: true) }
                }
            }
            @objc func holdTapped() { checkout?.startsTimer() }
        }
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: BasketViewController())
            }
        }
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "BasketViewController/checkoutTapped start push",
            "BasketViewController/holdTapped present sheet -nav -> TimerViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "BasketViewController/checkoutTapped start push") == [extraction.marker(0)])
        #expect(extraction.coordinator("CheckoutCoordinator")?.entries.map(\.screen) == ["PaymentViewController"])
        #expect(extraction.transitions(of: "CheckoutCoordinator") == ["PaymentViewController/payTapped present push -> ReceiptViewController ?"])
    }

    /// The same for a coordinator the UIKit reader reads (one conforming to `Coordinator`), whose reading makes the
    /// screen its start presents its entry: starting it is that sheet.
    @Test func aStyledCoordinatorsFirstPresentationIsHowItIsStarted() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol Coordinator: AnyObject { func start() }
        final class DockCoordinator {
            let navigationController: UINavigationController
            var children: [AnyObject] = []
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let dock = DockViewController()
                dock.onBook = { [weak self] in self?.book() }
                navigationController.viewControllers = [dock]
            }
            func book() {
                let booking = BookingCoordinator(presenter: navigationController)
                children.append(booking)
                ↓booking.start()
            }
        }
        final class BookingCoordinator: Coordinator {
            private let presenter: UIViewController
            init(presenter: UIViewController) { self.presenter = presenter }
            func start() { presenter.present(UINavigationController(rootViewController: SeatPickerViewController()), animated: true) }
        }
        final class DockViewController: UIViewController {
            var onBook: (() -> Void)?
            @objc func bookTapped() { onBook?() }
        }
        final class SeatPickerViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "DockCoordinator").contains("DockViewController/onBook start sheet +nav"))
        #expect(extraction.locations(of: "DockCoordinator", "DockViewController/onBook start sheet +nav") == [extraction.marker(0)])
        #expect(extraction.transitions(of: "BookingCoordinator").isEmpty)
        #expect(extraction.coordinator("BookingCoordinator")?.entries.map { "\($0.screen) \($0.navigation)" } == ["SeatPickerViewController true"])
    }

    /// A screen's method other code calls back on the way from the screen's own action (a presenter's
    /// `view?.displayResult()` after `submitTapped()` asked the interactor) is a step of that action, not an action
    /// of its own.
    @Test func aScreensMethodCalledBackFromItsOwnActionIsAStepOfThatAction() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol GateDisplaying: AnyObject { func displayPass() }
        final class GatePresenter {
            weak var view: GateDisplaying?
            func passChecked() { view?.displayPass() }
        }
        final class GateInteractor {
            let presenter: GatePresenter
            init(presenter: GatePresenter) { self.presenter = presenter }
            func check() { presenter.passChecked() }
        }
        final class GateViewController: UIViewController, GateDisplaying {
            var interactor: GateInteractor?
            @objc func submitTapped() { interactor?.check() }
            func displayPass() { ↓navigationController?.pushViewController(DockViewController(), animated: true) }
        }
        final class DockViewController: UIViewController {}
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: GateViewController())
            }
        }
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == ["GateViewController/submitTapped present push -> DockViewController"])
        #expect(extraction.locations(of: "SceneDelegate", "GateViewController/submitTapped present push -> DockViewController")
            == [extraction.marker(0)])
    }

    @Test func viewModelCallsItsWeakCoordinator() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class ReadingRoomCoordinator {
            let navigationController = UINavigationController()
            func start() {
                let viewModel = CatalogueViewModel(coordinator: self)
                navigationController.pushViewController(CatalogueViewController(viewModel: viewModel), animated: false)
            }
            func showProfile() { ↓navigationController.pushViewController(BorrowerProfileViewController(), animated: true) }
        }
        final class CatalogueViewModel {
            weak var coordinator: ReadingRoomCoordinator?
            init(coordinator: ReadingRoomCoordinator) { self.coordinator = coordinator }
            func openProfile() { coordinator?.showProfile() }
        }
        final class CatalogueViewController: UIViewController {
            let viewModel: CatalogueViewModel
            init(viewModel: CatalogueViewModel) {
                self.viewModel = viewModel
                super.init(nibName: nil, bundle: nil)
            }
            @objc func avatarTapped() { viewModel.openProfile() }
        }
        final class BorrowerProfileViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "ReadingRoomCoordinator") == [
            "CatalogueViewController/avatarTapped present push -> BorrowerProfileViewController",
            "ReadingRoomCoordinator/- present push -> CatalogueViewController",
        ])
        #expect(extraction.locations(of: "ReadingRoomCoordinator", "CatalogueViewController/avatarTapped present push -> BorrowerProfileViewController")
            == [extraction.marker(0)])
    }

    @Test func delegateCallsResolveByProtocolNotByMethodName() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol PastryCaseDelegate: AnyObject { func didTapBuy() }
        protocol FlourOrderDelegate: AnyObject { func didTapBuy() }

        final class PastryCaseViewController: UIViewController {
            weak var delegate: PastryCaseDelegate?
            @objc func buyTapped() { delegate?.didTapBuy() }
        }
        final class FlourOrderViewController: UIViewController {
            weak var delegate: FlourOrderDelegate?
            @objc func buyTapped() { delegate?.didTapBuy() }
        }
        final class CroissantCheckoutViewController: UIViewController {}
        final class MillInvoiceViewController: UIViewController {}

        final class PatisserieCoordinator: PastryCaseDelegate {
            let navigationController = UINavigationController()
            func start() {
                let pastries = PastryCaseViewController()
                pastries.delegate = self
                navigationController.pushViewController(pastries, animated: false)
            }
            func didTapBuy() { ↓navigationController.pushViewController(CroissantCheckoutViewController(), animated: true) }
        }
        final class MillSupplier: FlourOrderDelegate {
            let navigationController = UINavigationController()
            func didTapBuy() { ↓navigationController.pushViewController(MillInvoiceViewController(), animated: true) }
        }
        """)
        #expect(extraction.transitions(of: "PatisserieCoordinator") == [
            "PastryCaseViewController/buyTapped present push -> CroissantCheckoutViewController",
            "PatisserieCoordinator/- present push -> PastryCaseViewController",
        ])
        #expect(extraction.transitions(of: "App") == [
            "FlourOrderViewController/buyTapped present push -> MillInvoiceViewController",
        ])
        #expect(extraction.locations(of: "PatisserieCoordinator", "PastryCaseViewController/buyTapped present push -> CroissantCheckoutViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "App", "FlourOrderViewController/buyTapped present push -> MillInvoiceViewController")
            == [extraction.marker(1)])
    }

    @Test func appOwnRouterWrapperIsAPushOfWhatItIsGiven() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol Router: AnyObject { func push(_ screen: UIViewController) }

        final class StackRouter: Router {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func push(_ screen: UIViewController) { ↓navigationController.pushViewController(screen, animated: true) }
        }
        final class WorkshopViewController: UIViewController {
            var router: Router?
            @objc func repairTapped() { router?.push(makeDetail()) }
            private func makeDetail() -> UIViewController {
                let ticket = RepairTicketViewController()
                ticket.title = "Repair"
                return ticket
            }
        }
        final class RepairTicketViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "App") == [
            "WorkshopViewController/repairTapped present push -> RepairTicketViewController",
        ])
        #expect(extraction.locations(of: "App", "WorkshopViewController/repairTapped present push -> RepairTicketViewController")
            == [extraction.marker(0)])
    }

    @Test func factoriesByDeclaredReturnTypeAndByWhatTheirBodyReturns() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class GreenhouseFactory {
            let storyboard = UIStoryboard(name: "Greenhouse", bundle: nil)
            func makeSeedlingViewController() -> SeedlingViewController {
                storyboard.instantiateViewController(identifier: "Seedling")
            }
            func makeHarvest() -> UIViewController {
                let harvest = HarvestLogViewController()
                harvest.title = "Harvest"
                return harvest
            }
        }
        final class GreenhouseViewController: UIViewController {
            let factory = GreenhouseFactory()
            @objc func seedlingTapped() {
                ↓navigationController?.pushViewController(factory.makeSeedlingViewController(), animated: true)
            }
            @objc func harvestTapped() { ↓navigationController?.pushViewController(factory.makeHarvest(), animated: true) }
        }
        final class SeedlingViewController: UIViewController {}
        final class HarvestLogViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "App") == [
            "GreenhouseViewController/harvestTapped present push -> HarvestLogViewController",
            "GreenhouseViewController/seedlingTapped present push -> SeedlingViewController",
        ])
        #expect(extraction.locations(of: "App", "GreenhouseViewController/seedlingTapped present push -> SeedlingViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "App", "GreenhouseViewController/harvestTapped present push -> HarvestLogViewController")
            == [extraction.marker(1)])
    }

    @Test func subclassShowsThroughItsBaseCoordinatorsMethod() async {
        let extraction = await InlineExtraction("""
        import UIKit

        class BaseCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func show(_ vc: UIViewController) { ↓navigationController.pushViewController(vc, animated: true) }
        }
        final class ShopCoordinator: BaseCoordinator {
            func start() {
                let catalog = TeaCatalogViewController()
                catalog.onOpenBasket = { [weak self] in self?.showBasket() }
                show(catalog)
            }
            func showBasket() { show(TeaBasketViewController()) }
        }
        final class TeaCatalogViewController: UIViewController {
            var onOpenBasket: (() -> Void)?
            @objc func basketTapped() { onOpenBasket?() }
        }
        final class TeaBasketViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "ShopCoordinator") == [
            "TeaCatalogViewController/onOpenBasket present push -> TeaBasketViewController",
        ])
        #expect(extraction.coordinator("ShopCoordinator")?.entries.map(\.screen) == ["TeaCatalogViewController"])
        #expect(extraction.locations(of: "ShopCoordinator", "TeaCatalogViewController/onOpenBasket present push -> TeaBasketViewController")
            == [extraction.marker(0)])
    }

    @Test func aLocalDeclaredFirstAndSetInEachBranchIsEveryValueItIsSet() async {
        let extraction = await InlineExtraction("""
        import UIKit

        class FlowCoordinator {
            var children: [FlowCoordinator] = []
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {}
        }
        enum TideCheck { case again, calm, storm }
        final class TideQuestionCoordinator: FlowCoordinator {
            override func start() {
                navigationController.pushViewController(TideQuestionViewController(coordinator: self), animated: true)
            }
            func answered(_ check: TideCheck) {
                let next: FlowCoordinator
                switch check {
                case .again:
                    let again = TideQuestionCoordinator(navigationController: navigationController)
                    children.append(again)
                    again.start()
                    return
                case .calm:
                    next = CalmSeaCoordinator(navigationController: navigationController)
                case .storm:
                    next = StormWarningCoordinator(navigationController: navigationController)
                }
                children.append(next)
                next.start()
            }
        }
        final class CalmSeaCoordinator: FlowCoordinator {
            override func start() { navigationController.pushViewController(CalmSeaViewController(), animated: true) }
        }
        final class StormWarningCoordinator: FlowCoordinator {
            override func start() { navigationController.pushViewController(StormWarningViewController(), animated: true) }
        }
        final class TideQuestionViewController: UIViewController {
            weak var coordinator: TideQuestionCoordinator?
            init(coordinator: TideQuestionCoordinator) {
                self.coordinator = coordinator
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError() }
            @objc func calmTapped() { coordinator?.answered(.calm) }
        }
        final class CalmSeaViewController: UIViewController {}
        final class StormWarningViewController: UIViewController {}
        """)
        // `next` is whichever coordinator the branch taken sets: either may be started after the switch. The
        // `.again` arm's own child is started only where that case is passed.
        let started = extraction.model.coordinators.flatMap(\.transitions)
            .filter { $0.kind == .start }
            .map { "\($0.from)/\($0.action ?? "-") -> \($0.to?.coordinator ?? "?")" }
        #expect(started.sorted() == [
            "TideQuestionViewController/calmTapped -> CalmSeaCoordinator",
            "TideQuestionViewController/calmTapped -> StormWarningCoordinator",
        ])
    }

    @Test func environmentRouterAppendsARouteThatTheStackRegisters() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum KilnRoute: Hashable { case firingLog, glaze(Int) }

        @Observable final class KilnRouter {
            var path: [KilnRoute] = []
            func navigate(to route: KilnRoute) { ↓path.append(route) }
        }
        struct StudioRootView: View {
            @State private var router = KilnRouter()
            var body: some View {
                NavigationStack(path: $router.path) {
                    KilnListView()
                        .navigationDestination(for: KilnRoute.self) { route in
                            switch route {
                            case .firingLog: FiringLogView()
                            case .glaze(let batch): GlazeBatchView(batch: batch)
                            }
                        }
                }
                .environment(router)
            }
        }
        struct KilnListView: View {
            @Environment(KilnRouter.self) private var router
            var body: some View {
                Button("Firing log") { router.navigate(to: .firingLog) }
                    .navigationTitle("Kilns")
            }
        }
        struct FiringLogView: View { var body: some View { Text("Log") } }
        struct GlazeBatchView: View { let batch: Int; var body: some View { Text("Batch") } }
        """)
        // The NavigationStack reader claims the router as a coordinator and names route screens by their case; the
        // step comes from the view that calls the router, for the case it passes. (The same code with
        // `@EnvironmentObject`, and the extra `KilnRoute` screen and note here, are in PendingConstructs.txt.)
        #expect(extraction.transitions(of: "KilnRouter") == ["KilnListView/navigate present push -> firingLog"])
        #expect(extraction.locations(of: "KilnRouter", "KilnListView/navigate present push -> firingLog") == [extraction.marker(0)])
    }

    @Test func sheetItemPresentsTheArmOfTheCaseSetElsewhere() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum PostcardSheet: String, Identifiable { case compose, stampPicker; var id: String { rawValue } }

        final class PostOfficeRouter: ObservableObject {
            @Published var presentedSheet: PostcardSheet?
        }
        struct PostOfficeView: View {
            @StateObject private var router = PostOfficeRouter()
            var body: some View {
                NavigationStack { CounterView() }
                    .environmentObject(router)
                    .sheet(item: $router.presentedSheet) { sheet in
                        switch sheet {
                        case .compose: ComposePostcardView()
                        case .stampPicker: StampPickerView()
                        }
                    }
            }
        }
        struct CounterView: View {
            @EnvironmentObject var router: PostOfficeRouter
            var body: some View {
                Button("Write") { ↓router.presentedSheet = .compose }
                    .navigationTitle("Counter")
            }
        }
        struct ComposePostcardView: View { var body: some View { Text("Dear…") } }
        struct StampPickerView: View { var body: some View { Text("Stamps") } }
        """)
        #expect(extraction.transitions(of: "App") == ["CounterView/write present sheet -nav -> ComposePostcardView"])
        #expect(extraction.locations(of: "App", "CounterView/write present sheet -nav -> ComposePostcardView") == [extraction.marker(0)])
    }

    @Test func plainSwiftUILinksSheetsCoversAndARowsLinkFromItsHostingScreen() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct LendingLibraryApp: App {
            var body: some Scene { WindowGroup { ShelfView() } }
        }
        struct ShelfView: View {
            @State private var editing = false
            @State private var scanning = false
            let titles = ["Middlemarch", "Persuasion"]
            var body: some View {
                NavigationStack {
                    List(titles, id: \\.self) { title in BookRow(title: title) }
                        .toolbar {
                            Button("Edit") { editing = true }
                            Button("Scan") { scanning = true }
                        }
                        .sheet(isPresented: $editing) { ShelfEditorView() }
                        .fullScreenCover(isPresented: $scanning) { IsbnScannerView() }
                    ↓NavigationLink { LoanHistoryView() } label: { Text("History") }
                }
            }
        }
        struct BookRow: View {
            let title: String
            var body: some View {
                ↓NavigationLink { BookDetailView(title: title) } label: { Text(title) }
            }
        }
        struct BookDetailView: View { let title: String; var body: some View { Text(title) } }
        struct LoanHistoryView: View { var body: some View { Text("History") } }
        struct ShelfEditorView: View { var body: some View { Text("Edit") } }
        struct IsbnScannerView: View { var body: some View { Text("Scan") } }
        """)
        #expect(extraction.transitions(of: "LendingLibraryApp") == [
            "ShelfView/body present push -> BookDetailView",
            "ShelfView/body present push -> LoanHistoryView",
            "ShelfView/edit present sheet -nav -> ShelfEditorView",
            "ShelfView/scan present fullScreen -nav -> IsbnScannerView",
        ])
        #expect(extraction.coordinator("LendingLibraryApp")?.entries.map(\.screen) == ["ShelfView"])
        #expect(extraction.locations(of: "LendingLibraryApp", "ShelfView/body present push -> LoanHistoryView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "LendingLibraryApp", "ShelfView/body present push -> BookDetailView") == [extraction.marker(1)])
    }

    @Test func plainUIKitPushAndAWrappedPresentation() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class ScooterStationListViewController: UITableViewController {
            @objc func stationTapped() {
                ↓navigationController?.pushViewController(ScooterStationDetailViewController(), animated: true)
            }
            @objc func addTapped() {
                ↓present(UINavigationController(rootViewController: NewScooterStationViewController()), animated: true)
            }
        }
        final class ScooterStationDetailViewController: UIViewController {}
        final class NewScooterStationViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "App") == [
            "ScooterStationListViewController/addTapped present sheet +nav -> NewScooterStationViewController",
            "ScooterStationListViewController/stationTapped present push -> ScooterStationDetailViewController",
        ])
        #expect(extraction.locations(of: "App", "ScooterStationListViewController/stationTapped present push -> ScooterStationDetailViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "App", "ScooterStationListViewController/addTapped present sheet +nav -> NewScooterStationViewController")
            == [extraction.marker(1)])
    }

    @Test func genericIdentityHelperKeepsTheTypeOfWhatItWraps() async {
        let extraction = await InlineExtraction("""
        import UIKit

        func configured<T>(_ value: T, _ body: (T) -> Void) -> T {
            body(value)
            return value
        }
        final class ToolShedViewController: UIViewController {
            @objc func lendTapped() {
                let form = configured(LoanFormViewController()) { $0.title = "Lend a drill" }
                ↓navigationController?.pushViewController(form, animated: true)
            }
        }
        final class LoanFormViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "App") == ["ToolShedViewController/lendTapped present push -> LoanFormViewController"])
        #expect(extraction.locations(of: "App", "ToolShedViewController/lendTapped present push -> LoanFormViewController")
            == [extraction.marker(0)])
    }

    @Test func switchBasedRouterShowsOnlyTheScenePassed() async {
        let extraction = await InlineExtraction("""
        import UIKit

        enum GondolaScene { case timetable, settings, about }

        final class GondolaNavigator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func show(_ scene: GondolaScene) {
                ↓navigationController.pushViewController(makeScreen(for: scene), animated: true)
            }
            private func makeScreen(for scene: GondolaScene) -> UIViewController {
                switch scene {
                case .timetable: return TimetableViewController()
                case .settings: return GondolaSettingsViewController()
                case .about: return AboutGondolasViewController()
                }
            }
        }
        final class TimetableViewController: UIViewController {
            var navigator: GondolaNavigator?
            @objc func gearTapped() { navigator?.show(.settings) }
        }
        final class GondolaSettingsViewController: UIViewController {}
        final class AboutGondolasViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "App") == ["TimetableViewController/gearTapped present push -> GondolaSettingsViewController"])
        #expect(extraction.locations(of: "App", "TimetableViewController/gearTapped present push -> GondolaSettingsViewController")
            == [extraction.marker(0)])
    }

    @Test func switchInShowCallsAHelperPerArmAndOnlyThePassedCaseIsShown() async {
        let extraction = await InlineExtraction("""
        import UIKit

        enum GondolaScene { case timetable, settings, about }

        final class GondolaNavigator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func show(_ scene: GondolaScene) {
                switch scene {
                case .timetable: push(TimetableViewController())
                case .settings: push(GondolaSettingsViewController())
                case .about: navigationController.present(AboutGondolasViewController(), animated: true)
                }
            }
            private func push(_ screen: UIViewController) { ↓navigationController.pushViewController(screen, animated: true) }
        }
        final class TimetableViewController: UIViewController {
            var navigator: GondolaNavigator?
            @objc func gearTapped() { navigator?.show(.settings) }
        }
        final class GondolaSettingsViewController: UIViewController {}
        final class AboutGondolasViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "App") == ["TimetableViewController/gearTapped present push -> GondolaSettingsViewController"])
        #expect(extraction.locations(of: "App", "TimetableViewController/gearTapped present push -> GondolaSettingsViewController")
            == [extraction.marker(0)])
    }

    @Test func streamSubscribedByTheCoordinatorRunsWhereTheScreenSendsOnIt() async {
        let extraction = await InlineExtraction("""
        import UIKit
        import Combine

        final class GreenhouseViewModel {
            let sensorTapped = PassthroughSubject<Int, Never>()
            let refreshed = PassthroughSubject<Void, Never>()
        }
        final class GreenhouseViewController: UIViewController {
            let viewModel: GreenhouseViewModel
            init(viewModel: GreenhouseViewModel) {
                self.viewModel = viewModel
                super.init(nibName: nil, bundle: nil)
            }
            @objc func sensorCellTapped() { viewModel.sensorTapped.send(3) }
        }
        final class SensorChartViewController: UIViewController {}
        final class GreenhouseCoordinator {
            let navigationController = UINavigationController()
            var subscriptions: Set<AnyCancellable> = []
            func start() {
                let viewModel = GreenhouseViewModel()
                viewModel.sensorTapped.sink { [weak self] _ in self?.showChart() }.store(in: &subscriptions)
                viewModel.refreshed.sink { _ in }.store(in: &subscriptions)
                navigationController.setViewControllers([GreenhouseViewController(viewModel: viewModel)], animated: false)
            }
            private func showChart() { ↓navigationController.pushViewController(SensorChartViewController(), animated: true) }
        }
        """)
        #expect(extraction.transitions(of: "GreenhouseCoordinator") == [
            "GreenhouseCoordinator/- present swap -> GreenhouseViewController",
            "GreenhouseViewController/sensorCellTapped present push -> SensorChartViewController",
        ])
        #expect(extraction.locations(of: "GreenhouseCoordinator", "GreenhouseViewController/sensorCellTapped present push -> SensorChartViewController")
            == [extraction.marker(0)])
    }

    @Test func storyboardSeguesFiredFromCodeAndFromCellsAndScenesByIdentifier() async {
        let extraction = await InlineExtraction([
            "Main.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <connections>
            <segue destination="shelf" kind="relationship" relationship="rootViewController" id="r1"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <tableViewController id="shelf" customClass="ShelfViewController" sceneMemberID="viewController">
                                <tableView key="view">
                                    <prototypes>
                                        <tableViewCell reuseIdentifier="book">
                                            <connections>
            ↓<segue destination="book" kind="show" id="c1"/>
                                            </connections>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
                                <connections>
            ↓<segue destination="loanNav" kind="presentation" identifier="lendBook" id="p1"/>
                                </connections>
                            </tableViewController>
                            <viewController id="book" customClass="BookViewController" sceneMemberID="viewController"/>
                            <navigationController id="loanNav" sceneMemberID="viewController">
                                <connections>
            <segue destination="loan" kind="relationship" relationship="rootViewController" id="r2"/>
                                </connections>
                            </navigationController>
                            <viewController id="loan" customClass="LoanViewController" sceneMemberID="viewController"/>
                            <viewController id="reader" storyboardIdentifier="Reader" customClass="ReaderViewController" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """,
            "App.swift": """
            import UIKit

            final class ShelfViewController: UITableViewController {
                @objc func lendTapped() { performSegue(withIdentifier: "lendBook", sender: self) }
                @objc func readTapped() {
                    let reader = storyboard!.instantiateViewController(withIdentifier: "Reader")
                    ↓navigationController?.pushViewController(reader, animated: true)
                }
            }
            final class BookViewController: UIViewController {}
            final class LoanViewController: UIViewController {}
            final class ReaderViewController: UIViewController {}
            """,
        ])
        #expect(extraction.transitions(of: "App") == [
            "ShelfViewController/lendTapped present sheet +nav -> LoanViewController",
            "ShelfViewController/readTapped present push -> ReaderViewController",
            "ShelfViewController/storyboard present push -> BookViewController",
        ])
        #expect(extraction.locations(of: "App", "ShelfViewController/storyboard present push -> BookViewController")
            == [extraction.marker(1)])
        #expect(extraction.locations(of: "App", "ShelfViewController/lendTapped present sheet +nav -> LoanViewController")
            == [extraction.marker(2)])
        #expect(extraction.locations(of: "App", "ShelfViewController/readTapped present push -> ReaderViewController")
            == [extraction.marker(0)])
    }

    /// Another storyboard's scenes made in code: its initial scene (`UIStoryboard(name: "Harbour", bundle:
    /// nil).instantiateInitialViewController()`) or one it names (`instantiateViewController(withIdentifier:
    /// "HarbourNavigation")`); a navigation controller of UIKit's own there shows its root, which can push, also
    /// where the code casts it to one.
    @Test(arguments: [
        "UIStoryboard(name: \"Harbour\", bundle: nil).instantiateInitialViewController()!",
        "storyboard.instantiateInitialViewController()!",
        "storyboard.instantiateViewController(withIdentifier: \"HarbourNavigation\")",
        "storyboard.instantiateViewController(withIdentifier: \"HarbourNavigation\") as! UINavigationController",
        "(storyboard.instantiateViewController(withIdentifier: \"HarbourNavigation\") as? UINavigationController)!",
    ])
    func anotherStoryboardsSceneMadeInCodeIsItsScreen(making: String) async {
        let extraction = await InlineExtraction([
            "Harbour.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <navigationController id="nav" storyboardIdentifier="HarbourNavigation" sceneMemberID="viewController">
                                <connections>
            <segue destination="berths" kind="relationship" relationship="rootViewController" id="r1"/>
                                </connections>
                            </navigationController>
                            <tableViewController id="berths" customClass="BerthListViewController" sceneMemberID="viewController">
                                <connections>
            ↓<segue destination="berth" kind="show" id="c1"/>
                                </connections>
                            </tableViewController>
                            <viewController id="berth" customClass="BerthViewController" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """,
            "App.swift": """
            import UIKit

            final class QuayViewController: UIViewController {
                @objc func berthsTapped() {
                    let storyboard = UIStoryboard(name: "Harbour", bundle: nil)
                    let berths = \(making)
                    ↓present(berths, animated: true)
                }
            }
            final class BerthListViewController: UITableViewController {}
            final class BerthViewController: UIViewController {}
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = QuayViewController()
                }
            }
            """,
        ])
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "BerthListViewController/storyboard present push -> BerthViewController",
            "QuayViewController/berthsTapped present sheet +nav -> BerthListViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "QuayViewController/berthsTapped present sheet +nav -> BerthListViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "SceneDelegate", "BerthListViewController/storyboard present push -> BerthViewController")
            == [extraction.marker(1)])
    }

    /// A segue to a storyboard reference shows the scene it stands for: the other storyboard's initial scene, or the
    /// one named by `referencedIdentifier`; a navigation controller of UIKit's own there shows its root.
    @Test(arguments: ["", #"referencedIdentifier="HarbourNavigation""#])
    func aSegueToAStoryboardReferenceShowsTheReferencedScene(reference: String) async {
        let extraction = await InlineExtraction([
            "Harbour.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <navigationController id="nav" storyboardIdentifier="HarbourNavigation" sceneMemberID="viewController">
                                <connections>
            <segue destination="berths" kind="relationship" relationship="rootViewController" id="r1"/>
                                </connections>
                            </navigationController>
                            <tableViewController id="berths" customClass="BerthListViewController" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """,
            "Main.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="quay">
                <scenes>
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="quay" customClass="QuayViewController" sceneMemberID="viewController">
                                <navigationItem key="navigationItem" id="n1">
                                    <barButtonItem key="rightBarButtonItem" title="Berths" id="b1">
                                        <connections>
            ↓<segue destination="ref" kind="presentation" id="p1"/>
                                        </connections>
                                    </barButtonItem>
                                </navigationItem>
                            </viewController>
                            <viewControllerPlaceholder storyboardName="Harbour" \(reference) id="ref" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """,
            "App.swift": """
            import UIKit

            final class QuayViewController: UIViewController {}
            final class BerthListViewController: UITableViewController {}
            """,
        ])
        #expect(extraction.transitions(of: "App") == [
            "QuayViewController/storyboard present sheet +nav -> BerthListViewController",
        ])
        #expect(extraction.locations(of: "App", "QuayViewController/storyboard present sheet +nav -> BerthListViewController")
            == [extraction.marker(0)])
    }

    @Test func storyboardTabBarOfUIKitsOwnClassShowsItsTabsThroughClasslessNavigationControllers() async {
        let extraction = await InlineExtraction([
            "Main.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="tabs">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <tabBarController id="tabs" sceneMemberID="viewController">
                                <connections>
            ↓<segue destination="nav" kind="relationship" relationship="viewControllers" id="t1"/>
            ↓<segue destination="stats" kind="relationship" relationship="viewControllers" id="t2"/>
                                </connections>
                            </tabBarController>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <connections>
            <segue destination="plots" kind="relationship" relationship="rootViewController" id="r1"/>
                                </connections>
                            </navigationController>
                            <viewController id="plots" customClass="AllotmentPlotsViewController" sceneMemberID="viewController"/>
                            <viewController id="stats" customClass="HarvestStatsViewController" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """,
            "App.swift": """
            import UIKit

            final class AllotmentPlotsViewController: UIViewController {}
            final class HarvestStatsViewController: UIViewController {}
            """,
        ])
        #expect(extraction.transitions(of: "App") == [
            "UITabBarController/storyboard present swap +nav -> AllotmentPlotsViewController",
            "UITabBarController/storyboard present swap -> HarvestStatsViewController",
        ])
        #expect(extraction.locations(of: "App", "UITabBarController/storyboard present swap +nav -> AllotmentPlotsViewController")
            == [extraction.marker(0)])
    }

    @Test func theMainStoryboardsInitialSceneIsWhereTheAppStarts() async {
        func storyboard(initial: String, scenes: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="\(initial)">
                <scenes><scene sceneID="s1"><objects>
            \(scenes)
                </objects></scene></scenes>
            </document>
            """
        }
        let extraction = await InlineExtraction([
            "Main.storyboard": storyboard(initial: "tabs", scenes: """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections><segue destination="log" kind="relationship" relationship="viewControllers" id="t1"/></connections>
                </tabBarController>
                <viewController id="log" customClass="LogbookViewController" sceneMemberID="viewController"/>
            """),
            "Settings.storyboard": storyboard(initial: "prefs", scenes: """
                <viewController id="prefs" customClass="PreferencesViewController" sceneMemberID="viewController"/>
            """),
            "App.swift": """
            import UIKit

            @main final class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }
            final class LogbookViewController: UIViewController {}
            final class PreferencesViewController: UIViewController {}
            """,
        ])
        // UIKit loads `Main` at launch; another storyboard's initial scene is shown only where code loads it.
        #expect(extraction.coordinator("AppDelegate")?.entries.map(\.screen) == ["UITabBarController"])
        #expect(extraction.transitions(of: "AppDelegate") == ["UITabBarController/storyboard present swap -> LogbookViewController"])
    }

    @Test func wrapperLinkViewGoesToTheRouteEachPlaceThatBuildsItPasses() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum OrchardScreen: Hashable { case harvest, pruning }

        struct OrchardLink<Label: View>: View {
            let screen: OrchardScreen
            let label: Label
            init(screen: OrchardScreen, @ViewBuilder label: () -> Label) {
                self.screen = screen
                self.label = label()
            }
            var body: some View { ↓NavigationLink(value: screen) { label } }
        }
        struct OrchardView: View {
            var body: some View {
                NavigationStack {
                    List {
                        OrchardLink(screen: .harvest) { Text("Harvest") }
                    }
                    .navigationTitle("Orchard")
                    .navigationDestination(for: OrchardScreen.self) { screen in
                        switch screen {
                        case .harvest: HarvestView()
                        case .pruning: PruningView()
                        }
                    }
                }
            }
        }
        struct HarvestView: View {
            var body: some View { OrchardLink(screen: .pruning) { Text("Prune next") }.navigationTitle("Harvest") }
        }
        struct PruningView: View { var body: some View { Text("Pruning") } }
        """)
        #expect(extraction.transitions(of: "App") == [
            "HarvestView/body present push -> PruningView",
            "OrchardView/body present push -> HarvestView",
        ])
        #expect(extraction.locations(of: "App", "OrchardView/body present push -> HarvestView") == [extraction.marker(0)])
    }

    /// A screen built with a case for one of its properties (`RecipeView(recipe: .sample)`) that hands the property
    /// to the screens it shows (`NutritionView(recipe: recipe)`) is no wrapper link: its steps stay its own.
    @Test func aScreenBuiltWithACaseThatHandsItOnMakesItsOwnSteps() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main
        struct BakeBookApp: App {
            var body: some Scene {
                WindowGroup {
                    NavigationStack { LoafView(loaf: .focaccia) }
                }
            }
        }
        enum Loaf: Hashable { case focaccia, rye }
        struct LoafView: View {
            let loaf: Loaf
            var body: some View {
                List {
                    ↓NavigationLink("Proofing") { ProofingView(loaf: loaf) }
                }
            }
        }
        struct ProofingView: View {
            let loaf: Loaf
            var body: some View { Text("Proof") }
        }
        """)
        #expect(extraction.transitions(of: "BakeBookApp") == ["LoafView/body present push -> ProofingView"])
        #expect(extraction.locations(of: "BakeBookApp", "LoafView/body present push -> ProofingView") == [extraction.marker(0)])
        #expect(extraction.coordinator("BakeBookApp")?.entries.map(\.screen) == ["LoafView"])
    }

    @Test func genericWrapperAroundSheetContentShowsTheContentsScreen() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        struct TitledSheet<Content: View>: View {
            let title: String
            @ViewBuilder let content: () -> Content
            var body: some View { NavigationStack { content().navigationTitle(title) } }
        }
        struct BeehiveView: View {
            @State private var isInspecting = false
            var body: some View {
                Button("Inspect") { ↓isInspecting = true }
                    .navigationTitle("Hives")
                    .sheet(isPresented: $isInspecting) { TitledSheet(title: "Inspection") { InspectionFormView() } }
            }
        }
        struct InspectionFormView: View { var body: some View { Text("Form") } }
        """)
        #expect(extraction.transitions(of: "App") == ["BeehiveView/inspect present sheet -nav -> InspectionFormView"])
        #expect(extraction.locations(of: "App", "BeehiveView/inspect present sheet -nav -> InspectionFormView") == [extraction.marker(0)])
    }

    @Test func unresolvedStepsAreNotedWithWhatWasWrittenAndWhy() async {
        let extraction = await InlineExtraction("""
        import UIKit
        import SafariServices

        final class FerryTimesViewController: UIViewController {
            var makeNext: () -> UIViewController = { UIViewController() }
            @objc func helpTapped() { ↓present(SFSafariViewController(url: URL(string: "https://example.org")!), animated: true) }
            @objc func nextTapped() { ↓navigationController?.pushViewController(makeNext(), animated: true) }
        }
        """)
        #expect(extraction.notes == [
            "could not tell which screen this sheet shows (SFSafariViewController(...)): it is SFSafariViewController, which is no screen of the app",
            "could not tell which screen this push shows (makeNext(...)): it is UIViewController, which is no screen of the app",
        ])
        #expect(extraction.result.notes.map(\.location.marked) == [extraction.marker(0), extraction.marker(1)])
        // The platform's own screen is known to be none of the app's; what a factory declares as `UIViewController`
        // may be any of them.
        #expect(extraction.result.notes.map(\.showsNoScreen) == [true, false])
    }

    /// An app whose screens make no step still has a model: where it begins, not nothing (an empty model would
    /// read as an app without navigation, and a CI step over it as a pass).
    @Test func anAppWithoutStepsStillHasItsEntry() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: TideClockViewController())
            }
        }
        final class TideClockViewController: UIViewController {}
        """)
        #expect(extraction.model.coordinators.map(\.name) == ["SceneDelegate"])
        #expect(extraction.coordinator("SceneDelegate")?.entries.map(\.screen) == ["TideClockViewController"])
        #expect(extraction.coordinator("SceneDelegate")?.screens.map(\.name) == ["TideClockViewController"])
        #expect(extraction.transitions(of: "SceneDelegate").isEmpty)
    }

    /// A main storyboard beginning with a navigation controller (UIKit's, or the app's own subclass) launches with
    /// the root its relationship segue names: that screen is the app delegate's entry, and the container no screen.
    @Test(arguments: ["", " customClass=\"PantryNavigationController\""])
    func aStoryboardBeginningWithANavigationControllerLaunchesWithItsRoot(navigationClass: String) async {
        let extraction = await InlineExtraction([
            "Main.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <navigationController id="nav"\(navigationClass) sceneMemberID="viewController">
                                <connections>
            <segue destination="pantry" kind="relationship" relationship="rootViewController" id="r1"/>
                                </connections>
                            </navigationController>
                            <tableViewController id="pantry" customClass="PantryViewController" sceneMemberID="viewController">
                                <connections>
            ↓<segue destination="jar" kind="show" id="c1"/>
                                </connections>
                            </tableViewController>
                            <viewController id="jar" customClass="JarViewController" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """,
            "App.swift": """
            import UIKit

            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }
            final class PantryNavigationController: UINavigationController {}
            final class PantryViewController: UITableViewController {}
            final class JarViewController: UIViewController {}
            """,
        ])
        #expect(extraction.coordinator("AppDelegate")?.entries.map(\.screen) == ["PantryViewController"])
        #expect(extraction.transitions(of: "AppDelegate") == ["PantryViewController/storyboard present push -> JarViewController"])
        #expect(extraction.coordinator("AppDelegate")?.screens.map(\.name).sorted() == ["JarViewController", "PantryViewController"])
        #expect(extraction.locations(of: "AppDelegate", "PantryViewController/storyboard present push -> JarViewController")
            == [extraction.marker(0)])
    }

    /// An observable coordinator whose `build(_:)` switches over its pages, called as `coordinator.push(.loans)` from
    /// a page's view through the environment: the core follows the call to its step, so no reader's note that it
    /// could not tell which screen makes the call is left.
    @Test func aCallTheCoreFollowsToAStepLeavesNoNoteThatItsScreenIsUnknown() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum ReadingPage: Hashable { case shelf, loans }
        final class ReadingCoordinator: ObservableObject {
            @Published var path: [ReadingPage] = []
            func push(_ page: ReadingPage) { ↓path.append(page) }
            @ViewBuilder func build(_ page: ReadingPage) -> some View {
                switch page {
                case .shelf: ReadingShelfView()
                case .loans: LoanListView()
                }
            }
        }
        @main
        struct ReadingApp: App {
            @StateObject private var coordinator = ReadingCoordinator()
            var body: some Scene {
                WindowGroup {
                    NavigationStack(path: $coordinator.path) {
                        coordinator.build(.shelf)
                            .navigationDestination(for: ReadingPage.self) { page in coordinator.build(page) }
                    }
                    .environmentObject(coordinator)
                }
            }
        }
        struct ReadingShelfView: View {
            @EnvironmentObject private var coordinator: ReadingCoordinator
            var body: some View { Button("My loans") { coordinator.push(.loans) } }
        }
        struct LoanListView: View { var body: some View { Text("Two books due") } }
        """)
        #expect(extraction.transitions(of: "ReadingCoordinator") == ["ReadingShelfView/push present push -> LoanListView"])
        #expect(extraction.locations(of: "ReadingCoordinator", "ReadingShelfView/push present push -> LoanListView") == [extraction.marker(0)])
        #expect(extraction.notes == [])
    }

    /// A notification opened, answered by a helper the app makes the notification center's delegate: the step its
    /// callback makes through the app's coordinator is the coordinator's on that event, and where the app can begin.
    @Test func aNotificationDelegateOfItsOwnAnswersAnOutsideEvent() async {
        let extraction = await InlineExtraction("""
        import UIKit
        import UserNotifications

        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            let notifications = CrossingNotifications()
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let navigation = UINavigationController()
                let coordinator = CrossingCoordinator(navigationController: navigation)
                notifications.coordinator = coordinator
                UNUserNotificationCenter.current().delegate = notifications
                window?.rootViewController = navigation
                coordinator.start()
                return true
            }
        }
        final class CrossingNotifications: NSObject, UNUserNotificationCenterDelegate {
            weak var coordinator: CrossingCoordinator?
            func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                        withCompletionHandler completionHandler: @escaping () -> Void) {
                coordinator?.showBoardingPass()
                completionHandler()
            }
        }
        final class CrossingCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { navigationController.setViewControllers([SailingsViewController()], animated: false) }
            func showBoardingPass() { ↓navigationController.pushViewController(BoardingPassViewController(), animated: true) }
        }
        final class SailingsViewController: UIViewController {}
        final class BoardingPassViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "CrossingCoordinator").contains(
            "CrossingCoordinator/didReceive present push -> BoardingPassViewController"
        ))
        #expect(extraction.locations(of: "CrossingCoordinator", "CrossingCoordinator/didReceive present push -> BoardingPassViewController")
            == [extraction.marker(0)])
        #expect(extraction.coordinator("CrossingCoordinator")?.entries.map(\.screen) == ["BoardingPassViewController", "SailingsViewController"])
        #expect(extraction.coordinator("CrossingCoordinator")?.entries.map(\.kind) == [.deepLink, .root])
    }

    /// A segue fired by an enum case's raw value (`Segue.showInvoice.rawValue`): the case's declared string, or its
    /// name where it declares none, is the segue's identifier, and the control firing it names the step.
    @Test(arguments: [("case showInvoice", "showInvoice"), ("case showInvoice = \"InvoiceSegue\"", "InvoiceSegue")])
    func aSegueFiredByAnEnumCasesRawValueIsThatCasesSegue(declaration: String, identifier: String) async {
        let extraction = await InlineExtraction([
            "Main.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <connections>
            <segue destination="orders" kind="relationship" relationship="rootViewController" id="r1"/>
                                </connections>
                            </navigationController>
                            <viewController id="orders" customClass="SeedOrdersViewController" sceneMemberID="viewController">
                                <connections>
            ↓<segue destination="invoice" kind="show" identifier="\(identifier)" id="p1"/>
                                </connections>
                            </viewController>
                            <viewController id="invoice" customClass="InvoiceViewController" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """,
            "App.swift": """
            import UIKit

            @main final class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }
            final class SeedOrdersViewController: UIViewController {
                enum Segue: String {
                    \(declaration)
                }
                @objc func invoiceTapped() { performSegue(withIdentifier: Segue.showInvoice.rawValue, sender: self) }
            }
            final class InvoiceViewController: UIViewController {}
            """,
        ])
        #expect(extraction.transitions(of: "AppDelegate") == ["SeedOrdersViewController/invoiceTapped present push -> InvoiceViewController"])
        #expect(extraction.locations(of: "AppDelegate", "SeedOrdersViewController/invoiceTapped present push -> InvoiceViewController")
            == [extraction.marker(0)])
    }
}
