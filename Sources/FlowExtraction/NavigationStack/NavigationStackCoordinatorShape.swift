import FlowModel

/// A NavigationStack coordinator as the first pass describes it: the class that owns the path a
/// `NavigationStack(path:)` is bound to, the stacks and the destination and item registrations around them.
struct NavigationStackCoordinatorShape {
    /// The class's qualified name, the coordinator's name in the model.
    var name: String
    var location: FlowModel.SourceLocation
    var pathProperties: Set<String>
    /// Presented-item properties (`var sheet: Sheet?`) with the mode of the modifier bound to them.
    var itemProperties: [String: PresentationMode]
    var stacks: [NavigationStackFileFacts.Stack]
    var destinations: [NavigationStackFileFacts.Destination]
    /// `.sheet(item:)`/`.fullScreenCover(item:)` modifiers bound to an item property, with the property's type.
    var presentations: [(modifier: NavigationStackFileFacts.ItemPresentation, itemType: String?)]

    /// Every coordinator the stacks name, with notes for stacks whose path no single class owns.
    static func all(in files: [FileFacts], index: SymbolIndex) -> (shapes: [Self], notes: [ExtractionNote]) {
        let facts = files.map(\.navigationStack)
        let properties = files.flatMap(\.members.properties)
        var byName: [String: NavigationStackCoordinatorShape] = [:]
        var order: [String] = []
        var notes: [ExtractionNote] = []
        for stack in facts.flatMap(\.stacks) {
            let candidates = Set(properties.filter { property in
                property.isPath && stack.pathNames.contains(property.name) && isClass(property.owner, index)
            }.map(\.owner))
            let owner = stack.owner.flatMap { candidates.contains($0) ? $0 : nil } ?? (candidates.count == 1 ? candidates.first : nil)
            guard let owner, let declaration = index.resolve(owner, from: nil, kind: .classType) else {
                let reason = candidates.isEmpty
                    ? "no class declares a NavigationPath or array property it names"
                    : "\(candidates.sorted().joined(separator: ", ")) all declare a path property it names"
                notes.append(ExtractionNote(
                    location: stack.location, message: "could not tell which coordinator owns this NavigationStack's path: \(reason)"
                ))
                continue
            }
            let name = declaration.qualifiedName
            if byName[name] == nil {
                order.append(name)
                byName[name] = NavigationStackCoordinatorShape(
                    name: name, location: declaration.location,
                    pathProperties: Set(properties.filter { $0.owner == owner && $0.isPath }.map(\.name)),
                    itemProperties: [:], stacks: [], destinations: [], presentations: []
                )
            }
            byName[name]?.stacks.append(stack)
        }
        let shapes = order.compactMap { name -> NavigationStackCoordinatorShape? in
            guard var shape = byName[name] else { return nil }
            shape.collectRegistrations(from: facts, properties: properties)
            return shape
        }
        return (shapes, notes)
    }

    /// The coordinator's own type and the types that hold its stacks register its destinations and items.
    private mutating func collectRegistrations(
        from facts: [NavigationStackFileFacts], properties: [MemberFacts.Property]
    ) {
        let owners = Set(stacks.compactMap(\.owner) + [name])
        destinations = facts.flatMap(\.destinations).filter { $0.owner.map(owners.contains) ?? false }
        let own = properties.filter { TypeNames.match(name, written: $0.owner) && !$0.isPath }
        for presentation in facts.flatMap(\.presentations) where presentation.owner.map(owners.contains) ?? false {
            guard let property = own.first(where: { presentation.itemNames.contains($0.name) }) else { continue }
            presentations.append((presentation, property.type?.written))
            itemProperties[property.name] = presentation.mode
        }
    }

    private static func isClass(_ owner: String, _ index: SymbolIndex) -> Bool {
        index.resolve(owner, from: nil)?.kind == .classType
    }
}
