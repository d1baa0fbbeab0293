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
    /// The `// flowgraph:disable` comments of the Swift sources, in file and line order.
    public var suppressions: [InlineSuppression] = []
}

/// The contents of every input of a run, already read: from the file system, or from a git revision.
public struct InputContents: Sendable {
    /// The Swift files, for the extractor.
    public var swiftSources: [SourceFile]
    /// The model files (`*.flow.yml`, `*.flow.yaml`, `*.flow.json`), with their text.
    public var modelFiles: [SourceFile]

    /// Contents with these files.
    public init(swiftSources: [SourceFile], modelFiles: [SourceFile]) {
        self.swiftSources = swiftSources
        self.modelFiles = modelFiles
    }

    /// Every file's path, in the order given.
    public var paths: [String] { (swiftSources + modelFiles).map(\.path) }
}

/// Reads every input: extracts the navigation of the Swift sources, loads the model files, and merges them.
public enum ModelLoading {
    /// Loads everything found under `paths` that `selection` keeps into one model, saying on `progress` how many
    /// files it reads when there are many.
    /// - Throws: ``FlowGraphError`` with every problem of every file, so one run shows all there is to fix.
    public static func load(
        paths: [String], selection: FileSelection = .everything, progress: ProgressLine? = nil
    ) async throws -> LoadedInput {
        let found = try InputCollector.inputFiles(in: paths)
        let files = InputFiles(models: found.models.filter(selection.reads), swiftSources: found.swiftSources.filter(selection.reads))
        guard !files.all.isEmpty else {
            throw FlowGraphError.badInput("every input file is excluded by the configuration's included/excluded globs")
        }
        let shown = progress?.showReading(files: files.all.count) ?? false
        defer { if shown { progress?.clear() } }
        return try await load(collected: files)
    }

    /// Reads and loads the collected files.
    private static func load(collected files: InputFiles) async throws -> LoadedInput {
        var unreadable: [ModelProblem] = []
        let contents = InputContents(
            swiftSources: read(files.swiftSources, problems: &unreadable),
            modelFiles: read(files.models, problems: &unreadable)
        )
        guard unreadable.isEmpty else { throw FlowGraphError.invalidModel(ModelLoadFailure(problems: unreadable)) }
        var loaded = try await load(contents)
        loaded.files = files.all
        return loaded
    }

    /// Loads files already read into one model.
    /// - Throws: ``FlowGraphError`` with every problem of every file.
    public static func load(_ contents: InputContents) async throws -> LoadedInput {
        var problems: [ModelProblem] = []
        let extraction = await SwiftExtractor(skipsTestCode: false).extract(files: contents.swiftSources)
        var models = [extraction.model]
        for file in contents.modelFiles {
            do {
                models.append(try ModelFileLoader.load(text: file.text, path: file.path))
            } catch let failure as ModelLoadFailure {
                problems += failure.problems
            }
        }
        problems += duplicateCoordinators(in: models)
        guard problems.isEmpty else { throw FlowGraphError.invalidModel(ModelLoadFailure(problems: problems)) }
        return LoadedInput(
            model: NavigationModel.merging(models),
            notes: extraction.notes,
            files: contents.paths,
            suppressions: contents.swiftSources.flatMap(InlineSuppression.scan)
        )
    }

    /// The files at `paths` that can be read as UTF-8 text; a problem at line 1 for each of the others.
    private static func read(_ paths: [String], problems: inout [ModelProblem]) -> [SourceFile] {
        paths.compactMap { path in
            let start = SourceLocation(file: path, line: 1, column: 1)
            guard let data = FileManager.default.contents(atPath: path) else {
                problems.append(ModelProblem(location: start, message: "cannot read the file"))
                return nil
            }
            guard let text = String(data: data, encoding: .utf8) else {
                problems.append(ModelProblem(location: start, message: "the file is not valid UTF-8"))
                return nil
            }
            return SourceFile(path: path, text: text)
        }
    }

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
