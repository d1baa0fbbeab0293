import FlowModel

/// Where the app starts MVP coordinators: `start()` called from code that is no coordinator (a scene delegate,
/// an `App`). A router whose `start()` only returns `coordinate(to:)` passes the entry on to that child.
struct MVPEntries {
    private(set) var entries: [String: [Entry]] = [:]

    init(shapes: [MVPCoordinatorShape], starts: [String: [MVPStart]], calls: [MemberFacts.TypedCall], screens: [String: Screen]) {
        let names = Set(shapes.map(\.name))
        for call in calls where call.name == "start" {
            guard let name = names.first(where: { TypeNames.match($0, written: call.receiverType) }),
                  !(call.owner.map { owner in names.contains { TypeNames.match($0, written: owner) } } ?? false) else { continue }
            enter(name, at: call.location, shapes: shapes, starts: starts, screens: screens, depth: 0)
        }
    }

    private mutating func enter(
        _ name: String, at location: FlowModel.SourceLocation, shapes: [MVPCoordinatorShape], starts: [String: [MVPStart]],
        screens: [String: Screen], depth: Int
    ) {
        guard let shape = shapes.first(where: { $0.name == name }), depth < 8 else { return }
        guard shape.start.routes else {
            guard let screen = screens[name] else { return }
            let entry = Entry(screen: screen.name, kind: .root, navigation: shape.start.inNavigation, location: location)
            entries[name, default: []].append(entry)
            return
        }
        for start in starts[name] ?? [] where start.method.name == "start" {
            enter(start.child, at: start.location, shapes: shapes, starts: starts, screens: screens, depth: depth + 1)
        }
    }
}
