import Yams

/// Composes the YAML (or JSON) text of an input file into Yams nodes, within flowgraph's limits, turning every
/// failure into one problem at its position. Model files and `.flowgraph.yml` both read through it.
public enum YAMLDocument {
    /// The root node of `text`, or nil for an empty document.
    /// - Parameters:
    ///   - path: The file, for positions.
    ///   - kind: What the file is, for the size message: "a model file".
    /// - Throws: ``ModelLoadFailure`` with one problem: the text is over ``ModelLimits/fileBytes``, nests
    ///   collections deeper than ``ModelLimits/nesting``, or is not valid YAML.
    public static func compose(_ text: String, path: String, kind: String) throws -> Node? {
        let size = text.utf8.count
        guard size <= ModelLimits.fileBytes else {
            let message = "the file is \(ModelLimits.describe(bytes: size)), over the limit of \(ModelLimits.describe(bytes: ModelLimits.fileBytes)) for \(kind)"
            throw ModelLoadFailure(problems: [ModelProblem(location: SourceLocation(file: path, line: 1, column: 1), message: message)])
        }
        if let (line, column) = ModelNesting.firstTooDeep(in: text, limit: ModelLimits.nesting) {
            throw ModelLoadFailure(problems: [ModelProblem(
                location: SourceLocation(file: path, line: line, column: column),
                message: "lists and mappings nested deeper than \(ModelLimits.nesting) levels, flowgraph's limit"
            )])
        }
        do {
            return try Yams.compose(yaml: text, Resolver.basic)
        } catch let error as YamlError {
            throw ModelLoadFailure(problems: [problem(for: error, path: path)])
        }
    }

    /// Yams resolves the tag of every plain scalar (and hashes every mapping key with it, to find duplicates) by
    /// matching its resolver's regular expressions, which was most of the time of loading a large model even with
    /// the boolean rule alone. The readers need no tag: strings, whole numbers (`Node.int`) and null (`Node.null`)
    /// are read from the text, and so are booleans, by ``boolean(_:)``; every scalar is composed as a string.
    ///
    /// - Returns: For a plain scalar spelled as a YAML 1.1 boolean (`true`, `False`, `YES`, `off`…, the spellings
    ///   of Yams's boolean rule), its value; nil for anything else, quoted text included.
    public static func boolean(_ node: Node) -> Bool? {
        guard case let .scalar(scalar) = node, scalar.style == .plain else { return nil }
        switch scalar.string {
        case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON": return true
        case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF": return false
        default: return nil
        }
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
