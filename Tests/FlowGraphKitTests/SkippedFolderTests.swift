import FlowGraphKit
import FlowModel
import Foundation
import Testing

/// A navigation library vendored into an app (CocoaPods, Carthage, Xcode's package checkouts, a `vendor` folder)
/// has coordinators of its own; they are the library's navigation, not the app's, so its folder is never searched.
@Suite("Dependency folders and skipped_folders")
struct SkippedFolderTests {
    static let app = """
        import UIKit

        final class FerryCoordinator: Coordinator {
            let navigationController = UINavigationController()
            func start() { navigationController.pushViewController(TimetableViewController(), animated: false) }
        }
        final class TimetableViewController: UIViewController {}

        """

    /// A coordinator as a navigation library ships it, found wherever the folder search enters.
    static let library = """
        import UIKit

        public final class RouterKitCoordinator: Coordinator {
            public let navigationController = UINavigationController()
            public func start() { navigationController.pushViewController(RouterKitViewController(), animated: false) }
        }
        public final class RouterKitViewController: UIViewController {}

        """

    private func coordinators(in folder: TemporaryFolder) async throws -> [String] {
        try await ModelLoading.loadConfigured(paths: [folder.path]).loaded.model.coordinators.map(\.name)
    }

    @Test("the library is read in an ordinary folder, so the cases below show the skipping and nothing else")
    func libraryIsRead() async throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.app, to: "App/Ferry.swift")
        try folder.write(Self.library, to: "Modules/RouterKit/Sources/RouterKit/RouterKitCoordinator.swift")
        #expect(try await coordinators(in: folder) == ["FerryCoordinator", "RouterKitCoordinator"])
    }

    @Test("a library's sources under a dependency folder are not read", arguments: [
        "Pods/RouterKit", "Carthage/Checkouts/RouterKit", "DerivedData/App/SourcePackages/checkouts/RouterKit",
        "SourcePackages/checkouts/RouterKit", "Packages/checkouts/RouterKit", "vendor/RouterKit",
        "node_modules/router-kit", ".swiftpm/RouterKit", ".build/checkouts/RouterKit",
    ])
    func dependencyFolder(_ location: String) async throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.app, to: "App/Ferry.swift")
        try folder.write(Self.library, to: location + "/Sources/RouterKit/RouterKitCoordinator.swift")
        #expect(try await coordinators(in: folder) == ["FerryCoordinator"])
    }

    @Test("skipped_folders in .flowgraph.yml skips folders of those names at any depth; others are still read")
    func configuredFolder() async throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.app, to: "App/Ferry.swift")
        try folder.write(Self.library, to: "ThirdParty/RouterKit/RouterKitCoordinator.swift")
        try folder.write(Self.library.replacingOccurrences(of: "RouterKit", with: "Charts"), to: "App/Vendored/ChartsCoordinator.swift")
        #expect(try await coordinators(in: folder) == ["ChartsCoordinator", "FerryCoordinator", "RouterKitCoordinator"])
        try folder.write("skipped_folders: [ThirdParty, Vendored]\n", to: ".flowgraph.yml")
        #expect(try await coordinators(in: folder) == ["FerryCoordinator"])
    }

    @Test("a file named as a PATH is read even inside a skipped folder")
    func namedFile() async throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(Self.library, to: "vendor/RouterKit/RouterKitCoordinator.swift")
        let loaded = try await ModelLoading.load(paths: [file])
        #expect(loaded.model.coordinators.map(\.name) == ["RouterKitCoordinator"])
    }

    @Test("a bad skipped_folders value stops the run at the configuration file's line")
    func badValue() async throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.app, to: "App/Ferry.swift")
        try folder.write("strict: true\nskipped_folders: [Vendor/ThirdParty]\n", to: ".flowgraph.yml")
        do {
            _ = try await coordinators(in: folder)
            Issue.record("expected a failure")
        } catch let FlowGraphError.invalidModel(failure) {
            #expect(failure.description == folder.path + "/.flowgraph.yml:2:19: error: expected a folder name in 'skipped_folders', found the path 'Vendor/ThirdParty' (use 'excluded' for paths)")
        }
    }
}
