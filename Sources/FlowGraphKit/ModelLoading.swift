import FlowModel

/// The merged model of a run and the files it was read from.
public struct LoadedInput: Sendable {
    public var model: NavigationModel
    /// Every file read, so that no output is written over one of them.
    public var files: [String]
}

/// Reads every input file and merges them into one model.
public enum ModelLoading {
    /// Loads the model files found under `paths` and merges them.
    /// - Throws: ``FlowGraphError`` with every problem of every file, so one run shows all there is to fix.
    public static func load(paths: [String]) throws -> LoadedInput {
        let files = try InputCollector.modelFiles(in: paths)
        var problems: [ModelProblem] = []
        var models: [NavigationModel] = []
        for file in files {
            do {
                models.append(try ModelFileLoader.load(contentsOf: file))
            } catch let failure as ModelLoadFailure {
                problems += failure.problems
            }
        }
        problems += duplicateCoordinators(in: models)
        guard problems.isEmpty else { throw FlowGraphError.invalidModel(ModelLoadFailure(problems: problems)) }
        return LoadedInput(model: NavigationModel.merging(models), files: files)
    }

    /// A coordinator declared in two files would silently merge two different flows: refuse it.
    private static func duplicateCoordinators(in models: [NavigationModel]) -> [ModelProblem] {
        var first: [String: Coordinator] = [:]
        var problems: [ModelProblem] = []
        for coordinator in models.flatMap(\.coordinators) {
            guard let earlier = first[coordinator.name] else {
                first[coordinator.name] = coordinator
                continue
            }
            guard let location = coordinator.location else { continue }
            let place = earlier.location.map { " (first declared at \($0))" } ?? ""
            problems.append(ModelProblem(location: location, message: "duplicate coordinator '\(coordinator.name)'\(place)"))
        }
        return problems
    }
}
