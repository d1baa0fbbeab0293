/// The files Xcode 16's synchronized folders (`PBXFileSystemSynchronizedRootGroup`) give a target.
///
/// Every file below such a folder belongs to the targets that list it in `fileSystemSynchronizedGroups`. An
/// exception set of the folder (`PBXFileSystemSynchronizedBuildFileExceptionSet`) names a target and paths
/// relative to the folder (a file or a whole subfolder) whose membership in that target is the other way round: left
/// out of a target that has the folder, added to one that does not — which is how Xcode shares one file of the app's
/// folder with an extension.
struct SynchronizedFolders {
    private let project: XcodeProjectFile
    private let paths: XcodeReferencePaths

    init(_ project: XcodeProjectFile, paths: XcodeReferencePaths) {
        self.project = project
        self.paths = paths
    }

    /// The files of the synchronized folders that belong to the target `targetID`, in path order.
    func files(of targetID: String) -> [String] {
        let listed = Set(project.object(targetID)?.list("fileSystemSynchronizedGroups") ?? [])
        var files: [String] = []
        for (id, folder) in project.objects(isa: "PBXFileSystemSynchronizedRootGroup") {
            let exceptions = folder.list("exceptions").compactMap {
                project.object($0, isa: "PBXFileSystemSynchronizedBuildFileExceptionSet")
            }
            let flipped = exceptions.filter { $0.fields["target"] == targetID }.flatMap { $0.list("membershipExceptions") }
            guard listed.contains(id) || !flipped.isEmpty, let root = paths.path(of: id) else { continue }
            for relative in FolderListing.files(below: root) {
                let isException = flipped.contains { relative == $0 || relative.hasPrefix($0 + "/") }
                if listed.contains(id) != isException { files.append(PathText.joined(root, relative)) }
            }
        }
        return files.sorted()
    }
}
