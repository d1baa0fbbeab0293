import FlowModel
import FlowRules
import Testing

@Suite("Navigation graph")
struct GraphTests {
    /// The screens of `ids` by name, for readable expectations.
    private func names(_ ids: [ScreenID], in graph: NavigationGraph) -> [String] {
        ids.map { graph[$0].name }
    }

    private func id(_ screen: String, of coordinator: String, in graph: NavigationGraph) throws -> ScreenID {
        try #require(graph.screenID(coordinator: coordinator, screen: screen))
    }

    @Test("transitions resolve to edges; undeclared targets are kept aside")
    func building() throws {
        let graph = NavigationGraph(model: try loadModel("""
        version: 1
        coordinators:
          - name: TramCoordinator
            entries: [stops]
            screens: [stops, line]
            transitions:
              - {from: stops, mode: push, to: line}
              - {from: line, kind: start, to: {coordinator: TicketCoordinator}}
              - {from: line, kind: showRoot}
              - {from: line, kind: dismiss}
              - {from: stops, mode: sheet, to: depot}
              - {from: stops, kind: start, to: {coordinator: BusCoordinator}}
          - name: TicketCoordinator
            entries: [fares, {screen: zones, kind: deepLink}]
            screens: [fares, zones]
        """))
        #expect(graph.screens.map(\.name) == ["stops", "line", "fares", "zones"])
        #expect(graph.screens.map(\.coordinator) == [
            "TramCoordinator", "TramCoordinator", "TicketCoordinator", "TicketCoordinator",
        ])
        #expect(names(graph.roots, in: graph) == ["stops", "fares", "zones"])
        #expect(graph.screenID(coordinator: "TicketCoordinator", screen: "zones") == ScreenID(3))
        #expect(graph.screenID(coordinator: "TicketCoordinator", screen: "stops") == nil)

        #expect(graph.transitions.map { names($0.targets, in: graph) } == [
            ["line"], ["fares", "zones"], ["stops"], [], [], [],
        ])
        #expect(graph.transitions.map(\.unresolvedTarget) == [
            nil, nil, nil, nil,
            .screen(coordinator: "TramCoordinator", screen: "depot"),
            .coordinator("BusCoordinator"),
        ])
        let line = try id("line", of: "TramCoordinator", in: graph)
        #expect(graph.outgoing(from: line).map { "\($0.kind.rawValue)->\(graph[$0.target].name)" } == [
            "showRoot->stops", "start->fares", "start->zones",
        ])
        #expect(graph.outgoing(from: try id("stops", of: "TramCoordinator", in: graph)).count == 1)
    }

    @Test("reachability follows presents, starts and replaces, never dismissals")
    func reachability() throws {
        let graph = NavigationGraph(model: try loadModel("""
        version: 1
        coordinators:
          - name: TramCoordinator
            entries: [stops]
            screens: [stops, line, alerts, lostProperty, timetable]
            transitions:
              - {from: stops, mode: push, to: line}
              - {from: line, kind: dismissTo, to: alerts}
              - {from: line, kind: start, to: {coordinator: TicketCoordinator}}
              - {from: lostProperty, mode: sheet, to: timetable}
              - {from: line, kind: replace, to: timetable}
          - name: TicketCoordinator
            screens: [fares, pass, refund]
            transitions:
              - {from: fares, kind: replace, to: pass}
              - {from: pass, kind: showRoot}
          - name: DepotCoordinator
            entries: [yard]
            screens: [yard]
        """))
        let reachable = graph.reachableFromEntries()
        #expect(names(reachable.sorted, in: graph) == ["stops", "line", "timetable", "yard"])
        let ticketEntries = graph.entryScreens(of: "TicketCoordinator")
        #expect(ticketEntries.isEmpty, "a start of a coordinator without entries reaches nothing")
        let fares = try id("fares", of: "TicketCoordinator", in: graph)
        let fromFares = graph.screens(reachableFrom: [fares]) { _ in true }
        #expect(names(fromFares.sorted, in: graph) == ["fares", "pass"])
    }

    @Test("strongly connected components, in index order, over the chosen edges only")
    func stronglyConnectedComponents() throws {
        let graph = NavigationGraph(model: try loadModel("""
        version: 1
        coordinators:
          - name: AtlasCoordinator
            entries: [a]
            screens: [a, b, c, d, e, f, g]
            transitions:
              - {from: c, mode: push, to: a}
              - {from: a, mode: push, to: b}
              - {from: b, mode: push, to: c}
              - {from: c, mode: push, to: d}
              - {from: d, mode: sheet, to: e}
              - {from: e, mode: push, to: d}
              - {from: g, mode: push, to: g}
              - {from: e, kind: dismissTo, to: a}
        """))
        let growing = graph.stronglyConnectedComponents(along: \.growsStack).map { names($0, in: graph) }
        #expect(growing == [["a", "b", "c"], ["d", "e"], ["f"], ["g"]])
        let all = graph.stronglyConnectedComponents { _ in true }.map { names($0, in: graph) }
        #expect(all == [["a", "b", "c", "d", "e"], ["f"], ["g"]])

        let joined = try #require(graph.stronglyConnectedComponents { _ in true }.first)
        let shortest = try #require(graph.shortestCycle(in: joined) { _ in true })
        #expect(shortest.map { graph[$0.target].name } == ["e", "d"], "the shortest cycle wins over a lower start")
        let pushes = try #require(graph.stronglyConnectedComponents(along: \.growsStack).first)
        let cycle = try #require(graph.shortestCycle(in: pushes, along: \.growsStack))
        #expect(cycle.map { graph[$0.source].name } == ["a", "b", "c"], "a witness starts at its lowest screen")
        let g = try id("g", of: "AtlasCoordinator", in: graph)
        let loop = try #require(graph.shortestCycle(in: [g], along: \.growsStack))
        #expect(loop.count == 1)
        #expect(graph.shortestCycle(in: [try id("f", of: "AtlasCoordinator", in: graph)], along: \.growsStack) == nil)
    }

    @Test("a screen is below another only along stack-growing steps, swaps keeping what is below")
    func stackWalk() throws {
        let graph = NavigationGraph(model: try loadModel("""
        version: 1
        coordinators:
          - name: ParkCoordinator
            entries: [gate]
            screens: [gate, map, trail, summit, cafe, exit]
            transitions:
              - {from: gate, mode: push, to: map}
              - {from: map, mode: swap, to: trail}
              - {from: trail, mode: sheet, to: summit}
              - {from: gate, mode: swap, to: cafe}
              - {from: map, kind: replace, to: exit}
              - {from: exit, kind: start, to: {coordinator: ParkCoordinator, screen: exit}}
              - {from: summit, kind: dismissTo, to: gate}
        """))
        func below(_ lower: String, _ upper: String) throws -> Bool {
            let park = "ParkCoordinator"
            return graph.canBeBelow(try id(lower, of: park, in: graph), try id(upper, of: park, in: graph))
        }
        #expect(try below("gate", "map"))
        #expect(try below("gate", "trail"), "a swap replaces only the top")
        #expect(try below("gate", "summit"))
        #expect(try below("trail", "summit"))
        #expect(try below("exit", "exit"), "a start of itself stacks a second copy")
        #expect(try !below("map", "trail"), "a swap as the first step removes the screen")
        #expect(try !below("gate", "cafe"))
        #expect(try !below("gate", "exit"), "a replace resets the stack")
        #expect(try !below("summit", "gate"), "a dismissal does not put anything on top")
        #expect(try !below("gate", "gate"))
    }

    @Test("navigation containers: modals without one are the witnesses; pushes and replaces pass states on")
    func navigationContainers() throws {
        let graph = NavigationGraph(model: try loadModel("""
        version: 1
        coordinators:
          - name: ZooCoordinator
            entries: [gate, {screen: kiosk, navigation: false}]
            screens: [gate, map, aquarium, tank, kiosk, shop]
            transitions:
              - {from: gate, mode: push, to: map}
              - {from: map, action: didTapFish, mode: sheet, to: aquarium}
              - {from: aquarium, mode: push, to: tank}
              - {from: gate, mode: fullScreen, navigation: true, to: tank}
              - {from: kiosk, kind: replace, to: shop}
              - {from: shop, kind: dismissTo, to: map}
        """))
        let containers = graph.navigationContainers()
        func screen(_ name: String) throws -> ScreenID { try id(name, of: "ZooCoordinator", in: graph) }

        #expect(try ["gate", "map", "tank"].allSatisfy { containers.canHaveNavigation(try screen($0)) })
        #expect(try ["aquarium", "kiosk", "shop"].allSatisfy { !containers.canHaveNavigation(try screen($0)) })
        #expect(try containers.causeOfMissingNavigation(screen("gate")) == nil)
        #expect(try containers.causeOfMissingNavigation(screen("map")) == nil, "a dismissal passes nothing back")

        let sheet = try #require(graph.outgoing(from: screen("map")).first)
        #expect(try containers.causeOfMissingNavigation(screen("aquarium")) == .presentation(sheet))
        #expect(try containers.causeOfMissingNavigation(screen("tank")) == .presentation(sheet))
        let kioskEntry = try #require(graph.entries.first { $0.entry.screen == "kiosk" })
        #expect(try containers.causeOfMissingNavigation(screen("kiosk")) == .entry(kioskEntry))
        #expect(try containers.causeOfMissingNavigation(screen("shop")) == .entry(kioskEntry))
    }
}

@Suite("Large graphs")
struct LargeGraphTests {
    static let size = 20_000

    /// One coordinator whose screens push each other in a line, and back to the first when `closed`.
    private static func line(closed: Bool) -> NavigationModel {
        let name = "LongLineCoordinator"
        let screens = (0..<size).map { Screen(name: "stop\($0)") }
        func push(_ from: Int, _ to: Int) -> Transition {
            Transition(from: "stop\(from)", kind: .present, mode: .push, to: Target(coordinator: name, screen: "stop\(to)"))
        }
        var transitions = (1..<size).map { push($0 - 1, $0) }
        if closed {
            transitions.append(push(size - 1, 0))
        }
        return NavigationModel(coordinators: [
            Coordinator(name: name, entries: [Entry(screen: "stop0")], screens: screens, transitions: transitions),
        ])
    }

    @Test("a 20,000-screen chain is walked without recursion")
    func chain() {
        let graph = NavigationGraph(model: Self.line(closed: false))
        let components = graph.stronglyConnectedComponents(along: \.growsStack)
        #expect(components.count == Self.size)
        #expect(components.allSatisfy { $0.count == 1 })
        #expect(graph.reachableFromEntries().count == Self.size)
        #expect(graph.canBeBelow(ScreenID(0), ScreenID(Self.size - 1)))
        #expect(!graph.canBeBelow(ScreenID(Self.size - 1), ScreenID(0)))
        let containers = graph.navigationContainers()
        #expect(containers.canHaveNavigation(ScreenID(Self.size - 1)))
        #expect(RuleRunner().run(on: Self.line(closed: false)).isEmpty)
    }

    @Test("a 20,000-screen push ring is one component with one cycle finding")
    func ring() throws {
        let model = Self.line(closed: true)
        let graph = NavigationGraph(model: model)
        let components = graph.stronglyConnectedComponents(along: \.growsStack)
        #expect(components.count == 1)
        let cycle = try #require(graph.shortestCycle(in: components[0], along: \.growsStack))
        #expect(cycle.count == Self.size)
        #expect(cycle.first?.source == ScreenID(0))
        let findings = RuleRunner().run(on: model)
        #expect(findings.map(\.ruleID) == ["navigation_cycle"])
    }
}
