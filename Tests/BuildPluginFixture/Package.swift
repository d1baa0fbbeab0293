// swift-tools-version: 6.0
// A package whose targets flowgraph's build-tool plugin checks as they build, for Tests/build-plugin-check.sh.
// Unlike Tests/PluginFixture it compiles on Linux: its apps are written against Moorings, a few lines standing in
// for a path/action coordinator library, so that a clean build can be told from a failed one.
import PackageDescription

let flowgraphCheck: Target.PluginUsage = .plugin(name: "FlowgraphBuildPlugin", package: "flowgraph")

let package = Package(
    name: "BuildPluginFixture",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "flowgraph", path: "../..")],
    targets: [
        .target(name: "Moorings"),
        // Every screen reachable: builds clean.
        .target(name: "Ferries", dependencies: ["Moorings"], plugins: [flowgraphCheck]),
        // A screen nothing shows: a warning (.flowgraph.yml lowers unreachable_screen to one), the build goes on.
        .target(name: "Lighthouse", dependencies: ["Moorings"], plugins: [flowgraphCheck]),
        // A coordinator nothing loads: missing_entry is an error, and fails the build.
        .target(name: "Pier", dependencies: ["Moorings"], plugins: [flowgraphCheck]),
    ]
)
