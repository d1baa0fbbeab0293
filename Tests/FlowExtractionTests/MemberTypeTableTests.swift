@testable import FlowExtraction
import SwiftSyntax
import Testing

/// ``MemberTypeTable`` reads a type's members once for every call on one of its properties: each receiver's type
/// is the one ``ReceiverType`` finds reading the members again.
@Suite struct MemberTypeTableTests {
    @Test("receivers typed from one table of each type's members: annotations, constructions, a name declared twice, a nested type")
    func sameTypesAsReadingTheMembers() throws {
        let source = """
            final class HarbourCoordinator {
                var pilot = makePilot()
                let ferry: Ferry
                var tug = Tugboat(), barge: Barge?
                var pilot: Pilot
                var pilot: RiverPilot

                func sail() {
                    ferry.depart()
                    self.tug.push()
                    barge?.moor()
                    pilot.board()
                    lighthouse.blink()
                }

                struct Quay {
                    var ferry: NightFerry
                    func close() { ferry.turn(); tug.moor() }
                }
            }
            """
        final class Calls: SyntaxVisitor {
            var receivers: [(text: String, base: ExprSyntax)] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let shape = CallShape(node), case let .other(base) = shape.receiver {
                    receivers.append((node.trimmedText, base))
                }
                return .visitChildren
            }
        }
        let calls = Calls(viewMode: .sourceAccurate)
        calls.walk(ParsedFile(SourceFile(path: "HarbourCoordinator.swift", text: source)).tree)
        let table = MemberTypeTable()
        var found: [String: String] = [:]
        for (text, base) in calls.receivers {
            let read = ReceiverType.type(of: base)
            #expect(ReceiverType.type(of: base, members: table) == read, "\(text)")
            found[text] = read
        }
        #expect(found == [
            "ferry.depart()": "Ferry", "self.tug.push()": "Tugboat", "barge?.moor()": "Barge", "pilot.board()": "Pilot",
            "ferry.turn()": "NightFerry", "tug.moor()": "Tugboat",
        ])
    }
}
