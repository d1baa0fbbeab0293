import FlowModel

/// A NavigationStack coordinator as the first pass describes it: the class that owns the path a
/// `NavigationStack(path:)` is bound to, the stacks and the destination and item registrations around them.
struct NavigationStackCoordinatorShape {
    /// The class's qualified name, the coordinator's name in the model.
    var name: String
    var location: FlowModel.SourceLocation
    var pathProperties: Set<String>
    /// The route types its paths hold (`Route` of `[Route]`); nil when a path holds any value (`NavigationPath`).
    var pathElementTypes: Set<String>?
    /// Presented-item properties (`var sheet: Sheet?`) with the mode of the modifier bound to them.
    var itemProperties: [String: PresentationMode]
    var stacks: [NavigationStackFileFacts.Stack]
    var destinations: [NavigationStackFileFacts.Destination]
    /// `.sheet(item:)`/`.fullScreenCover(item:)` modifiers bound to an item property, with the property's type.
    var presentations: [(modifier: NavigationStackFileFacts.ItemPresentation, itemType: String?)]

    /// Every coordinator the stacks name, with notes for stacks whose path no single class owns.
    static func all(in files: [FileFacts], index: SymbolIndex) -> (shapes: [Self], notes: [ExtractionNote]) {
        let registrations = Registrations(files)
        var byName: [String: NavigationStackCoordinatorShape] = [:]
        var order: [String] = []
        var notes: [ExtractionNote] = []
        for stack in registrations.stacks {
            let named = stack.pathNames.flatMap { registrations.pathProperties(named: $0) }
            let declaring = named.filter { isClass($0.owner, index) }.map(\.owner)
            // A path the view holding the stack keeps itself (`@State private var path = NavigationPath()`) is no
            // coordinator's, whatever classes declare a path of the same name: the semantic core reads that stack
            // with the view.
            if let holder = stack.owner, named.contains(where: { $0.owner == holder }), !declaring.contains(holder) { continue }
            // A generic base class (`BaseCoordinator<Route, Sheet>`) declares the path for its subclasses' routes:
            // no coordinator of this style, and the semantic core reads the stack through the subclass.
            let candidates = Set(declaring.filter { !isGeneric($0, index) })
            if candidates.isEmpty, !declaring.isEmpty { continue }
            // `$harbors.path` in a view holding `@StateObject var harbors = HarborsCoordinator()`: of the classes
            // declaring `path`, the one of the holder's property the binding names.
            let held = Set(registrations.properties(ownedBy: stack.owner.map { [$0] } ?? [])
                .filter { stack.pathNames.contains($0.name) }.compactMap { $0.type?.simpleName })
            let heldCandidates = candidates.filter { held.contains(TypeName(written: $0).simpleName) }
            let owner = stack.owner.flatMap { candidates.contains($0) ? $0 : nil } ?? (candidates.count == 1 ? candidates.first : nil)
                ?? (heldCandidates.count == 1 ? heldCandidates.first : nil)
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
                // Of the class's arrays, those its stacks are bound to: another (`var basket: [Produce]`) is data.
                let named = Set(registrations.stacks.flatMap(\.pathNames))
                let paths = registrations.properties(ownedBy: [owner]).filter { $0.isPath && named.contains($0.name) }
                let elements = paths.map { $0.type.flatMap(Self.elementType) }
                byName[name] = NavigationStackCoordinatorShape(
                    name: name, location: declaration.location,
                    pathProperties: Set(paths.map(\.name)),
                    pathElementTypes: elements.contains(nil) ? nil : Set(elements.compactMap { $0 }),
                    itemProperties: [:], stacks: [], destinations: [], presentations: []
                )
            }
            byName[name]?.stacks.append(stack)
        }
        let shapes = order.compactMap { name -> NavigationStackCoordinatorShape? in
            guard var shape = byName[name] else { return nil }
            shape.collectRegistrations(from: registrations)
            return shape
        }
        return (shapes, notes)
    }

    /// The coordinator's own type and the types that hold its stacks register its destinations and items; a stack's
    /// root view (`NavigationStack(path: $model.inboxPath) { InboxView() }`) registers destinations for it too.
    private mutating func collectRegistrations(from registrations: Registrations) {
        let owners = Set(stacks.compactMap(\.owner) + [name])
        let roots = stacks.compactMap { stack -> String? in if case let .type(root)? = stack.root { root } else { nil } }
        destinations = registrations.destinations(ownedBy: owners.union(roots))
        let own = registrations.properties(ownedBy: TypeNames.writtenForms(of: name)).filter { !$0.isPath }
        for presentation in registrations.presentations(ownedBy: owners) {
            guard let property = own.first(where: { presentation.itemNames.contains($0.name) }) else { continue }
            presentations.append((presentation, property.type?.written))
            itemProperties[property.name] = presentation.mode
        }
    }

    /// Whether one of its stacks can show values of `routeType`.
    func holds(_ routeType: String) -> Bool {
        pathElementTypes.map { $0.contains(TypeName(written: routeType).simpleName) } ?? true
    }

    /// `Route` for a path declared `[Route]` (the first pass keeps an array's element as its type); nil for a
    /// type-erased `NavigationPath` or a path whose type is not written.
    private static func elementType(of path: TypeName) -> String? {
        path.written == "NavigationPath" ? nil : path.simpleName
    }

    private static func isClass(_ owner: String, _ index: SymbolIndex) -> Bool {
        index.resolve(owner, from: nil)?.kind == .classType
    }

    private static func isGeneric(_ owner: String, _ index: SymbolIndex) -> Bool {
        index.resolve(owner, from: nil)?.genericParameters.isEmpty == false
    }
}

/// The first pass's stacks, registrations and stored properties, grouped once for the lookups made per stack and
/// per coordinator: filtering the app's whole lists for each made the reading grow with the square of the app.
private struct Registrations {
    let stacks: [NavigationStackFileFacts.Stack]
    private let destinations: [NavigationStackFileFacts.Destination]
    private let presentations: [NavigationStackFileFacts.ItemPresentation]
    private let properties: [MemberFacts.Property]
    /// Positions in the lists above, by the owner as written (the enclosing type's name).
    private let destinationsByOwner: [String: [Int]]
    private let presentationsByOwner: [String: [Int]]
    private let propertiesByOwner: [String: [Int]]
    private let pathPropertiesByName: [String: [Int]]

    init(_ files: [FileFacts]) {
        let facts = files.map(\.navigationStack)
        stacks = facts.flatMap(\.stacks)
        let destinations = facts.flatMap(\.destinations)
        let presentations = facts.flatMap(\.presentations)
        let properties = files.flatMap(\.members.properties)
        self.destinations = destinations
        self.presentations = presentations
        self.properties = properties
        destinationsByOwner = Dictionary(grouping: destinations.indices.filter { destinations[$0].owner != nil }) { destinations[$0].owner! }
        presentationsByOwner = Dictionary(grouping: presentations.indices.filter { presentations[$0].owner != nil }) { presentations[$0].owner! }
        propertiesByOwner = Dictionary(grouping: properties.indices) { properties[$0].owner }
        pathPropertiesByName = Dictionary(grouping: properties.indices.filter { properties[$0].isPath }) { properties[$0].name }
    }

    /// Path properties (`NavigationPath`, arrays) with this name, in file order.
    func pathProperties(named name: String) -> [MemberFacts.Property] {
        (pathPropertiesByName[name] ?? []).map { properties[$0] }
    }

    /// The stored properties of the types written with any of these names, in file order.
    func properties(ownedBy owners: [String]) -> [MemberFacts.Property] {
        owners.flatMap { propertiesByOwner[$0] ?? [] }.sorted().map { properties[$0] }
    }

    /// The destination registrations inside any of these types, in file order.
    func destinations(ownedBy owners: Set<String>) -> [NavigationStackFileFacts.Destination] {
        owners.flatMap { destinationsByOwner[$0] ?? [] }.sorted().map { destinations[$0] }
    }

    /// The `.sheet(item:)`/`.fullScreenCover(item:)` modifiers inside any of these types, in file order.
    func presentations(ownedBy owners: Set<String>) -> [NavigationStackFileFacts.ItemPresentation] {
        owners.flatMap { presentationsByOwner[$0] ?? [] }.sorted().map { presentations[$0] }
    }
}
