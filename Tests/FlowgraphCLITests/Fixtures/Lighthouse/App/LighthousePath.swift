import SwiftUIRouter

enum LighthousePath: ContextPath {
    case tower(TowerActions = .idle) // flowgraph:disable unreachable_screen
    case logbook(LogbookActions = .idle)
    case lamp(LampActions = .idle)
    case stormWarning
    // Kept for the next release; the view is not written yet.
    // flowgraph:disable:next missing_build_case, unused_action
    case keeperNotes
}

enum TowerActions: ContextAction {
    case idle
    case didTapLogbook
}

enum LogbookActions: ContextAction {
    case idle
    case didTapLamp
}

enum LampActions: ContextAction {
    case idle
    case didTapLogbook
}
