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

    /// Loads the model file at `path`.
    /// - Throws: ``ModelLoadFailure`` listing every problem, each with its position.
    public static func load(contentsOf path: String) throws -> NavigationModel {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ModelLoadFailure(problems: [
                ModelProblem(location: SourceLocation(file: path, line: 1, column: 1), message: "cannot read the file"),
            ])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ModelLoadFailure(problems: [
                ModelProblem(location: SourceLocation(file: path, line: 1, column: 1), message: "the file is not valid UTF-8"),
            ])
        }
        return try load(text: text, path: path)
    }

    /// Loads a model from `text`; `path` is used in locations and messages.
    /// - Throws: ``ModelLoadFailure`` listing every problem, each with its position.
    public static func load(text: String, path: String) throws -> NavigationModel {
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
        var reader = ModelNodeReader(path: path)
        let model = reader.readModel(root)
        guard reader.problems.isEmpty, let model else {
            throw ModelLoadFailure(problems: reader.problems)
        }
        return model
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
