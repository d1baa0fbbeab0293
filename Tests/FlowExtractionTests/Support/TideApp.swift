/// A small tide-chart app that unit tests build on: one path enum with two action enums and a screen without
/// actions, and a coordinator whose `onNext` body each test writes.
enum TideApp {
    static let paths = """
    enum TidePath: ContextPath {
        case harbour(HarbourActions = .idle)
        case chart(ChartActions = .idle)
        case logbook
    }

    enum HarbourActions: ContextAction {
        case idle, didTapChart, didTapLog
        case didTapHelp(topic: String)
    }

    enum ChartActions: ContextAction {
        case idle
        case didZoom
        case didClose
    }

    """

    /// `TidePath`, its actions and `TideCoordinator` with `body` as its `onNext(current path:)`; `members` go
    /// into the class body.
    static func source(onNext body: String, members: String = "") -> String {
        paths + """
        final class TideCoordinator: Coordinator<TidePath> {
            override func onNext(current path: TidePath) {
        \(body)
            }
        \(members)
        }

        """
    }

    /// The transitions of `TideCoordinator` as summaries, in canonical order.
    static func transitions(_ extraction: InlineExtraction) -> [String] {
        extraction.coordinator("TideCoordinator")?.transitions.map(\.summary) ?? []
    }
}
