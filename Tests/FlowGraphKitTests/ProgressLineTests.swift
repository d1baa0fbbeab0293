@testable import FlowGraphKit
import Testing

@Suite("Progress line")
struct ProgressLineTests {
    @Test("only runs that read many files say so, with the count grouped in thousands", arguments: [
        (12, nil), (499, nil), (500, "reading 500 files…"), (1_234, "reading 1,234 files…"),
        (1_234_567, "reading 1,234,567 files…"),
    ] as [(Int, String?)])
    func message(files: Int, expected: String?) {
        #expect(ProgressLine.readingMessage(files: files) == expected)
    }
}
