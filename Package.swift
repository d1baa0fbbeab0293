// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "flowgraph",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "flowgraph", targets: ["flowgraph"]),
        .library(name: "FlowGraphKit", targets: ["FlowGraphKit"]),
        .plugin(name: "FlowgraphPlugin", targets: ["FlowgraphPlugin"]),
        .plugin(name: "FlowgraphBuildPlugin", targets: ["FlowgraphBuildPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        // libyaml's events, read straight into the model: Yams keeps its vendored libyaml internal. The functions
        // are that copy's, which Yams links in; Sources/CLibYAML/shim.h says where the header comes from.
        .systemLibrary(name: "CLibYAML"),
        .target(name: "FlowModel", dependencies: ["CLibYAML", .product(name: "Yams", package: "Yams")]),
        .target(
            name: "FlowExtraction",
            dependencies: [
                "FlowModel",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .target(name: "FlowRules", dependencies: ["FlowModel"]),
        .target(name: "FlowReporters", dependencies: ["FlowModel", "FlowRules"]),
        .target(name: "FlowRendering", dependencies: ["FlowModel", "FlowRules", "CGraphviz"]),
        .target(name: "FlowDocs", dependencies: ["FlowModel", "FlowRules", "FlowRendering"]),
        .target(
            name: "FlowGraphKit",
            dependencies: [
                "FlowModel", "FlowExtraction", "FlowRules", "FlowReporters", "FlowRendering", "FlowDocs",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .executableTarget(
            name: "flowgraph",
            dependencies: [
                // FlowRendering and FlowDocs for their option types, which parse themselves here.
                "FlowGraphKit", "FlowRendering", "FlowDocs",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `swift package flowgraph check` in a package that depends on this one.
        .plugin(
            name: "FlowgraphPlugin",
            capability: .command(
                intent: .custom(verb: "flowgraph", description: "Check, draw or snapshot the package's coordinator navigation."),
                permissions: [.writeToPackageDirectory(reason: "flowgraph writes the reports, baseline or snapshot files you name.")]
            ),
            dependencies: ["flowgraph"]
        ),
        // `plugins: [.plugin(name: "FlowgraphBuildPlugin", package: "flowgraph")]` on a target: checked as it builds.
        .plugin(name: "FlowgraphBuildPlugin", capability: .buildTool(), dependencies: ["flowgraph"]),
        // Shared by the test targets only: inline position markers.
        .target(name: "FlowTestSupport", path: "Tests/FlowTestSupport"),
        .testTarget(name: "FlowModelTests", dependencies: ["FlowModel", "FlowTestSupport"]),
        .testTarget(
            name: "FlowExtractionTests",
            dependencies: ["FlowExtraction", "FlowModel", "FlowTestSupport", .product(name: "SwiftSyntax", package: "swift-syntax")],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "FlowRulesTests", dependencies: ["FlowRules", "FlowModel", "FlowTestSupport"]),
        .testTarget(name: "FlowReportersTests", dependencies: ["FlowReporters", "FlowRules", "FlowModel"]),
        .testTarget(name: "FlowRenderingTests", dependencies: ["FlowRendering", "FlowRules", "FlowModel", "FlowTestSupport"]),
        .testTarget(
            name: "FlowDocsTests",
            dependencies: ["FlowDocs", "FlowGraphKit", "FlowRendering", "FlowRules", "FlowModel", "FlowTestSupport"]
        ),
        .testTarget(
            name: "FlowGraphKitTests",
            dependencies: [
                "FlowGraphKit", "FlowExtraction", "FlowModel", "FlowRules", "FlowReporters", "FlowDocs", "FlowTestSupport",
                // PreCommitHookTests reads .pre-commit-hooks.yaml with it.
                .product(name: "Yams", package: "Yams"),
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "FlowgraphCLITests", dependencies: ["flowgraph", "FlowTestSupport"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
