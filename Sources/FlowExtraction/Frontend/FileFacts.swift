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

    /// Parses `file`, collects its facts and lets the tree go.
    init(scanning file: SourceFile) {
        let parsed = ParsedFile(file)
        path = file.path
        index = FileIndexCollector.collect(parsed)
        members = MemberFactCollector.collect(parsed)
        views = ViewFactCollector.collect(parsed)
        jump = JumpFactCollector.collect(parsed)
        navigationStack = NavigationStackFactCollector.collect(parsed)
        uikit = UIKitFactCollector.collect(parsed)
        mvp = MVPFactCollector.collect(parsed)
    }
}
