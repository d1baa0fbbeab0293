import Foundation
import Testing
@testable import FlowModel

@Suite("Model JSON writer")
struct ModelJSONWriterTests {
    @Test("writes the bytes JSONEncoder writes, escapes included")
    func sameBytesAsTheEncoder() throws {
        var odd = "\"quoted\" back\\slash /slash é 🛥 \u{7F}\u{85}\u{9F}\u{FEFF}\u{FFFE}\u{2028}\u{202E}"
        for value in 0..<0x20 { odd.unicodeScalars.append(Unicode.Scalar(value)!) }
        let marina = SourceLocation(file: "Sources/Marina/\(odd).swift", line: 3, column: 14)
        let model = NavigationModel(coordinators: [
            Coordinator(
                name: "Marina\(odd)",
                style: .uikit,
                location: marina,
                entries: [Entry(screen: "berths", kind: .deepLink, navigation: false, location: marina), Entry(screen: odd)],
                screens: [
                    Screen(name: "berths", built: false, location: marina, actions: [
                        Action(name: odd, location: marina, dispatched: false, ignored: true), Action(name: "idle"),
                    ]),
                    Screen(name: odd),
                ],
                transitions: [
                    Transition(from: "berths", action: odd, kind: .present, mode: .sheet, navigation: true,
                               to: Target(coordinator: "Fuel", screen: nil), conditional: true, location: marina),
                    Transition(from: odd, kind: .dismiss),
                    Transition(from: "berths", kind: .start, navigation: false, to: Target(coordinator: "Fuel", screen: "pump")),
                ]
            ),
            Coordinator(name: "Fuel"),
        ])
        #expect(try model.jsonData() == (try CanonicalJSON.encode(model.normalized())))
        #expect(try NavigationModel(coordinators: []).jsonData() == (try CanonicalJSON.encode(NavigationModel(coordinators: []))))
    }

    /// A harbour of `berths` coordinators with ten moorings each, every mooring with a location and an action.
    private func harbour(berths: Int) -> NavigationModel {
        NavigationModel(coordinators: (0..<berths).map { berth in
            let file = "Sources/Harbour/Berth\(berth)Coordinator.swift"
            return Coordinator(
                name: "Berth\(berth)Coordinator",
                style: .uikit,
                location: SourceLocation(file: file, line: 1, column: 1),
                entries: [Entry(screen: "mooring0")],
                screens: (0..<10).map { mooring in
                    Screen(name: "mooring\(mooring)", location: SourceLocation(file: file, line: 10 + mooring, column: 5), actions: [
                        Action(name: "castOff", location: SourceLocation(file: file, line: 40 + mooring, column: 9)),
                    ])
                },
                transitions: (0..<9).map { mooring in
                    Transition(from: "mooring\(mooring)", action: "castOff", kind: .present, mode: .sheet,
                               to: Target(coordinator: "Berth\(berth)Coordinator", screen: "mooring\(mooring + 1)"),
                               location: SourceLocation(file: file, line: 40 + mooring, column: 9))
                }
            )
        })
    }

    @Test("written piece by piece, the JSON is jsonData's bytes, in pieces of at most a megabyte")
    func piecesMakeTheSameBytes() throws {
        let model = harbour(berths: 600)
        var pieces: [Data] = []
        try model.writeJSON { pieces.append(Data($0)) }
        let whole = try model.jsonData()
        #expect(whole.count > 3 << 20)
        #expect(pieces.count == (whole.count + (1 << 20) - 1) >> 20)
        #expect(pieces.allSatisfy { $0.count <= 1 << 20 })
        #expect(pieces.reduce(Data(), +) == whole)

        var small: [Data] = []
        try harbour(berths: 1).writeJSON { small.append(Data($0)) }
        #expect(small == [try harbour(berths: 1).jsonData()])
    }

    private struct FullDisk: Error, Equatable {}

    @Test("an output that throws stops the writing: its error is thrown and it is given nothing more")
    func failingOutputStops() throws {
        var calls = 0
        #expect(throws: FullDisk()) {
            try harbour(berths: 600).writeJSON { _ in
                calls += 1
                if calls == 2 { throw FullDisk() }
            }
        }
        #expect(calls == 2)
    }

    @Test("numbers are written as String spells them")
    func decimals() {
        for value in [0, 7, -7, 10, 99, 100, 1_234_567, Int.max, Int.min] {
            var bytes = JSONBytes()
            bytes.appendDecimal(value)
            #expect(String(decoding: bytes.data(), as: UTF8.self) == String(value))
        }
    }

    @Test("text is plain exactly when every byte is printable ASCII other than a quote and a backslash, wherever it lies")
    func plainText() {
        func expected(_ byte: UInt8) -> Bool {
            byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
        }
        // Each byte value at each place of texts that fill whole words, leave a tail, or have no whole word.
        for length in [1, 7, 8, 9, 16, 19] {
            for place in 0..<length {
                for value in UInt8.min...UInt8.max {
                    var text = [UInt8](repeating: UInt8(ascii: "k"), count: length)
                    text[place] = value
                    let plain = text.withUnsafeBufferPointer(JSONPlainText.isPlain)
                    #expect(plain == expected(value), "byte \(value) at \(place) of \(length)")
                }
            }
        }
        #expect([UInt8]().withUnsafeBufferPointer(JSONPlainText.isPlain))
    }
}
