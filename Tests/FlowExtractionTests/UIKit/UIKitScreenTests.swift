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
}
