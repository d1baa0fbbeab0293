import SwiftUIRouter

enum HarbourPath: ContextPath {
    case quay(QuayActions = .idle)
    case ferry
    case lostProperty
}

enum QuayActions: ContextAction {
    case idle
    case didTapFerry
}
