import SwiftSyntax

/// The files a style reader parsed again for its second pass, by path, so that method bodies in any of them can
/// be followed.
struct SourceStore: Sendable {
    private let files: [String: ParsedFile]

    init(_ files: [ParsedFile]) {
        self.files = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The parsed file at `path`, if it was parsed for this pass.
    func file(_ path: String) -> ParsedFile? {
        files[path]
    }

    /// The syntax of an indexed method, with the file it is in.
    func declaration(of method: MethodDeclaration) -> (file: ParsedFile, syntax: FunctionDeclSyntax)? {
        guard let file = files[method.file], let syntax = file.functionDeclaration(at: method.nameOffset) else { return nil }
        return (file, syntax)
    }
}
