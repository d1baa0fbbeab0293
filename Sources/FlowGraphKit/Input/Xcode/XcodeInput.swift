/// The Swift sources and storyboards that Xcode projects and workspaces named as PATHs build, for the targets asked
/// for — the files Xcode compiles for the app, and nothing else in the folder.
enum XcodeInput {
    /// Whether `path` names an Xcode project or workspace rather than a folder to search.
    static func isProject(_ path: String) -> Bool {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return trimmed.hasSuffix(".xcodeproj") || trimmed.hasSuffix(".xcworkspace")
    }

    /// The files the `targets` named build, in the projects and workspaces at `paths`; without names, the files of
    /// their application targets. A file below a folder named in `skippedFolders` (relative to its project's
    /// folder) is left out; nothing else is, since the project, not a guess from folder names, says what is built.
    /// - Throws: ``FlowGraphError`` when a project cannot be read, when a name is no target of any of them (listing
    ///   the targets there are), or when no target is named and one of them has no application target.
    static func files(of paths: [String], targets names: [String], skipping skippedFolders: Set<String>) throws -> [String] {
        let opened = try paths.map { path in (path: path, projects: try projects(at: path)) }
        let known = Set(opened.flatMap { $0.projects.flatMap { $0.targets.map(\.name) } })
        if let unknown = names.first(where: { !known.contains($0) }) {
            let projects = opened.flatMap(\.projects)
            let named = opened.count == 1 ? "\(opened[0].path): no target named '\(unknown)'"
                : "no target named '\(unknown)' in \(opened.map(\.path).joined(separator: ", "))"
            throw FlowGraphError.badInput("\(named) (\(targetList(projects)))")
        }
        var files: [String] = []
        for (path, projects) in opened {
            var chosen: [(XcodeProject, XcodeProject.Target)] = []
            for project in projects {
                chosen += project.targets.filter { names.isEmpty ? $0.isApplication : names.contains($0.name) }.map { (project, $0) }
            }
            if names.isEmpty, chosen.isEmpty {
                throw FlowGraphError.badInput("\(path): no application target; name the targets to read with --target (\(targetList(projects)))")
            }
            for (project, target) in chosen {
                let folder = PathText.folder(of: project.path)
                files += project.files(of: target).filter { !isSkipped($0, below: folder, skippedFolders) }
            }
        }
        return files
    }

    /// The project at `path`, or every project of the workspace at `path`.
    private static func projects(at path: String) throws -> [XcodeProject] {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        guard trimmed.hasSuffix(".xcworkspace") else { return [try XcodeProject(path: trimmed)] }
        let projects = try XcodeWorkspace.projects(in: trimmed)
        guard !projects.isEmpty else { throw FlowGraphError.badInput("\(path): the workspace names no Xcode project") }
        return try projects.map(XcodeProject.init(path:))
    }

    /// "targets: HarbourApp, HarbourTests" for the error that names a missing target.
    private static func targetList(_ projects: [XcodeProject]) -> String {
        var seen: Set<String> = []
        let names = projects.flatMap { $0.targets.map(\.name) }.filter { seen.insert($0).inserted }
        return names.isEmpty ? "it has no targets" : "targets: " + names.joined(separator: ", ")
    }

    /// Whether a folder on the way from the project's `folder` to `file` is one `skippedFolders` names.
    private static func isSkipped(_ file: String, below folder: String, _ skippedFolders: Set<String>) -> Bool {
        guard !skippedFolders.isEmpty else { return false }
        let relative = !folder.isEmpty && file.hasPrefix(folder + "/") ? String(file.dropFirst(folder.count + 1)) : file
        return relative.split(separator: "/").dropLast().contains { skippedFolders.contains(String($0)) }
    }
}
