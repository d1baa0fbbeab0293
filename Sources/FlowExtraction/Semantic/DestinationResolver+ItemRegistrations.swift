/// Which item modifiers (`sheet(item: $model.editing)`, `navigationDestination(isPresented: $showsNext)`) show the
/// property a step sets.
extension DestinationResolver {
    /// The positions in ``SemanticProject/registrations`` of the item modifiers that show the property a reach sets,
    /// in ascending order.
    func itemRegistrations(setBy reach: Reach) -> [Int] {
        guard reach.kind == .item, case let .member(base, property)? = reach.item else { return [] }
        // Lowering a flag dismisses what a modifier presents on it; a view switching on it shows the other arm. A
        // value whose case is not known (`editing = drafts.first`) presents an item, but picks no arm of a switch.
        let shows = { (index: Int) in
            project.registrations[index].registration.isContentSwitch
                ? reach.destination.picksArm : !reach.destination.isLoweredFlag && reach.destination != .nilLiteral
        }
        let owners = Set(typer.receiverTypes(base, context: reach.context))
        if let key = storageKey(of: base, property, owners: owners) {
            return registrationIndex.byStorageKey(in: self)[key, default: []].filter(shows)
        }
        // The property may be declared on a base class of the type the modifier reads it from.
        let byOwner = registrationIndex.byOwner(of: property, in: self)
        var found: Set<Int> = []
        for owner in owners { found.formUnion(byOwner[owner, default: []]) }
        return found.sorted().filter(shows)
    }

    /// The user defaults key a value is kept under: `UserDefaults`' own (`set(true, forKey: "signedIn")`), or an
    /// `@AppStorage("signedIn")` property's, which any code setting the key changes.
    fileprivate func storageKey(of base: SemanticValue?, _ property: String, owners: some Sequence<String>) -> String? {
        if case .typeReference("UserDefaults")? = base { return property }
        guard project.userDefaultsProperties.contains(property) else { return nil }
        return owners.lazy.compactMap { project.property(named: property, on: $0)?.property.storageKey }.first
    }
}

/// The item modifiers of a project by what they show, typed once: every step that sets a property asks for the
/// modifiers showing it, and an app whose every view has a `showsDetail` flag would otherwise type every view's
/// modifier for every view's step.
final class ItemRegistrationIndex {
    /// By property, then by each type that may hold it (the types the modifier reads it from, with their base
    /// classes, and the views its binding is handed to under their own property: a tab's root setting its
    /// `@Binding var selectedTab` sets the `TabView(selection:)` property it was handed).
    private var owners: [String: [String: [Int]]]?
    private var storageKeys: [String: [Int]]?

    func byOwner(of property: String, in resolver: DestinationResolver) -> [String: [Int]] {
        if let owners { return owners[property] ?? [:] }
        let project = resolver.project
        let bindings = project.boundProperties
        var found: [String: [String: [Int]]] = [:]
        for (itemProperty, indices) in project.registrationsByItemProperty {
            for index in indices {
                let (registration, _, context) = project.registrations[index]
                guard case let .member(registeredBase, registeredProperty)? = registration.item, registeredProperty == itemProperty
                else { continue }
                let registeredOwners = Set(resolver.typer.receiverTypes(registeredBase, context: context))
                for owner in Set(registeredOwners.flatMap(project.types.lineage(of:))) {
                    found[itemProperty, default: [:]][owner, default: []].append(index)
                }
                var queue = registeredOwners.map { SemanticProject.BoundProperty(type: $0, property: itemProperty) }
                var seen = Set(queue)
                while let next = queue.popLast() {
                    for bound in bindings[next] ?? [] where seen.insert(bound).inserted {
                        found[bound.property, default: [:]][bound.type, default: []].append(index)
                        queue.append(bound)
                    }
                }
            }
        }
        owners = found
        return found[property] ?? [:]
    }

    /// The modifiers showing a user defaults key, by the key.
    func byStorageKey(in resolver: DestinationResolver) -> [String: [Int]] {
        if let storageKeys { return storageKeys }
        let project = resolver.project
        var found: [String: [Int]] = [:]
        for index in project.registrations.indices {
            let (registration, _, context) = project.registrations[index]
            guard case let .member(registeredBase, registeredProperty)? = registration.item else { continue }
            let registeredOwners = resolver.typer.receiverTypes(registeredBase, context: context)
            if let key = resolver.storageKey(of: registeredBase, registeredProperty, owners: registeredOwners) {
                found[key, default: []].append(index)
            }
        }
        storageKeys = found
        return found
    }
}
