import FlowExtraction
import FlowModel
import Testing

/// MVP coordinators: one screen each, children started with `coordinate(to:)`, the mode decided by the child.
@Suite struct MVPTests {
    @Test func oneScreenPerCoordinatorNamedByItsView() async {
        let extraction = await InlineExtraction(LighthouseMVPApp.source(start: "AnyView(KeeperView())"))
        let screens = extraction.model.coordinators.map { "\($0.name) \($0.style.rawValue) \($0.screens.map(\.name))" }
        #expect(screens == [
            "KeeperCoordinator mvp [\"KeeperView\"]", "LampCoordinator mvp [\"LampView\"]", "LogCoordinator mvp [\"LogView\"]",
        ])
    }

    @Test func childStartTakesItsModeFromTheChildsStart() async {
        let extraction = await InlineExtraction(LighthouseMVPApp.source(members: """
            func lamp(_ isPresented: Binding<Bool>) -> some View { coordinate(to: LampCoordinator(isPresented: isPresented)) }
            func log() -> some View { let log = LogCoordinator(); return coordinate(to: log) }
        """))
        #expect(LighthouseMVPApp.transitions(extraction) == [
            "KeeperView/- start push -> LampView", "KeeperView/- start sheet +nav -> LogView",
        ])
    }

    @Test func conformanceAddedByAnExtensionReadsTheProtocolsExtensionMethods() async {
        let extraction = await InlineExtraction(LighthouseMVPApp.source(members: "") + """
        protocol KeeperFlow: Coordinator {}
        extension KeeperFlow {
            func lamp(_ isPresented: Binding<Bool>) -> some View {
                if Bool.random() { coordinate(to: LampCoordinator<Self>(isPresented: isPresented)) }
            }
        }
        extension KeeperCoordinator: KeeperFlow {}
        final class KeeperPresenter<C: KeeperFlow> {
            weak var coordinator: C?
            func ↓onLampTapped(_ isPresented: Binding<Bool>) -> some View { coordinator?.lamp(isPresented) }
        }
        struct KeeperView<P: KeeperPresenter<KeeperCoordinator>>: View {
            let presenter: P
            var body: some View { presenter.onLampTapped(.constant(false)) }
        }
        """)
        // The conformance comes from an extension; the presenter's generic receiver is matched by method name.
        #expect(LighthouseMVPApp.transitions(extraction) == ["KeeperView/onLampTapped start push -> LampView ?"])
        let action = extraction.coordinator("KeeperCoordinator")?.screen(named: "KeeperView")?.actions.first
        #expect(action?.location?.marked == extraction.marker(0))
    }

    @Test func conformanceThroughARefinedProtocolReadsItsExtensionMethods() async {
        let extraction = await InlineExtraction(LighthouseMVPApp.source(members: "").replacingOccurrences(
            of: "final class KeeperCoordinator: Coordinator", with: "final class KeeperCoordinator: KeeperFlow"
        ) + """
        protocol KeeperFlow: Coordinator {}
        extension KeeperFlow {
            func lamp(_ isPresented: Binding<Bool>) -> some View {
                if Bool.random() { coordinate(to: LampCoordinator<Self>(isPresented: isPresented)) }
            }
        }
        final class KeeperPresenter<C: KeeperFlow> {
            weak var coordinator: C?
            func ↓onLampTapped(_ isPresented: Binding<Bool>) -> some View { coordinator?.lamp(isPresented) }
        }
        struct KeeperView: View {
            let presenter: KeeperPresenter<KeeperCoordinator>
            var body: some View { presenter.onLampTapped(.constant(false)) }
        }
        """)
        #expect(LighthouseMVPApp.transitions(extraction) == ["KeeperView/onLampTapped start push -> LampView ?"])
        let action = extraction.coordinator("KeeperCoordinator")?.screen(named: "KeeperView")?.actions.first
        #expect(action?.location?.marked == extraction.marker(0))
        #expect(action?.dispatched == true)
    }

    @Test func aGenericMethodNameIsTriggeredByTheCallsOnItsOwnCoordinator() async {
        let extraction = await InlineExtraction(LighthouseMVPApp.source(members: """
            func showNext() -> some View { coordinate(to: LogCoordinator()) }
        """).replacingOccurrences(of: "let isPresented: Binding<Bool>", with: """
            let isPresented: Binding<Bool>
            func showNext() -> some View { coordinate(to: LogCoordinator()) }
        """) + """
        final class LampPresenter {
            weak var coordinator: LampCoordinator?
            func ↓onNext() -> some View { coordinator?.showNext() }
        }
        final class KeeperPresenter {
            weak var coordinator: KeeperCoordinator?
            func ↓onNext() -> some View { coordinator?.showNext() }
        }
        """)
        // Every feature's coordinator has a `showNext`: the presenter holding the lamp's coordinator is the lamp's.
        let lamp = extraction.coordinator("LampCoordinator")?.screen(named: "LampView")?.actions.map { $0.location?.marked }
        let keeper = extraction.coordinator("KeeperCoordinator")?.screen(named: "KeeperView")?.actions.map { $0.location?.marked }
        #expect(lamp == [extraction.marker(0)])
        #expect(keeper == [extraction.marker(1)])
    }

    /// The router is kept as a coordinator without screens whose own start starts the child.
    @Test func appStartsARouterWhichStartsItsChildAndPassesItTheEntry() async {
        let extraction = await InlineExtraction(LighthouseMVPApp.source(members: "") + """
        final class HarbourAppCoordinator: Coordinator {
            func start() -> some View { ↓coordinate(to: KeeperCoordinator()) }
        }
        final class SceneDelegate { func connect() { HarbourAppCoordinator().start() } }
        """)
        let router = extraction.coordinator("HarbourAppCoordinator")
        #expect(router?.screens == [])
        #expect(router?.transitions.map { "\($0.from) \($0.kind) \($0.to?.coordinator ?? "-") \($0.location?.marked ?? "-")" }
            == ["HarbourAppCoordinator start KeeperCoordinator \(extraction.marker(0))"])
        let entries = extraction.coordinator("KeeperCoordinator")?.entries.map { "\($0.screen) \($0.location?.marked ?? "-")" }
        #expect(entries == ["KeeperView \(extraction.marker(0))"])
    }

    @Test func placeholderStartIsNotBuiltAndAnUnknownChildIsNoted() async {
        let extraction = await InlineExtraction(LighthouseMVPApp.source(start: "EmptyView()", members: """
            func other() -> some View { ↓coordinate(to: makeChild()) }
        """))
        let screen = extraction.coordinator("KeeperCoordinator")?.screens.first
        #expect(screen.map { "\($0.name) \($0.built)" } == "KeeperCoordinator false")
        #expect(extraction.notes == [
            "could not tell which coordinator coordinate(to: makeChild()) starts: the argument is not an MVP coordinator's initializer",
        ])
        #expect(extraction.result.notes.map(\.location.marked) == [extraction.marker(0)])
    }

    @Test func navigationStackCoordinatorConformingToCoordinatorIsReadOnce() async {
        let extraction = await InlineExtraction(LighthouseMVPApp.source() + """
        final class TowerCoordinator: Coordinator, ObservableObject {
            @Published var path = NavigationPath()
            func start() -> some View { NavigationStack(path: $path) { TowerView() } }
        }
        """)
        #expect(extraction.model.coordinators.filter { $0.name == "TowerCoordinator" }.map(\.style) == [.navigationStack])
    }
}
