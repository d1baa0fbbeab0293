/// The part of the SARIF 2.1.0 object model flowgraph writes, as typed values (property names as in the standard).
enum SARIFLog {
    /// The top-level `sarifLog` object.
    struct Document: Encodable {
        var schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        private enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
    }

    struct Tool: Encodable {
        var driver: ToolComponent
    }

    struct ToolComponent: Encodable {
        var name: String
        var version: String
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable {
        var level: Level
    }

    /// SARIF's `message` and `multiformatMessageString`; flowgraph writes plain text only.
    struct Message: Encodable {
        var text: String
    }

    enum Level: String, Encodable {
        case error, warning, note
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: Level
        var message: Message
        /// Left out, not empty, for a finding without a position (e.g. from a hand-written model without one).
        var locations: [Location]?
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }
}
