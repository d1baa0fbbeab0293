/// An Xcode project (`.xcodeproj`): its targets, and which Swift sources and storyboards each builds.
///
/// A target's files are those of its build phases — each `PBXBuildFile` of the compile sources (Swift) and of the
/// resources (storyboards, a localised one being a `PBXVariantGroup` of one file a language) — and those of the
/// synchronized folders it has (``SynchronizedFolders``). Paths are as the project was named: relative to the current
/// folder when it was given so.
struct XcodeProject {
    /// A target of the project.
    struct Target: Sendable {
        var id: String
        var name: String
        /// Whether it builds an app (`com.apple.product-type.application`), what a run reads when no target is named.
        var isApplication: Bool
    }

    /// The `.xcodeproj` folder as named.
    let path: String
    /// The project's targets, in the order the project lists them.
    let targets: [Target]
    private let file: XcodeProjectFile
    private let paths: XcodeReferencePaths

    /// Reads the project at `path` (the `.xcodeproj` folder).
    /// - Throws: ``FlowGraphError`` naming the project file when it cannot be read or is not a project.
    init(path: String) throws {
        self.path = path
        let file = try XcodeProjectFile(path: PathText.joined(path, "project.pbxproj"))
        self.file = file
        paths = XcodeReferencePaths(file, projectFolder: PathText.folder(of: path))
        targets = (file.object(file.rootObject)?.list("targets") ?? []).compactMap { id in
            // Aggregate and legacy targets have no build phases of sources; only native targets build code.
            guard let target = file.object(id, isa: "PBXNativeTarget"), let name = target.fields["name"] else { return nil }
            return Target(id: id, name: name, isApplication: target.fields["productType"] == "com.apple.product-type.application")
        }
    }

    /// The Swift sources and storyboards `target` builds, in path order, without repeats.
    func files(of target: Target) -> [String] {
        // A synchronized folder's Swift files are compiled and its storyboards bundled, as its other files are.
        var files = SynchronizedFolders(file, paths: paths).files(of: target.id).filter { path in
            Self.phaseSuffixes.values.contains { path.hasSuffix($0) }
        }
        for id in file.object(target.id)?.list("buildPhases") ?? [] {
            guard let phase = file.object(id), let suffix = Self.phaseSuffixes[phase.isa] else { continue }
            for buildFile in phase.list("files") {
                guard let reference = file.object(buildFile, isa: "PBXBuildFile")?.fields["fileRef"] else { continue }
                files += referencedFiles(reference).filter { $0.hasSuffix(suffix) }
            }
        }
        return Array(Set(files)).sorted()
    }

    /// What each build phase read contributes: Swift from the compile sources, storyboards from the resources.
    private static let phaseSuffixes = ["PBXSourcesBuildPhase": ".swift", "PBXResourcesBuildPhase": ".storyboard"]

    /// The files a build file's reference stands for: a file, or each language's file of a variant group.
    private func referencedFiles(_ id: String) -> [String] {
        guard let object = file.object(id) else { return [] }
        switch object.isa {
        case "PBXFileReference": return paths.path(of: id).map { [$0] } ?? []
        case "PBXVariantGroup": return object.list("children").compactMap { paths.path(of: $0) }
        default: return []
        }
    }
}
