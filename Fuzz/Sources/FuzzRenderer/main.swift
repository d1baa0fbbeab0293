import FlowModel
import FlowRendering
import FlowRules
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// libFuzzer's entry: a model decoded from the input (``FuzzInput``) drawn as `flowgraph render` draws it, with
/// its findings marked, as SVG through Graphviz and as DOT and Mermaid text.
///
/// The model first goes through its canonical JSON and the model loader, so only models a user could hand in are
/// drawn; the JSON must always parse, since `flowgraph extract` writes it for any extracted name. Graphviz must
/// never fail on such a model, and the SVG must be well-formed XML without a script element, whatever the names
/// contain.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRenderer(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = FuzzInput(UnsafeRawBufferPointer(start: start, count: count))
    guard let model = loadable(input.model) else { return 0 }
    let findings = RuleRunner().run(on: model)
    let graph: StyledGraph
    do {
        graph = try FlowStyler(options: input.options).style(model, findings: findings)
    } catch is RenderingError {
        // A focus on a screen the model lacks is the user's mistake, reported as such.
        return 0
    } catch {
        fatalError("the styler threw \(type(of: error)): \(error)")
    }
    _ = DOTWriter().write(graph)
    _ = MermaidWriter().write(graph)
    let svg: Data
    do {
        svg = try GraphvizRenderer.shared.renderSVG(graph)
    } catch {
        fatalError("Graphviz failed on a valid model: \(error)")
    }
    checkWellFormed(svg)
    return 0
}

/// `model` as the loader returns it from its canonical JSON, or nil when the loader rightly refuses it
/// (duplicate names, a transition from no screen, and so on).
private func loadable(_ model: NavigationModel) -> NavigationModel? {
    let json: String
    do {
        json = String(decoding: try model.jsonData(), as: UTF8.self)
    } catch {
        fatalError("a model did not encode: \(error)")
    }
    do {
        return try ModelFileLoader.load(text: json, path: "fuzz.flow.json")
    } catch let failure as ModelLoadFailure {
        // The JSON encoder's output is always valid JSON, so a syntax-level complaint is a bug of ours.
        if failure.problems.contains(where: { $0.message.hasPrefix("invalid YAML") || $0.message.hasPrefix("invalid input") }) {
            fatalError("canonical JSON did not parse: \(failure)\n\(json)")
        }
        return nil
    } catch {
        fatalError("the loader threw \(type(of: error)): \(error)")
    }
}

private func checkWellFormed(_ svg: Data) {
    let parser = XMLParser(data: svg)
    let scripts = ScriptFinder()
    parser.delegate = scripts
    guard parser.parse() else {
        fatalError("the SVG is not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?")\n"
            + String(decoding: svg, as: UTF8.self))
    }
    guard !scripts.found else {
        fatalError("the SVG contains a script element:\n" + String(decoding: svg, as: UTF8.self))
    }
}

/// Notices any `script` element, which input must never be able to add.
private final class ScriptFinder: NSObject, XMLParserDelegate {
    var found = false

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        if elementName.lowercased() == "script" { found = true }
    }
}
