import FlowExtraction
import Testing

/// Generated apps: 2,000 files are read whole, and the result does not depend on the order of the files or of
/// the parallel tasks that scan them.
@Suite struct ScaleTests {
    /// Coordinator `k` owns files for its paths, its coordinator, a helper extension and seven views.
    private static func files(coordinators: Int) -> [SourceFile] {
        (0..<coordinators).flatMap { k -> [SourceFile] in
            let name = "Berth\(k)"
            var files = [
                SourceFile(path: "\(name)/\(name)Path.swift", text: """
                enum \(name)Path: ContextPath {
                    case dock(\(name)Actions = .idle)
                    case manifest
                }
                enum \(name)Actions: ContextAction { case idle, didLoad, didSail }
                """),
                SourceFile(path: "\(name)/\(name)Coordinator.swift", text: """
                final class \(name)Coordinator: Coordinator<\(name)Path> {
                    override func onNext(current path: \(name)Path) {
                        switch path {
                        case .dock(let action): handleDock(action)
                        case .manifest: dismiss()
                        }
                    }
                }
                """),
                SourceFile(path: "\(name)/\(name)Coordinator+Dock.swift", text: """
                extension \(name)Coordinator {
                    func handleDock(_ action: \(name)Actions) {
                        switch action {
                        case .didLoad: present(.manifest, mode: .sheet)
                        case .didSail, .idle: break
                        }
                    }
                }
                """),
            ]
            files += (0..<7).map { view in
                SourceFile(path: "\(name)/Views/View\(view).swift", text: """
                struct \(name)View\(view): ContextView {
                    var presenter: ContextPresenter<\(name)Path>
                    var body: some View {
                        ContextContent<\(name)Path>(presenter) { dispatch in
                            Button("Load") { dispatch(.dock(.didLoad)) }
                        }
                    }
                }
                """)
            }
            return files
        }
    }

    @Test func twoThousandFiles() async throws {
        let files = Self.files(coordinators: 200)
        #expect(files.count == 2_000)
        let first = await SwiftExtractor(skipsTestCode: true).extract(files: files)
        #expect(first.model.coordinators.count == 200)
        #expect(first.notes == [])
        let berth = try #require(first.model.coordinator(named: "Berth7Coordinator"))
        #expect(berth.transitions.map(\.summary) == ["dock/didLoad present sheet -> manifest", "manifest/- dismiss"])
    }

    @Test func resultDoesNotDependOnFileOrder() async throws {
        let files = Self.files(coordinators: 20)
        let forward = await SwiftExtractor(skipsTestCode: true).extract(files: files)
        let backward = await SwiftExtractor(skipsTestCode: true).extract(files: files.reversed())
        #expect(try backward.model.jsonData() == forward.model.jsonData())
        #expect(backward.notes == forward.notes)
    }
}
