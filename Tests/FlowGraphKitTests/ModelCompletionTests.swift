import FlowGraphKit
import FlowModel
import FlowRules
import Foundation
import Testing

/// A model file completes the coordinators read from Swift: a deep link, a step a library makes that the tool does
/// not read, a screen built by reflection. It joins the coordinator of the same name; a conflict is an error at the
/// model file's line.
@Suite("Model files completing Swift sources")
struct ModelCompletionTests {
    /// A ferry coordinator whose timetable pushes the fares; the lost-property screen is shown by a library.
    static let ferry = """
        import UIKit

        final class FerryCoordinator: Coordinator {
            let navigationController = UINavigationController()
            func start() {
                let timetable = TimetableViewController()
                timetable.onFares = { [weak self] in self?.showFares() }
                navigationController.pushViewController(timetable, animated: false)
            }
            func showFares() { navigationController.pushViewController(FaresViewController(), animated: true) }
        }
        final class TimetableViewController: UIViewController { var onFares: (() -> Void)? }
        final class FaresViewController: UIViewController {}
        final class LostPropertyViewController: UIViewController {}
        final class SceneDelegate { func connect() { FerryCoordinator().start() } }

        """

    /// A folder with the ferry app and a model file completing it; the model file's path.
    private func ferryApp(completedBy model: String) throws -> (folder: TemporaryFolder, file: String) {
        let folder = try TemporaryFolder()
        try folder.write(Self.ferry, to: "Ferry.swift")
        return (folder, try folder.write(model, to: "ferry-extras.flow.yml"))
    }

    @Test("entries, screens and transitions join the coordinator read from Swift, with the model file's lines")
    func addsToTheCoordinator() async throws {
        let (folder, file) = try ferryApp(completedBy: """
            version: 1
            coordinators:
              - name: FerryCoordinator
                entries:
                  - screen: FaresViewController
                    kind: deepLink
                screens: [LostPropertyViewController]
                transitions:
                  - from: TimetableViewController
                    action: lostPropertyTapped
                    mode: sheet
                    to: LostPropertyViewController
            """)
        let loaded = try await ModelLoading.load(paths: [folder.path])
        let ferry = try #require(loaded.model.coordinator(named: "FerryCoordinator"))
        #expect(loaded.model.coordinators.map(\.name) == ["FerryCoordinator"])
        #expect(ferry.style == .uikit)
        #expect(ferry.screens.map(\.name) == ["FaresViewController", "LostPropertyViewController", "TimetableViewController"])
        #expect(ferry.entries.map { "\($0.screen) \($0.kind.rawValue)" } == ["FaresViewController deepLink", "TimetableViewController root"])
        // The action the file's transition names is declared on the screen read from Swift.
        #expect(ferry.screens.first { $0.name == "TimetableViewController" }?.action(named: "lostPropertyTapped") != nil)
        let sheet = try #require(ferry.transitions.first { $0.to?.screen == "LostPropertyViewController" })
        #expect(sheet.location.map { "\($0.file):\($0.line)" } == "\(file):9")
        // The screen the library shows is reachable: no finding about it.
        #expect(FlowCheck.findings(in: loaded).filter { $0.screen == "LostPropertyViewController" }.isEmpty)
    }

    @Test("a screen the file says is not built, which the Swift sources build, is an error at the file's line")
    func conflictingScreen() async throws {
        let (folder, file) = try ferryApp(completedBy: """
            version: 1
            coordinators:
              - name: FerryCoordinator
                screens:
                  - name: FaresViewController
                    built: false
            """)
        do {
            _ = try await ModelLoading.load(paths: [folder.path])
            Issue.record("expected a failure")
        } catch let FlowGraphError.invalidModel(failure) {
            #expect(failure.description == "\(file):5:9: error: screen 'FaresViewController' of FerryCoordinator is "
                + "declared built: false, but the Swift sources build it (\(folder.path)/Ferry.swift:13:13)")
        }
    }
}
