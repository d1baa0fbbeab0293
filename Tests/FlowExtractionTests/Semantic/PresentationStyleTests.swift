import FlowExtraction
import FlowModel
import Testing

/// UIKit reads `modalPresentationStyle` from the presented view controller, so whoever sets it on the screen decides
/// how every `present` of it shows: the call site, a factory that returns the screen, or the screen itself.
@Suite struct PresentationStyleTests {
    @Test func aScreenThatAsksForFullScreenItselfOrThroughItsFactoryCoversTheScreen() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class CoverViewController: UIViewController {
            init() {
                super.init(nibName: nil, bundle: nil)
                modalPresentationStyle = .fullScreen
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class ChartViewController: UIViewController {
            override var modalPresentationStyle: UIModalPresentationStyle {
                get { .fullScreen }
                set {}
            }
        }
        final class TideViewController: UIViewController {
            static func make() -> TideViewController {
                let tide = TideViewController()
                tide.modalPresentationStyle = .fullScreen
                return tide
            }
        }
        final class NoteViewController: UIViewController {}
        final class QuayViewController: UIViewController {
            @objc func coverTapped() { ↓present(CoverViewController(), animated: true) }
            @objc func chartTapped() { present(ChartViewController(), animated: true) }
            @objc func tideTapped() { ↓present(TideViewController.make(), animated: true) }
            @objc func noteTapped() { present(NoteViewController(), animated: true) }
            @objc func wrappedTapped() {
                present(UINavigationController(rootViewController: CoverViewController()), animated: true)
            }
        }
        """)
        // The navigation controller presented around the cover keeps its own, default, style.
        #expect(extraction.transitions() == [
            "QuayViewController/chartTapped present fullScreen -nav -> ChartViewController",
            "QuayViewController/coverTapped present fullScreen -nav -> CoverViewController",
            "QuayViewController/noteTapped present sheet -nav -> NoteViewController",
            "QuayViewController/tideTapped present fullScreen -nav -> TideViewController",
            "QuayViewController/wrappedTapped present sheet +nav -> CoverViewController",
        ])
        #expect(extraction.locations("QuayViewController/coverTapped present fullScreen -nav -> CoverViewController") == [extraction.marker(0)])
        #expect(extraction.locations("QuayViewController/tideTapped present fullScreen -nav -> TideViewController") == [extraction.marker(1)])
    }
}
