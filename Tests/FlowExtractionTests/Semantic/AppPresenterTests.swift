import FlowExtraction
import FlowModel
import Testing

/// Presenters an app writes itself: a view extension handed a binding and the destination
/// (`.pushing(item: $flow.berth) { BerthView(...) }`, through an overlaid `NavigationLink(isActive:)`), and a
/// `ViewModifier` handed a binding and its content (`CoverModifier(item: $flow.tide) { TideView(...) }`) that a view
/// applies with `.modifier(...)`. Setting the bound property (`berth = .init()`) presents; the code that sets it is
/// the step's.
@Suite struct AppPresenterTests {
    @Test func bindingForwardingPresentersShowWhatTheyAreGivenWhereTheBindingIsSet() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        extension View {
            func pushing<Item, Destination: View>(item: Binding<Item?>, @ViewBuilder destination: (Item) -> Destination) -> some View {
                let isActive = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
                return pushing(isActive: isActive) { item.wrappedValue.map(destination) }
            }
            func pushing<Destination: View>(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) -> some View {
                overlay(NavigationLink(destination: destination(), isActive: isActive) { EmptyView() })
            }
        }
        struct CoverModifier<Item: Identifiable, Cover: View>: ViewModifier {
            @Binding var item: Item?
            let cover: (Item) -> Cover
            func body(content: Content) -> some View { content.sheet(item: $item, content: cover) }
        }
        final class Berth: Identifiable { let id = 1 }
        final class Tide: Identifiable { let id = 2 }
        final class HarbourFlow: ObservableObject {
            @Published var berth: Berth?
            @Published var tide: Tide?
            func open(_ berth: Berth) { ↓self.berth = .init() }
            func open(_ url: URL) { tide = .init() }
            func showTide() { ↓tide = .init() }
        }
        struct HarbourFlowView: View {
            @ObservedObject var flow: HarbourFlow
            var body: some View {
                NavigationView {
                    DockList(flow: flow)
                        .pushing(item: $flow.berth) { berth in
                            BerthView(flow: flow, tideModifier: CoverModifier(item: $flow.tide) { TideView(tide: $0) })
                        }
                }
            }
        }
        struct DockList: View {
            let flow: HarbourFlow
            var body: some View { Button("Berth 4") { flow.open(Berth()) }.navigationTitle("Docks") }
        }
        struct BerthView<TideModifier: ViewModifier>: View {
            let flow: HarbourFlow
            let tideModifier: TideModifier
            var body: some View { Button("Tides", action: flow.showTide).modifier(tideModifier) }
        }
        struct TideView: View {
            let tide: Tide
            var body: some View { Text("Tide") }
        }
        @main struct HarbourApp: App {
            var body: some Scene { WindowGroup { HarbourFlowView(flow: HarbourFlow()) } }
        }
        """)
        let transitions = extraction.model.coordinators.flatMap(\.transitions)
        // The berth is opened with a Berth: `open(_ url:)`, which would show the tide, is not that call.
        #expect(transitions.filter { $0.to?.screen != "DockList" }.map(\.summary).sorted() == [
            "BerthView/showTide present sheet -nav -> TideView",
            "DockList/open present push -> BerthView",
        ])
        #expect(transitions.filter { $0.to?.screen == "BerthView" }.compactMap(\.location?.marked) == [extraction.marker(0)])
        #expect(transitions.filter { $0.to?.screen == "TideView" }.compactMap(\.location?.marked) == [extraction.marker(1)])
    }

    /// A modifier bound to a view's property (`.mooring($pending)`) that watches it (`.onChange(of: request)`) and
    /// raises flags of its own by testing it: setting the view's property (whatever the two are named) raises them,
    /// each step located where its flag is raised, and named by the code that sets the property, not by the
    /// modifier's method. A hidden `NavigationLink(destination:isActive:)` (or `NavigationLink(isActive:) { … } label: {
    /// EmptyView() }`) pushes where its flag is raised; one with a label to tap pushes in place too.
    @Test func aModifierWatchingItsBindingPresentsWhereTheBoundPropertyIsSet() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum MooringKind { case alongside, survey }
        struct MooringRequest: Equatable { var kind: MooringKind }
        struct MooringModifier: ViewModifier {
            @Binding var request: MooringRequest?
            @State private var isAlongside = false
            @State private var isSurveying = false
            func body(content: Content) -> some View {
                ZStack {
                    NavigationLink(destination: AlongsideView(), isActive: $isAlongside, label: {})
                    content
                }
                .sheet(isPresented: $isSurveying) { SurveyView() }
                .onChange(of: request) { _ in requestChanged() }
            }
            func requestChanged() {
                guard let request else { return }
                ↓isAlongside = request.kind == .alongside
                ↓isSurveying = !(request.kind == .alongside)
            }
        }
        extension View {
            func mooring(_ request: Binding<MooringRequest?>) -> some View { modifier(MooringModifier(request: request)) }
        }
        struct PierView: View {
            @State private var pending: MooringRequest?
            @State private var showsLog = false
            @State private var showsChart = false
            var body: some View {
                VStack {
                    Button("Moor") { pending = MooringRequest(kind: .alongside) }
                    ↓NavigationLink(destination: LogView(), isActive: $showsLog) { Text("Log") }
                    Button("Chart") { ↓showsChart = true }
                    NavigationLink(isActive: $showsChart) { ChartView() } label: { EmptyView() }
                }
                .mooring($pending)
            }
        }
        struct ChartView: View { var body: some View { Text("Chart") } }
        struct AlongsideView: View { var body: some View { Text("Alongside") } }
        struct SurveyView: View { var body: some View { Text("Survey") } }
        struct LogView: View { var body: some View { Text("Log") } }
        @main struct QuayApp: App {
            var body: some Scene { WindowGroup { NavigationView { PierView() } } }
        }
        """)
        #expect(extraction.transitions(of: "QuayApp") == [
            "PierView/body present push -> LogView",
            "PierView/chart present push -> ChartView",
            "PierView/moor present push -> AlongsideView ?",
            "PierView/moor present sheet -nav -> SurveyView ?",
        ])
        #expect(extraction.locations(of: "QuayApp", "PierView/moor present push -> AlongsideView ?") == [extraction.marker(0)])
        #expect(extraction.locations(of: "QuayApp", "PierView/moor present sheet -nav -> SurveyView ?") == [extraction.marker(1)])
        #expect(extraction.locations(of: "QuayApp", "PierView/body present push -> LogView") == [extraction.marker(2)])
        #expect(extraction.locations(of: "QuayApp", "PierView/chart present push -> ChartView") == [extraction.marker(3)])
    }

    /// A generic router modifier (`.routing(to: $target)`) shows what the value bound to it shows (`target?.content`,
    /// through its own computed property): the value's type is the one the view applying it holds, so two views
    /// with destinations of their own each show only theirs. Each flag it raises by testing the value
    /// (`isPushed = target.presentation == .push`) shows the cases the test holds for, when the value's content and
    /// its presentation both switch over the same stored property, and of those the case the value set was built
    /// with (`Destination(route: .tides)`); a presentation that is one case for every value shows all or nothing.
    @Test func aGenericRouterModifierShowsWhatTheBoundValueShowsForEachCaseItsFlagsTest() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        enum Presentation { case push, sheet }
        protocol RouteTarget: Equatable {
            associatedtype Content: View
            var content: Content { get }
            var presentation: Presentation { get }
        }
        struct RouterModifier<Target: RouteTarget>: ViewModifier {
            @Binding var target: Target?
            @State private var isPushed = false
            @State private var isSheet = false
            func body(content: Content) -> some View {
                ZStack {
                    NavigationLink(destination: targetView, isActive: $isPushed) { EmptyView() }
                    content
                }
                .sheet(isPresented: $isSheet) { targetView }
                .onChange(of: target) { _ in targetChanged() }
            }
            var targetView: some View { target?.content }
            func targetChanged() {
                guard let target = target else { return }
                ↓isPushed = target.presentation == .push
                ↓isSheet = target.presentation == .sheet
            }
        }
        extension View {
            func routing<Target: RouteTarget>(to target: Binding<Target?>) -> some View {
                modifier(RouterModifier(target: target))
            }
        }
        struct HarbourView: View {
            enum Route: Equatable { case berth, tides }
            @State private var destination: Destination?
            var body: some View {
                VStack {
                    Button("Berth") { destination = Destination(route: .berth) }
                    Button("Tides") { destination = Destination(route: .tides) }
                }
                .routing(to: $destination)
            }
            struct Destination: RouteTarget {
                var route: Route
                @ViewBuilder var content: some View {
                    switch route {
                    case .berth: BerthView()
                    case .tides: TideTableView()
                    }
                }
                var presentation: Presentation {
                    switch route {
                    case .berth: return .push
                    case .tides: return .sheet
                    }
                }
            }
        }
        struct BerthView: View {
            @State private var shown: Shown?
            var body: some View {
                Button("Crane") { shown = Shown() }.routing(to: $shown)
            }
            struct Shown: RouteTarget {
                var content: some View { CraneView() }
                var presentation: Presentation { .sheet }
            }
        }
        struct TideTableView: View { var body: some View { Text("Tides") } }
        struct CraneView: View { var body: some View { Text("Crane") } }
        @main struct PortApp: App {
            var body: some Scene { WindowGroup { NavigationView { HarbourView() } } }
        }
        """)
        #expect(extraction.transitions(of: "PortApp") == [
            "BerthView/crane present sheet -nav -> CraneView ?",
            "HarbourView/berth present push -> BerthView ?",
            "HarbourView/tides present sheet -nav -> TideTableView ?",
        ])
        #expect(extraction.locations(of: "PortApp", "HarbourView/berth present push -> BerthView ?") == [extraction.marker(0)])
        #expect(extraction.locations(of: "PortApp", "BerthView/crane present sheet -nav -> CraneView ?") == [extraction.marker(1)])
    }
}
