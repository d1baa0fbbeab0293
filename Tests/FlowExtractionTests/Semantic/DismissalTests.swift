import FlowExtraction
import FlowModel
import Testing

/// Steps made in a dismissal's completion: the screen that triggered them is gone by then, so the model says so
/// with a `dismiss` from the same screen on the same action, and the rules see the push made from the screen
/// beneath.
@Suite struct DismissalTests {
    @Test func aPushInADismissalsCompletionFollowsADismissOnTheSameAction() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class FerryCoordinator {
            let navigationController = UINavigationController()
            func start() {
                let deck = DeckViewController()
                deck.coordinator = self
                navigationController.viewControllers = [deck]
            }
            func showTickets() {
                let tickets = TicketsViewController()
                tickets.coordinator = self
                navigationController.present(tickets, animated: true)
            }
            func ticketChosen() {
                ↓navigationController.dismiss(animated: true) {
                    ↓self.navigationController.pushViewController(SeatViewController(), animated: true)
                }
            }
            func ticketsClosed() {
                ↓navigationController.dismiss(animated: true, completion: { [weak self] in
                    self?.navigationController.present(SurveyViewController(), animated: true)
                })
            }
            func cabinsShown() {
                navigationController.present(CabinsViewController(), animated: true) {
                    self.navigationController.pushViewController(SeatViewController(), animated: true)
                }
            }
        }
        final class DeckViewController: UIViewController {
            weak var coordinator: FerryCoordinator?
            @objc func ticketsTapped() { coordinator?.showTickets() }
            @objc func cabinsTapped() { coordinator?.cabinsShown() }
        }
        final class TicketsViewController: UIViewController {
            weak var coordinator: FerryCoordinator?
            @objc func chosen() { coordinator?.ticketChosen() }
            @objc func closed() { coordinator?.ticketsClosed() }
        }
        final class SeatViewController: UIViewController {}
        final class SurveyViewController: UIViewController {}
        final class CabinsViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "FerryCoordinator") == [
            "DeckViewController/cabinsTapped present push -> SeatViewController",
            "DeckViewController/cabinsTapped present sheet -nav -> CabinsViewController",
            "DeckViewController/ticketsTapped present sheet -nav -> TicketsViewController",
            "FerryCoordinator/- present swap -> DeckViewController",
            "TicketsViewController/chosen dismiss",
            "TicketsViewController/chosen present push -> SeatViewController",
            "TicketsViewController/closed dismiss",
            "TicketsViewController/closed present sheet -nav -> SurveyViewController",
        ])
        #expect(extraction.locations(of: "FerryCoordinator", "TicketsViewController/chosen dismiss") == [extraction.marker(0)])
        #expect(extraction.locations(of: "FerryCoordinator", "TicketsViewController/chosen present push -> SeatViewController")
            == [extraction.marker(1)])
        #expect(extraction.locations(of: "FerryCoordinator", "TicketsViewController/closed dismiss") == [extraction.marker(2)])
    }

    /// A dismissal with no completion followed by a step in the same body (`dismiss(animated: true)` then a push, in
    /// the callback a presented screen runs) makes the step once the presented screen is gone: a dismiss from the
    /// triggering screen on the same action, and the push is the presenter's, with its navigation controller.
    @Test func aStepAfterADismissalInTheSameBodyFollowsADismissOnTheSameAction() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class QuayViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                let tide = TideWarningViewController()
                tide.onContinue = { [weak self] in
                    ↓self?.dismiss(animated: true)
                    ↓self?.navigationController?.pushViewController(BerthViewController(), animated: true)
                }
                present(tide, animated: true)
            }
        }
        final class TideWarningViewController: UIViewController {
            var onContinue: (() -> Void)?
            @objc func continueTapped() { onContinue?() }
        }
        final class BerthViewController: UIViewController {
            @objc func fuelTapped() { navigationController?.pushViewController(FuelViewController(), animated: true) }
        }
        final class FuelViewController: UIViewController {}
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: QuayViewController())
            }
        }
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == [
            "BerthViewController/fuelTapped present push -> FuelViewController",
            "QuayViewController/tableView present sheet -nav -> TideWarningViewController",
            "TideWarningViewController/onContinue dismiss",
            "TideWarningViewController/onContinue present push -> BerthViewController",
        ])
        #expect(extraction.locations(of: "SceneDelegate", "TideWarningViewController/onContinue dismiss") == [extraction.marker(0)])
        #expect(extraction.locations(of: "SceneDelegate", "TideWarningViewController/onContinue present push -> BerthViewController")
            == [extraction.marker(1)])
    }

    /// An app type's own method named `dismiss` (`banner.dismiss()`) closes no presentation: the push after it is
    /// the screen's own, with no dismiss.
    @Test func anAppTypesOwnDismissMethodClosesNoPresentation() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class TideBanner { func dismiss() {} }
        final class QuayViewController: UIViewController {
            let banner = TideBanner()
            @objc func berthsTapped() {
                banner.dismiss()
                ↓navigationController?.pushViewController(BerthsViewController(), animated: true)
            }
        }
        final class BerthsViewController: UIViewController {}
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: QuayViewController())
            }
        }
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == ["QuayViewController/berthsTapped present push -> BerthsViewController"])
        #expect(extraction.locations(of: "SceneDelegate", "QuayViewController/berthsTapped present push -> BerthsViewController")
            == [extraction.marker(0)])
    }

    @Test func anEntrySwiftEntryKitShowsIsASheetItsDismissalCloses() async {
        let extraction = await InlineExtraction("""
        import UIKit
        import SwiftEntryKit

        extension UIViewController {
            func presentAsNotice() {
                ↓SwiftEntryKit.display(entry: self, using: EKAttributes())
            }
        }
        final class HarbourCoordinator {
            let navigationController = UINavigationController()
            func start() {
                let quay = QuayViewController()
                quay.coordinator = self
                navigationController.viewControllers = [quay]
            }
            func warnOfStorm() {
                let notice = StormNoticeViewController()
                notice.coordinator = self
                notice.presentAsNotice()
            }
            func noticeRead() {
                ↓SwiftEntryKit.dismiss {
                    self.navigationController.pushViewController(ShelterViewController(), animated: true)
                }
            }
        }
        final class QuayViewController: UIViewController {
            weak var coordinator: HarbourCoordinator?
            @objc func forecastTapped() { coordinator?.warnOfStorm() }
        }
        final class StormNoticeViewController: UIViewController {
            weak var coordinator: HarbourCoordinator?
            @objc func readTapped() { coordinator?.noticeRead() }
        }
        final class ShelterViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "HarbourCoordinator") == [
            "HarbourCoordinator/- present swap -> QuayViewController",
            "QuayViewController/forecastTapped present sheet -nav -> StormNoticeViewController",
            "StormNoticeViewController/readTapped dismiss",
            "StormNoticeViewController/readTapped present push -> ShelterViewController",
        ])
        #expect(extraction.locations(of: "HarbourCoordinator", "QuayViewController/forecastTapped present sheet -nav -> StormNoticeViewController")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "HarbourCoordinator", "StormNoticeViewController/readTapped dismiss")
            == [extraction.marker(1)])
    }

    /// A sheet's callback appending to its presenter's path (`CaskEntrySheet(onSave: { path.append(.saved) })`)
    /// pushes on the presenter's stack, beneath the sheet: a `dismiss` from the sheet on that action, then the push,
    /// which the rules see made by the presenter, in its stack.
    @Test func aSheetsCallbackPushingOnItsPresentersPathFollowsADismiss() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum CellarRoute: Hashable { case saved }
        @main struct CellarApp: App {
            var body: some Scene { WindowGroup { CaskListView() } }
        }
        struct CaskListView: View {
            @State private var path: [CellarRoute] = []
            @State private var showsEntry = false
            var body: some View {
                NavigationStack(path: $path) {
                    Button("New cask") { showsEntry = true }
                        .navigationDestination(for: CellarRoute.self) { _ in CaskSavedView() }
                        .sheet(isPresented: $showsEntry) {
                            CaskEntrySheet(onSave: { ↓path.append(.saved) })
                        }
                }
            }
        }
        struct CaskEntrySheet: View {
            let onSave: () -> Void
            @Environment(\\.dismiss) private var dismiss
            var body: some View { Button("Save") { onSave(); dismiss() } }
        }
        struct CaskSavedView: View { var body: some View { Text("Saved") } }
        """)
        let steps = extraction.transitions(of: "CellarApp").filter { $0.hasPrefix("CaskEntrySheet/onSave") }
        #expect(steps == [
            "CaskEntrySheet/onSave dismiss",
            "CaskEntrySheet/onSave present push +nav -> CaskSavedView",
        ])
        #expect(extraction.locations(of: "CellarApp", "CaskEntrySheet/onSave dismiss") == [extraction.marker(0)])
    }
}
