import SwiftUIRouter

enum GardenPath: ContextPath {
    case /*↓*/overview(OverviewActions)
    case /*↓*/plantDetail(PlantDetailActions = .idle)
    case /*↓*/wateringLog(WateringLogActions = .idle)
    case /*↓*/repotGuide(RepotGuideActions = .idle)
    case /*↓*/soilTest(SoilTestActions = .idle)
    case /*↓*/archivedPlants
}

enum OverviewActions: ContextAction {
    case /*↓*/idle
    case /*↓*/didSelectPlant(id: Int)
    case /*↓*/didTapLog
    case /*↓*/didTapShop
    case /*↓*/didLongPressPlant
}

enum PlantDetailActions: ContextAction {
    case /*↓*/idle, /*↓*/didTapRepot, /*↓*/didTapRelated(Int)
    case /*↓*/didFinishWatering
    case /*↓*/didTapHome
    case /*↓*/sensorReportedDrySoil
}

enum WateringLogActions: ContextAction {
    case /*↓*/idle
    case /*↓*/didTapClose
    case /*↓*/didTapBackToOverview
}

enum RepotGuideActions: ContextAction {
    case /*↓*/idle
    case /*↓*/didTapDone
}

enum SoilTestActions: ContextAction {
    case /*↓*/idle
}
