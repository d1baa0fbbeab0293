import SwiftUI
import SwiftUIRouter

final class /*↓*/GardenCoordinator: Coordinator<GardenPath> {
    var isOffline = false

    override func onNext(current path: GardenPath) {
        switch path {
        case .overview(let action):
            handleOverview(action)
        case let .plantDetail(action):
            handlePlantDetail(action)
        case .wateringLog(.didTapClose):
            /*↓*/dismiss()
        case .wateringLog(.didTapBackToOverview):
            /*↓*/dismiss(to: .overview)
        case .repotGuide(.didTapDone):
            // The guide is pushed from a plant's detail: the log is never below it.
            /*↓*/dismiss(to: .wateringLog)
        case .wateringLog(.idle), .repotGuide(.idle):
            break
        default:
            break
        }
    }

    override func buildView(presenter: ContextPresenter<GardenPath>) -> AnyView {
        switch presenter.name {
        case .overview:
            return OverviewView(presenter: presenter).any
        case .plantDetail, .wateringLog:
            return PlantScreens(presenter: presenter).any
        case .archivedPlants?:
            return ArchiveView(presenter: presenter).any
        case .none:
            return EmptyView().any
        default:
            fatalError("every garden screen needs a view")
        }
    }
}
