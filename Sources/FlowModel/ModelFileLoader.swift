import Yams

/// Reads hand-written (`*.flow.yml`, `*.flow.yaml`) and extracted (`*.flow.json`) model files.
///
/// A valid file is read straight into the model (``FastModelReading``); a file with anything to report is read
/// through Yams's composer and ``ModelNodeReader``, for JSON too (JSON is a subset of the YAML libyaml reads), so
/// both formats get the same checks and every problem carries a line and column.
public enum ModelFileLoader {
    /// The file name endings of model files.
    public static let fileSuffixes = [".flow.yml", ".flow.yaml", ".flow.json"]

    /// Whether `path` names a model file by its ending.
    public static func isModelFile(_ path: String) -> Bool {
        fileSuffixes.contains { path.hasSuffix($0) }
    }

    /// Loads a model from `text`; `path` is used in locations and messages.
    /// - Throws: ``ModelLoadFailure`` listing every problem, each with its position.
    /// - Parameter known: The screens of coordinators read from Swift sources, by coordinator: a file that adds to
    ///   one of them may name its screens in entries and transitions without declaring them again.
    public static func load(text: String, path: String, known: [String: Set<String>] = [:]) throws -> NavigationModel {
        if let model = FastModelReading.model(of: text, path: path, known: known) { return model }
        return try loadPositioned(text: text, path: path, known: known)
    }

    /// Loads a model from the bytes of a file, which must be valid UTF-8, as ``load(text:path:known:)`` loads
    /// its text: a valid file is read from the bytes where they are, and only a file with problems to report is
    /// made a `String` for the positioned reader.
    /// - Throws: ``ModelLoadFailure`` listing every problem, each with its position.
    public static func load(utf8 bytes: UnsafeBufferPointer<UInt8>, path: String, known: [String: Set<String>] = [:]) throws -> NavigationModel {
        if let model = FastModelReading.model(of: bytes, path: path, known: known) { return model }
        return try loadPositioned(text: String(decoding: bytes, as: UTF8.self), path: path, known: known)
    }

    /// Reads the file through Yams's nodes, which keep every value's position: the model, or every problem.
    static func loadPositioned(text: String, path: String, known: [String: Set<String>] = [:]) throws -> NavigationModel {
        guard let root = try YAMLDocument.compose(text, path: path, kind: "a model file") else {
            throw ModelLoadFailure(problems: [
                ModelProblem(location: SourceLocation(file: path, line: 1, column: 1), message: "the file is empty"),
            ])
        }
        // Every value read costs one unit and a value takes at least one character, so only YAML aliases
        // repeating their anchors (a "billion laughs" document) can spend more than the text's length.
        var reader = ModelNodeReader(path: path, valueBudget: text.utf8.count + 1_000, known: known)
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
}
