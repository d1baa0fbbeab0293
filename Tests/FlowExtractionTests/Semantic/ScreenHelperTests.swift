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
}
