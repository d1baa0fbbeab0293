import FlowExtraction
import Testing

/// `buildView(presenter:)`: a screen is built only by a real arm of `switch presenter.name`.
@Suite struct BuildViewTests {
    private func built(_ buildView: String) async -> [String] {
        let extraction = await InlineExtraction(TideApp.source(onNext: "", members: buildView))
        return extraction.coordinator("TideCoordinator")?.screens.filter(\.built).map(\.name) ?? []
    }

    @Test func multiPatternArmsBuildEveryScreenTheyName() async {
        #expect(await built("""
            override func buildView(presenter: ContextPresenter<TidePath>) -> AnyView {
                switch presenter.name {
                case .harbour, .chart: return HarbourView(presenter: presenter).any
                case .logbook?: return LogbookView().any
                case .none: return EmptyView().any
                }
            }
        """) == ["chart", "harbour", "logbook"])
    }

    @Test func defaultFatalErrorHidesTheUnnamedScreens() async {
        #expect(await built("""
            override func buildView(presenter: ContextPresenter<TidePath>) -> AnyView {
                switch presenter.name {
                case .some(.harbour): return HarbourView(presenter: presenter).any
                default: fatalError("unbuilt")
                }
            }
        """) == ["harbour"])
    }

    @Test func namedFatalErrorArmDoesNotBuild() async {
        #expect(await built("""
            override func buildView(presenter: ContextPresenter<TidePath>) -> AnyView {
                let theme = Theme.current
                switch presenter.name! {
                case .harbour, .logbook: return HarbourView(presenter: presenter, theme: theme).any
                case .chart: preconditionFailure("charts are not ready")
                }
            }
        """) == ["harbour", "logbook"])
    }

    @Test func withoutSwitchNothingIsBuilt() async {
        #expect(await built("""
            override func buildView(presenter: ContextPresenter<TidePath>) -> AnyView {
                AnyView(GenericView(presenter: presenter))
            }
        """) == [])
        #expect(await built("") == [])
    }

    @Test func buildViewInAnExtensionCounts() async {
        let extraction = await InlineExtraction([
            "Tide.swift": TideApp.source(onNext: ""),
            "Tide+Views.swift": """
            extension TideCoordinator {
                func buildView(presenter p: ContextPresenter<TidePath>) -> AnyView {
                    switch p.name {
                    case .chart: return ChartView().any
                    default: fatalError()
                    }
                }
            }
            """,
        ])
        #expect(extraction.coordinator("TideCoordinator")?.screens.filter(\.built).map(\.name) == ["chart"])
    }
}
