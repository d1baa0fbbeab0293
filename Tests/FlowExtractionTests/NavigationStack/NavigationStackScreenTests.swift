import FlowExtraction
import FlowModel
import Testing

/// Which screens a NavigationStack coordinator has and which of them it can build.
@Suite struct NavigationStackScreenTests {
    @Test func rootViewAndEveryRouteCaseAreScreens() async {
        let extraction = await InlineExtraction(HarbourStackApp.source(methods: ""))
        #expect(extraction.coordinator("HarbourCoordinator")?.style == .navigationStack)
        #expect(HarbourStackApp.screens(extraction) == ["DockView true", "mooring true", "quay true"])
    }

    @Test func caseReachedOnlyByDefaultOrFatalErrorIsNotBuilt() async {
        let extraction = await InlineExtraction(HarbourStackApp.source(methods: "", destination: """
            switch berth {
            case .quay: QuayView()
            default: fatalError()
            }
            """))
        #expect(HarbourStackApp.screens(extraction) == ["DockView true", "mooring false", "quay true"])
    }

    @Test func registeredModelTypeIsOneScreenAndAnUnregisteredAppendedTypeIsNotBuilt() async {
        let extraction = await InlineExtraction([
            "App.swift": HarbourStackApp.source(methods: """
                func showCaptain(_ captain: Captain) { path.append(captain) }
                func showCrew(_ crew: Crew) { path.append(crew) }
            """, viewModel: """
                func sail() { coordinator.showCaptain(Captain()) }
                func rest() { coordinator.showCrew(Crew()) }
            """),
            "Models.swift": "struct ↓Captain: Hashable {}\nstruct ↓Crew: Hashable {}",
            "Registration.swift": """
            extension View {
                func captains() -> some View { self↓.navigationDestination(for: Captain.self) { CaptainView(captain: $0) } }
            }
            """,
        ])
        // The registration in an unrelated extension names no stack, so Captain stays unbuilt, and it is noted.
        #expect(extraction.notes == [
            "could not tell which coordinator's stack .navigationDestination(for: Captain.self) registers for: "
                + "it is outside the coordinator and the type that holds its NavigationStack(path:)",
        ])
        #expect(extraction.result.notes.map(\.location.marked) == [extraction.marker(2)])
        let screens = extraction.coordinator("HarbourCoordinator")?.screens.filter { ["Captain", "Crew"].contains($0.name) }
        #expect(screens?.map { "\($0.name) \($0.built) \($0.location?.marked ?? "-")" } == [
            "Captain false \(extraction.marker(0))", "Crew false \(extraction.marker(1))",
        ])
    }

    @Test func rootThroughAFactoryProtocol() async {
        let extraction = await InlineExtraction("""
        protocol Screens { func makeHome() -> HomeView }
        final class Flow: ObservableObject {
            var stack: [Int] = []
            let screens: Screens
            func start() -> some View { NavigationStack(path: $stack) { makeRoot() } }
            private func makeRoot() -> some View { screens.makeHome() }
        }
        """)
        #expect(extraction.coordinator("Flow")?.screens.map(\.name) == ["HomeView"])
        #expect(extraction.notes == [])
    }

    @Test func stackInACustomModifierTakesTheModifiedViewAsRootAndTheAppAsEntry() async {
        let extraction = await InlineExtraction("""
        final class Flow: ObservableObject { @Published var path: [Int] = [] }
        struct FlowStack: ViewModifier {
            @ObservedObject var flow: Flow
            func body(content: Content) -> some View { NavigationStack(path: $flow.path) { content } }
        }
        struct LighthouseApp: App {
            let flow = Flow()
            var body: some Scene { WindowGroup { HomeView()↓.modifier(FlowStack(flow: flow)) } }
        }
        """)
        let entries = extraction.coordinator("Flow")?.entries.map { "\($0.screen) \($0.kind.rawValue) \($0.location?.marked ?? "-")" }
        #expect(entries == ["HomeView root \(extraction.marker(0))"])
    }

    @Test func stackWhosePathNoClassOwnsIsNoted() async {
        let extraction = await InlineExtraction("""
        struct Loose: View {
            @State private var path = NavigationPath()
            var body: some View { ↓NavigationStack(path: $path) { Text("x") } }
        }
        """)
        #expect(extraction.model.coordinators.isEmpty)
        #expect(extraction.notes == [
            "could not tell which coordinator owns this NavigationStack's path: no class declares a NavigationPath or array property it names",
        ])
        #expect(extraction.result.notes.map(\.location.marked) == [extraction.marker(0)])
    }

    /// A generic base class that declares the path for its subclasses' routes (`BaseFlow<Route>`) is no
    /// coordinator of this style: no screen named after its generic parameter, no coordinator without an entry.
    /// The semantic core reads the stack through the subclass the view holds.
    @Test func aGenericBaseClassDeclaringThePathIsNoCoordinator() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @Observable class BaseFlow<Route: Hashable> {
            var path = NavigationPath()
            func push(_ route: Route) { ↓path.append(route) }
        }
        enum KelpRoute: Hashable { case forest, diver }
        final class KelpFlow: BaseFlow<KelpRoute> {}

        @main struct KelpApp: App {
            var body: some Scene { WindowGroup { KelpRoot() } }
        }
        struct KelpRoot: View {
            @State private var flow = KelpFlow()
            var body: some View {
                NavigationStack(path: $flow.path) {
                    Button("Diver") { flow.push(.diver) }
                        .navigationDestination(for: KelpRoute.self) { route in
                            switch route {
                            case .forest: ForestView()
                            case .diver: DiverView()
                            }
                        }
                }
            }
        }
        struct ForestView: View { var body: some View { Text("Forest") } }
        struct DiverView: View { var body: some View { Text("Diver") } }
        """)
        #expect(extraction.model.coordinators.map(\.name) == ["KelpApp"])
        #expect(extraction.coordinator("KelpApp")?.transitions.map(\.summary) == ["KelpRoot/push present push -> DiverView"])
        #expect(extraction.coordinator("KelpApp")?.transitions.compactMap(\.location?.marked) == [extraction.marker(0)])
    }
}
