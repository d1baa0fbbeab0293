import Testing

/// A routing view generic over its routes (`RoutingView<Route, Content>` registering `navigationDestination(for:
/// Route.self) { $0.destination }`) shows each route the app pushes with the view its route type gives.
@Suite("Generic routing views")
struct GenericRoutingViewTests {
    @Test func aRegistrationForTheViewsRouteParameterShowsEachPushedCasesView() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        protocol Routable: Hashable {
            associatedtype Destination: View
            @ViewBuilder var destination: Destination { get }
        }
        final class Router<Route: Routable>: ObservableObject {
            @Published var path: [Route] = []
            func navigate(to route: Route) { path.append(route) }
        }
        struct RoutingView<Route: Routable, Content: View>: View {
            @StateObject private var router = Router<Route>()
            private let content: () -> Content
            init(_ routeType: Route.Type, @ViewBuilder content: @escaping () -> Content) { self.content = content }
            var body: some View {
                NavigationStack(path: $router.path) {
                    content().navigationDestination(for: Route.self) { $0.destination }
                }
                .environmentObject(router)
            }
        }
        enum ChartRoute: Routable {
            case chart(id: Int), almanac
            @ViewBuilder var destination: some View {
                switch self {
                case .chart(let id): ChartView(id: id)
                case .almanac: AlmanacView()
                }
            }
        }
        @main struct ChandleryApp: App {
            var body: some Scene { WindowGroup { RoutingView(ChartRoute.self) { ChartListView() } } }
        }
        struct ChartListView: View {
            @EnvironmentObject var router: Router<ChartRoute>
            var body: some View {
                Button("Channel chart") { router.navigate(to: .chart(id: 3)) }
                Button("Almanac") { router.navigate(to: .almanac) }
            }
        }
        struct ChartView: View {
            let id: Int
            var body: some View { Text("Chart") }
        }
        struct AlmanacView: View { var body: some View { Text("Almanac") } }
        """)
        #expect(extraction.transitions(of: "ChandleryApp") == [
            "ChartListView/navigate present push -> AlmanacView",
            "ChartListView/navigate present push -> ChartView",
        ])
    }
}
