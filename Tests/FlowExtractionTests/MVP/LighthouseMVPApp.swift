/// A small lighthouse app in the MVP style that unit tests build on: the `Coordinator` protocol with
/// `coordinate(to:)`, and a keeper coordinator whose `start()` and other members each test writes.
enum LighthouseMVPApp {
    static func source(start: String = "KeeperView()", members: String = "") -> String {
        """
        protocol Coordinator {
            associatedtype U: View
            func start() -> U
        }
        extension Coordinator {
            func coordinate<T: Coordinator>(to coordinator: T) -> some View { coordinator.start() }
        }
        final class KeeperCoordinator: Coordinator {
            func start() -> some View { \(start) }
        \(members)
        }
        final class LampCoordinator: Coordinator {
            let isPresented: Binding<Bool>
            func start() -> some View { NavigationLink(destination: LampView(), isActive: isPresented) { EmptyView() } }
        }
        final class LogCoordinator: Coordinator {
            func start() -> some View { Color.clear.sheet(isPresented: .constant(true)) { NavigationView { LogView() } } }
        }

        """
    }

    /// The transitions of `KeeperCoordinator` as summaries, in canonical order.
    static func transitions(_ extraction: InlineExtraction) -> [String] {
        extraction.coordinator("KeeperCoordinator")?.transitions.map(\.summary) ?? []
    }
}
