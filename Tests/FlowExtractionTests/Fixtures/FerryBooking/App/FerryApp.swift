import SwiftUI
import SwiftUIRouter

enum /*↓*/HarbourPath: ContextPath {
    case quay
}

func makeRoot(tickets: TicketsCoordinator) -> AnyView {
    /*↓*/tickets.load(with: .wallet(), navigation: false)
}

func deepLink(to coordinator: AnyObject) -> AnyView? {
    return /*↓*/coordinator.load(with: .sailings(), navigation: true)
}

func restore(from coordinator: AnyObject) -> AnyView? {
    /*↓*/coordinator.load(with: first(), navigation: true)
}
