import Testing
@testable import FlowModel

/// A model's canonical order, and that putting a model already in it in order copies nothing.
@Suite("Normalization")
struct NormalizationTests {
    /// A marina's berths, written out of order everywhere the canonical order sorts.
    static let marina = NavigationModel(coordinators: [
        Coordinator(
            name: "MooringCoordinator",
            entries: [Entry(screen: "map", kind: .deepLink), Entry(screen: "berths"), Entry(screen: "map")],
            screens: [
                Screen(name: "map", actions: [Action(name: "didTapBerth"), Action(name: "didClose")]),
                Screen(name: "berths"),
            ],
            transitions: [
                Transition(from: "map", action: "didTapBerth", kind: .present, mode: .push, to: Target(coordinator: "MooringCoordinator", screen: "berths")),
                Transition(from: "map", action: "didClose", kind: .dismiss),
                Transition(from: "berths", kind: .dismiss),
            ]
        ),
        Coordinator(name: "HarbourmasterCoordinator", screens: [Screen(name: "office")]),
    ])

    @Test("every array is sorted: coordinators and screens by name, entries by screen and kind, actions by name, transitions by source and action")
    func canonicalOrder() {
        let model = Self.marina.normalized()
        #expect(model.coordinators.map(\.name) == ["HarbourmasterCoordinator", "MooringCoordinator"])
        let mooring = model.coordinators[1]
        #expect(mooring.entries.map { "\($0.screen) \($0.kind.rawValue)" } == ["berths root", "map deepLink", "map root"])
        #expect(mooring.screens.map(\.name) == ["berths", "map"])
        #expect(mooring.screens[1].actions.map(\.name) == ["didClose", "didTapBerth"])
        #expect(mooring.transitions.map { "\($0.from) \($0.action ?? "-")" } == ["berths -", "map didClose", "map didTapBerth"])
        #expect(model.normalized() == model)
    }

    @Test("a model in canonical order keeps its arrays' storage: nothing is copied to be sorted again")
    func inOrderIsNotCopied() {
        var model = Self.marina.normalized()
        // Shared with a second value, an array written to would be copied first, and move.
        let shared = model
        model.normalize()
        #expect(Storage(of: model) == Storage(of: shared))
        #expect(model == shared)
    }

    /// Where a model's arrays keep their elements.
    private struct Storage: Equatable {
        var addresses: [UnsafeRawPointer?]

        init(of model: NavigationModel) {
            addresses = [Self.address(model.coordinators)] + model.coordinators.flatMap { coordinator in
                [Self.address(coordinator.entries), Self.address(coordinator.screens), Self.address(coordinator.transitions)]
                    + coordinator.screens.map { Self.address($0.actions) }
            }
        }

        private static func address<Element>(_ array: [Element]) -> UnsafeRawPointer? {
            array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
    }
}
