import FlowExtraction
import FlowModel
import Testing

/// Which screen a SwiftUI sub-view's steps belong to: a section that also builds a context menu's preview (a peek
/// wrapped in its own `NavigationStack`) is still part of the screen that hosts it, and so are the modes a screen
/// switches between inside its own navigation container, whatever titles they set. A destination a view's own member
/// builds out of SwiftUI's containers (a list of rows) is a screen named after the member, and its rows' steps are
/// its own; a row is never the screen its list is.
@Suite struct HostedContentTests {
    @Test func aSectionWhosePreviewBuildsAStackStaysPartOfItsHost() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct LogbookApp: App {
            var body: some Scene { WindowGroup { NavigationStack { VoyageView() } } }
        }
        struct VoyageView: View {
            var body: some View {
                ScrollView { EntriesSection() }.navigationTitle("Voyage")
            }
        }
        struct EntriesSection: View {
            @State private var showsWeather = false
            var body: some View {
                ↓NavigationLink("Day 1") { EntryView() }
                    .contextMenu {
                        Button("Weather") { ↓showsWeather = true }
                    } preview: {
                        peek()
                    }
                    .sheet(isPresented: $showsWeather) { WeatherView() }
            }
            private func peek() -> some View {
                NavigationStack { EntryView() }
            }
        }
        struct EntryView: View { var body: some View { Text("Entry").navigationTitle("Entry") } }
        struct WeatherView: View { var body: some View { Text("Weather") } }
        """)
        #expect(extraction.transitions(of: "LogbookApp") == [
            "VoyageView/body present push -> EntryView",
            "VoyageView/weather present sheet -nav -> WeatherView",
        ])
        // The peek's stack root is shown by the context menu, not at launch.
        #expect(extraction.coordinator("LogbookApp")?.entries.map(\.screen) == ["VoyageView"])
        #expect(extraction.locations(of: "LogbookApp", "VoyageView/body present push -> EntryView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "LogbookApp", "VoyageView/weather present sheet -nav -> WeatherView") == [extraction.marker(1)])
    }

    /// A hosting controller whose root view is one view in a stack of its own (`UIHostingController(rootView:
    /// NavigationStack { edit })`) hosts that view, in navigation: the screen is the view, never the stack. Read the
    /// same by a coordinator the core reads and by one the UIKit reader does (a `Coordinator` with its children).
    @Test func aHostedViewInAStackOfItsOwnIsThatView() async {
        let extraction = await InlineExtraction("""
        import UIKit
        import SwiftUI

        struct LockerView: View {
            let onRename: () -> Void
            var body: some View { Button("Rename", action: onRename) }
        }
        struct RenameView: View {
            let onDone: () -> Void
            var body: some View { Button("Done", action: onDone) }
        }
        final class LockerCoordinator {
            let navigationController = UINavigationController()
            func start() {
                let locker = LockerView { [weak self] in self?.rename() }
                navigationController.viewControllers = [UIHostingController(rootView: locker)]
            }
            private func rename() {
                let view = RenameView { [weak self] in self?.navigationController.dismiss(animated: true) }
                ↓navigationController.present(UIHostingController(rootView: NavigationStack { view }), animated: true)
            }
        }

        protocol Coordinator: AnyObject {
            var childCoordinators: [Coordinator] { get set }
            func start()
        }
        final class ShelfViewController: UIViewController {
            var onLabel: (() -> Void)?
            @objc func labelTapped() { onLabel?() }
        }
        final class ShelfCoordinator: Coordinator {
            var childCoordinators: [Coordinator] = []
            let navigationController = UINavigationController()
            func start() {
                let shelf = ShelfViewController()
                shelf.onLabel = { [weak self] in self?.label() }
                navigationController.pushViewController(shelf, animated: false)
            }
            private func label() {
                let view = RenameView { [weak self] in self?.navigationController.dismiss(animated: true) }
                let host = UIHostingController(rootView: NavigationView { view })
                ↓navigationController.present(host, animated: true)
            }
        }
        """)
        let lockerSteps = extraction.transitions(of: "LockerCoordinator").filter { !$0.hasPrefix("LockerCoordinator/") }
        #expect(lockerSteps == ["LockerView/onRename present sheet +nav -> RenameView"])
        #expect(extraction.locations(of: "LockerCoordinator", "LockerView/onRename present sheet +nav -> RenameView") == [extraction.marker(0)])
        #expect(extraction.transitions(of: "ShelfCoordinator") == ["ShelfViewController/onLabel present sheet +nav -> RenameView"])
        #expect(extraction.locations(of: "ShelfCoordinator", "ShelfViewController/onLabel present sheet +nav -> RenameView")
            == [extraction.marker(1)])
        let screens = extraction.model.coordinators.flatMap(\.screens).map(\.name)
        #expect(!screens.contains("NavigationStack") && !screens.contains("NavigationView"))
    }

    /// The app's phases switched inside its root stack, on a value the app holds (`NavigationStack { switch
    /// pantry.phase { ... } }`), are screens of their own: setting the phase swaps them, unlike a view's own modes.
    @Test func phasesTheAppSwitchesInsideItsRootStackAreScreens() async {
        let extraction = await InlineExtraction("""
        import SwiftUI
        import Observation

        @Observable final class Pantry {
            enum Phase { case locked, open }
            var phase = Phase.locked
        }
        @main struct PantryApp: App {
            @State private var pantry = Pantry()
            var body: some Scene {
                WindowGroup {
                    NavigationStack {
                        switch pantry.phase {
                        case .locked: UnlockView(pantry: pantry)
                        case .open: ShelvesView(pantry: pantry)
                        }
                    }
                }
            }
        }
        struct UnlockView: View {
            let pantry: Pantry
            var body: some View { Button("Unlock") { ↓pantry.phase = .open }.navigationTitle("Locked") }
        }
        struct ShelvesView: View {
            let pantry: Pantry
            var body: some View { Button("Lock") { ↓pantry.phase = .locked }.navigationTitle("Shelves") }
        }
        """)
        #expect(extraction.transitions(of: "PantryApp") == [
            "ShelvesView/lock present swap -> UnlockView",
            "UnlockView/unlock present swap -> ShelvesView",
        ])
        #expect(extraction.locations(of: "PantryApp", "UnlockView/unlock present swap -> ShelvesView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "PantryApp", "ShelvesView/lock present swap -> UnlockView") == [extraction.marker(1)])
    }

    /// A root chosen by comparing a held value with a case (`if greenhouse.phase == .open { … } else { … }`): setting
    /// that case shows the first branch, any other case the second (`!=` the other way round); a row's element
    /// compared the same way (`ForEach(beds) { bed in if bed == .herbs { … } }`) is no stored value.
    @Test func aRootChosenByComparingAHeldValueWithACaseSwapsOnIt() async {
        let extraction = await InlineExtraction("""
        import SwiftUI
        import Observation

        @Observable final class Greenhouse {
            enum Phase { case closed, venting, open }
            var phase = Phase.closed
        }
        enum Bed: CaseIterable { case herbs, tomatoes }
        @main struct GreenhouseApp: App {
            @State private var greenhouse = Greenhouse()
            var body: some Scene {
                WindowGroup {
                    if greenhouse.phase == .open {
                        BedsView(greenhouse: greenhouse)
                    } else {
                        DoorView(greenhouse: greenhouse)
                    }
                }
            }
        }
        struct DoorView: View {
            let greenhouse: Greenhouse
            var body: some View { Button("Open") { ↓greenhouse.phase = .open }.navigationTitle("Door") }
        }
        struct BedsView: View {
            let greenhouse: Greenhouse
            var body: some View {
                List {
                    ForEach(Bed.allCases, id: \\.self) { bed in
                        if bed == .herbs { HerbRow() } else { TomatoRow() }
                    }
                    Button("Vent") { ↓greenhouse.phase = .venting }
                }
                .navigationTitle("Beds")
            }
        }
        struct HerbRow: View { var body: some View { ↓NavigationLink("Basil") { BasilView() } } }
        struct BasilView: View { var body: some View { Text("Basil") } }
        struct TomatoRow: View { var body: some View { Text("Tomatoes") } }
        """)
        #expect(extraction.transitions(of: "GreenhouseApp") == [
            "BedsView/body present push -> BasilView",
            "BedsView/vent present swap -> DoorView",
            "DoorView/open present swap -> BedsView",
        ])
        #expect(extraction.locations(of: "GreenhouseApp", "BedsView/body present push -> BasilView") == [extraction.marker(2)])
        #expect(extraction.locations(of: "GreenhouseApp", "DoorView/open present swap -> BedsView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "GreenhouseApp", "BedsView/vent present swap -> DoorView") == [extraction.marker(1)])
    }

    @Test func modesAScreenSwitchesBetweenInsideItsOwnStackArePartOfIt() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct HerbariumApp: App {
            var body: some Scene { WindowGroup { SpecimensView() } }
        }
        struct SpecimensView: View {
            private enum Layout { case list, grid }
            @State private var layout = Layout.list
            private var asGrid: some View { SpecimenGrid() }
            var body: some View {
                NavigationView {
                    Group {
                        switch layout {
                        case .list: SpecimenList()
                        case .grid: asGrid
                        }
                    }
                    .toolbar { Button("Layout") { layout = layout == .list ? .grid : .list } }
                }
            }
        }
        struct SpecimenList: View {
            var body: some View { ↓NavigationLink("Fern") { SpecimenView() }.navigationTitle("List") }
        }
        struct SpecimenGrid: View {
            var body: some View { ↓NavigationLink("Moss") { SpecimenView() }.navigationTitle("Grid") }
        }
        struct SpecimenView: View { var body: some View { Text("Specimen").navigationTitle("Specimen") } }
        """)
        #expect(extraction.transitions(of: "HerbariumApp") == [
            "SpecimensView/body present push -> SpecimenView",
            "SpecimensView/body present push -> SpecimenView",
        ])
        #expect(extraction.coordinator("HerbariumApp")?.entries.map(\.screen) == ["SpecimensView"])
        #expect(extraction.coordinator("HerbariumApp")?.transitions.compactMap(\.location?.marked).sorted()
            == [extraction.marker(0), extraction.marker(1)])
    }

    @Test func aListAMemberBuildsIsAScreenNamedAfterItAndItsRowsStepsAreItsOwn() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct ObservatoryApp: App {
            var body: some Scene { WindowGroup { NavigationStack { NightView() } } }
        }
        struct NightView: View {
            let stars = ["Vega", "Deneb"]
            private var starList: some View {
                List(stars, id: \\.self) { star in StarRow(name: star) }.navigationTitle("Stars")
            }
            private var planetList: some View {
                List(["Mars"], id: \\.self) { planet in ↓NavigationLink(planet) { PlanetView() } }
            }
            var body: some View {
                VStack {
                    ↓NavigationLink("All stars", destination: starList)
                    NavigationLink("Planets", destination: planetList)
                    ↓NavigationLink("Tonight") { List(stars, id: \\.self) { StarRow(name: $0) } }
                }
                .navigationTitle("Night")
            }
        }
        struct StarRow: View {
            let name: String
            var body: some View { ↓NavigationLink(name) { StarView(name: name) } }
        }
        struct StarView: View {
            let name: String
            var body: some View { Text(name).navigationTitle(name) }
        }
        struct PlanetView: View { var body: some View { Text("Planet") } }
        """)
        #expect(extraction.transitions(of: "ObservatoryApp") == [
            "NightView/body present push -> planetList",
            "NightView/body present push -> starList",
            "planetList/- present push -> PlanetView",
            "starList/body present push -> StarView",
        ])
        // What a member screen shows is shown from it, not at launch.
        #expect(extraction.coordinator("ObservatoryApp")?.entries.map(\.screen) == ["NightView"])
        #expect(extraction.locations(of: "ObservatoryApp", "NightView/body present push -> starList") == [extraction.marker(1)])
        #expect(extraction.locations(of: "ObservatoryApp", "planetList/- present push -> PlanetView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "ObservatoryApp", "starList/body present push -> StarView") == [extraction.marker(3)])
        // A list of rows written in place names no screen: the link is noted, not drawn to a row.
        #expect(extraction.result.notes.map(\.location.marked) == [extraction.marker(2)])
    }

    /// A view presented whose whole content is a screen of its own with modifiers (a flow view around its first
    /// screen, presenting what that screen's model asks for) is that screen: the step leads to it, and it is no
    /// screen of its own that the screen inside would be unreachable behind. A view filling a generic container
    /// of the app's (`SheetFrame { ... }`) stays the screen.
    @Test func aViewWrappingAScreenOfItsOwnIsThatScreen() async {
        let extraction = await InlineExtraction("""
        import SwiftUI
        import Combine

        @main struct HarbourApp: App {
            var body: some Scene { WindowGroup { QuayView() } }
        }
        struct QuayView: View {
            @State private var showsBerth = false
            @State private var showsLog = false
            var body: some View {
                NavigationStack {
                    VStack {
                        Button("Berth") { ↓showsBerth = true }
                        Button("Log") { showsLog = true }
                    }
                    .navigationTitle("Quay")
                    .sheet(isPresented: $showsBerth) { BerthFlow(model: BerthModel()) }
                    .sheet(isPresented: $showsLog) { LogSheet() }
                }
            }
        }
        final class BerthModel: ObservableObject {
            let craneRequested = PassthroughSubject<Void, Never>()
            func craneTapped() { craneRequested.send(()) }
        }
        struct BerthFlow: View {
            @StateObject var model: BerthModel
            @State private var showsCrane = false
            var body: some View {
                berth
                    .sheet(isPresented: $showsCrane) { CraneView() }
                    .onReceive(model.craneRequested) { ↓showsCrane = true }
            }
            var berth: BerthView { BerthView(model: model) }
        }
        struct BerthView: View {
            @ObservedObject var model: BerthModel
            var body: some View {
                NavigationStack {
                    Button("Crane") { model.craneTapped() }.navigationTitle("Berth")
                }
            }
        }
        struct SheetFrame<Content: View>: View {
            @ViewBuilder let content: Content
            var body: some View { content.navigationTitle("Sheet") }
        }
        struct LogSheet: View {
            var body: some View { SheetFrame { Text("Log") } }
        }
        struct CraneView: View { var body: some View { Text("Crane") } }
        """)
        #expect(extraction.transitions(of: "HarbourApp") == [
            "BerthView/craneTapped present sheet -nav -> CraneView",
            "QuayView/berth present sheet +nav -> BerthView",
            "QuayView/log present sheet -nav -> LogSheet",
        ])
        #expect(extraction.coordinator("HarbourApp")?.screens.map(\.name).sorted() == [
            "BerthView", "CraneView", "LogSheet", "QuayView",
        ])
        #expect(extraction.locations(of: "HarbourApp", "QuayView/berth present sheet +nav -> BerthView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "HarbourApp", "BerthView/craneTapped present sheet -nav -> CraneView") == [extraction.marker(1)])
    }

    /// A stack's root screen built with a callback (`NavigationStack { ManifestView(onTide: { ... }) }`) is a
    /// screen of its own: its control runs the callback, so the step is its; a row built with one inside a screen
    /// stays part of that screen.
    @Test func aStacksRootScreenBuiltWithACallbackTriggersIt() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct QuayApp: App {
            var body: some Scene { WindowGroup { QuayFlowView() } }
        }
        struct QuayFlowView: View {
            @State private var showsTide = false
            @State private var showsBerth = false
            var body: some View {
                NavigationStack {
                    ManifestView(onTide: { ↓showsTide = true }, onBerth: { ↓showsBerth = true })
                        .navigationDestination(isPresented: $showsTide) { TideView() }
                        .sheet(isPresented: $showsBerth) { BerthView() }
                }
            }
        }
        struct ManifestView: View {
            let onTide: () -> Void
            let onBerth: () -> Void
            var body: some View {
                List {
                    Button("Tide") { onTide() }
                    BerthRow(onOpen: { onBerth() })
                }
            }
        }
        struct BerthRow: View {
            let onOpen: () -> Void
            var body: some View { Button("Berth 4", action: onOpen) }
        }
        struct TideView: View { var body: some View { Text("Tide") } }
        struct BerthView: View { var body: some View { Text("Berth") } }
        """)
        #expect(extraction.transitions(of: "QuayApp") == [
            "ManifestView/onBerth present sheet -nav -> BerthView",
            "ManifestView/onTide present push -> TideView",
        ])
        #expect(extraction.locations(of: "QuayApp", "ManifestView/onTide present push -> TideView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "QuayApp", "ManifestView/onBerth present sheet -nav -> BerthView") == [extraction.marker(1)])
    }

    /// A link's destination wrapped in a lazy view that takes a closure (`NavigationLink(destination: LazyView {
    /// TideTableView(port: port) })`): the closure builds the pushed screen, not a part of the list holding the link,
    /// so the pushed screen's own steps are not the list's.
    @Test func aLazyDestinationsClosureBuildsThePushedScreenNotAPartOfTheList() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct TidesApp: App {
            var body: some Scene { WindowGroup { NavigationView { PortListView() } } }
        }
        struct LazyView<Content: View>: View {
            let build: () -> Content
            init(_ build: @escaping () -> Content) { self.build = build }
            var body: Content { build() }
        }
        struct PortListView: View {
            let ports = ["Brest", "Cobh"]
            var body: some View {
                List(ports, id: \\.self) { port in
                    ↓NavigationLink(destination: LazyView { TideTableView(port: port) }) { Text(port) }
                }
            }
        }
        struct TideTableView: View {
            let port: String
            var body: some View {
                ↓NavigationLink(destination: LazyView { MoonPhaseView() }) { Text("Moon") }
            }
        }
        struct MoonPhaseView: View { var body: some View { Text("Waxing") } }
        """)
        #expect(extraction.transitions(of: "TidesApp") == [
            "PortListView/body present push -> TideTableView",
            "TideTableView/body present push -> MoonPhaseView",
        ])
        #expect(extraction.locations(of: "TidesApp", "PortListView/body present push -> TideTableView") == [extraction.marker(0)])
        #expect(extraction.locations(of: "TidesApp", "TideTableView/body present push -> MoonPhaseView") == [extraction.marker(1)])
    }

    /// A generic view that only puts its content in a navigation stack (`Screen { FeedView() }` as a tab): the tab
    /// is the content, not the wrapper, which is no screen the app starts with.
    @Test func aGenericStackWrapperShowsItsContentAsTheTab() async {
        let extraction = await InlineExtraction("""
        import SwiftUI

        @main struct BirdingApp: App {
            var body: some Scene { WindowGroup { BirdingTabs() } }
        }
        struct StackScreen<Content: View>: View {
            @ViewBuilder var content: Content
            var body: some View { NavigationStack { content } }
        }
        struct BirdingTabs: View {
            var body: some View {
                TabView {
                    StackScreen { SightingsView() }.tabItem { Label("Sightings", systemImage: "bird") }
                    StackScreen { LifeListView() }.tabItem { Label("Life list", systemImage: "list.bullet") }
                }
            }
        }
        struct SightingsView: View { var body: some View { Text("Sightings").navigationTitle("Sightings") } }
        struct LifeListView: View { var body: some View { Text("312 species").navigationTitle("Life list") } }
        """)
        #expect(extraction.transitions(of: "BirdingApp") == [
            "BirdingTabs/- present swap -> LifeListView",
            "BirdingTabs/- present swap -> SightingsView",
        ])
        #expect(extraction.coordinator("BirdingApp")?.entries.map(\.screen) == ["BirdingTabs"])
    }

    /// A SwiftUI tab showing the app's UIKit screen through a representable (`makeUIViewController` making a
    /// navigation controller around it, or the screen itself): the tab is that screen, where its pushes begin.
    @Test(arguments: ["UINavigationController(rootViewController: TideLogViewController())", "TideLogViewController()"])
    func aRepresentableOfTheAppsScreenIsThatScreen(made: String) async {
        let extraction = await InlineExtraction("""
        import SwiftUI
        import UIKit

        @main
        struct HarbourApp: App {
            var body: some Scene {
                WindowGroup {
                    TabView {
                        NavigationStack { MooringsView() }.tabItem { Text("Moorings") }
                        TideLogFlow().tabItem { Text("Tides") }
                    }
                }
            }
        }
        struct MooringsView: View { var body: some View { Text("Pontoon B") } }
        struct TideLogFlow: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> UIViewController { \(made) }
            func updateUIViewController(_ controller: UIViewController, context: Context) {}
        }
        final class TideLogViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                ↓navigationController?.pushViewController(TideEntryViewController(), animated: true)
            }
        }
        final class TideEntryViewController: UIViewController {}
        """)
        #expect(extraction.coordinator("HarbourApp")?.entries.map(\.screen) == ["MooringsView", "TideLogViewController"])
        #expect(extraction.transitions(of: "HarbourApp") == ["TideLogViewController/tableView present push -> TideEntryViewController"])
        #expect(extraction.locations(of: "HarbourApp", "TideLogViewController/tableView present push -> TideEntryViewController")
            == [extraction.marker(0)])
    }

    /// The app's UIKit screen a representable makes inside a view shown at launch (a chart among the stack root's
    /// content) is shown at launch too: it is where its own steps begin, not an unreachable screen.
    @Test func aRepresentableInsideALaunchedViewShowsItsScreenAtLaunch() async {
        let extraction = await InlineExtraction("""
        import SwiftUI
        import UIKit

        @main
        struct ObservatoryApp: App {
            var body: some Scene { WindowGroup { NavigationStack { SkyView() } } }
        }
        struct SkyView: View {
            var body: some View { VStack { Text("Tonight"); StarChart() } }
        }
        struct StarChart: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> StarChartViewController { StarChartViewController() }
            func updateUIViewController(_ controller: StarChartViewController, context: Context) {}
        }
        final class StarChartViewController: UIViewController {
            @objc func starTapped() { ↓present(StarInfoViewController(), animated: true) }
        }
        final class StarInfoViewController: UIViewController {}
        """)
        #expect(extraction.coordinator("ObservatoryApp")?.entries.map(\.screen) == ["SkyView", "StarChartViewController"])
        #expect(extraction.transitions(of: "ObservatoryApp") == ["StarChartViewController/starTapped present sheet -nav -> StarInfoViewController"])
        #expect(extraction.locations(of: "ObservatoryApp", "StarChartViewController/starTapped present sheet -nav -> StarInfoViewController")
            == [extraction.marker(0)])
    }

    /// A sheet showing a representable that makes the app's screen inside a navigation controller shows it in that
    /// container, so the screen's push is no push without one (`check` warned); one making the bare screen adds none.
    @Test(arguments: [
        ("UINavigationController(rootViewController: MountViewController())", "present sheet +nav"),
        ("MountViewController()", "present sheet -nav"),
    ])
    func aSheetOfARepresentableMakingANavigationControllerCanPush(made: String, sheet: String) async {
        let extraction = await InlineExtraction("""
        import SwiftUI
        import UIKit

        @main
        struct StargazerApp: App {
            var body: some Scene { WindowGroup { SkyView() } }
        }
        struct SkyView: View {
            @State private var settingUp = false
            var body: some View {
                Button("Set up") { settingUp = true }.sheet(isPresented: $settingUp) { MountSetupFlow() }
            }
        }
        struct MountSetupFlow: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> UIViewController { \(made) }
            func updateUIViewController(_ controller: UIViewController, context: Context) {}
        }
        final class MountViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                navigationController?.pushViewController(AlignmentViewController(), animated: true)
            }
        }
        final class AlignmentViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "StargazerApp") == [
            "MountViewController/tableView present push -> AlignmentViewController",
            "SkyView/setUp \(sheet) -> MountViewController",
        ])
    }

    /// A SwiftUI row built as a collection view cell's content (`UIHostingConfiguration { RunRow(onSignUp: { … }) }`)
    /// is part of the view controller's cells: the callback it is handed is the view controller's own step, and the
    /// row is no screen.
    @Test func aRowBuiltAsACellsContentIsPartOfItsViewController() async {
        let extraction = await InlineExtraction("""
        import SwiftUI
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: RegattaListViewController())
            }
        }
        struct RegattaRow: View {
            let name: String
            let onEnter: () -> Void
            var body: some View { Button("Enter \\(name)", action: onEnter) }
        }
        final class RegattaListViewController: UICollectionViewController {
            private lazy var registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [weak self] cell, _, name in
                cell.contentConfiguration = UIHostingConfiguration {
                    RegattaRow(name: name, onEnter: { self?.enter(name) })
                }
            }
            private func enter(_ name: String) {
                ↓navigationController?.pushViewController(EntryFormViewController(), animated: true)
            }
        }
        final class EntryFormViewController: UIViewController {}
        """)
        #expect(extraction.transitions(of: "SceneDelegate") == ["RegattaListViewController/onEnter present push -> EntryFormViewController"])
        #expect(extraction.locations(of: "SceneDelegate", "RegattaListViewController/onEnter present push -> EntryFormViewController")
            == [extraction.marker(0)])
        #expect(extraction.coordinator("SceneDelegate")?.screens.map(\.name).contains("RegattaRow") == false)
    }
}
