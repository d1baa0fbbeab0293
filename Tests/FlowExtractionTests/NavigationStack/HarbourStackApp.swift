/// A small harbour app in the NavigationStack style that unit tests build on: a route enum, a coordinator whose
/// navigation methods each test writes, a stack in the coordinator itself, and a root view with a view model.
enum HarbourStackApp {
    /// The route enum, the coordinator (with `methods` in its body and `destination` as the body of its
    /// `.navigationDestination` closure), and the root view with a view model whose body is `viewModel`.
    static func source(methods: String, destination: String = "BerthView()", viewModel: String = "") -> String {
        """
        enum Berth: Hashable {
            case quay
            case mooring(Int)
        }

        final class HarbourCoordinator: ObservableObject {
            @Published var path = NavigationPath()

            func start() -> some View {
                NavigationStack(path: $path) {
                    DockView(viewModel: DockViewModel(coordinator: self))
                        .navigationDestination(for: Berth.self) { berth in
                            \(destination)
                        }
                }
            }
        \(methods)
        }

        struct DockView: View {
            @ObservedObject var viewModel: DockViewModel
            var body: some View { Button("Go") { viewModel.sail() } }
        }

        final class DockViewModel: ObservableObject {
            let coordinator: HarbourCoordinator
            init(coordinator: HarbourCoordinator) { self.coordinator = coordinator }
        \(viewModel)
        }

        """
    }

    /// The transitions of `HarbourCoordinator` as summaries, in canonical order.
    static func transitions(_ extraction: InlineExtraction) -> [String] {
        extraction.coordinator("HarbourCoordinator")?.transitions.map(\.summary) ?? []
    }

    /// `name built` for every screen of `HarbourCoordinator`.
    static func screens(_ extraction: InlineExtraction) -> [String] {
        extraction.coordinator("HarbourCoordinator")?.screens.map { "\($0.name) \($0.built)" } ?? []
    }
}
