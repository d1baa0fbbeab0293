import SwiftUI
import SwiftUIRouter

/// The kiln schedule: members see when their pieces are fired.
enum KilnPath: ContextPath {
    case schedule(KilnScheduleAction = .idle)
    case firingLog
}

enum KilnScheduleAction: ContextAction {
    case idle
    case didTapLog
}

final class KilnCoordinator: Coordinator<KilnPath> {
    override func onNext(current path: KilnPath) {
        switch path {
        case .schedule(.didTapLog):
            present(.firingLog, mode: .push)
        default:
            break
        }
    }

    override func buildView(presenter: ContextPresenter<KilnPath>) -> AnyView {
        switch presenter.name {
        case .schedule:
            return KilnScheduleView(presenter: presenter).any
        case .firingLog:
            return FiringLogView().any
        case .none:
            return EmptyView().any
        }
    }
}
