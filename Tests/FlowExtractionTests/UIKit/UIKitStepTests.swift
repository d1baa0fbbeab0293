import FlowExtraction
import FlowModel
import Testing

/// UIKit navigation calls in a coordinator's delegate methods, each from the view controller whose delegate it is.
@Suite struct UIKitStepTests {
    private static let start = "navigationController.pushViewController(BerthListViewController(), animated: false)"

    private func steps(_ body: String, extra: String = "", file: String = "") async -> InlineExtraction {
        await InlineExtraction(DockUIKitApp.source(start: Self.start, members: """
            func berthList(_ viewController: BerthListViewController, didPick berth: Int) {
                \(body)
            }
            \(extra)
        """) + file)
    }

    @Test(arguments: [
        ("navigationController.pushViewController(MooringViewController(), animated: true)", "present push -> MooringViewController"),
        ("navigationController.present(MooringViewController(), animated: true)", "present sheet -nav -> MooringViewController"),
        ("navigationController.present(UINavigationController(rootViewController: MooringViewController()), animated: true)",
         "present sheet +nav -> MooringViewController"),
        ("navigationController.dismiss(animated: true)", "dismiss"),
        ("navigationController.popViewController(animated: true)", "dismiss"),
        ("navigationController.popToRootViewController(animated: true)", "showRoot"),
        ("navigationController.popToViewController(BerthListViewController(), animated: true)",
         "dismissTo -> BerthListViewController"),
        ("viewController.show(MooringViewController(), sender: nil)", "present push -> MooringViewController"),
        ("navigationController.setViewControllers([BerthListViewController(), MooringViewController()], animated: true)",
         "replace +nav -> MooringViewController"),
    ])
    func singleCall(call: String, expected: String) async {
        let extraction = await steps(call)
        #expect(DockUIKitApp.transitions(extraction) == ["BerthListViewController/berthList(_:didPick:) \(expected)"])
    }

    /// A SwiftUI view a coordinator hosts (`UIHostingController(rootView: TideChartView())`) is the screen shown,
    /// pushed or presented: no screen named after the host.
    @Test func aHostedSwiftUIViewIsTheScreenShown() async {
        let extraction = await steps("""
            if berth > 1 { navigationController.pushViewController(UIHostingController(rootView: TideChartView()), animated: true) }
            if berth > 2 { navigationController.present(UIHostingController(rootView: FuelDockView(berth: berth)), animated: true) }
            """, file: """
            struct TideChartView: View { var body: some View { Text("Tides") } }
            struct FuelDockView: View { let berth: Int; var body: some View { Text("Fuel") } }
            """)
        #expect(DockUIKitApp.transitions(extraction) == [
            "BerthListViewController/berthList(_:didPick:) present push -> TideChartView ?",
            "BerthListViewController/berthList(_:didPick:) present sheet -nav -> FuelDockView ?",
        ])
        #expect(extraction.coordinator("DockCoordinator")?.screens.map(\.name).contains("UIHostingController") == false)
    }

    @Test func viewControllerFromALocalABuilderOrAStaticFactory() async {
        let extraction = await steps("""
            let mooring = MooringViewController()
            if berth > 1 { navigationController.pushViewController(mooring, animated: true) }
            if berth > 2 { navigationController.pushViewController(TideBuilder().build(), animated: true) }
            if berth > 3 { navigationController.pushViewController(FuelViewController.make(), animated: true) }
            """, file: "final class TideBuilder { func build() -> UIViewController { TideViewController() } }")
        #expect(DockUIKitApp.transitions(extraction) == [
            "BerthListViewController/berthList(_:didPick:) present push -> FuelViewController ?",
            "BerthListViewController/berthList(_:didPick:) present push -> MooringViewController ?",
            "BerthListViewController/berthList(_:didPick:) present push -> TideViewController ?",
        ])
    }

    @Test func childCoordinatorStartIsAStartToItsRoot() async {
        let extraction = await InlineExtraction(DockUIKitApp.source(start: Self.start, members: """
            var children: [String: Coordinator] = [:]
            func berthList(_ viewController: BerthListViewController, didPick berth: Int) {
                let fuel = FuelCoordinator(presenter: viewController)
                children["fuel"] = fuel
                fuel.start()
            }
        """) + """
        final class FuelCoordinator: Coordinator {
            let presenter: UIViewController
            func start() { presenter.present(UINavigationController(rootViewController: PumpViewController()), animated: true) }
        }
        """)
        let start = extraction.coordinator("DockCoordinator")?.transitions.first
        #expect(start?.summary == "BerthListViewController/berthList(_:didPick:) start modal +nav -> PumpViewController")
        #expect(start?.to?.coordinator == "FuelCoordinator")
    }

    /// A block observer registered in `start()` (`addObserver(forName:object:queue:)` with a closure) runs when the
    /// notification is posted, not as the coordinator starts: what it presents is neither the coordinator's first
    /// screen nor replaced by the root `start()` sets after it, and no push from the root lacks a container.
    @Test func aBlockObserverInStartRunsWhenTheNotificationIsPosted() async {
        let extraction = await InlineExtraction(DockUIKitApp.source(start: """
            NotificationCenter.default.addObserver(forName: .harbourClosed, object: nil, queue: .main) { [weak self] _ in
                self?.showClosure()
            }
            navigationController.setViewControllers([BerthListViewController()], animated: false)
        """, members: """
            func showClosure() { navigationController.present(ClosureNoticeViewController(), animated: true) }
        """) + """
        final class ClosureNoticeViewController: UIViewController {}
        extension Notification.Name { static let harbourClosed = Notification.Name("harbourClosed") }
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var coordinator: DockCoordinator?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                let navigationController = UINavigationController()
                coordinator = DockCoordinator(navigationController: navigationController)
                coordinator?.start()
                window?.rootViewController = navigationController
            }
        }
        """)
        #expect(extraction.coordinator("DockCoordinator")?.entries.map { "\($0.screen) \($0.kind)" } == [
            "BerthListViewController root", "ClosureNoticeViewController deepLink",
        ])
        #expect(DockUIKitApp.transitions(extraction) == [])
    }

    @Test func whatCannotBeResolvedIsNoted() async {
        let extraction = await steps("""
            navigationController.pushViewController(makeAnything(), animated: true)
            child?.start()
            """, extra: "var child: Coordinator?\nfunc orphan() { navigationController.popViewController(animated: true) }")
        #expect(extraction.notes == [
            "could not resolve the view controller of navigationController.pushViewController(makeAnything(), animated: true): it is not created by an initializer or a known builder",
            "could not tell which coordinator child?.start() starts: the receiver is not a coordinator created or declared with its type",
            "could not tell which screen triggers DockCoordinator.orphan(): it is neither a delegate method of a view controller nor called from one",
        ])
    }
}
