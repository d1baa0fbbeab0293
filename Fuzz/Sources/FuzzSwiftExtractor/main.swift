import Dispatch
import FlowExtraction
import FlowRules

/// libFuzzer's entry: the input as Swift source, split at NUL bytes into up to four files so that coordinators,
/// their extensions and their views can sit in different files as in an app. The extracted model then goes
/// through every rule and the JSON encoder, as `flowgraph check` and `extract` would take it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftExtractor(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let parts = UnsafeRawBufferPointer(start: start, count: count)
        .split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false)
    let files = parts.enumerated().map { index, bytes in
        SourceFile(path: "Sources/Fuzz\(index).swift", text: String(decoding: bytes, as: UTF8.self))
    }
    let result = extractWaiting(files)
    _ = RuleRunner().run(on: result.model)
    do {
        _ = try result.model.jsonData()
    } catch {
        fatalError("an extracted model did not encode: \(error)")
    }
    return 0
}

/// The extractor is async only to parse files in parallel; libFuzzer calls synchronously, so this thread waits.
private func extractWaiting(_ files: [SourceFile]) -> ExtractionResult {
    let box = ResultBox()
    let done = DispatchSemaphore(value: 0)
    Task {
        box.result = await SwiftExtractor().extract(files: files)
        done.signal()
    }
    done.wait()
    guard let result = box.result else { fatalError("the extraction task ended without a result") }
    return result
}

/// Hands the result from the task to the waiting thread.
private final class ResultBox: @unchecked Sendable {
    // @unchecked: written once by the task before `done.signal()`, read only after `done.wait()`.
    var result: ExtractionResult?
}
