import Foundation
import Testing
@testable import FlowModel

/// The fast path must read every valid file exactly as the positioned reader does, and leave every file with a
/// problem to it, so that diagnostics stay the positioned reader's.
@Suite("Fast model reading")
struct FastModelReadingTests {
    /// A harbour's ferries in every shape a model file allows: shorthands and mappings, defaults and explicit
    /// values, locations, YAML booleans, implicit actions, a target in another coordinator, names beyond ASCII.
    static let harbour = """
    version: 1
    coordinators:
      - name: FerryCoordinator
        style: uikit
        location: { file: Sources/Ferry/FerryCoordinator.swift, line: 12, column: 5 }
        entries:
          - quay
          - { screen: timetable, kind: deepLink, navigation: no }
        screens:
          - quay
          - name: timetable
            built: false
            actions: [didPickSailing, { name: idle, ignored: yes, dispatched: off }]
          - name: "Überfahrt ⛴"
            location:
              file: Sources/Ferry/Crossing.swift
              line: 40
              column: 9
        transitions:
          - { from: quay, action: didTapTimetable, mode: push, to: timetable }
          - { from: timetable, action: didPickSailing, mode: sheet, navigation: true, to: "Überfahrt ⛴", conditional: true }
          - from: "Überfahrt ⛴"
            action: didTapBack
            kind: dismiss
            location: { file: Sources/Ferry/Crossing.swift, line: 77, column: 13 }
          - { from: FerryCoordinator, kind: start, mode: fullScreen, to: { coordinator: TicketCoordinator } }
          - { from: timetable, kind: start, to: { coordinator: TicketCoordinator, screen: fares } }
          - { from: quay, action: ~, kind: showRoot, mode: null }
      - name: TicketCoordinator
        entries: [fares]
        screens: [fares, 'receipt "paper"']
        transitions:
          - { from: fares, action: didPay, kind: replace, to: 'receipt "paper"' }
          - { from: 'receipt "paper"', kind: dismissTo, to: fares }
    """

    private func positioned(_ text: String, path: String, known: [String: Set<String>] = [:]) -> NavigationModel? {
        try? ModelFileLoader.loadPositioned(text: text, path: path, known: known)
    }

    private func scanned(_ json: String, path: String = "harbour.flow.json") -> NavigationModel? {
        var text = json
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            var reader = ModelEventReader(events: JSONModelEvents(bytes), path: path, known: [:])
            return reader.read()
        } ?? nil
    }

    @Test("YAML read from libyaml's events is the model the positioned reader builds")
    func yamlMatchesThePositionedReader() throws {
        let fast = try #require(FastModelReading.model(of: Self.harbour, path: "harbour.flow.yml", known: [:]))
        let expected = try #require(positioned(Self.harbour, path: "harbour.flow.yml"))
        #expect(fast == expected)
        #expect(fast.coordinators[0].screens[2].location == SourceLocation(file: "Sources/Ferry/Crossing.swift", line: 40, column: 9))
        #expect(fast.coordinators[0].screens[0].actions.map(\.name) == ["didTapTimetable"])
    }

    @Test("extracted JSON read by the byte scanner is the model the positioned reader builds, positions included")
    func jsonMatchesThePositionedReader() throws {
        var model = try #require(positioned(Self.harbour, path: "harbour.flow.yml"))
        // Escapes the scanner must decode, and locations left out so that the JSON's own positions are used.
        model.coordinators[1].screens.append(Screen(name: "slash/back\\slash\ttab \u{00E9}\u{1F6A2}"))
        model.coordinators[1].transitions = []
        model.coordinators[0].location = nil
        let json = String(decoding: try model.jsonData(), as: UTF8.self)
        let fast = try #require(scanned(json))
        let expected = try #require(positioned(json, path: "harbour.flow.json"))
        #expect(fast == expected)
        // The positions of values after characters of several bytes on their line count characters.
        let wide = """
        {"version": 1, "coordinators": [{"name": "Fähre⛴", "screens": ["kai", "zoll"]}]}
        """
        let wideModel = try #require(scanned(wide))
        #expect(wideModel == positioned(wide, path: "harbour.flow.json"))
        #expect(wideModel.coordinators[0].screens[1].location == SourceLocation(file: "harbour.flow.json", line: 1, column: 71))
    }

    @Test("compact JSON, without a space after its colons, is read by the byte scanner as the positioned reader reads it")
    func compactJSON() throws {
        // Each screen's position is where its name stands: a value straight after its colon, on one long line.
        let compact = """
        {"version":1,"coordinators":[{"name":"Fähre⛴","entries":["kai"],"screens":["kai",{"name":"zoll","built":false}],        "transitions":[{"from":"kai","action":"didTapZoll","mode":"push","to":"zoll"}]}]}
        """
        let fast = try #require(scanned(compact))
        #expect(fast == positioned(compact, path: "harbour.flow.json"))
        #expect(fast.coordinators[0].screens.map(\.location) == [
            SourceLocation(file: "harbour.flow.json", line: 1, column: 76),
            SourceLocation(file: "harbour.flow.json", line: 1, column: 82),
        ])
    }

    @Test("screens known from Swift may be named without being declared")
    func knownScreens() throws {
        let text = """
        version: 1
        coordinators:
          - name: PilotCoordinator
            entries: [bridge]
            transitions: [{ from: bridge, action: didCallTug, mode: sheet, to: tugs }]
        """
        let known = ["PilotCoordinator": Set(["bridge", "tugs"])]
        let fast = try #require(FastModelReading.model(of: text, path: "pilot.flow.yml", known: known))
        #expect(fast == positioned(text, path: "pilot.flow.yml", known: known))
        #expect(FastModelReading.model(of: text, path: "pilot.flow.yml", known: [:]) == nil)
    }

    @Test("spellings the fast path does not reproduce are read by the positioned reader", arguments: [
        // An octal line number (Yams reads 010 as 8), an alias, a tag, a tab, a carriage return, a surrogate escape.
        "version: 1\ncoordinators: [{ name: Dock, location: { file: a.swift, line: 010, column: 1 }, screens: [berth] }]\n",
        "version: 1\ncoordinators: [{ name: &dock Dock, screens: [*dock] }]\n",
        "version: !!int 1\ncoordinators: [{ name: Dock, screens: [berth] }]\n",
        "{\"version\": 1,\t\"coordinators\": [{\"name\": \"Dock\", \"screens\": [\"berth\"]}]}\n",
        "{\"version\": 1,\r\n\"coordinators\": [{\"name\": \"Dock\", \"screens\": [\"berth\"]}]}\r\n",
        "{\"version\": 1, \"coordinators\": [{\"name\": \"Dock\", \"screens\": [\"\\ud83d\\udea2\"]}]}\n",
    ])
    func leftToThePositionedReader(_ text: String) throws {
        #expect(scanned(text) == nil)
        let loaded = try? ModelFileLoader.load(text: text, path: "dock.flow.json")
        #expect(loaded == positioned(text, path: "dock.flow.json"))
    }

    @Test("a file the positioned reader refuses is never read by the fast path, and one it reads is read the same",
          arguments: ["yml", "json", "compact json"])
    func everyOneCharacterEdit(_ format: String) throws {
        let small = """
        version: 1
        coordinators:
          - name: Lock
            entries: [{ screen: gate, navigation: false }]
            screens: [gate, { name: basin, actions: [open] }]
            transitions:
              - { from: gate, action: fill, mode: push, to: basin }
              - { from: basin, kind: start, to: { coordinator: Lock, screen: gate } }
        """
        let json = String(decoding: try #require(positioned(small, path: "lock.flow.yml")).jsonData(), as: UTF8.self)
        let base = switch format {
        case "json": json
        // As `jq -c` writes it: no line breaks or indentation, no space around a colon.
        case "compact json": json.split(separator: "\n").map { $0.drop(while: { $0 == " " }) }.joined()
            .replacingOccurrences(of: "\" : ", with: "\":")
        default: small
        }
        let path = format == "yml" ? "lock.flow.yml" : "lock.flow.json"
        // The JSON, pretty or compact, is the byte scanner's to read before any edit.
        #expect(format == "yml" || scanned(base, path: path) != nil)
        let characters = Array(base)
        var edits: [String] = []
        for index in characters.indices {
            edits.append(String(characters[..<index] + characters[(index + 1)...]))
            for replacement in ["\"", "0", "\n", "é"] where String(characters[index]) != replacement {
                edits.append(String(characters[..<index]) + replacement + String(characters[(index + 1)...]))
            }
        }
        var mismatches: [String] = []
        for edit in edits {
            let fast = FastModelReading.model(of: edit, path: path, known: [:])
            if let fast, fast != positioned(edit, path: path) { mismatches.append(edit) }
        }
        #expect(mismatches.isEmpty, "read differently: \(mismatches.prefix(3))")
    }
}
