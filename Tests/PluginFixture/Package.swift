// swift-tools-version: 6.0
// A package that uses flowgraph's command plugin, for Tests/plugin-check.sh. Its sources stand for an iOS app
// (they import SwiftUI), so the package is never built: the plugin only reads them.
import PackageDescription

let package = Package(
    name: "PluginFixture",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "flowgraph", path: "../..")],
    targets: [.target(name: "Harbour")]
)
