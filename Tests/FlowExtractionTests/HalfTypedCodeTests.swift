import FlowExtraction
import Testing

/// A branch in progress: the parser recovers, the extractor reads every complete call, and a half-typed call is
/// either read as far as it is written or left out; nothing stops the run.
@Suite struct HalfTypedCodeTests {
    @Test("a half-typed present between complete cases leaves the complete ones intact")
    func halfTypedCase() async {
        let extraction = await InlineExtraction(TideApp.source(onNext: """
                switch path {
                case .harbour(.didTapChart): present(.chart(), mode: .push)
                case .harbour(.didTapLog): ↓present(.logbook, mode:
                case .chart(.didClose): dismiss()
                default: break
                }
        """))
        #expect(TideApp.transitions(extraction) == ["chart/didClose dismiss", "harbour/didTapChart present push -> chart"])
        #expect(extraction.notes == ["could not resolve the mode of an unfinished call: present(.logbook, mode:"])
        #expect(extraction.result.notes.map(\.location.marked) == extraction.markedPositions)
    }

    @Test("a file cut off mid-declaration does not cost the other files their coordinators")
    func truncatedFile() async {
        let extraction = await InlineExtraction([
            "Tide.swift": TideApp.source(onNext: """
                    switch path {
                    case .harbour(.didTapChart): present(.chart(), mode: .push)
                    default: break
                    }
            """),
            "Kiln.swift": """
                final class KilnCoordinator: Coordinator<KilnPath> {
                    override func onNext(current path: KilnPath) {
                        switch path {
                        case .firing(.didStart): present(.cooling(
                        case .cooling
                """,
        ])
        #expect(extraction.model.coordinators.map(\.name) == ["TideCoordinator"])
        #expect(TideApp.transitions(extraction) == ["harbour/didTapChart present push -> chart"])
        #expect(extraction.notes == ["could not read the screens of KilnCoordinator: no single enum named KilnPath is declared"])
    }
}

/// One class declared twice, as both branches of an `#if` do: read once, as first declared (found by
/// `Fuzz/run.sh`, which crashed on it).
@Suite struct DuplicateDeclarationTests {
    @Test("an MVP coordinator declared in both branches of an #if is one coordinator")
    func mvpCoordinatorInBothBranches() async {
        let extraction = await InlineExtraction("""
            import SwiftUI

            protocol Coordinator {
                associatedtype Screen: View
                func start() -> Screen
            }

            #if DEBUG
            final class ↓KioskCoordinator: Coordinator {
                func start() -> some View { KioskView() }
            }
            #else
            final class KioskCoordinator: Coordinator {
                func start() -> some View { KioskView() }
            }
            #endif

            struct KioskView: View {
                var body: some View { Text("Kiosk") }
            }
            """)
        #expect(extraction.model.coordinators.map(\.name) == ["KioskCoordinator"])
        #expect(extraction.model.coordinators.map { $0.location?.marked } == extraction.markedPositions)
    }
}
