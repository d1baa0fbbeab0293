import Foundation
import FlowTestSupport
import Testing
@testable import FlowModel

/// Model files built to exhaust the reader: each is refused quickly, with one problem at its position.
@Suite("Hostile model files")
struct HostileModelTests {
    /// The problems of `marked`, after checking that each sits at its marker.
    private func problems(of marked: String, path: String = "hostile.flow.yml") throws -> [String] {
        let input = MarkedText(marked)
        let failure = #expect(throws: ModelLoadFailure.self) { try ModelFileLoader.load(text: input.text, path: path) }
        let problems = try #require(failure).problems
        let positions = problems.map { MarkedText.Position(line: $0.location.line, column: $0.location.column) }
        #expect(positions == input.positions)
        return problems.map(\.message)
    }

    @Test("a billion-laughs document: aliases at every level of a valid model stop at the value budget")
    func billionLaughs() throws {
        // A thousand coordinators, each a thousand screens, each a thousand actions: 10^9 values once the
        // aliases are expanded, from about 12 kB of text.
        let actions = Array(repeating: "x", count: 1_000).joined(separator: ", ")
        let screens = Array(repeating: "*screen", count: 999).joined(separator: ", ")
        let coordinators = Array(repeating: "  - *coordinator", count: 999).joined(separator: "\n")
        let text = """
            version: 1
            coordinators:
              - &coordinator
                name: Laughs
                screens: [&screen { name: a, actions: [\(actions)] }, \(screens)]
            \(coordinators)
            """
        let failure = #expect(throws: ModelLoadFailure.self) { try ModelFileLoader.load(text: text, path: "laughs.flow.yml") }
        let messages = try #require(failure).problems.map(\.message)
        #expect(messages.contains(
            #"YAML aliases repeat their anchors into more values than the file has characters (a "billion laughs" document); write the values out"#
        ))
        #expect(messages.count <= ModelFileLoader.problemsShown + 1)
    }

    @Test("lists nested 10,000 deep are refused at the first bracket past the limit, before YAML parsing")
    func deepNesting() throws {
        let depth = 10_000
        let prefix = "version: 1\ncoordinators: " + String(repeating: "[", count: ModelLimits.nesting)
        let marked = prefix + "↓" + String(repeating: "[", count: depth - ModelLimits.nesting) + String(repeating: "]", count: depth) + "\n"
        #expect(try problems(of: marked) == ["lists and mappings nested deeper than 64 levels, flowgraph's limit"])
    }

    @Test("brackets in quoted names and comments do not count as nesting")
    func bracketsInText() throws {
        let names = (0..<100).map { #"'[[{{\#($0)'"# }.joined(separator: ", ")
        let text = """
            version: 1 # [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[
            coordinators:
              - name: "Brackets [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["
                screens: [\(names), "\\"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["]
            """
        let model = try ModelFileLoader.load(text: text, path: "brackets.flow.yml")
        #expect(model.coordinators.first?.screens.count == 101)
    }

    @Test("a number too large for an integer is a wrong type at its position, not a crash")
    func hugeNumbers() throws {
        let marked = """
            version: ↓99999999999999999999999999
            coordinators:
              - name: Big
                screens: [a]
                entries: [a]
                location: { file: Big.swift, line: ↓18446744073709551616, column: 1 }
            """
        #expect(try problems(of: marked) == [
            "expected 'version' to be a whole number, found '99999999999999999999999999'",
            "expected 'line' to be a whole number, found '18446744073709551616'",
        ])
    }

    @Test("a file with more screens than the limit is refused at the first screen past it")
    func tooManyScreens() throws {
        // A million screens in one flow list, about 8 MB: the limit stops the reader at 200,001.
        var text = "version: 1\ncoordinators:\n  - name: Huge\n    screens: ["
        text += (0..<1_000_000).map { "s\($0)" }.joined(separator: ", ")
        text += "]\n"
        let failure = #expect(throws: ModelLoadFailure.self) { try ModelFileLoader.load(text: text, path: "huge.flow.yml") }
        let problems = try #require(failure).problems
        #expect(problems.map(\.message) == ["more than 200000 screens in one model file, flowgraph's limit"])
        let screensLine = text.split(separator: "\n")[3]
        let column = screensLine.utf8.count - screensLine.split(separator: " s200000,", maxSplits: 1)[1].utf8.count - "s200000,".count + 1
        #expect(problems.first?.location == SourceLocation(file: "huge.flow.yml", line: 4, column: column))
    }

    @Test("names with DEL, C1 controls, a BOM or a non-character write JSON that loads again (found by Fuzz/run.sh)")
    func charactersYAMLRefusesRaw() throws {
        let text = #"""
            version: 1
            coordinators:
              - name: "Odd\x7fCoordinator"
                screens: ["c1\x80\x85\x9f", "bom\ufeffmiddle", "nonchar\uffff", "tab\tok"]
            """#
        let model = try ModelFileLoader.load(text: text, path: "odd.flow.yml")
        #expect(model.coordinators.first?.name == "Odd\u{7F}Coordinator")
        let json = String(decoding: try model.jsonData(), as: UTF8.self)
        #expect(json.contains(#""c1\u0080\u0085\u009f""#) && json.contains(#""bom\ufeffmiddle""#) && json.contains(#""nonchar\uffff""#))
        #expect(try ModelFileLoader.load(text: json, path: "odd.flow.json") == model.normalized())
    }

    @Test("a file that repeats one mistake lists the first hundred problems and counts the rest")
    func problemsAreCapped() throws {
        let screens = (0..<250).map { _ in "{ nam: x }" }.joined(separator: ", ")
        let text = "version: 1\ncoordinators:\n  - name: Typos\n    screens: [\(screens)]\n"
        let failure = #expect(throws: ModelLoadFailure.self) { try ModelFileLoader.load(text: text, path: "typos.flow.yml") }
        let problems = try #require(failure).problems
        #expect(problems.count == 101)
        #expect(problems.last?.message == "and \(2 * 250 - 100) more problems in this file")
    }
}
