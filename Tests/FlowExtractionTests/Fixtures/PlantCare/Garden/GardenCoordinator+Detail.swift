import SwiftUIRouter

extension GardenCoordinator {
    func handlePlantDetail(_ action: PlantDetailActions) {
        switch action {
        case .didTapRepot:
            /*↓*/present(.repotGuide(), mode: .push)
        case .didTapRelated:
            // Related plants open another detail on top: the stack grows with every tap.
            /*↓*/present(.plantDetail(.idle), mode: .push)
        case .didFinishWatering:
            /*↓*/dismiss { [weak self] in
                /*↓*/self?.present(.wateringLog(), mode: .sheet, addNavigation: false)
            }
        case .didTapHome:
            log("🌱 home"); /*↓*/showRoot()
        case .sensorReportedDrySoil:
            warnAboutSoil()
        case .idle:
            break
        }
    }

    private func warnAboutSoil() {
        #if DEBUG
        /*↓*/present(.soilTest(), mode: .fullScreen)
        #else
        if !isOffline {
            /*↓*/present(.soilTest(), mode: .sheet)
        }
        #endif
    }

    private func log(_ message: String) {}
}
