/// Where the files and folders a project refers to are on disk.
///
/// A reference's `path` is relative to what its `sourceTree` says: `<group>` to the folder of the group holding it
/// (a group without a path of its own adds nothing), `SOURCE_ROOT` to the project's folder, `<absolute>` to
/// nothing. Other trees (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`) are build products and SDKs, not sources
/// of the app, and resolve to nil.
struct XcodeReferencePaths {
    private let project: XcodeProjectFile
    /// The folder the project's sources are relative to: the one holding the `.xcodeproj` and its `projectDirPath`.
    let sourceRoot: String
    /// The group holding each object, from every group's `children`.
    private let parents: [String: String]

    init(_ project: XcodeProjectFile, projectFolder: String) {
        self.project = project
        let projectDirPath = project.object(project.rootObject)?.fields["projectDirPath"] ?? ""
        sourceRoot = PathText.joined(projectFolder, projectDirPath)
        var parents: [String: String] = [:]
        for (id, object) in project.objects {
            for child in object.list("children") { parents[child] = id }
        }
        self.parents = parents
    }

    /// The path of the file or folder `id` names, nil when it is not under a source tree of the project's.
    func path(of id: String) -> String? {
        var visited: Set<String> = []
        return path(of: id, visited: &visited)
    }

    private func path(of id: String, visited: inout Set<String>) -> String? {
        // A group that holds itself through its children would otherwise never end.
        guard let object = project.object(id), visited.insert(id).inserted else { return nil }
        let own = object.fields["path"] ?? (object.isa == "PBXFileReference" ? object.fields["name"] : nil) ?? ""
        switch object.fields["sourceTree"] ?? "<group>" {
        case "<group>":
            // The main group has no parent: it stands for the source root.
            guard let parent = parents[id] else { return PathText.joined(sourceRoot, own) }
            return path(of: parent, visited: &visited).map { PathText.joined($0, own) }
        case "SOURCE_ROOT": return PathText.joined(sourceRoot, own)
        case "<absolute>": return PathText.normalized(own)
        default: return nil
        }
    }
}
