import Testing

/// A screen's helper methods are steps of the code that runs them, not actions of their own.
@Suite("Screen helpers")
struct ScreenHelperTests {
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
}
