import FlowExtraction
import FlowModel

/// Extracts inline sources whose expected positions are marked with `↓`.
struct InlineExtraction {
    let result: ExtractionResult
    /// Every marked position as "path:line:column".
    let markedPositions: [String]

    init(_ sources: [String: String]) async {
        var files: [SourceFile] = []
        var positions: [String] = []
        for (path, source) in sources.sorted(by: { $0.key < $1.key }) {
            let marked = MarkedSource(source, marker: MarkedSource.inlineMarker)
            files.append(SourceFile(path: path, text: marked.text))
            positions += marked.positions.map { "\(path):\($0)" }
        }
        result = await SwiftExtractor(skipsTestCode: true).extract(files: files)
        markedPositions = positions
    }

    init(_ source: String) async {
        await self.init(["App.swift": source])
    }

    var model: NavigationModel { result.model }
    var notes: [String] { result.notes.map(\.message) }

    func coordinator(_ name: String) -> Coordinator? { model.coordinator(named: name) }

    /// The sorted summaries (``Transition/summary``) of a coordinator's transitions; empty when there is no such
    /// coordinator. Screens no coordinator owns are in the one named after the app type, `App` without one.
    func transitions(of coordinator: String = "App") -> [String] {
        (self.coordinator(coordinator)?.transitions.map(\.summary) ?? []).sorted()
    }

    /// Where the transitions with `summary` are written, as "path:line:column".
    func locations(of coordinator: String = "App", _ summary: String) -> [String] {
        self.coordinator(coordinator)?.transitions.filter { $0.summary == summary }.compactMap(\.location?.marked) ?? []
    }

    /// The marked position at `index`, in the order the markers appear (files sorted by path).
    func marker(_ index: Int) -> String { markedPositions[index] }
}

extension FlowModel.SourceLocation {
    /// "path:line:column", the form marked positions are kept in.
    var marked: String { "\(file):\(line):\(column)" }
}

extension Transition {
    /// A one-line summary that keeps test expectations short: `from/action kind mode -> screen`.
    var summary: String {
        var text = "\(from)/\(action ?? "-") \(kind.rawValue)"
        if let mode { text += " \(mode.rawValue)" }
        if let navigation { text += navigation ? " +nav" : " -nav" }
        if let screen = to?.screen { text += " -> \(screen)" }
        if conditional { text += " ?" }
        return text
    }
}
