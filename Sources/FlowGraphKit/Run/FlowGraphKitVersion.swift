import FlowModel

/// The version `flowgraph --version` prints.
public enum FlowGraphKitVersion {
    public static let current = ToolIdentity.version
}
