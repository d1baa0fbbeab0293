import FlowExtraction
import FlowModel
import Testing

/// Steps a helper makes under a test its caller has already decided the other way: an adaptive helper that shows
/// a screen in the detail column only when the split view is not collapsed, called from the branch where it is,
/// shows nothing there. Tests of the instance's own properties count only between code on the same instance;
/// tests of what all code sees (the device's idiom) count across any call.
@Suite struct ContradictedTestTests {
    @Test func aHelperOnTheSameInstanceMakesNoStepItsCallersBranchRulesOut() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol Coordinator: AnyObject {
            var splitViewController: UISplitViewController { get }
        }

        protocol Celebrating: Coordinator {}

        extension Celebrating {
            func celebrate() {
                let badge = BadgeViewController()
                if splitViewController.isCollapsed {
                    ↓splitViewController.present(badge, animated: true) {
                        self.resetToStart()
                    }
                } else {
                    ↓splitViewController.showDetailViewController(badge, sender: self)
                }
            }

            func resetToStart() {
                if splitViewController.isCollapsed == false {
                    ↓splitViewController.showDetailViewController(PickViewController(), sender: self)
                }
            }
        }

        final class StarsCoordinator: Celebrating {
            let splitViewController = UISplitViewController()
            func start() {
                let list = StarListViewController()
                list.coordinator = self
                splitViewController.viewControllers = [UINavigationController(rootViewController: list)]
            }
            func finished() { celebrate() }
            func skipped() { resetToStart() }
        }

        final class StarListViewController: UIViewController {
            var coordinator: StarsCoordinator?
            @objc func done() { coordinator?.finished() }
            @objc func skip() { coordinator?.skipped() }
        }
        final class BadgeViewController: UIViewController {}
        final class PickViewController: UIViewController {}

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            let stars = StarsCoordinator()
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = stars.splitViewController
                stars.start()
            }
        }
        """)
        #expect(extraction.transitions(of: "StarsCoordinator") == [
            "StarListViewController/done present push -> BadgeViewController ?",
            "StarListViewController/done present sheet -nav -> BadgeViewController ?",
            "StarListViewController/skip present push -> PickViewController ?",
            "StarsCoordinator/- present swap +nav -> StarListViewController",
        ])
        #expect(extraction.locations(of: "StarsCoordinator", "StarListViewController/done present sheet -nav -> BadgeViewController ?")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "StarsCoordinator", "StarListViewController/done present push -> BadgeViewController ?")
            == [extraction.marker(1)])
        #expect(extraction.locations(of: "StarsCoordinator", "StarListViewController/skip present push -> PickViewController ?")
            == [extraction.marker(2)])
    }

    @Test func aTestOfWhatAllCodeSeesCountsAcrossInstancesAndAnInstancesOwnDoesNot() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class Presenter {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            var isEditing = false
            func openLog() {
                if UIDevice.current.userInterfaceIdiom == .phone {
                    navigationController.pushViewController(CompactLogViewController(), animated: true)
                } else {
                    ↓navigationController.present(WideLogViewController(), animated: true)
                }
            }
            func close() {
                guard !isEditing else { return }
                ↓navigationController.pushViewController(SummaryViewController(), animated: true)
            }
        }

        final class HarborCoordinator {
            let navigationController = UINavigationController()
            lazy var presenter = Presenter(navigationController: navigationController)
            var isEditing = false
            func start() {
                let dock = DockViewController()
                dock.coordinator = self
                navigationController.viewControllers = [dock]
            }
            func showLog() {
                if UIDevice.current.userInterfaceIdiom == .pad {
                    presenter.openLog()
                }
            }
            func finish() {
                if isEditing {
                    presenter.close()
                }
            }
        }

        final class DockViewController: UIViewController {
            var coordinator: HarborCoordinator?
            @objc func logTapped() { coordinator?.showLog() }
            @objc func finishTapped() { coordinator?.finish() }
        }
        final class CompactLogViewController: UIViewController {}
        final class WideLogViewController: UIViewController {}
        final class SummaryViewController: UIViewController {}

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            let harbor = HarborCoordinator()
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = harbor.navigationController
                harbor.start()
            }
        }
        """)
        #expect(extraction.transitions(of: "HarborCoordinator") == [
            "DockViewController/finishTapped present push -> SummaryViewController ?",
            "DockViewController/logTapped present sheet -nav -> WideLogViewController ?",
            "HarborCoordinator/- present swap -> DockViewController",
        ])
        #expect(extraction.locations(of: "HarborCoordinator", "DockViewController/logTapped present sheet -nav -> WideLogViewController ?")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "HarborCoordinator", "DockViewController/finishTapped present push -> SummaryViewController ?")
            == [extraction.marker(1)])
    }
}
