import FlowModel

/// Where the app starts UIKit coordinators: `start()` called from code that is no coordinator (an app or scene
/// delegate). The entry is what the coordinator's `start()` shows; a coordinator that shows nothing passes the
/// entry on to the children its `start()` starts.
struct UIKitEntries {
    private(set) var entries: [String: [Entry]] = [:]
    private(set) var notes: [ExtractionNote] = []

    init(flows: [String: UIKitFlow], context: UIKitReadContext) {
        for call in context.members.calls(named: "start") {
            guard let name = context.coordinators.first(where: { TypeNames.match($0, written: call.receiverType) }),
                  !(call.owner.map { owner in context.coordinators.contains { TypeNames.match($0, written: owner) } } ?? false)
            else { continue }
            enter(name, at: call.location, flows: flows, depth: 0)
        }
    }

    private mutating func enter(_ name: String, at location: FlowModel.SourceLocation, flows: [String: UIKitFlow], depth: Int) {
        guard let flow = flows[name], depth < 8 else { return }
        for root in flow.roots {
            guard let screen = root.screen else { continue }
            // A root pushed onto a navigation controller, or set as a navigation controller's root, can push.
            let navigation = root.mode == .push || root.navigation == true
            entries[name, default: []].append(Entry(screen: screen, kind: .root, navigation: navigation, location: location))
        }
        guard flow.roots.isEmpty else { return }
        for step in flow.startsWithoutScreen {
            guard let child = step.child else { continue }
            enter(child, at: step.location, flows: flows, depth: depth + 1)
        }
    }
}
