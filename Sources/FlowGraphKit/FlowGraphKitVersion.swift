/// The version `flowgraph --version` prints.
public enum FlowGraphKitVersion {
    public static let current = "0.1.0"
}
