import FlowExtraction
import Testing

/// What the extractor cannot resolve becomes a note that says what was not understood, at the call.
@Suite struct UnresolvedNavigationTests {
    private func notes(_ body: String) async -> (notes: [String], positions: [String], marked: [String]) {
        let extraction = await InlineExtraction(TideApp.source(onNext: """
            switch path {
            case .harbour(.didTapChart):
        \(body)
            default: break
            }
        """))
        return (extraction.notes, extraction.result.notes.map(\.location.marked), extraction.markedPositions)
    }

    @Test func destinationThatIsNotAPathCase() async {
        let result = await notes("        ↓present(makePath(), mode: .push)")
        #expect(result.notes == ["could not resolve the destination of present(makePath(), ...): the argument is not a path case"])
        #expect(result.positions == result.marked)
    }

    @Test func dismissTargetThatIsNotAPathCase() async {
        let result = await notes("        ↓dismiss(to: previous)")
        #expect(result.notes == ["could not resolve the destination of dismiss(to: previous): the argument is not a path case"])
        #expect(result.positions == result.marked)
    }

    @Test func modeThatIsNotALiteral() async {
        let result = await notes("        ↓present(.chart(), mode: preferredMode)")
        #expect(result.notes == [
            "could not resolve the mode of present(.chart(), mode: preferredMode): preferredMode is not one of .push, .sheet, .fullScreen, .top, .swap",
        ])
    }

    @Test func addNavigationThatIsNotALiteral() async {
        let result = await notes("        ↓present(.chart(), mode: .sheet, addNavigation: wantsBar)")
        #expect(result.notes == [
            "could not read addNavigation of present(.chart(), mode: .sheet, addNavigation: wantsBar): wantsBar is not true or false",
        ])
    }

    @Test func navigationOutsideAPathSwitch() async {
        let extraction = await InlineExtraction(TideApp.source(onNext: "        present(.chart(), mode: .push)"))
        #expect(TideApp.transitions(extraction) == [])
        #expect(extraction.notes == [
            "could not tell which screen present(.chart(), mode: .push) is called from: it is not inside a switch on the path",
        ])
    }

    @Test func multiLineCallsAreQuotedOnOneLine() async {
        let result = await notes("""
                ↓present(
                    nextPath(),
                    mode: .push
                )
        """)
        #expect(result.notes == ["could not resolve the destination of present(nextPath(), ...): the argument is not a path case"])
        #expect(result.positions == result.marked)
    }
}
