import FlowExtraction
import FlowModel
import Foundation

/// The inputs of a run as a git revision of a repository has them: `REV` or `REV:PATH` (`main`,
/// `HEAD~1:Sources`, `v2.0:App/nav.flow.yml`). Files are read from git's object store, never checked out, so
/// the work tree and the index are left as they are.
struct GitRevisionInput {
    /// The revision as written, e.g. `main`.
    let revision: String
    /// The file or folder inside it, relative to ``folder``; empty for that folder itself.
    let path: String
    /// The folder git runs in: inside the repository, where ``path`` is relative to.
    let folder: String

    /// Reads `argument` as `REV[:PATH]`, or returns nil when it names no commit of the repository `folder` is in.
    init?(_ argument: String, repository folder: String) throws {
        self.folder = folder
        let parts = argument.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        revision = parts[0]
        path = parts.count > 1 ? parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "/")) : ""
        guard !revision.isEmpty, !revision.hasPrefix("-") else { return nil }
        let check = try Git.run(in: folder, ["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"])
        guard check.status == 0 else { return nil }
    }

    /// The Swift sources and model files under ``path`` at ``revision``, chosen by the same rules as a folder
    /// search on disk. Each file's path is `REV:path` so that a problem in it names the revision.
    /// - Throws: ``FlowGraphError/badInput(_:)`` when the revision has nothing to read there.
    func contents() throws -> InputContents {
        var listing = ["ls-tree", "-r", "-z", "--name-only", "--end-of-options", revision]
        if !path.isEmpty { listing += ["--", path] }
        let listed = try Git.run(in: folder, listing)
        guard listed.status == 0 else { throw FlowGraphError.badInput("\(name): \(listed.stderr)") }
        let names = listed.stdout.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.filter(isRead)
        guard !names.isEmpty else {
            throw FlowGraphError.badInput(
                "\(name): no Swift sources or model files (\(ModelFileLoader.fileSuffixes.joined(separator: ", "))) there"
            )
        }
        let (files, skipped) = try read(names)
        return InputContents(
            swiftSources: files.filter { $0.path.hasSuffix(".swift") },
            modelFiles: files.filter { ModelFileLoader.isModelFile($0.path) },
            skippedFiles: skipped
        )
    }

    /// How the side is named in messages.
    var name: String { path.isEmpty ? revision : "\(revision):\(path)" }

    /// Whether a folder search rooted at ``path`` reads `name` (git lists paths relative to ``folder``).
    private func isRead(_ name: String) -> Bool {
        if name == path { return InputCollector.searchReads(relativePath: (name as NSString).lastPathComponent) }
        let below = path.isEmpty ? name : String(name.dropFirst(path.count + 1))
        return InputCollector.searchReads(relativePath: below)
    }

    /// The texts of `names` at the revision, through one `git cat-file --batch`. A Swift source is refused and
    /// skipped by the rules of a folder on disk (``InputFileReader``); a model file that cannot be read stops the run.
    private func read(_ names: [String]) throws -> (files: [SourceFile], skipped: [SkippedFile]) {
        // `./` makes each path relative to the folder git runs in, as ls-tree listed it.
        let requests = names.map { "\(revision):./\($0)\n" }.joined()
        let output = try Git.run(in: folder, ["cat-file", "--batch"], input: Data(requests.utf8))
        guard output.status == 0 else { throw FlowGraphError.badInput("\(name): \(output.stderr)") }
        var reader = BatchReader(data: output.stdout)
        var files: [SourceFile] = []
        var skipped: [SkippedFile] = []
        var problems: [ModelProblem] = []
        for name in names {
            let file = "\(revision):\(name)"
            guard let blob = reader.next() else {
                throw FlowGraphError.badInput("\(file): git did not return the file")
            }
            let isSwift = name.hasSuffix(".swift")
            switch InputFileReader.text(of: blob, path: file, as: isSwift ? .swiftSource : .modelFile) {
            case let .success(source): files.append(source)
            case let .failure(refusal) where isSwift: skipped.append(SkippedFile(path: file, reason: refusal.reason))
            case let .failure(refusal):
                problems.append(ModelProblem(location: SourceLocation(file: file, line: 1, column: 1), message: refusal.reason))
            }
        }
        guard problems.isEmpty else { throw FlowGraphError.invalidModel(ModelLoadFailure(problems: problems)) }
        return (files, skipped)
    }
}

/// Splits `git cat-file --batch` output: for each object a header `<sha> <type> <size>\n`, the bytes, then `\n`.
private struct BatchReader {
    let data: Data
    var offset: Data.Index

    init(data: Data) {
        self.data = data
        offset = data.startIndex
    }

    /// The next object's bytes, or nil when the output ends or names a missing object.
    mutating func next() -> Data? {
        guard let newline = data[offset...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let header = String(decoding: data[offset..<newline], as: UTF8.self).split(separator: " ")
        guard header.count == 3, let size = Int(header[2]) else { return nil }
        let start = data.index(after: newline)
        guard let end = data.index(start, offsetBy: size, limitedBy: data.endIndex) else { return nil }
        offset = end < data.endIndex ? data.index(after: end) : end
        return data[start..<end]
    }
}
