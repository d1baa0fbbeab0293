/// The functions whose summary can hold a step, worked out from names before anything is typed: typing the
/// receivers of a body's calls to resolve them is most of what a summary costs, and most of an app's functions (its
/// services, a view model's loading, a view's rows) reach no navigation however their calls resolve.
///
/// A function is one of them when it makes a step itself (``EffectSummaries/makesStep(_:)``), when it calls a name
/// that one of them bears or that one of their closures is stored under (or sends on a stream, or sets an observed
/// property, of such a name), or when it runs one of them in place. A call resolves only to functions and stored
/// closures of its own name, so every function whose summary holds a step is one of these, as is every function
/// that calls or runs it; of any other, the summary holds no step, and neither does any summary it would ask for.
struct NavigatingFunctions {
    typealias FunctionID = SemanticProject.FunctionID

    /// By file and index, as ``SemanticProject/FunctionID``.
    private var navigating: [[Bool]]

    func contains(_ id: FunctionID) -> Bool {
        navigating[id.file][id.index]
    }

    /// - Parameters:
    ///   - steps: The functions that make a step themselves.
    ///   - askers: By name, the other functions whose summary looks that name up: that call it, send on a stream
    ///     of that name or set an observed property of that name.
    ///   - makers: By a type's name (``simpleName(of:)``), the other functions that make a value of it, which runs
    ///     its initializer (``EffectSummaries/initializerReaches(of:in:)``).
    ///   - runInPlace: The closures and methods each function runs where it is written.
    ///   - stored: The closures stored under each property name.
    init(
        project: SemanticProject, steps: [FunctionID], askers: [String: [FunctionID]], makers: [String: [FunctionID]],
        runInPlace: [FunctionID: [FunctionID]], stored: [String: [FunctionID]]
    ) {
        navigating = project.files.map { [Bool](repeating: false, count: $0.functions.count) }
        var runners: [FunctionID: [FunctionID]] = [:]
        for (id, run) in runInPlace {
            for closure in run { runners[closure, default: []].append(id) }
        }
        var storedUnder: [FunctionID: [String]] = [:]
        for (property, closures) in stored {
            for closure in closures { storedUnder[closure, default: []].append(property) }
        }
        var queue: [FunctionID] = []
        func add(_ id: FunctionID) {
            guard !navigating[id.file][id.index] else { return }
            navigating[id.file][id.index] = true
            queue.append(id)
        }
        steps.forEach(add)
        var borneNames: Set<String> = []
        var madeTypes: Set<String> = []
        while let id = queue.popLast() {
            var borne = storedUnder[id] ?? []
            let function = project.files[id.file].functions[id.index]
            if !function.isClosure { borne.append(function.name) }
            // A value called as a function (`showProfile(id)`) runs its type's `callAsFunction`: a call of the name
            // of any property of that type.
            if !function.isClosure, function.name == "callAsFunction", let owner = function.owner {
                borne += project.propertyNames(ofType: Self.simpleName(of: owner))
            }
            if function.name == "init", let owner = function.owner, madeTypes.insert(Self.simpleName(of: owner)).inserted {
                makers[Self.simpleName(of: owner)]?.forEach(add)
            }
            for name in borne where borneNames.insert(name).inserted {
                askers[name]?.forEach(add)
            }
            runners[id]?.forEach(add)
        }
    }

    /// A type's last component, as written or declared (`Navigator` of `App.Navigator`), so that making a value of
    /// a type of that name counts as running any initializer of a type so named.
    static func simpleName(of type: String) -> String {
        guard let dot = type.lastIndex(of: ".") else { return type }
        return String(type[type.index(after: dot)...])
    }
}
