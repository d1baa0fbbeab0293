import FlowExtraction
import FlowModel
import Testing

/// What one instance holds, where the app's code tells instances apart: a base screen and its subclass handed
/// different coordinators or strategies (by assignment, or through `super.init`), and a helper view built, or given
/// a callback, by two screens each in its own way.
@Suite struct InstanceTypingTests {
    @Test func aBaseScreenAndItsSubclassEachCallTheCoordinatorTheyAreHanded() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol AnswerTaking: AnyObject { func answered(from screen: UIViewController) }
        class KnotQuestionViewController: UIViewController {
            weak var coordinator: AnswerTaking?
            @IBAction func doneTapped() { coordinator?.answered(from: self) }
        }
        final class KnotRetryViewController: KnotQuestionViewController {}
        final class KnotLessonViewController: UIViewController {}
        final class KnotScoreViewController: UIViewController {}
        final class LessonCoordinator: AnswerTaking {
            let navigationController = UINavigationController()
            func begin() {
                let question = KnotQuestionViewController()
                question.coordinator = self
                navigationController.pushViewController(question, animated: true)
            }
            func answered(from screen: UIViewController) {
                navigationController.pushViewController(KnotLessonViewController(), animated: true)
            }
        }
        final class DrillCoordinator: AnswerTaking {
            let navigationController = UINavigationController()
            func begin() {
                let retry = KnotRetryViewController()
                retry.coordinator = self
                navigationController.pushViewController(retry, animated: true)
            }
            func answered(from screen: UIViewController) {
                navigationController.pushViewController(KnotScoreViewController(), animated: true)
            }
        }
        """)
        // The base screen's action runs the coordinator each screen is handed, not both.
        #expect(extraction.transitions(of: "LessonCoordinator") == [
            "KnotQuestionViewController/doneTapped present push -> KnotLessonViewController",
            "LessonCoordinator/begin present push -> KnotQuestionViewController",
        ])
        #expect(extraction.transitions(of: "DrillCoordinator") == [
            "DrillCoordinator/begin present push -> KnotRetryViewController",
            "KnotRetryViewController/doneTapped present push -> KnotScoreViewController",
        ])
    }

    @Test func aSubclassHandsItsBaseClassItsOwnStrategyThroughSuperInit() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol Lookup {
            func screen(for code: String, completion: @escaping (UIViewController?) -> Void)
        }
        final class BuoyLookup: Lookup {
            func screen(for code: String, completion: @escaping (UIViewController?) -> Void) { completion(BuoyViewController()) }
        }
        final class MooringLookup: Lookup {
            func screen(for code: String, completion: @escaping (UIViewController?) -> Void) { completion(MooringViewController()) }
        }
        class LookupViewController: UIViewController {
            private let lookup: Lookup
            init(lookup: Lookup) {
                self.lookup = lookup
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError() }
            @IBAction func findTapped() {
                lookup.screen(for: "B-12") { [weak self] screen in
                    guard let screen else { return }
                    self?.present(screen, animated: true)
                }
            }
        }
        final class MooringLookupViewController: LookupViewController {
            init(berth: Int) { super.init(lookup: MooringLookup()) }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class BuoyViewController: UIViewController {}
        final class MooringViewController: UIViewController {}
        final class ChartViewController: UIViewController {
            @IBAction func buoysTapped() { present(LookupViewController(lookup: BuoyLookup()), animated: true) }
            @IBAction func mooringsTapped() { present(MooringLookupViewController(berth: 4), animated: true) }
        }
        """)
        // Each lookup screen presents what its own lookup finds: the subclass hands its base `MooringLookup()`.
        #expect(extraction.transitions(of: "App") == [
            "ChartViewController/buoysTapped present sheet -nav -> LookupViewController",
            "ChartViewController/mooringsTapped present sheet -nav -> MooringLookupViewController",
            "LookupViewController/findTapped present sheet -nav -> BuoyViewController ?",
            "MooringLookupViewController/findTapped present sheet -nav -> MooringViewController ?",
        ])
    }

    @Test func aHelperViewBuiltByTwoScreensRunsWhatEachHandsIt() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol EmptyPrompting { func promptTapped() }
        final class EmptyPromptView: UIView {
            let prompting: EmptyPrompting
            init(prompting: EmptyPrompting) {
                self.prompting = prompting
                super.init(frame: .zero)
            }
            required init?(coder: NSCoder) { fatalError() }
            @objc func buttonTapped() { prompting.promptTapped() }
        }
        final class NoCatchPrompting: EmptyPrompting {
            weak var screen: UIViewController?
            func promptTapped() { screen?.present(LogCatchViewController(), animated: true) }
        }
        final class NoSpotPrompting: EmptyPrompting {
            weak var screen: UIViewController?
            func promptTapped() { screen?.present(AddSpotViewController(), animated: true) }
        }
        final class CatchesViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(EmptyPromptView(prompting: NoCatchPrompting()))
            }
        }
        final class SpotsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(EmptyPromptView(prompting: NoSpotPrompting()))
            }
        }
        final class LogCatchViewController: UIViewController {}
        final class AddSpotViewController: UIViewController {}
        """)
        // The empty-state button of each screen runs the prompting that screen builds its view with.
        #expect(extraction.transitions(of: "App") == [
            "CatchesViewController/buttonTapped present sheet -nav -> LogCatchViewController",
            "SpotsViewController/buttonTapped present sheet -nav -> AddSpotViewController",
        ])
    }

    @Test func aHelperViewHeldByTwoScreensCallsTheClosureItsOwnHolderStored() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class CodeReaderView: UIView {
            var handler: ((String) -> Void)?
            @objc func codeRead(_ code: String) { handler?(code) }
        }
        final class TicketScanViewController: UIViewController {
            let reader = CodeReaderView()
            override func viewDidLoad() {
                super.viewDidLoad()
                reader.handler = { [weak self] code in self?.showTicket(code) }
            }
            func showTicket(_ code: String) { present(TicketViewController(), animated: true) }
        }
        final class BadgeScanViewController: UIViewController {
            let reader = CodeReaderView()
            override func viewDidLoad() {
                super.viewDidLoad()
                reader.handler = { [weak self] code in self?.showBadge(code) }
            }
            func showBadge(_ code: String) { present(BadgeViewController(), animated: true) }
        }
        final class TicketViewController: UIViewController {}
        final class BadgeViewController: UIViewController {}
        """)
        // Each scanner's reader calls back into that scanner alone.
        #expect(extraction.transitions(of: "App").filter { $0.contains("/codeRead ") } == [
            "BadgeScanViewController/codeRead present sheet -nav -> BadgeViewController",
            "TicketScanViewController/codeRead present sheet -nav -> TicketViewController",
        ])
    }
}
