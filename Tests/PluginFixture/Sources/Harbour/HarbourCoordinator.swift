import SwiftUI
import SwiftUIRouter

final class HarbourCoordinator: Coordinator<HarbourPath> {
    override func onNext(current path: HarbourPath) {
        switch path {
        case .quay(.didTapFerry):
            present(.ferry, mode: .push)
        default:
            break
        }
    }

    override func buildView(presenter: ContextPresenter<HarbourPath>) -> AnyView {
        switch presenter.name {
        case .quay:
            return QuayView(presenter: presenter).any
        case .ferry, .lostProperty:
            return FerryView().any
        default:
            fatalError("no view")
        }
    }
}

struct QuayView: ContextView {
    var presenter: ContextPresenter<HarbourPath>

    var body: some View {
        ContextContent<HarbourPath>(presenter) { dispatch in
            Button("Ferry") { dispatch(.quay(.didTapFerry)) }
        }
    }
}

@main
struct HarbourApp: App {
    var body: some Scene {
        WindowGroup { HarbourCoordinator().load(with: .quay(), navigation: true) }
    }
}
