import SwiftUI
import SwiftUIRouter

final class LighthouseCoordinator: Coordinator<LighthousePath> {
    override func onNext(current path: LighthousePath) {
        switch path {
        case .tower(.didTapLogbook):
            present(.logbook(), mode: .push)
        case .logbook(.didTapLamp):
            present(.lamp(), mode: .push)
        case .lamp(.didTapLogbook):
            present(.logbook(), mode: .push)
        default:
            break
        }
    }

    override func buildView(presenter: ContextPresenter<LighthousePath>) -> AnyView {
        switch presenter.name {
        case .tower:
            return TowerView(presenter: presenter).any
        case .logbook, .lamp, .stormWarning:
            return LogbookView(presenter: presenter).any
        default:
            fatalError("no view")
        }
    }
}
