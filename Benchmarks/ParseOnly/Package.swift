// swift-tools-version: 6.0
import PackageDescription

// The floor for extraction: parsing the same files with the same swift-syntax and doing nothing else (or, with
// `--walk`, visiting every node of each tree once and doing nothing with it). A package
// of its own so that the product's build and tests never compile it.
let package = Package(
    name: "ParseOnly",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .executableTarget(
            name: "parse-only",
            dependencies: [
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
