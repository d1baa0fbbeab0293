/// Everything the first pass keeps of one file once its syntax tree is released: its declarations for the
/// symbol index and each style's own facts. A new style adds its facts here.
struct FileFacts: Equatable, Sendable {
    var path: String
    var index: FileIndex
    var members: MemberFacts
    var views: ViewFacts
    var jump: JumpFileFacts
    var navigationStack: NavigationStackFileFacts
    var uikit: UIKitFileFacts
    var mvp: MVPFileFacts
    var semantic: SemanticFileFacts

    /// Parses `file`, collects its facts and lets the tree go.
    init(scanning file: SourceFile) {
        guard file.path.hasSuffix(".storyboard") else {
            self = FileScanner.facts(of: ParsedFile(file))
            return
        }
        // A storyboard declares no Swift: only the semantic core reads it.
        self = FileScanner.facts(of: ParsedFile(SourceFile(path: file.path, text: "")))
        semantic = StoryboardScanner.facts(of: file.text, path: file.path)
    }

    init(
        path: String, index: FileIndex, members: MemberFacts, views: ViewFacts, jump: JumpFileFacts,
        navigationStack: NavigationStackFileFacts, uikit: UIKitFileFacts, mvp: MVPFileFacts,
        semantic: SemanticFileFacts
    ) {
        self.path = path
        self.index = index
        self.members = members
        self.views = views
        self.jump = jump
        self.navigationStack = navigationStack
        self.uikit = uikit
        self.mvp = mvp
        self.semantic = semantic
    }
}
