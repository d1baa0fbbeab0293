/// What one instance's property holds, where the app's code tells instances apart: a property's type is otherwise
/// typed from every instance of its type and subtypes together, so a base screen whose subclass is handed another
/// coordinator (`screen.coordinator = self` in two coordinators) would run either coordinator's method.
extension ValueTyper {
    /// Whether an instance of exactly `instanceType` may hold a `holder` in `property`: what is handed to the
    /// property on values of that type (else of its nearest superclass something hands it to), what the type's
    /// own code assigns, and its initial value. An instance that the code of `builder` makes (a view a screen
    /// builds) holds what that code hands it, where it hands anything. True whenever that is not known, or names
    /// a type not the app's own.
    func instance(of instanceType: String, mayHold holder: String, in property: String, builtBy builder: String? = nil) -> Bool {
        guard let (declaration, declaringType) = project.property(named: property, on: instanceType) else { return true }
        let handed = handedOverValues()
        var given: [(value: SemanticValue, context: SemanticProject.FunctionID)] = []
        var assigned: [(value: SemanticValue, context: SemanticProject.FunctionID)] = []
        // The classes from the instance's own up to the one declaring the property, nearest first.
        var classes = [instanceType]
        while classes.count < Self.depthLimit, let last = classes.last, last != declaringType,
              let above = types.superclass(of: last) {
            classes.append(above)
        }
        for type in classes.last == declaringType ? classes : types.lineage(of: instanceType) {
            if given.isEmpty { given = narrowed(handed[type]?[property] ?? [], to: builder) }
            assigned += project.assignments[type]?[property] ?? []
            if type == declaringType { break }
        }
        var found = given.flatMap { types(of: $0.value, in: $0.context) }
        for (value, context) in assigned {
            // `self.reading = reading` in an initializer: what this instance's construction hands it.
            if case let .parameter(index) = value, project.function(context).name == "init" {
                let constructions = handedInConstruction(toInitializer: context, parameter: index, instanceOf: instanceType, depth: 0)
                found += narrowed(constructions, to: builder).flatMap { types(of: $0.value, in: $0.context) }
            } else {
                found += types(of: value, in: context)
            }
        }
        if let initial = declaration.initial {
            found += types(of: initial, in: project.functionsByOwner[declaringType]?.values.first?.first)
        }
        guard !found.isEmpty, found.allSatisfy({ types.isProjectType($0) && !types.isProtocol($0) }) else { return true }
        return found.contains { types.lineage(of: $0).contains(holder) || types.conformers(of: holder).contains($0) }
    }

    /// Of values handed in several places, those the code of `builder` (or its ancestors) hands, when it hands any.
    private func narrowed(
        _ values: [(value: SemanticValue, context: SemanticProject.FunctionID)], to builder: String?
    ) -> [(value: SemanticValue, context: SemanticProject.FunctionID)] {
        guard let builder else { return values }
        let lineage = types.lineage(of: builder)
        let own = values.filter { project.owner(of: $0.context).map(lineage.contains) == true }
        return own.isEmpty ? values : own
    }

    /// What the constructions of exactly `instanceType` hand `initializer`, of that type or of an ancestor, for its
    /// parameter at `index`: an ancestor's is handed what the subclasses' `super.init(...)` between pass it.
    private func handedInConstruction(
        toInitializer initializer: SemanticProject.FunctionID, parameter index: Int, instanceOf instanceType: String, depth: Int
    ) -> [(value: SemanticValue, context: SemanticProject.FunctionID)] {
        guard depth < Self.depthLimit, let owner = project.owner(of: initializer),
              let parameter = project.function(initializer).parameters[safe: index] else { return [] }
        let label = parameter.label ?? parameter.name
        if owner == instanceType { return project.constructionArguments[owner]?[label] ?? [] }
        // The class just below `owner` on the way down to the instance's type.
        var below = instanceType
        for _ in 0..<Self.depthLimit {
            guard let above = types.superclass(of: below), above != owner else { break }
            below = above
        }
        guard types.superclass(of: below) == owner else { return [] }
        var found: [(value: SemanticValue, context: SemanticProject.FunctionID)] = []
        for (value, context) in project.superInitArguments[below]?[label] ?? [] {
            if case let .parameter(inner) = value, project.function(context).name == "init" {
                found += handedInConstruction(toInitializer: context, parameter: inner, instanceOf: instanceType, depth: depth + 1)
            } else {
                found.append((value, context))
            }
        }
        return found
    }

    /// `strategy` for `strategy` or `self.strategy`: a property of the code's own instance.
    func ownProperty(_ base: SemanticValue?) -> String? {
        switch base {
        case let .member(nil, name)?, let .member(.selfValue?, name)?: name
        default: nil
        }
    }
}
