import FlowModel

/// Completes the model read from Swift sources with model files: what static reading cannot see (a deep link, a push
/// a library the tool does not read makes, a screen built by reflection) is declared in a model file under the
/// coordinator's name, and joins that coordinator. Two model files declaring one coordinator are an error.
enum ModelCompletion {
    /// The Swift model with every model file's coordinators added to the ones of the same name, or added whole;
    /// each conflict is a problem at the model file's position.
    static func completing(_ swift: NavigationModel, with files: [NavigationModel]) -> (NavigationModel, [ModelProblem]) {
        var coordinators = swift.coordinators
        var positions = Dictionary(coordinators.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        let read = Set(positions.keys)
        var declared: [String: SourceLocation?] = [:]
        var problems: [ModelProblem] = []
        for coordinator in files.flatMap(\.coordinators) {
            if let earlier = declared[coordinator.name] {
                if let location = coordinator.location {
                    let place = earlier.map { " (first declared at \($0))" } ?? ""
                    problems.append(ModelProblem(location: location, message: "duplicate coordinator '\(coordinator.name)'\(place)"))
                }
                continue
            }
            declared[coordinator.name] = coordinator.location
            guard read.contains(coordinator.name), let position = positions[coordinator.name] else {
                positions[coordinator.name] = coordinators.count
                coordinators.append(coordinator)
                continue
            }
            problems += add(coordinator, to: &coordinators[position])
        }
        return (NavigationModel(coordinators: coordinators).normalized(), problems)
    }

    /// Adds a model file's declarations to a coordinator read from Swift: its entries, screens and actions, and
    /// transitions; a screen the file says is not built that the Swift sources build is a conflict.
    private static func add(_ declared: Coordinator, to read: inout Coordinator) -> [ModelProblem] {
        var problems: [ModelProblem] = []
        for screen in declared.screens {
            guard let index = read.screens.firstIndex(where: { $0.name == screen.name }) else {
                read.screens.append(screen)
                continue
            }
            if screen.built != read.screens[index].built, let location = screen.location {
                let built = read.screens[index].built ? "build" : "do not build"
                let place = read.screens[index].location.map { " (\($0))" } ?? ""
                problems.append(ModelProblem(
                    location: location,
                    message: "screen '\(screen.name)' of \(read.name) is declared built: \(screen.built), but the Swift sources \(built) it\(place)"
                ))
            }
            for action in screen.actions where !read.screens[index].actions.contains(where: { $0.name == action.name }) {
                read.screens[index].actions.append(action)
            }
        }
        for entry in declared.entries where !read.entries.contains(where: { $0.screen == entry.screen && $0.kind == entry.kind }) {
            read.entries.append(entry)
        }
        // An action a transition names on a screen read from Swift is declared there, as in a file of its own.
        for transition in declared.transitions {
            guard let action = transition.action, let index = read.screens.firstIndex(where: { $0.name == transition.from }),
                  read.screens[index].action(named: action) == nil else { continue }
            read.screens[index].actions.append(Action(name: action, location: transition.location))
        }
        read.transitions += declared.transitions
        return problems
    }
}
