@testable import FlowExtraction
import FlowModel
import Testing

/// The functions the summaries are worked out for (``NavigatingFunctions``): those that make a step, and those whose
/// calls, by name, can reach one; each by its owner and name (a closure by those of the function it is written in,
/// marked `{}`), in the order the first pass lists them (a closure before the function around it).
@Suite struct NavigatingFunctionsTests {
    private func navigating(_ source: String, following: (String) -> Bool = { _ in false }) -> [String] {
        let facts = [FileFacts(scanning: SourceFile(path: "Harbour.swift", text: source))]
        let index = SymbolIndex(files: facts.map { ($0.path, $0.index) })
        let types = ProjectTypes(index: index, viewBodies: [])
        let project = SemanticProject(types: types, files: facts.map { ($0.path, $0.semantic) })
        let summaries = EffectSummaries(project: project, stackRoots: [])
        let names = project.allFunctions.map { id in
            let function = project.function(id)
            return "\(project.owner(of: id) ?? "-").\(function.name)\(function.isClosure ? "{}" : "")"
        }
        let asked = Set(project.allFunctions.filter { following(names[project.allFunctions.firstIndex(of: $0)!]) }
            .map { project.function($0).location })
        let found = summaries.navigatingFunctions(following: asked)
        return zip(project.allFunctions, names).filter { found.contains($0.0) }.map(\.1)
    }

    private let harbour = """
        import UIKit

        final class FerryService {
            var isLoading = false
            func fetchCrossings() { isLoading = true; decode() }
            func decode() {}
        }
        final class TimetableViewModel {
            weak var coordinator: HarbourCoordinator?
            var onBoard: (() -> Void)?
            let service = FerryService()
            func load() { service.fetchCrossings() }
            func openPier() { coordinator?.showPier() }
            func board() { onBoard?() }
        }
        final class TimetableViewController: UIViewController {
            let viewModel = TimetableViewModel()
            @objc func refreshTapped() { viewModel.load() }
            @objc func pierTapped() { viewModel.openPier() }
            @objc func boardTapped() { viewModel.board() }
        }
        final class PierViewController: UIViewController {}
        final class HarbourCoordinator {
            let navigationController = UINavigationController()
            func start() {
                let viewModel = TimetableViewModel()
                viewModel.onBoard = { [weak self] in self?.showPier() }
                navigationController.pushViewController(TimetableViewController(), animated: false)
            }
            func showPier() { navigationController.pushViewController(PierViewController(), animated: true) }
        }
        """

    @Test("a step, the wrappers calling it by name, and a closure stored under a property called by name navigate; loading and decoding do not")
    func wrappersAndStoredClosures() {
        #expect(navigating(harbour) == [
            "TimetableViewModel.openPier",
            "TimetableViewModel.board",
            "TimetableViewController.pierTapped",
            "TimetableViewController.boardTapped",
            "HarbourCoordinator.start{}",
            "HarbourCoordinator.start",
            "HarbourCoordinator.showPier",
        ])
    }

    @Test("a method asked about is followed as if it navigated, and so are its callers by name")
    func followedMethods() {
        #expect(navigating(harbour) { $0 == "FerryService.fetchCrossings" } == [
            "FerryService.fetchCrossings",
            "TimetableViewModel.load",
            "TimetableViewModel.openPier",
            "TimetableViewModel.board",
            "TimetableViewController.refreshTapped",
            "TimetableViewController.pierTapped",
            "TimetableViewController.boardTapped",
            "HarbourCoordinator.start{}",
            "HarbourCoordinator.start",
            "HarbourCoordinator.showPier",
        ])
    }

    @Test("a value set on a property an item modifier shows is a step; one no modifier shows is not")
    func itemProperties() {
        let source = """
            import SwiftUI

            struct Berth: Identifiable { let id: Int }
            final class MarinaModel: ObservableObject {
                @Published var selectedBerth: Berth?
                @Published var isRefreshing = false
                func choose(_ berth: Berth) { selectedBerth = berth }
                func refresh() { isRefreshing = true }
            }
            struct MarinaView: View {
                @StateObject var model = MarinaModel()
                var body: some View {
                    Button("Refresh") { model.refresh() }
                        .sheet(item: $model.selectedBerth) { berth in BerthView(berth: berth) }
                }
            }
            struct BerthView: View {
                let berth: Berth
                var body: some View { Text("\\(berth.id)") }
            }
            """
        // Both set a property of the model: the first pass cannot tell which one a modifier shows.
        let model = FileFacts(scanning: SourceFile(path: "Marina.swift", text: source)).semantic.functions
            .filter { $0.owner == "MarinaModel" }
        #expect(model.map { "\($0.name) \($0.effects.map(\.kind.rawValue))" } == ["choose [\"item\"]", "refresh [\"item\"]"])
        #expect(navigating(source) == ["MarinaModel.choose"])
    }

    @Test("sending on a stream something subscribes to with a step, and running a method in place, navigate")
    func streamsAndMethodsRunInPlace() {
        let source = """
            import UIKit
            import RxSwift

            final class TideViewModel {
                let showChart = PublishSubject<Void>()
                func chartTapped() { showChart.onNext(()) }
                func forecast() -> String { "calm" }
            }
            final class TideChartViewController: UIViewController {}
            final class TideCoordinator {
                let navigationController = UINavigationController()
                let viewModel = TideViewModel()
                func start() {
                    _ = viewModel.showChart.subscribe(onNext: { [weak self] in self?.showChart() })
                    let timer = Timer(timeInterval: 1, repeats: false, block: { _ in self.showChart() })
                    _ = viewModel.forecast()
                }
                func showChart() { navigationController.pushViewController(TideChartViewController(), animated: true) }
            }
            """
        #expect(navigating(source) == [
            "TideViewModel.chartTapped",
            "TideCoordinator.start{}",
            "TideCoordinator.start{}",
            "TideCoordinator.start",
            "TideCoordinator.showChart",
        ])
    }
}
