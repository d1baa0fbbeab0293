/// How flowgraph names itself in reports that identify the tool that produced them (SARIF, JUnit, Checkstyle),
/// and the one place its version is written down (`flowgraph --version` prints it too).
public enum ToolIdentity {
    /// The tool's name.
    public static let name = "flowgraph"
    /// The tool's version.
    public static let version = "0.1.0"
}
