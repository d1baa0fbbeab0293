import Foundation
import Testing

/// Validates SARIF text against the official 2.1.0 JSON schema with Python's `jsonschema` module, since no Swift
/// JSON-schema validator is available. The schema is read where it lies (never copied into the repository).
enum SARIFSchemaValidator {
    /// `SARIF_SCHEMA` when set, else the shared copy in `../shared/data` beside the repository.
    static var schemaPath: String {
        if let path = ProcessInfo.processInfo.environment["SARIF_SCHEMA"] { return path }
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return repository.deletingLastPathComponent()
            .appendingPathComponent("shared/data/sarif-schema-2.1.0.json").standardizedFileURL.path
    }

    /// Exit status 3 means "cannot validate here", as distinct from 1, "invalid".
    private static let script = """
        import json, sys
        try:
            import jsonschema
        except ImportError:
            print("the Python module jsonschema is not installed (pip install jsonschema)")
            sys.exit(3)
        with open(sys.argv[1]) as schema_file:
            schema = json.load(schema_file)
        document = json.load(sys.stdin)
        validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.Draft4Validator.FORMAT_CHECKER)
        errors = sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))
        for error in errors:
            print("/".join(str(part) for part in error.absolute_path) + ": " + error.message)
        sys.exit(1 if errors else 0)
        """

    /// The schema violations in `sarif`, one a line; empty when it is valid.
    /// Cancels the running test (reported as skipped, with the reason) when python3, jsonschema or the schema is
    /// missing, so a machine without them does not fail for that.
    static func violations(in sarif: String) throws -> [String] {
        guard FileManager.default.isReadableFile(atPath: schemaPath) else {
            try Test.cancel("SARIF schema validation skipped: no schema at \(schemaPath) (set SARIF_SCHEMA)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, schemaPath]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            try Test.cancel("SARIF schema validation skipped: cannot run python3 (\(error))")
        }
        input.fileHandleForWriting.write(Data(sarif.utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = text.split(separator: "\n").map(String.init)
        switch process.terminationStatus {
        case 0: return []
        case 1: return lines
        case 3:
            try Test.cancel("SARIF schema validation skipped: \(text.trimmingCharacters(in: .whitespacesAndNewlines))")
        // 127: env found no python3.
        case 127: try Test.cancel("SARIF schema validation skipped: python3 is not installed")
        default: return ["the validator failed (status \(process.terminationStatus)): \(text)"]
        }
    }
}
