import FlowExtraction
import FlowTestSupport
import Testing

/// `[` nested deeper than swift-syntax parses in reasonable time is found before parsing, at its position;
/// brackets in comments and string literals do not count.
@Suite struct ParserHazardTests {
    private func hazard(_ marked: String) -> [MarkedText.Position] {
        let input = MarkedText(marked)
        #expect(input.positions.count <= 1)
        let found = ParserHazard.firstTooDeepBracket(in: input.text).map { MarkedText.Position(line: $0.line, column: $0.column) }
        #expect(found.map { [$0] } ?? [] == input.positions)
        return input.positions
    }

    @Test("the thirteenth open bracket of a deep array type is the hazard")
    func deepType() {
        _ = hazard("let grid: " + String(repeating: "[", count: 12) + "↓[Int" + String(repeating: "]", count: 13) + " = []")
    }

    @Test("the fuzzer's input: unclosed brackets, then bytes that are not Swift")
    func unclosed() {
        _ = hazard(String(repeating: "[", count: 12) + "↓" + String(repeating: "[", count: 20) + "\u{4}\u{FFFD}")
    }

    @Test("twelve levels, and any number of balanced brackets one after another, are fine")
    func withinTheLimit() {
        _ = hazard("let table = " + String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12))
        _ = hazard(String(repeating: "let row = [[1], [2], [3]]\n", count: 100))
    }

    @Test("brackets in comments and in every kind of string literal do not count")
    func commentsAndStrings() {
        let deep = String(repeating: "[", count: 40)
        _ = hazard("""
            // \(deep)
            /* \(deep) /* nested \(deep) */ still a comment \(deep) */
            let a = "\(deep)\\"\(deep)"
            let b = \"""
                \(deep)
                \"""
            let c = #"\(deep)\\"#
            let d = ##"\(deep)"#\(deep)"##
            #if DEBUG
            let e = [[1]]
            #endif
            """)
    }

    @Test("code after a string or comment is scanned again, on the right line and column")
    func afterStrings() {
        _ = hazard("let s = \"[[[[\"\n/* [[[[ */ let t = " + String(repeating: "[", count: 12) + "↓[0" + String(repeating: "]", count: 13))
    }
}
