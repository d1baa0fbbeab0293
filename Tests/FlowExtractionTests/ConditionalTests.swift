import FlowExtraction
import Testing

/// Steps that happen only under a condition are marked conditional; the path and action switches are not
/// conditions, they are what selects the screen and action.
@Suite struct ConditionalTests {
    private func transitions(_ body: String, members: String = "") async -> [String] {
        TideApp.transitions(await InlineExtraction(TideApp.source(onNext: """
            switch path {
            case .harbour(.didTapChart):
        \(body)
            default: break
            }
        """, members: members)))
    }

    @Test func ifAndElseAreConditional() async {
        #expect(await transitions("""
                if isOnline { present(.chart(), mode: .push) } else { present(.logbook, mode: .sheet) }
        """) == ["harbour/didTapChart present push -> chart ?", "harbour/didTapChart present sheet -> logbook ?"])
    }

    @Test func everythingAfterAGuardIsConditional() async {
        #expect(await transitions("""
                guard isOnline else { dismiss(); return }
                present(.chart(), mode: .push)
        """) == ["harbour/didTapChart dismiss ?", "harbour/didTapChart present push -> chart ?"])
    }

    @Test func ternaryDestinationModeAndCallsAreConditional() async {
        #expect(await transitions("""
                present(isOnline ? .chart() : .logbook, mode: .push)
                present(.logbook, mode: isCompact ? .sheet : .fullScreen)
                isOnline ? showRoot() : dismiss()
        """) == [
            "harbour/didTapChart dismiss ?",
            "harbour/didTapChart present fullScreen -> logbook ?",
            "harbour/didTapChart present push -> chart ?",
            "harbour/didTapChart present push -> logbook ?",
            "harbour/didTapChart present sheet -> logbook ?",
            "harbour/didTapChart showRoot ?",
        ])
    }

    @Test func switchOnStateIsConditional() async {
        #expect(await transitions("""
                switch tideLevel {
                case .low: present(.chart(), mode: .push)
                case .high: showRoot()
                }
        """) == ["harbour/didTapChart present push -> chart ?", "harbour/didTapChart showRoot ?"])
    }

    @Test func loopsAndUnknownClosuresAreConditional() async {
        #expect(await transitions("""
                for _ in buoys { present(.chart(), mode: .push) }
                weatherService.fetch { _ in self.present(.logbook, mode: .sheet) }
        """) == ["harbour/didTapChart present push -> chart ?", "harbour/didTapChart present sheet -> logbook ?"])
    }

    @Test func whereClauseMakesTheArmConditional() async {
        let extraction = await InlineExtraction(TideApp.source(onNext: """
            switch path {
            case .chart(let action) where action != .idle: dismiss()
            default: break
            }
        """))
        #expect(TideApp.transitions(extraction) == ["chart/- dismiss ?"])
    }

    @Test func conditionalCarriesIntoHelpers() async {
        #expect(await transitions("        if isOnline { openChart() }", members: """
            func openChart() { present(.chart(), mode: .push) }
        """) == ["harbour/didTapChart present push -> chart ?"])
    }

    @Test func ifCaseOnTheActionSelectsItsCaseAndElseTheRest() async {
        let extraction = await InlineExtraction(TideApp.source(onNext: """
            switch path {
            case .chart(let action):
                if case .didClose = action { dismiss() } else { showRoot() }
            default: break
            }
        """))
        #expect(TideApp.transitions(extraction) == [
            "chart/didClose dismiss", "chart/didZoom showRoot", "chart/idle showRoot",
        ])
    }
}

@Suite struct ClosureTests {
    private func transitions(_ body: String) async -> [String] {
        TideApp.transitions(await InlineExtraction(TideApp.source(onNext: """
            switch path {
            case .harbour(.didTapChart):
        \(body)
            default: break
            }
        """)))
    }

    @Test func closuresThatAlwaysRunAreNotConditional() async {
        #expect(await transitions("""
                DispatchQueue.main.async { self.present(.chart(), mode: .push) }
                Task { @MainActor in self.showRoot() }
        """) == ["harbour/didTapChart present push -> chart", "harbour/didTapChart showRoot"])
    }

    @Test func unwrappingWeakSelfIsNotACondition() async {
        #expect(await transitions("""
                dismiss { [weak self] in
                    guard let self else { return }
                    self.present(.chart(), mode: .push)
                }
                showRoot { [weak self] in
                    guard let strongSelf = self else { return }
                    strongSelf.present(.logbook, mode: .sheet)
                    if let again = self { again.dismiss() }
                }
        """) == [
            "harbour/didTapChart dismiss",
            "harbour/didTapChart dismiss",
            "harbour/didTapChart present push -> chart",
            "harbour/didTapChart present sheet -> logbook",
            "harbour/didTapChart showRoot",
        ])
    }
}
