import FlowExtraction
import FlowModel
import Testing

/// The Composable Architecture's own navigation, without TCACoordinators: a reducer that sets a `@Presents` state
/// (`state.destination = .addItem(...)`) shown by `.sheet(item: $store.scope(state: \.destination?.addItem, ...))`,
/// and one that appends to a `StackState` shown by `NavigationStack(path: $store.scope(...)) { ... } destination:`.
/// The step is the view's that holds the store, named by the reducer's action.
@Suite struct ComposableArchitectureTests {
    @Test func presentedStateAndStackStateShowTheirViewsFromTheReducersActions() async {
        let extraction = await InlineExtraction("""
        import ComposableArchitecture
        import SwiftUI

        @Reducer
        struct Herbarium {
            @Reducer
            enum Destination {
                case pressing(Pressing)
                case label(Labelling)
            }
            @Reducer
            enum Path {
                case specimen(Specimen)
            }
            @ObservableState
            struct State {
                @Presents var destination: Destination.State?
                var path = StackState<Path.State>()
            }
            enum Action {
                case pressTapped
                case labelTapped
                case specimenTapped(String)
                case destination(PresentationAction<Destination.Action>)
                case path(StackActionOf<Path>)
            }
            var body: some ReducerOf<Self> {
                Reduce { state, action in
                    switch action {
                    case .pressTapped:
                        ↓state.destination = .pressing(Pressing.State())
                        return .none
                    case .labelTapped:
                        state.destination = .label(Labelling.State())
                        return .none
                    case let .specimenTapped(name):
                        ↓state.path.append(.specimen(Specimen.State(name: name)))
                        return .none
                    case .destination, .path:
                        return .none
                    }
                }
                .ifLet(\\.$destination, action: \\.destination)
                .forEach(\\.path, action: \\.path)
            }
        }

        struct HerbariumView: View {
            @Bindable var store: StoreOf<Herbarium>
            var body: some View {
                NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) {
                    List {
                        Button("Fern") { store.send(.specimenTapped("Fern")) }
                        Button("Press") { store.send(.pressTapped) }
                        Button("Label") { store.send(.labelTapped) }
                    }
                    .sheet(item: $store.scope(state: \\.destination?.pressing, action: \\.destination.pressing)) { pressing in
                        PressingView(store: pressing)
                    }
                    .fullScreenCover(item: $store.scope(state: \\.destination?.label, action: \\.destination.label)) { labelling in
                        LabellingView(store: labelling)
                    }
                } destination: { store in
                    switch store.case {
                    case let .specimen(store): SpecimenView(store: store)
                    }
                }
            }
        }

        struct PressingView: View {
            let store: StoreOf<Pressing>
            var body: some View { Text("Pressing") }
        }
        struct LabellingView: View {
            let store: StoreOf<Labelling>
            var body: some View { Text("Label") }
        }
        struct SpecimenView: View {
            let store: StoreOf<Specimen>
            var body: some View { Text("Specimen") }
        }
        @Reducer struct Pressing { struct State {}; enum Action {} }
        @Reducer struct Labelling { struct State {}; enum Action {} }
        @Reducer struct Specimen { struct State { var name: String }; enum Action {} }

        @main
        struct HerbariumApp: App {
            var body: some Scene {
                WindowGroup { HerbariumView(store: Store(initialState: Herbarium.State()) { Herbarium() }) }
            }
        }
        """)
        let transitions = extraction.model.coordinators.flatMap(\.transitions)
        #expect(transitions.map(\.summary).sorted() == [
            "HerbariumView/labelTapped present fullScreen -nav -> LabellingView ?",
            "HerbariumView/pressTapped present sheet -nav -> PressingView ?",
            "HerbariumView/specimenTapped present push -> SpecimenView ?",
        ])
        #expect(transitions.filter { $0.to?.screen != "LabellingView" }.compactMap(\.location?.marked).sorted()
            == [extraction.marker(0), extraction.marker(1)])
        // The stack's destinations are not its root, and no class is asked to own the store's path.
        #expect(extraction.coordinator("HerbariumApp")?.entries.compactMap(\.screen) == ["HerbariumView"])
        #expect(extraction.notes == [])
    }
}
