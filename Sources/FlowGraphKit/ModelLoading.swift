import FlowExtraction
import FlowModel
import Foundation

/// The merged model of a run, what the extractor could not resolve, and the files it was read from.
public struct LoadedInput: Sendable {
    public var model: NavigationModel
    /// Navigation calls in Swift sources that the extractor could not resolve (`unresolved_navigation`).
    public var notes: [ExtractionNote]
    /// Every file read, so that no output is written over one of them.
    public var files: [String]
}

/// Reads every input: extracts the navigation of the Swift sources, loads the model files, and merges them.
public enum ModelLoading {
    /// Loads everything found under `paths` into one model.
    /// - Throws: ``FlowGraphError`` with every problem of every file, so one run shows all there is to fix.
    public static func load(paths: [String]) async throws -> LoadedInput {
        let files = try InputCollector.inputFiles(in: paths)
        var problems: [ModelProblem] = []
        let extraction = await SwiftExtractor(skipsTestCode: false).extract(files: try readSources(files.swiftSources))
        var models = [extraction.model]
        for file in files.models {
            do {
                models.append(try ModelFileLoader.load(contentsOf: file))
            } catch let failure as ModelLoadFailure {
                problems += failure.problems
            }
        }
        problems += duplicateCoordinators(in: models)
        guard problems.isEmpty else { throw FlowGraphError.invalidModel(ModelLoadFailure(problems: problems)) }
        return LoadedInput(model: NavigationModel.merging(models), notes: extraction.notes, files: files.all)
    }

    /// The collector already left test code out of folders; a test file named on the command line is read on purpose.
    private static func readSources(_ paths: [String]) throws -> [SourceFile] {
        try paths.map { path in
            guard let data = FileManager.default.contents(atPath: path) else {
                throw FlowGraphError.badInput("\(path): cannot read the file")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw FlowGraphError.badInput("\(path):1:1: the file is not valid UTF-8")
            }
            return SourceFile(path: path, text: text)
        }
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
