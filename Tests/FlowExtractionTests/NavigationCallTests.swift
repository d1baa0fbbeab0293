import FlowExtraction
import FlowModel
import Testing

/// Jump's navigation calls, each turned into a transition from the screen and action that lead to it.
@Suite struct NavigationCallTests {
    private func transitions(_ body: String) async -> [String] {
        TideApp.transitions(await InlineExtraction(TideApp.source(onNext: """
            switch path {
            case .harbour(.didTapChart):
        \(body)
            default: break
            }
        """)))
    }

    @Test(arguments: [
        ("present(.chart(), mode: .push)", "harbour/didTapChart present push -> chart"),
        ("present(.chart, mode: .sheet)", "harbour/didTapChart present sheet -> chart"),
        ("present(.chart(.didZoom), mode: .fullScreen)", "harbour/didTapChart present fullScreen -> chart"),
        ("self.present(TidePath.logbook, mode: .top)", "harbour/didTapChart present top -> logbook"),
        ("present(.logbook, mode: .swap, addNavigation: true)", "harbour/didTapChart present swap +nav -> logbook"),
        ("present(.logbook, mode: .sheet, addNavigation: false)", "harbour/didTapChart present sheet -nav -> logbook"),
        ("dismiss()", "harbour/didTapChart dismiss"),
        ("dismiss(to: .harbour)", "harbour/didTapChart dismissTo -> harbour"),
        ("dismiss(to: .chart(), onComplete: nil)", "harbour/didTapChart dismissTo -> chart"),
        ("showRoot()", "harbour/didTapChart showRoot"),
    ])
    func singleCall(call: String, expected: String) async {
        #expect(await transitions(call) == [expected])
    }

    @Test func dismissWithTrailingClosureThenPresents() async {
        let result = await transitions("""
                dismiss { [weak self] in
                    self?.present(.logbook, mode: .sheet)
                }
        """)
        #expect(result == ["harbour/didTapChart dismiss", "harbour/didTapChart present sheet -> logbook"])
    }

    @Test func completionClosuresOfDismissAndShowRootAreFollowed() async {
        let result = await transitions("""
                dismiss(onComplete: { self.present(.chart(), mode: .push) })
                showRoot { self.present(.logbook, mode: .push) }
        """)
        #expect(result == [
            "harbour/didTapChart dismiss",
            "harbour/didTapChart present push -> chart",
            "harbour/didTapChart present push -> logbook",
            "harbour/didTapChart showRoot",
        ])
    }

    @Test func callsOnOtherObjectsAreNotThisCoordinatorsNavigation() async {
        let extraction = await InlineExtraction(TideApp.source(onNext: """
            switch path {
            case .harbour(.didTapChart):
                ↓child.present(.chart(), mode: .push)
                alert.dismiss()
                sheet.present(animated: true)
            default: break
            }
        """))
        #expect(TideApp.transitions(extraction) == [])
        #expect(extraction.notes == [
            "could not follow child.present(.chart(), mode: .push): it presents on another object than this coordinator",
        ])
        #expect(extraction.result.notes.map(\.location.marked) == extraction.markedPositions)
    }

    @Test func breakAndReturnArmsIgnoreTheirActions() async throws {
        let extraction = await InlineExtraction(TideApp.source(onNext: """
            switch path {
            case .harbour(let action):
                switch action {
                case .idle, .didTapLog: break
                case .didTapHelp: return
                default: break
                }
            case .chart(.didZoom): break
            default: break
            }
        """))
        let coordinator = try #require(extraction.coordinator("TideCoordinator"))
        let ignored = coordinator.screens.flatMap { screen in
            screen.actions.filter(\.ignored).map { "\(screen.name)/\($0.name)" }
        }
        #expect(ignored == ["chart/didZoom", "harbour/didTapHelp", "harbour/didTapLog", "harbour/idle"])
    }

    @Test func wholeScreenBreakIgnoresEveryAction() async throws {
        let extraction = await InlineExtraction(TideApp.source(onNext: """
            switch path {
            case .chart: break
            default: break
            }
        """))
        let chart = try #require(extraction.coordinator("TideCoordinator")?.screen(named: "chart"))
        #expect(chart.actions.filter { !$0.ignored } == [])
    }
}
