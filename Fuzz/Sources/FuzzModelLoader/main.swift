import FlowModel

/// libFuzzer's entry: the input as a hand-written YAML model and as an extracted JSON model.
///
/// Every outcome but a model or a ``ModelLoadFailure`` is a bug, and so is a crash or a hang. A model that
/// loads must also survive `flowgraph extract`: its canonical JSON must load again, to the same model.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzModelLoader(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    for path in ["fuzz.flow.yml", "fuzz.flow.json"] {
        let model: NavigationModel
        do {
            model = try ModelFileLoader.load(text: text, path: path)
        } catch is ModelLoadFailure {
            continue
        } catch {
            fatalError("\(path): unexpected error \(type(of: error)): \(error)")
        }
        checkRoundTrip(model, path: path)
    }
    return 0
}

private func checkRoundTrip(_ model: NavigationModel, path: String) {
    let json: String
    do {
        json = String(decoding: try model.jsonData(), as: UTF8.self)
    } catch {
        fatalError("\(path): a loaded model did not encode: \(error)")
    }
    let reloaded: NavigationModel
    do {
        reloaded = try ModelFileLoader.load(text: json, path: "extracted.flow.json")
    } catch {
        fatalError("\(path): the JSON written for a loaded model does not load: \(error)\n\(json)")
    }
    guard reloaded == model.normalized() else {
        fatalError("\(path): the JSON written for a loaded model loads as a different model:\n\(json)")
    }
}
