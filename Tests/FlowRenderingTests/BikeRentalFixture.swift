import FlowModel

extension Fixtures {
    static let bikeFile = "Sources/Bikes/Coordinators.swift"

    /// Three coordinators of a bike-rental app: the station map starts a rental and a wallet; the rental swaps
    /// screens and replaces its stack when the ride ends.
    static let bikeRental = NavigationModel(coordinators: [
        Coordinator(
            name: "StationMapCoordinator",
            style: .uikit,
            entries: [Entry(screen: "stationMap"), Entry(screen: "stationDetail", kind: .deepLink)],
            screens: ["stationMap", "stationDetail", "stationSearch", "filters"].map { Screen(name: $0) },
            transitions: [
                present("stationMap", "didTapStation", .push, "stationDetail", in: "StationMapCoordinator", line: 10),
                present("stationMap", "didTapSearch", .sheet, "stationSearch", in: "StationMapCoordinator", line: 11),
                present(
                    "stationSearch", "didSelectStation", .push, "stationDetail", in: "StationMapCoordinator", line: 12
                ),
                present("stationMap", "didTapFilters", .modal, "filters", in: "StationMapCoordinator", line: 13),
                Transition(from: "filters", action: "didApply", kind: .dismiss, location: at(bikeFile, 14)),
                Transition(from: "stationSearch", action: "didCancel", kind: .dismiss, location: at(bikeFile, 15)),
                Transition(
                    from: "stationDetail", action: "didTapRent", kind: .start, mode: .fullScreen,
                    to: Target(coordinator: "RentalCoordinator", screen: nil), location: at(bikeFile, 16)
                ),
                Transition(
                    from: "stationMap", action: "didTapWallet", kind: .start, mode: .sheet,
                    to: Target(coordinator: "WalletCoordinator", screen: nil), location: at(bikeFile, 17)
                ),
            ]
        ),
        Coordinator(
            name: "RentalCoordinator",
            style: .uikit,
            entries: [Entry(screen: "unlockBike")],
            screens: ["unlockBike", "rideInProgress", "rideSummary", "reportDamage"].map { Screen(name: $0) },
            transitions: [
                present("unlockBike", "didUnlock", .swap, "rideInProgress", in: "RentalCoordinator", line: 30),
                Transition(
                    from: "rideInProgress", action: "didEndRide", kind: .replace,
                    to: Target(coordinator: "RentalCoordinator", screen: "rideSummary"), location: at(bikeFile, 31)
                ),
                present("rideInProgress", "didTapReport", .sheet, "reportDamage", in: "RentalCoordinator", line: 32),
                Transition(from: "reportDamage", action: "didSend", kind: .dismiss, location: at(bikeFile, 33)),
                Transition(from: "rideSummary", action: "didTapDone", kind: .dismiss, location: at(bikeFile, 34)),
                Transition(
                    from: "rideSummary", action: "didTapTopUp", kind: .start, mode: .sheet,
                    to: Target(coordinator: "WalletCoordinator", screen: "topUp"), conditional: true,
                    location: at(bikeFile, 35)
                ),
            ]
        ),
        Coordinator(
            name: "WalletCoordinator",
            style: .uikit,
            entries: [Entry(screen: "balance")],
            screens: ["balance", "topUp", "receipts"].map { Screen(name: $0) },
            transitions: [
                present("balance", "didTapTopUp", .push, "topUp", in: "WalletCoordinator", line: 50),
                present("balance", "didTapReceipts", .push, "receipts", in: "WalletCoordinator", line: 51),
                Transition(from: "topUp", action: "didPay", kind: .showRoot, location: at(bikeFile, 52)),
                Transition(from: "balance", action: "didClose", kind: .dismiss, location: at(bikeFile, 53)),
            ]
        ),
    ])

    static func present(
        _ from: String, _ action: String, _ mode: PresentationMode, _ to: String, in coordinator: String, line: Int
    ) -> Transition {
        Transition(
            from: from, action: action, kind: .present, mode: mode,
            to: Target(coordinator: coordinator, screen: to), location: at(bikeFile, line)
        )
    }
}
