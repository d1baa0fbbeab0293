import Dispatch
import FlowExtraction
import FlowGraphKit

/// libFuzzer's entry: the input as Swift source, split at NUL bytes into up to four files so that coordinators,
/// their extensions and their views can sit in different files as in an app. The files go through the pipeline
/// `flowgraph check` and `extract` use: loading (which screens out what swift-syntax cannot parse in reasonable
/// time), every rule, and the JSON encoder.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftExtractor(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let parts = UnsafeRawBufferPointer(start: start, count: count)
        .split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false)
    let files = parts.enumerated().map { index, bytes in
        SourceFile(path: "Sources/Fuzz\(index).swift", text: String(decoding: bytes, as: UTF8.self))
    }
    // Refusing the input (two files declaring one coordinator) is the user's error, reported; not a bug.
    guard let loaded = loadWaiting(files) else { return 0 }
    _ = FlowCheck.findings(in: loaded)
    do {
        _ = try loaded.model.jsonData()
    } catch {
        fatalError("an extracted model did not encode: \(error)")
    }
    return 0
}

/// The loaded input, or nil when loading refused it with a ``FlowGraphError`` (any other error is a bug).
///
/// Loading is async only to parse files in parallel; libFuzzer calls synchronously, so this thread waits.
private func loadWaiting(_ files: [SourceFile]) -> LoadedInput? {
    let box = ResultBox()
    let done = DispatchSemaphore(value: 0)
    Task {
        do {
            box.result = try await ModelLoading.load(InputContents(swiftSources: files, modelFiles: []))
        } catch is FlowGraphError {
            box.result = nil
        } catch {
            fatalError("Swift sources failed to load with an unexpected error: \(error)")
        }
        done.signal()
    }
    done.wait()
    return box.result
}

/// Hands the result from the task to the waiting thread.
private final class ResultBox: @unchecked Sendable {
    // @unchecked: written once by the task before `done.signal()`, read only after `done.wait()`.
    var result: LoadedInput?
}
