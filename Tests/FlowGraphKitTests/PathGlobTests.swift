import FlowGraphKit
import Foundation
import Testing

@Suite("included and excluded globs")
struct PathGlobTests {
    @Test("a file is read when an included glob matches it or a folder above it, and no excluded glob does", arguments: [
        ([], [], "App/Home.swift", true),
        (["App"], [], "App/Home.swift", true),
        (["App"], [], "Application/Home.swift", false),
        (["./App/"], [], "App/Settings/Theme.swift", true),
        (["**/Navigation"], [], "Modules/Cart/Navigation/CartCoordinator.swift", true),
        (["**/Navigation"], [], "Navigation/Root.swift", true),
        (["Modules/*/Navigation"], [], "Modules/Cart/Deep/Navigation/A.swift", false),
        (["*.flow.yml"], [], "checkout.flow.yml", true),
        (["*.flow.yml"], [], "Models/checkout.flow.yml", false),
        (["**/*.flow.yml"], [], "Models/checkout.flow.yml", true),
        ([], ["App/Legacy"], "App/Legacy/Old.swift", false),
        ([], ["App/Legacy"], "App/LegacyBridge.swift", true),
        ([], ["**/*Preview?.swift"], "App/Home/HomePreviews.swift", false),
        (["App"], ["App/Generated/**"], "App/Generated/Routes.swift", false),
    ] as [([String], [String], String, Bool)])
    func selection(included: [String], excluded: [String], path: String, read: Bool) throws {
        var configuration = CheckConfiguration()
        configuration.included = included
        configuration.excluded = excluded
        configuration.root = "/project"
        #expect(FileSelection(configuration).reads("/project/" + path) == read)
    }

    @Test("globs are relative to the configuration's folder, whatever the current folder")
    func relativeToRoot() throws {
        var configuration = CheckConfiguration()
        configuration.excluded = ["Legacy"]
        configuration.root = "Apps/Harbour"
        let selection = FileSelection(configuration)
        #expect(!selection.reads("Apps/Harbour/Legacy/Quay.swift"))
        #expect(selection.reads("Apps/Harbour/Current/Quay.swift"))
        #expect(selection.reads(FileManager.default.currentDirectoryPath + "/Legacy/Quay.swift"))
    }
}
