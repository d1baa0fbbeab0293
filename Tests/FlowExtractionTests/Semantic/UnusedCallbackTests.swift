import FlowExtraction
import FlowModel
import Testing

/// A callback a coordinator hands a view controller runs when the screen calls it: one the screen keeps and never
/// calls, reads or passes on is no step of the screen's.
@Suite struct UnusedCallbackTests {
    @Test func aCallbackTheScreenNeverCallsIsNoStep() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class LogViewController: UIViewController {
            var onExport: (() -> Void)?
            var onPrint: (() -> Void)?
            private var onShare: ((String?) -> Void)?
            static func make(onShare: @escaping (String?) -> Void) -> LogViewController {
                let log = LogViewController()
                log.onShare = onShare
                return log
            }
            @objc func exportTapped() { onExport?() }
            override func viewDidLoad() {
                super.viewDidLoad()
                // Handed on to a view that calls it: read, so kept.
                view.addSubview(PrintBar(onPrint: onPrint))
            }
        }
        final class PrintBar: UIView {
            let onPrint: (() -> Void)?
            init(onPrint: (() -> Void)?) {
                self.onPrint = onPrint
                super.init(frame: .zero)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class ExportViewController: UIViewController {}
        final class PrintViewController: UIViewController {}
        final class ShareViewController: UIViewController {}

        final class LogCoordinator {
            let navigationController = UINavigationController()
            func start() {
                let log = LogViewController.make(onShare: showShare)
                log.onExport = { [weak self] in self?.showExport() }
                log.onPrint = { [weak self] in self?.showPrint() }
                navigationController.setViewControllers([log], animated: false)
            }
            func showExport() { ↓navigationController.pushViewController(ExportViewController(), animated: true) }
            func showPrint() { navigationController.pushViewController(PrintViewController(), animated: true) }
            func showShare(_ text: String?) { navigationController.pushViewController(ShareViewController(), animated: true) }
        }
        """)
        #expect(extraction.transitions(of: "LogCoordinator") == [
            "LogCoordinator/- present swap -> LogViewController",
            "LogViewController/onExport present push -> ExportViewController",
            "LogViewController/onPrint present push -> PrintViewController",
        ])
        #expect(extraction.locations(of: "LogCoordinator", "LogViewController/onExport present push -> ExportViewController")
            == [extraction.marker(0)])
    }
}
