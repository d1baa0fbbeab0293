import Foundation
import FlowTestSupport
import Testing
@testable import FlowModel

/// Each case marks where its problems must be reported, and lists their messages in file order.
struct BadModelCase: CustomTestStringConvertible, Sendable {
    let name: String
    let marked: String
    let messages: [String]
    var testDescription: String { name }
}

@Suite("Model file loader")
struct ModelFileLoaderTests {
    static let badModels: [BadModelCase] = [
        BadModelCase(
            name: "YAML syntax error",
            marked: """
            version: 1
            coordinators:
              - name: GardenCoordinator
                screens: [beds, "seeds
            ↓
            """,
            messages: ["invalid YAML: found unexpected end of stream while scanning a quoted scalar"]
        ),
        BadModelCase(
            name: "unknown keys at every level",
            marked: """
            version: 1
            ↓colour: green
            coordinators:
              - name: GardenCoordinator
                ↓owner: me
                screens:
                  - name: beds
                    ↓buildable: true
            """,
            messages: [
                "unknown key 'colour' in the model (known keys: coordinators, version)",
                "unknown key 'owner' in a coordinator (known keys: entries, location, name, screens, style, transitions)",
                "unknown key 'buildable' in a screen (known keys: actions, built, location, name)",
            ]
        ),
        BadModelCase(
            name: "wrong types",
            marked: """
            version: ↓one
            coordinators:
              - name: GardenCoordinator
                screens:
                  - name: beds
                    built: ↓maybe
                transitions: ↓{ from: beds }
            """,
            messages: [
                "expected 'version' to be a whole number, found 'one'",
                "expected 'built' to be true or false, found 'maybe'",
                "expected 'transitions' to be a list, found a mapping",
            ]
        ),
        BadModelCase(
            name: "duplicate screens and coordinators",
            marked: """
            version: 1
            coordinators:
              - name: GardenCoordinator
                screens:
                  - beds
                  - ↓beds
              - ↓name: GardenCoordinator
            """,
            messages: [
                "duplicate screen 'beds' in GardenCoordinator (first declared at line 5)",
                "duplicate coordinator 'GardenCoordinator' (first declared at line 3)",
            ]
        ),
        BadModelCase(
            name: "from, to and entries that name nothing",
            marked: """
            version: 1
            coordinators:
              - name: GardenCoordinator
                entries: [↓greenhouse]
                screens: [beds, seeds]
                transitions:
                  - from: ↓compost
                    mode: push
                    to: seeds
                  - ↓from: beds
                    mode: sheet
                  - from: beds
                    to: ↓{}
                    mode: push
            """,
            messages: [
                "entry 'greenhouse' names no screen of GardenCoordinator",
                "'from: compost' names no screen of GardenCoordinator",
                "a present transition needs a 'to'",
                "'to' names nothing: give a 'screen', a 'coordinator', or both",
            ]
        ),
        BadModelCase(
            name: "kinds and modes that do not fit",
            marked: """
            version: 1
            coordinators:
              - name: GardenCoordinator
                screens: [beds, seeds]
                transitions:
                  - ↓from: beds
                    to: seeds
                  - from: seeds
                    kind: dismiss
                    mode: ↓push
                  - from: seeds
                    kind: showRoot
                    to: ↓beds
                  - from: seeds
                    kind: ↓teleport
            """,
            messages: [
                "a present transition needs a 'mode' (push, sheet, fullScreen, top, swap, modal)",
                "a dismiss transition takes no 'mode'",
                "a showRoot transition takes no 'to'",
                "unknown kind 'teleport' (expected one of: present, dismiss, dismissTo, showRoot, start, replace)",
            ]
        ),
        BadModelCase(
            name: "missing and unsupported version",
            marked: """
            ↓coordinators: []
            """,
            messages: ["missing key 'version' (this reader understands version 1)"]
        ),
        BadModelCase(
            name: "unsupported version",
            marked: """
            version: ↓2
            coordinators: []
            """,
            messages: ["unsupported model version 2; this reader understands version 1"]
        ),
        BadModelCase(
            name: "duplicate keys",
            marked: """
            version: 1
            coordinators:
              - ↓name: GardenCoordinator
                name: ShedCoordinator
            """,
            messages: ["duplicate key 'name' in one mapping"]
        ),
        BadModelCase(
            name: "JSON with a wrong type",
            marked: """
            {
              "version": 1,
              "coordinators": [
                { "name": "GardenCoordinator", "screens": ↓"beds" }
              ]
            }
            """,
            messages: ["expected 'screens' to be a list, found 'beds'"]
        ),
    ]

    @Test("bad input is reported at its position", arguments: badModels)
    func reportsProblemsAtTheirPositions(_ example: BadModelCase) throws {
        let input = MarkedText(example.marked)
        let failure = #expect(throws: ModelLoadFailure.self) {
            try ModelFileLoader.load(text: input.text, path: "garden.flow.yml")
        }
        let problems = try #require(failure).problems
        #expect(problems.map(\.message) == example.messages)
        let positions = problems.map { MarkedText.Position(line: $0.location.line, column: $0.location.column) }
        #expect(positions == input.positions)
        #expect(problems.allSatisfy { $0.location.file == "garden.flow.yml" })
    }

    @Test("one problem prints as one file:line:column line")
    func problemDescription() {
        let problem = ModelProblem(location: SourceLocation(file: "a.flow.yml", line: 3, column: 7), message: "bad")
        #expect(problem.description == "a.flow.yml:3:7: error: bad")
    }

    @Test("defaults and shorthands fill in the design's defaults, locations come from the YAML")
    func defaultsAndShorthands() throws {
        let input = MarkedText("""
        version: 1
        coordinators:
          - ↓name: KitchenCoordinator
            entries: [↓pantry]
            screens:
              - ↓name: pantry
                actions: [↓didTapRecipe]
              - ↓recipe
            transitions:
              - ↓from: pantry
                action: didTapRecipe
                mode: push
                to: recipe
              - ↓from: recipe
                action: ↓didTapClose
                kind: dismiss
        """)
        let model = try ModelFileLoader.load(text: input.text, path: "kitchen.flow.yml")
        let at = input.positions.map { SourceLocation(file: "kitchen.flow.yml", line: $0.line, column: $0.column) }
        let expected = NavigationModel(coordinators: [
            Coordinator(
                name: "KitchenCoordinator",
                style: .model,
                location: at[0],
                entries: [Entry(screen: "pantry", kind: .root, navigation: true, location: at[1])],
                screens: [
                    Screen(name: "pantry", built: true, location: at[2], actions: [Action(name: "didTapRecipe", location: at[3])]),
                    Screen(name: "recipe", built: true, location: at[4], actions: [Action(name: "didTapClose", location: at[7])]),
                ],
                transitions: [
                    Transition(from: "pantry", action: "didTapRecipe", kind: .present, mode: .push,
                               to: Target(coordinator: "KitchenCoordinator", screen: "recipe"), location: at[5]),
                    Transition(from: "recipe", action: "didTapClose", kind: .dismiss, location: at[6]),
                ]
            ),
        ])
        #expect(model == expected)
    }

    @Test("JSON written by jsonData() reads back to the same model and the same bytes")
    func jsonRoundTrip() throws {
        let yaml = """
        version: 1
        coordinators:
          - name: ZooCoordinator
            style: uikit
            entries: [{ screen: gate, kind: deepLink, navigation: false }]
            screens:
              - name: gate
                actions: [{ name: didBuyTicket, dispatched: false }, { name: idle, ignored: true }]
              - name: aquarium
                built: false
            transitions:
              - { from: gate, action: didBuyTicket, mode: sheet, navigation: true, to: aquarium, conditional: true }
              - { from: aquarium, kind: start, to: { coordinator: CafeCoordinator } }
          - name: CafeCoordinator
            screens: [menu]
        """
        let model = try ModelFileLoader.load(text: yaml, path: "zoo.flow.yml")
        let json = try model.jsonData()
        let reread = try ModelFileLoader.load(text: String(decoding: json, as: UTF8.self), path: "zoo.flow.json")
        #expect(reread == model.normalized())
        #expect(try reread.jsonData() == json)
        let decoded = try JSONDecoder().decode(NavigationModel.self, from: json)
        #expect(decoded == model.normalized())
    }

    @Test("canonical JSON: sorted arrays and keys, explicit nulls")
    func exactJSON() throws {
        let model = NavigationModel(coordinators: [
            Coordinator(
                name: "B",
                screens: [Screen(name: "y"), Screen(name: "x")],
                transitions: [Transition(from: "y", kind: .dismiss), Transition(from: "x", action: "go", kind: .present, mode: .push, to: Target(coordinator: "B", screen: "y"))]
            ),
            Coordinator(name: "A"),
        ])
        let json = String(decoding: try model.jsonData(), as: UTF8.self)
        #expect(json == """
        {
          "coordinators" : [
            {
              "entries" : [

              ],
              "location" : null,
              "name" : "A",
              "screens" : [

              ],
              "style" : "model",
              "transitions" : [

              ]
            },
            {
              "entries" : [

              ],
              "location" : null,
              "name" : "B",
              "screens" : [
                {
                  "actions" : [

                  ],
                  "built" : true,
                  "location" : null,
                  "name" : "x"
                },
                {
                  "actions" : [

                  ],
                  "built" : true,
                  "location" : null,
                  "name" : "y"
                }
              ],
              "style" : "model",
              "transitions" : [
                {
                  "action" : "go",
                  "conditional" : false,
                  "from" : "x",
                  "kind" : "present",
                  "location" : null,
                  "mode" : "push",
                  "navigation" : null,
                  "to" : {
                    "coordinator" : "B",
                    "screen" : "y"
                  }
                },
                {
                  "action" : null,
                  "conditional" : false,
                  "from" : "y",
                  "kind" : "dismiss",
                  "location" : null,
                  "mode" : null,
                  "navigation" : null,
                  "to" : null
                }
              ]
            }
          ],
          "version" : 1
        }

        """)
    }
}
