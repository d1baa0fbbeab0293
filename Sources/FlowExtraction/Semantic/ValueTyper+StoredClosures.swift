import Foundation

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

extension ValueTyper {
    /// The type a closure handed to `type`'s initializer is called with at `index`: read from the initializer's
    /// parameter of that label (the last closure parameter for a trailing closure), or for a memberwise
    /// initializer from the stored property of that name (`let content: (HarbourRouter) -> Content`).
    func closureArgumentTypes(of type: String, label: String?, index: Int) -> [String] {
        var declared: [String] = []
        for id in project.functionsByOwner[type]?["init"] ?? [] {
            let parameters = project.function(id).parameters
            let parameter = if let label { parameters.first { ($0.label ?? $0.name) == label } }
                else { parameters.last { $0.type?.contains("->") == true } }
            if let written = parameter?.type { declared.append(written) }
        }
        if declared.isEmpty, let name = label ?? project.lastClosureProperty[type],
           let written = project.property(named: name, on: type)?.property.type {
            declared.append(written)
        }
        return declared.compactMap { Self.closureParameterType($0, at: index) }.map { resolve($0, from: type) }
    }

    /// `HarbourRouter` of `@escaping (HarbourRouter) -> Content` at index 0.
    private static func closureParameterType(_ written: String, at index: Int) -> String? {
        guard let open = written.firstIndex(of: "("), let arrow = written.range(of: "->") else { return nil }
        var depth = 0
        var parts: [String] = []
        var current = ""
        for character in written[written.index(after: open)..<arrow.lowerBound] {
            switch character {
            case "(", "<", "[": depth += 1
            case ")" where depth == 0:
                parts.append(current)
                current = ""
                continue
            case ")", ">", "]": depth -= 1
            case "," where depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        guard let part = parts[safe: index]?.trimmingCharacters(in: .whitespaces), !part.isEmpty else { return nil }
        // `_ router: HarbourRouter` or `HarbourRouter`, without `inout` or an optional's `?`.
        let type = part.split(separator: ":").last.map(String.init)?.trimmingCharacters(in: .whitespaces) ?? part
        let bare = type.replacingOccurrences(of: "inout ", with: "").trimmingCharacters(in: CharacterSet(charactersIn: "?! "))
        return bare.first?.isUppercase == true ? bare : nil
    }
}
