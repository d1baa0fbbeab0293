import FlowExtraction
import FlowModel
import Testing

/// Asynchronous factories: a method that hands what it makes to the closure it is given
/// (`completion(.success(screen))`) instead of returning it.
@Suite struct DeliveredValueTests {
    @Test func aScreenHandedToACompletionIsWhatTheClosurePresents() async {
        let extraction = await InlineExtraction("""
        import UIKit

        struct ScanError: Error {}
        protocol CodeReading {
            func screen(for code: String, completion: @escaping (Result<UIViewController, ScanError>) -> Void)
        }
        final class BerthCodeReading: CodeReading {
            func screen(for code: String, completion: @escaping (Result<UIViewController, ScanError>) -> Void) {
                guard !code.isEmpty else { return completion(.failure(ScanError())) }
                completion(.success(BerthViewController()))
            }
        }
        final class TicketCodeReading: CodeReading {
            func screen(for code: String, completion: @escaping (Result<UIViewController, ScanError>) -> Void) {
                DispatchQueue.main.async {
                    let ticket = TicketViewController()
                    completion(.success(UINavigationController(rootViewController: ticket)))
                }
            }
        }
        final class CrewCodeReading: CodeReading {
            func screen(for code: String, completion: @escaping (Result<UIViewController, ScanError>) -> Void) {
                completion(.success(CrewViewController()))
            }
        }
        /// Asks each reader in turn, handing on the first screen one of them makes.
        final class FirstCodeReading: CodeReading {
            let readers: [CodeReading]
            init(readers: [CodeReading]) { self.readers = readers }
            func screen(for code: String, completion: @escaping (Result<UIViewController, ScanError>) -> Void) {
                first(of: readers, code: code, completion: completion)
            }
            private func first(of readers: [CodeReading], code: String, completion: @escaping (Result<UIViewController, ScanError>) -> Void) {
                var remaining = Array(readers.reversed())
                guard let reader = remaining.popLast() else { return }
                reader.screen(for: code) { [weak self] result in
                    if case .success = result { return completion(result) }
                    self?.first(of: remaining, code: code, completion: completion)
                }
            }
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
                reading.screen(for: "quay-7") { [weak self] result in
                    switch result {
                    case .success(let screen):
                        ↓self?.present(screen, animated: true)
                    case .failure:
                        break
                    }
                }
            }
        }
        final class HarbourCoordinator {
            let navigationController = UINavigationController()
            func start() {
                navigationController.setViewControllers([DockViewController(coordinator: self)], animated: false)
            }
            func showScanner() {
                let reading = FirstCodeReading(readers: [BerthCodeReading(), TicketCodeReading()])
                navigationController.present(ScannerViewController(reading: reading), animated: true)
            }
            func showCrew(badge: String) {
                CrewCodeReading().screen(for: badge) { [weak self] result in
                    guard let crew = try? result.get() else { return }
                    ↓self?.navigationController.pushViewController(crew, animated: true)
                }
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
            @objc func crewTapped() { coordinator?.showCrew(badge: "mate") }
        }
        """)
        // The scanner is handed only the berth and ticket readers: the crew reader's screen is not among its steps.
        #expect(extraction.transitions(of: "HarbourCoordinator") == [
            "DockViewController/crewTapped present push -> CrewViewController ?",
            "DockViewController/scanTapped present sheet -nav -> ScannerViewController",
            "HarbourCoordinator/- present swap -> DockViewController",
            "ScannerViewController/scanned present sheet +nav -> TicketViewController ?",
            "ScannerViewController/scanned present sheet -nav -> BerthViewController ?",
        ])
        #expect(extraction.locations(of: "HarbourCoordinator", "ScannerViewController/scanned present sheet +nav -> TicketViewController ?")
            == [extraction.marker(0)])
        #expect(extraction.locations(of: "HarbourCoordinator", "DockViewController/crewTapped present push -> CrewViewController ?")
            == [extraction.marker(1)])
        #expect(extraction.notes.isEmpty)
    }
}
