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
}
