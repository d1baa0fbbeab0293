import FlowExtraction
import FlowModel
import Testing

/// A parameter declared with a protocol holds what the app hands it, not any conforming type: for an initializer,
/// what the app's constructions of the type pass.
@Suite struct ProtocolParameterTests {
    @Test func aProtocolParameterIsTypedByWhatTheAppHandsIt() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol CodeReading {
            func screen(for code: String) -> UIViewController?
        }
        final class BerthCodeReading: CodeReading {
            func screen(for code: String) -> UIViewController? { BerthViewController() }
        }
        final class TicketCodeReading: CodeReading {
            func screen(for code: String) -> UIViewController? { TicketViewController() }
        }
        final class CrewCodeReading: CodeReading {
            func screen(for code: String) -> UIViewController? { CrewViewController() }
        }
        final class BerthViewController: UIViewController {}
        final class TicketViewController: UIViewController {}
        final class CrewViewController: UIViewController {}

        final class ScannerViewController: UIViewController {
            private let reading: CodeReading
            init(reading: CodeReading) {
                self.reading = reading
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError() }

            @objc func scanned() {
                guard let screen = reading.screen(for: "quay-7") else { return }
                ↓present(screen, animated: true)
            }
        }
        final class HarbourCoordinator {
            let navigationController = UINavigationController()
            func start() {
                navigationController.setViewControllers([DockViewController(coordinator: self)], animated: false)
            }
            func showScanner() {
                navigationController.present(ScannerViewController(reading: BerthCodeReading()), animated: true)
            }
            func showTicketScanner() {
                let reading = TicketCodeReading()
                navigationController.present(ScannerViewController(reading: reading), animated: true)
            }
        }
        final class DockViewController: UIViewController {
            weak var coordinator: HarbourCoordinator?
            init(coordinator: HarbourCoordinator) {
                self.coordinator = coordinator
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError() }
            @objc func scanTapped() { coordinator?.showScanner() }
            @objc func ticketTapped() { coordinator?.showTicketScanner() }
        }
        """)
        // The scanner is handed only the berth and ticket readers: the crew reader's screen is none of its steps.
        #expect(extraction.transitions(of: "HarbourCoordinator") == [
            "DockViewController/scanTapped present sheet -nav -> ScannerViewController",
            "DockViewController/ticketTapped present sheet -nav -> ScannerViewController",
            "HarbourCoordinator/- present swap -> DockViewController",
            "ScannerViewController/scanned present sheet -nav -> BerthViewController ?",
            "ScannerViewController/scanned present sheet -nav -> TicketViewController ?",
        ])
        #expect(extraction.locations(of: "HarbourCoordinator", "ScannerViewController/scanned present sheet -nav -> TicketViewController ?")
            == [extraction.marker(0)])
        #expect(extraction.notes.isEmpty)
    }

    /// A helper starting the child it is handed (`func run(_ child: Coordinator) { child.start() }`) starts, for each
    /// caller, the child that caller hands it: not every coordinator some caller hands it.
    @Test func aHelperStartingItsParameterStartsEachCallersChild() async {
        let extraction = await InlineExtraction("""
        import UIKit

        protocol Coordinator: AnyObject { func start() }
        final class HarbourCoordinator: Coordinator {
            let nav = UINavigationController()
            func start() {
                let quay = QuayViewController()
                quay.onFuel = { [weak self] in self?.startFuel() }
                quay.onTides = { [weak self] in self?.startTides() }
                nav.setViewControllers([quay], animated: false)
            }
            private func run(_ child: Coordinator) { ↓child.start() }
            private func startFuel() { run(FuelCoordinator(nav: nav)) }
            private func startTides() { run(TidesCoordinator(nav: nav)) }
        }
        final class FuelCoordinator: Coordinator {
            let nav: UINavigationController
            init(nav: UINavigationController) { self.nav = nav }
            func start() { nav.pushViewController(FuelDockViewController(), animated: true) }
        }
        final class TidesCoordinator: Coordinator {
            let nav: UINavigationController
            init(nav: UINavigationController) { self.nav = nav }
            func start() { nav.pushViewController(TideTableViewController(), animated: true) }
        }
        final class QuayViewController: UIViewController {
            var onFuel: (() -> Void)?
            var onTides: (() -> Void)?
            @objc func fuelTapped() { onFuel?() }
            @objc func tidesTapped() { onTides?() }
        }
        final class FuelDockViewController: UIViewController {}
        final class TideTableViewController: UIViewController {}
        """)
        let starts = extraction.coordinator("HarbourCoordinator")?.transitions.filter { $0.from == "QuayViewController" } ?? []
        #expect(starts.map { "\($0.summary) \($0.to?.coordinator ?? "-")" }.sorted() == [
            "QuayViewController/onFuel start FuelCoordinator",
            "QuayViewController/onTides start TidesCoordinator",
        ])
        #expect(starts.compactMap(\.location?.marked) == [extraction.marker(0), extraction.marker(0)])
    }
}
