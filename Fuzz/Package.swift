// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets for flowgraph, and synchronous programs for valgrind: a render loop, and runs of check, extract
// and render whose instructions Benchmarks/instructions.sh counts. A package of its own so that the main package's
// `swift build` and `swift test` never build them: the fuzz targets only link with `-sanitize=fuzzer`, which
// supplies their `main`. Build and run them with `bash Fuzz/run.sh`.
let package = Package(
    name: "FlowgraphFuzz",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "FuzzModelLoader", targets: ["FuzzModelLoader"]),
        .executable(name: "FuzzSwiftExtractor", targets: ["FuzzSwiftExtractor"]),
        .executable(name: "FuzzRenderer", targets: ["FuzzRenderer"]),
        .executable(name: "RenderLoop", targets: ["RenderLoop"]),
        .executable(name: "CheckRun", targets: ["CheckRun"]),
        .executable(name: "ExtractRun", targets: ["ExtractRun"]),
        .executable(name: "RenderRun", targets: ["RenderRun"]),
    ],
    dependencies: [
        .package(name: "flowgraph", path: ".."),
    ],
    targets: [
        .executableTarget(name: "FuzzModelLoader", dependencies: [.product(name: "FlowGraphKit", package: "flowgraph")]),
        .executableTarget(name: "FuzzSwiftExtractor", dependencies: [.product(name: "FlowGraphKit", package: "flowgraph")]),
        .executableTarget(name: "FuzzRenderer", dependencies: [.product(name: "FlowGraphKit", package: "flowgraph")]),
        .executableTarget(name: "RenderLoop", dependencies: [.product(name: "FlowGraphKit", package: "flowgraph")]),
        .executableTarget(name: "CheckRun", dependencies: [.product(name: "FlowGraphKit", package: "flowgraph")]),
        .executableTarget(name: "ExtractRun", dependencies: [.product(name: "FlowGraphKit", package: "flowgraph")]),
        .executableTarget(name: "RenderRun", dependencies: [.product(name: "FlowGraphKit", package: "flowgraph")]),
    ],
    swiftLanguageModes: [.v6]
)
