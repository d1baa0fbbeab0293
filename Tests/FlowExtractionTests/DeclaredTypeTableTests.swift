@testable import FlowExtraction
import SwiftSyntax
import Foundation
import Testing

/// The first pass's per-file tables give each call what reading its surroundings afresh gives: ``DeclaredTypeTable``
/// reads each member list and statement list once for every receiver declared in it, and ``ConditionMemo`` keeps
/// what a climb found above each statement for the next call below it.
@Suite struct DeclaredTypeTableTests {
    /// Every call with a receiver in `source`, with its text.
    private func calls(in source: String) -> [(text: String, call: FunctionCallExprSyntax)] {
        final class Calls: SyntaxVisitor {
            var found: [(text: String, call: FunctionCallExprSyntax)] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                found.append((node.trimmedText, node))
                return .visitChildren
            }
        }
        let calls = Calls(viewMode: .sourceAccurate)
        calls.walk(ParsedFile(SourceFile(path: "HarbourCoordinator.swift", text: source)).tree)
        return calls.found
    }

    @Test("receivers typed from one table per member or statement list: annotations, constructions, a name declared twice, nested types and blocks, parameters")
    func sameTypesAsReadingTheLists() throws {
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

                func dock(cargo: Cargo) {
                    let crane = Crane()
                    crane.lift()
                    cargo.load()
                    winch.wind()
                    var winch: Winch
                    if ready {
                        let crane: Gantry = make()
                        crane.swing()
                        ferry.rope()
                    }
                }

                struct Quay {
                    var ferry: NightFerry
                    func close() { ferry.turn(); tug.moor() }
                }
            }
            """
        let table = DeclaredTypeTable()
        var found: [String: String] = [:]
        for (text, call) in calls(in: source) {
            guard let shape = CallShape(call), case let .other(base) = shape.receiver else { continue }
            let read = ReceiverType.type(of: base)
            #expect(ReceiverType.type(of: base, declarations: table) == read, "\(text)")
            found[text] = read
        }
        #expect(found == [
            "ferry.depart()": "Ferry", "self.tug.push()": "Tugboat", "barge?.moor()": "Barge", "pilot.board()": "Pilot",
            "crane.lift()": "Crane", "cargo.load()": "Cargo", "winch.wind()": "Winch", "crane.swing()": "Gantry",
            "ferry.rope()": "Ferry", "ferry.turn()": "NightFerry", "tug.moor()": "Tugboat",
        ])
    }

    @Test("calls conditional with one memo for the file as each climbing alone: branches, arms, loops, guards, ternaries, closures")
    func sameConditionsAsClimbingAlone() throws {
        let source = """
            final class HarbourCoordinator {
                func sail(tide: Tide) {
                    log(.castingOff)
                    if tide.isHigh {
                        ferry.depart()
                        harbour.async { tug.push() }
                    } else {
                        barge.moor()
                    }
                    guard let self else { return }
                    pilot.board()
                    switch tide {
                    case .low: crane.lift()
                    default: break
                    }
                    let pick = tide.isHigh ? makeFerry() : makeBarge()
                    queue.async {
                        guard tide.isHigh else { return alarm.ring() }
                        beacon.flash()
                    }
                }

                func dock() {
                    dockyard.async { hawser.tie() }
                    guard ready else { return }
                    for boat in boats { boat.moor() }
                    winch.wind()
                }
            }
            """
        let memo = ConditionMemo()
        var found: [String: Bool] = [:]
        for (text, call) in calls(in: source) {
            // A call handed a closure is known by what comes before the closure.
            let text = String(text.prefix { $0 != "{" }).trimmingCharacters(in: .whitespaces)
            let alone = EnclosingDeclaration.isConditional(Syntax(call))
            #expect(EnclosingDeclaration.isConditional(Syntax(call), memo: memo) == alone, "\(text)")
            found[text] = alone
        }
        #expect(found.filter(\.value).keys.sorted() == [
            "alarm.ring()", "barge.moor()", "beacon.flash()", "boat.moor()", "crane.lift()", "ferry.depart()",
            "harbour.async", "makeBarge()", "makeFerry()", "tug.push()", "winch.wind()",
        ])
        #expect(found.filter { !$0.value }.keys.sorted() == [
            "dockyard.async", "hawser.tie()", "log(.castingOff)", "pilot.board()", "queue.async",
        ])
    }
}
