import FlowExtraction
import Testing

/// `onNext(current:)` and the methods of `self` it calls, wherever they are declared.
@Suite struct HandlerTests {
    @Test func nestedSwitchOnPathAndAction() async {
        let extraction = await InlineExtraction(TideApp.source(onNext: """
            switch path {
            case .harbour(let action):
                switch action {
                case .didTapChart: present(.chart(), mode: .push)
                case .didTapLog: present(.logbook, mode: .sheet)
                default: break
                }
            case .chart(.didClose):
                dismiss()
            case .chart, .logbook:
                break
            }
        """))
        #expect(TideApp.transitions(extraction) == [
            "chart/didClose dismiss",
            "harbour/didTapChart present push -> chart",
            "harbour/didTapLog present sheet -> logbook",
        ])
        #expect(extraction.notes == [])
    }

    @Test func helperInAnExtensionInAnotherFileReceivesTheAction() async {
        let extraction = await InlineExtraction([
            "Tide.swift": TideApp.source(onNext: """
                switch path {
                case .harbour(let action): handleHarbour(action)
                case let .chart(action): self.handleChart(action: action)
                case .logbook: break
                }
            """),
            "Tide+Harbour.swift": """
            extension TideCoordinator {
                func handleHarbour(_ action: HarbourActions) {
                    switch action {
                    case .didTapChart: present(.chart(), mode: .push)
                    default: break
                    }
                }
            }
            """,
            "Tide+Chart.swift": """
            extension TideCoordinator {
                func handleChart(action: ChartActions) {
                    if case .didClose = action { closeChart() }
                }
                private func closeChart() { showRoot() }
            }
            """,
        ])
        #expect(TideApp.transitions(extraction) == [
            "chart/didClose showRoot",
            "harbour/didTapChart present push -> chart",
        ])
    }

    @Test func helperReceivingTheWholePathNarrowsIt() async {
        let extraction = await InlineExtraction(TideApp.source(onNext: "        route(to: path)", members: """
            func route(to next: TidePath) {
                switch next {
                case .harbour(.didTapLog): present(.logbook, mode: .push)
                default: break
                }
            }
        """))
        #expect(TideApp.transitions(extraction) == ["harbour/didTapLog present push -> logbook"])
    }

    @Test func defaultArmStandsForEveryUnnamedCase() async {
        let extraction = await InlineExtraction(TideApp.source(onNext: """
            switch path {
            case .harbour: break
            default: dismiss()
            }
        """))
        #expect(TideApp.transitions(extraction) == ["chart/- dismiss", "logbook/- dismiss"])
    }

    @Test func recursiveHelpersAreFollowedOnce() async {
        let extraction = await InlineExtraction(TideApp.source(onNext: """
            switch path {
            case .chart(let action): again(action)
            default: break
            }
        """, members: """
            func again(_ action: ChartActions) {
                present(.logbook, mode: .push)
                again(action)
            }
        """))
        #expect(TideApp.transitions(extraction) == ["chart/- present push -> logbook"])
    }

    @Test func unknownMethodOfSelfGivenTheActionIsNoted() async {
        let extraction = await InlineExtraction(TideApp.source(onNext: """
            switch path {
            case .chart(let action): self.trackChart(action)
            default: break
            }
        """))
        #expect(extraction.notes == ["could not follow self.trackChart(action): no single method of TideCoordinator matches it"])
    }

    @Test func overloadsAreToldApartByLabels() async {
        let extraction = await InlineExtraction(TideApp.source(onNext: """
            switch path {
            case .chart(let action): open(chart: action)
            default: break
            }
        """, members: """
            func open(harbour action: HarbourActions) { present(.harbour(), mode: .push) }
            func open(chart action: ChartActions, animated: Bool = true) { present(.logbook, mode: .sheet) }
        """))
        #expect(TideApp.transitions(extraction) == ["chart/- present sheet -> logbook"])
    }
}

@Suite struct HandlerValueTests {
    @Test func localCopiesAndParenthesesKeepTheValue() async {
        let extraction = await InlineExtraction(TideApp.source(onNext: """
            let current = path
            switch (current) {
            case .chart(let action):
                let chosen = action
                switch chosen {
                case .didZoom: present(.logbook, mode: .push)
                default: break
                }
            default: break
            }
        """))
        #expect(TideApp.transitions(extraction) == ["chart/didZoom present push -> logbook"])
    }
}

@Suite struct DuplicateTests {
    @Test func aCallReachedTwiceGivesOneTransitionAndOneNote() async {
        let extraction = await InlineExtraction(TideApp.source(onNext: """
            switch path {
            case .chart(.didZoom):
                openLog()
                openLog()
            case .harbour: break
            default:
                present(resume(), mode: .push)
            }
        """, members: """
            func openLog() { present(.logbook, mode: .push) }
        """))
        #expect(TideApp.transitions(extraction) == ["chart/didZoom present push -> logbook"])
        #expect(extraction.notes == ["could not resolve the destination of present(resume(), ...): the argument is not a path case"])
    }
}

@Suite struct DefaultArmTests {
    @Test func defaultCoversTheActionsANarrowerCaseLeaves() async {
        let extraction = await InlineExtraction(TideApp.source(onNext: """
            switch path {
            case .chart(.didZoom): break
            case .harbour(let action): break
            default: dismiss()
            }
        """))
        #expect(TideApp.transitions(extraction) == ["chart/didClose dismiss", "chart/idle dismiss", "logbook/- dismiss"])
    }

    @Test func elseAfterIfCaseOnThePathCoversTheRest() async {
        let extraction = await InlineExtraction(TideApp.source(onNext: """
            if case .harbour = path { return } else { showRoot() }
        """))
        #expect(TideApp.transitions(extraction) == ["chart/- showRoot", "logbook/- showRoot"])
    }
}
