import Foundation
import Yams

/// Reads hand-written (`*.flow.yml`, `*.flow.yaml`) and extracted (`*.flow.json`) model files.
///
/// JSON is read through the same YAML composer (JSON is a subset of the YAML libyaml reads), so both formats get
/// the same checks and every problem carries a line and column.
public enum ModelFileLoader {
    /// The file name endings of model files.
    public static let fileSuffixes = [".flow.yml", ".flow.yaml", ".flow.json"]

    /// Whether `path` names a model file by its ending.
    public static func isModelFile(_ path: String) -> Bool {
        fileSuffixes.contains { path.hasSuffix($0) }
    }

    /// Loads a model from `text`; `path` is used in locations and messages.
    /// - Throws: ``ModelLoadFailure`` listing every problem, each with its position.
    public static func load(text: String, path: String) throws -> NavigationModel {
        let start = SourceLocation(file: path, line: 1, column: 1)
        let size = text.utf8.count
        guard size <= ModelLimits.fileBytes else {
            throw ModelLoadFailure(problems: [ModelProblem(
                location: start,
                message: "the file is \(ModelLimits.describe(bytes: size)), over the limit of \(ModelLimits.describe(bytes: ModelLimits.fileBytes)) for a model file"
            )])
        }
        if let (line, column) = ModelNesting.firstTooDeep(in: text, limit: ModelLimits.nesting) {
            throw ModelLoadFailure(problems: [ModelProblem(
                location: SourceLocation(file: path, line: line, column: column),
                message: "lists and mappings nested deeper than \(ModelLimits.nesting) levels; a model needs five"
            )])
        }
        let root: Node
        do {
            guard let composed = try Yams.compose(yaml: text) else {
                throw ModelLoadFailure(problems: [
                    ModelProblem(location: SourceLocation(file: path, line: 1, column: 1), message: "the file is empty"),
                ])
            }
            root = composed
        } catch let error as YamlError {
            throw ModelLoadFailure(problems: [problem(for: error, path: path)])
        }
        // Every value read costs one unit and a value takes at least one character, so only YAML aliases
        // repeating their anchors (a "billion laughs" document) can spend more than the text's length.
        var reader = ModelNodeReader(path: path, valueBudget: size + 1_000)
        let model = reader.readModel(root)
        guard reader.problems.isEmpty, let model else {
            throw ModelLoadFailure(problems: shortened(reader.problems))
        }
        return model
    }

    /// The most problems listed for one file: a generated file with one mistake repeated can otherwise print
    /// a line per value.
    static let problemsShown = 100

    /// The first ``problemsShown`` problems in file order, and a count of the rest at the next one's position.
    private static func shortened(_ problems: [ModelProblem]) -> [ModelProblem] {
        guard problems.count > problemsShown else { return problems }
        let sorted = problems.sorted { $0.location < $1.location }
        let rest = sorted.count - problemsShown
        return Array(sorted.prefix(problemsShown)) + [
            ModelProblem(location: sorted[problemsShown].location, message: "and \(rest) more problems in this file"),
        ]
    }

    private static func problem(for error: YamlError, path: String) -> ModelProblem {
        switch error {
        case let .scanner(context, problem, mark, _),
             let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            let detail = context.map { "\(problem) \($0.text)" } ?? problem
            return ModelProblem(
                location: SourceLocation(file: path, line: mark.line, column: mark.column),
                message: "invalid YAML: \(detail)"
            )
        case let .duplicatedKeysInMapping(duplicates, context):
            let names = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return ModelProblem(
                location: SourceLocation(file: path, line: context.mark.line, column: context.mark.column),
                message: "duplicate key \(names) in one mapping"
            )
        case let .reader(problem, _, _, _):
            return ModelProblem(location: SourceLocation(file: path, line: 1, column: 1), message: "invalid input: \(problem)")
        default:
            return ModelProblem(location: SourceLocation(file: path, line: 1, column: 1), message: "invalid YAML: \(error)")
        }
    }
}
