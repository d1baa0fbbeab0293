/// Closures handed to a property for later (`LibraryViewController(makeShelf: makeShelf)`,
/// `screen.makeSearch = { query in SearchViewController(query: query) }`): calling the property
/// (`makeShelf()`) gives what they return, where its declared type (`() -> UIViewController`) says less.
extension ValueTyper {
    /// The closures and methods stored under `property` on any of `receivers` or their ancestors.
    func storedClosureFunctions(named property: String, on receivers: [String]) -> [SemanticProject.FunctionID] {
        let table = storedClosureTable()
        return receivers.flatMap(types.lineage(of:)).flatMap { table[$0]?[property] ?? [] }
    }

    /// Every closure stored on a property, by the receiver's type and the property: typed once.
    private func storedClosureTable() -> [String: [String: [SemanticProject.FunctionID]]] {
        if let known = storedClosures.byReceiver { return known }
        // Typing a receiver may ask for a stored closure in turn: while the table is made, none is stored.
        guard !storedClosures.isBuilding else { return [:] }
        storedClosures.isBuilding = true
        var found: [String: [String: [SemanticProject.FunctionID]]] = [:]
        for id in project.allFunctions {
            let uses = project.function(id).closures
            guard !uses.isEmpty else { continue }
            let owner = project.owner(of: id)
            for use in uses where use.isStored && !use.isSubscription && !use.isReturned && !use.observesChanges {
                guard let property = use.property else { continue }
                let targets: [SemanticProject.FunctionID]
                switch use.function {
                case let .closure(index): targets = [SemanticProject.FunctionID(file: id.file, index: index)]
                case let .member(nil, name): targets = owner.map { project.methods(named: name, on: $0) } ?? []
                case let .member(holder?, name):
                    targets = types(of: holder, in: id, depth: 1).flatMap { project.methods(named: name, on: $0) }
                default: targets = []
                }
                guard !targets.isEmpty else { continue }
                let receivers = use.receiver.map { receiverTypes($0, context: id, depth: 1) } ?? owner.map { [$0] } ?? []
                for receiver in Set(receivers) {
                    found[receiver, default: [:]][property, default: []] += targets
                }
            }
        }
        storedClosures.byReceiver = found
        storedClosures.isBuilding = false
        return found
    }
}

/// The table behind ``ValueTyper/storedClosureFunctions(named:on:)``, made on first use.
final class StoredClosureTable {
    var byReceiver: [String: [String: [SemanticProject.FunctionID]]]?
    var isBuilding = false
}
