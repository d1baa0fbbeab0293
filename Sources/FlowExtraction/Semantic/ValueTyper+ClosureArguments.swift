import Foundation

/// What a closure handed to a type's initializer is called with (`router` of `WithRouter { router in ... }`): the
/// type's own declaration of the closure it takes says.
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
        guard let open = written.firstIndex(of: "("),
              let part = topLevelParts(written[written.index(after: open)...])[safe: index], !part.isEmpty else { return nil }
        // `_ router: HarbourRouter` or `HarbourRouter`, without `inout` or an optional's `?`.
        let type = part.split(separator: ":").last.map(String.init)?.trimmingCharacters(in: .whitespaces) ?? part
        let bare = type.replacingOccurrences(of: "inout ", with: "").trimmingCharacters(in: CharacterSet(charactersIn: "?! "))
        return bare.first?.isUppercase == true ? bare : nil
    }
}
