extension VoyageCoordinator {
    func handleSailings(action: SailingActions) {
        switch action {
        case .didPickSailing:
            presentCabinChoice()
        case .didTapBack:
            /*↓*/dismiss(to: .payment(.idle))
        case .didTapLegs:
            for _ in legs {
                /*↓*/present(.cabinChoice(), mode: .push)
            }
        case .idle:
            return
        }
    }

    func presentCabinChoice() {
        guard !legs.isEmpty else { return }
        /*↓*/present(.cabinChoice(actions: .idle), mode: .push)
    }
}
