import FlowGraphKit
import FlowModel
import FlowTestSupport
import Foundation
import Testing

/// An Xcode project or workspace as a PATH: the Swift sources and storyboards its targets build are read, and
/// nothing else in its folder. `Fixtures/Xcode` holds a project of classic groups (Harbour: an app, its unit tests
/// and a widget extension sharing a file, a localised storyboard, a generated file, a file on disk the project no
/// longer names), one of Xcode 16's synchronized folders (Greenhouse) and a workspace gathering both (Estate).
@Suite("Xcode projects and workspaces as input")
struct XcodeProjectInputTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Xcode").path
    static let harbour = fixtures + "/Harbour/Harbour.xcodeproj"
    static let greenhouse = fixtures + "/Greenhouse/Greenhouse.xcodeproj"
    static let estate = fixtures + "/Estate.xcworkspace"

    static let harbourApp = [
        "Harbour/HarbourApp/Base.lproj/Main.storyboard", "Harbour/HarbourApp/HarbourCoordinator.swift",
        "Harbour/HarbourApp/Screens/BerthListViewController.swift", "Harbour/Shared/Ports.swift",
        "Harbour/Shared/TideFormatter.swift",
    ]
    static let greenhouseApp = [
        "Greenhouse/Greenhouse/GreenhouseApp.swift", "Greenhouse/Greenhouse/Model/Plant.swift",
        "Greenhouse/Greenhouse/Plants/PlantListView.swift", "Greenhouse/Greenhouse/Plants/WateringSheet.swift",
    ]

    /// The files a run reads for `path` and `targets`, relative to the fixtures folder.
    private func selected(_ path: String, targets: [String] = []) throws -> [String] {
        try InputCollector.inputFiles(in: [path], targets: targets).all.map { String($0.dropFirst(Self.fixtures.count + 1)) }
    }

    private func message(of run: () throws -> Void) -> String? {
        do {
            try run()
            return nil
        } catch {
            return (error as? FlowGraphError)?.description ?? "\(error)"
        }
    }

    @Test("without --target, a project's application targets: compile sources through groups, SOURCE_ROOT and a variant group's storyboard")
    func applicationTargets() throws {
        // Not the dry dock coordinator still on disk, the generated strings in the build folder, the Objective-C
        // file or the JSON resource, nor the test target's and the widget's own files.
        #expect(try selected(Self.harbour) == Self.harbourApp)
    }

    @Test("a named test target is read, though a folder search leaves test code out")
    func testTarget() throws {
        #expect(try selected(Self.harbour, targets: ["HarbourTests"]) == ["Harbour/HarbourTests/HarbourCoordinatorTests.swift"])
    }

    @Test("an extension's files include the one it shares with the app; several targets read all their files once")
    func extensionTarget() throws {
        #expect(try selected(Self.harbour, targets: ["TideWidget"]) == ["Harbour/Shared/TideFormatter.swift", "Harbour/TideWidget/TideWidget.swift"])
        #expect(try selected(Self.harbour, targets: ["TideWidget", "HarbourApp"]) == (Self.harbourApp + ["Harbour/TideWidget/TideWidget.swift"]).sorted())
    }

    @Test("a synchronized folder gives its target every file below it, less the files and folders its exception set names")
    func synchronizedFolder() throws {
        // "Preview Content" is an excepted folder; Info.plist and the model file bundled with the app are
        // resources, not sources.
        #expect(try selected(Self.greenhouse) == Self.greenhouseApp)
        #expect(try selected(Self.greenhouse, targets: ["GreenhouseTests"]) == ["Greenhouse/GreenhouseTests/PlantListTests.swift"])
    }

    @Test("an exception set for a target without the folder adds the files it names to that target")
    func sharedThroughException() throws {
        #expect(try selected(Self.greenhouse, targets: ["SoilSensorWidget"]) == [
            "Greenhouse/Greenhouse/Model/Plant.swift", "Greenhouse/SoilSensorWidget/SoilSensorWidget.swift",
        ])
    }

    @Test("a workspace reads the application targets of every project it names, by group, container and nested group")
    func workspace() throws {
        #expect(try selected(Self.estate) == (Self.greenhouseApp + Self.harbourApp).sorted())
        #expect(try selected(Self.estate, targets: ["TideWidget", "SoilSensorWidget"]) == [
            "Greenhouse/Greenhouse/Model/Plant.swift", "Greenhouse/SoilSensorWidget/SoilSensorWidget.swift",
            "Harbour/Shared/TideFormatter.swift", "Harbour/TideWidget/TideWidget.swift",
        ])
    }

    @Test("a project and a folder together: the project's files and everything the folder search finds")
    func projectAndFolder() throws {
        // The folder search reads the model file the project only bundles.
        #expect(try InputCollector.inputFiles(in: [Self.harbour, Self.fixtures + "/Greenhouse/Greenhouse/Plants"]).all.map {
            String($0.dropFirst(Self.fixtures.count + 1))
        } == ["Greenhouse/Greenhouse/Plants/Watering.flow.yml"] + (Self.harbourApp + [
            "Greenhouse/Greenhouse/Plants/PlantListView.swift", "Greenhouse/Greenhouse/Plants/WateringSheet.swift",
        ]).sorted())
    }

    @Test("the model is built from the project's files: the coordinator the project no longer builds is not in it")
    func model() async throws {
        let folder = try await ModelLoading.loadConfigured(paths: [Self.fixtures + "/Harbour"]).loaded.model
        #expect(folder.coordinators.map(\.name) == ["DrydockCoordinator", "HarbourCoordinator"])
        let project = try await ModelLoading.loadConfigured(paths: [Self.harbour]).loaded.model
        #expect(project.coordinators.map(\.name) == ["HarbourCoordinator"])
    }

    @Test("an unknown target is an error naming the project and listing its native targets")
    func unknownTarget() {
        #expect(message { _ = try selected(Self.harbour, targets: ["TideWidget", "Ferry"]) }
            == "error: \(Self.harbour): no target named 'Ferry' (targets: HarbourApp, HarbourTests, TideWidget)")
        #expect(message { _ = try selected(Self.estate, targets: ["Lint"]) }
            == "error: \(Self.estate): no target named 'Lint' (targets: HarbourApp, HarbourTests, TideWidget, Greenhouse, GreenhouseTests, SoilSensorWidget)")
        #expect(message { _ = try InputCollector.inputFiles(in: [Self.harbour, Self.greenhouse], targets: ["Ferry"]) }
            == "error: no target named 'Ferry' in \(Self.harbour), \(Self.greenhouse) (targets: HarbourApp, HarbourTests, TideWidget, Greenhouse, GreenhouseTests, SoilSensorWidget)")
    }

    @Test("--target with no project among the paths is an error")
    func targetWithoutProject() {
        #expect(message { _ = try InputCollector.inputFiles(in: [Self.fixtures + "/Harbour"], targets: ["HarbourApp"]) }
            == "error: --target names targets of an Xcode project: give its .xcodeproj or .xcworkspace as a PATH")
    }

    @Test("a project with no application target needs --target")
    func noApplicationTarget() throws {
        let folder = try TemporaryFolder()
        try folder.write(XcodeProjectText.frameworkOnly, to: "Quay.xcodeproj/project.pbxproj")
        #expect(message { _ = try InputCollector.inputFiles(in: [folder.path + "/Quay.xcodeproj"]) }
            == "error: \(folder.path)/Quay.xcodeproj: no application target; name the targets to read with --target (targets: QuayKit)")
    }

    @Test("a malformed project file is one error at its line")
    func malformedProject() throws {
        let folder = try TemporaryFolder()
        let project = try folder.write("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n\t\tA = (B, C;\n\t};\n}\n", to: "Quay.xcodeproj/project.pbxproj")
        #expect(message { _ = try InputCollector.inputFiles(in: [folder.path + "/Quay.xcodeproj"]) }
            == "\(project):5:12: error: not a readable Xcode project file: expected ',' or ')' after an array element")
    }

    @Test("a property list that is no project, and a project folder without its file, are errors naming the file")
    func notAProject() throws {
        let folder = try TemporaryFolder()
        let list = try folder.write("{\n\tarchiveVersion = 1;\n}\n", to: "Quay.xcodeproj/project.pbxproj")
        #expect(message { _ = try InputCollector.inputFiles(in: [folder.path + "/Quay.xcodeproj"]) }
            == "error: \(list): not an Xcode project file (it has no objects and rootObject)")
        try FileManager.default.createDirectory(atPath: folder.path + "/Empty.xcodeproj", withIntermediateDirectories: true)
        #expect(message { _ = try InputCollector.inputFiles(in: [folder.path + "/Empty.xcodeproj"]) }
            == "error: \(folder.path)/Empty.xcodeproj/project.pbxproj: cannot read it (No such file or directory)")
    }

    @Test("a workspace that is not XML, or names no project, is an error naming it")
    func badWorkspace() throws {
        let folder = try TemporaryFolder()
        let contents = try folder.write(
            "<Workspace version = \"1.0\">\n<FileRef location = \"group:A.xcodeproj\"></Group>\n</Workspace>\n",
            to: "Bad.xcworkspace/contents.xcworkspacedata"
        )
        // libxml2, under Foundation's XMLParser on Linux, notices the mismatched tag at the end of the text.
        #expect(message { _ = try InputCollector.inputFiles(in: [folder.path + "/Bad.xcworkspace"]) }
            == "\(contents):4:1: error: not a readable workspace file: the XML is malformed (XMLParser error 76)")
        try folder.write("<Workspace version = \"1.0\">\n<FileRef location = \"group:notes.md\"></FileRef>\n</Workspace>\n", to: "Empty.xcworkspace/contents.xcworkspacedata")
        #expect(message { _ = try InputCollector.inputFiles(in: [folder.path + "/Empty.xcworkspace"]) }
            == "error: \(folder.path)/Empty.xcworkspace: the workspace names no Xcode project")
    }

    @Test("an <absolute> reference is read where it says; one under the project folder's parent resolves through '..'")
    func absoluteAndParentReferences() throws {
        let folder = try TemporaryFolder()
        let elsewhere = try folder.write("struct Mooring {}\n", to: "Elsewhere/Mooring.swift")
        try folder.write("struct Buoy {}\n", to: "Common/Buoy.swift")
        try folder.write(XcodeProjectText.app(files: [
            "path = \(elsewhere); sourceTree = \"<absolute>\";", "path = ../Common/Buoy.swift; sourceTree = SOURCE_ROOT;",
        ]), to: "Quay/Quay.xcodeproj/project.pbxproj")
        let files = try InputCollector.inputFiles(in: [folder.path + "/Quay/Quay.xcodeproj"]).all
        #expect(files == [folder.path + "/Common/Buoy.swift", elsewhere])
    }

    @Test("a file the project names but the disk lacks is skipped with a warning, as a file that cannot be read is")
    func missingFile() async throws {
        let folder = try TemporaryFolder()
        try folder.write(HarbourUIKitApp.source(charts: ""), to: "Quay/Harbour.swift")
        try folder.write(XcodeProjectText.app(files: [
            "path = Quay/Harbour.swift; sourceTree = \"<group>\";", "path = Quay/Gone.swift; sourceTree = \"<group>\";",
        ]), to: "Quay.xcodeproj/project.pbxproj")
        let loaded = try await ModelLoading.loadConfigured(paths: [folder.path + "/Quay.xcodeproj"]).loaded
        #expect(loaded.skippedFiles == [SkippedFile(path: folder.path + "/Quay/Gone.swift", reason: "cannot read it (No such file or directory)")])
        #expect(loaded.model.coordinators.map(\.name) == ["AppDelegate"])
    }

    @Test(".flowgraph.yml beside the project applies: skipped_folders below the project's folder, excluded globs")
    func configuration() async throws {
        let folder = try TemporaryFolder()
        let source = Self.fixtures + "/Harbour"
        for relative in try FileManager.default.subpathsOfDirectory(atPath: source) {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: source + "/" + relative, isDirectory: &isFolder), !isFolder.boolValue {
                try folder.write(try String(contentsOfFile: source + "/" + relative, encoding: .utf8), to: "Harbour/" + relative)
            }
        }
        try folder.write("skipped_folders:\n  - Screens\nexcluded:\n  - Shared/Ports.swift\n", to: "Harbour/.flowgraph.yml")
        let loaded = try await ModelLoading.loadConfigured(paths: [folder.path + "/Harbour/Harbour.xcodeproj"]).loaded
        #expect(loaded.files.map { String($0.dropFirst(folder.path.count + 1)) } == [
            "Harbour/HarbourApp/Base.lproj/Main.storyboard", "Harbour/HarbourApp/HarbourCoordinator.swift",
            "Harbour/Shared/TideFormatter.swift",
        ])
    }
}

/// Small project files written by the tests above, for cases no fixture should carry.
enum XcodeProjectText {
    /// A project whose only target builds a framework.
    static let frameworkOnly = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {
        \t\tB1 = {isa = PBXNativeTarget; buildPhases = (); name = QuayKit; productType = "com.apple.product-type.framework"; };
        \t\tG1 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
        \t\tP1 = {isa = PBXProject; mainGroup = G1; projectDirPath = ""; targets = (B1); };
        \t};
        \trootObject = P1;
        }

        """

    /// A project with one app target compiling one file reference of each of `files` (its fields after `isa`).
    static func app(files: [String]) -> String {
        let references = files.indices.map { "\t\tF\($0) = {isa = PBXFileReference; \(files[$0]) };\n" }.joined()
        let buildFiles = files.indices.map { "\t\tB\($0) = {isa = PBXBuildFile; fileRef = F\($0); };\n" }.joined()
        let list = files.indices.map { "B\($0)" }.joined(separator: ", ")
        let children = files.indices.map { "F\($0)" }.joined(separator: ", ")
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \(references)\(buildFiles)\
            \t\tS1 = {isa = PBXSourcesBuildPhase; files = (\(list)); };
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (S1); name = Quay; productType = "com.apple.product-type.application"; };
            \t\tG1 = {isa = PBXGroup; children = (\(children)); sourceTree = "<group>"; };
            \t\tP1 = {isa = PBXProject; mainGroup = G1; projectDirPath = ""; targets = (T1); };
            \t};
            \trootObject = P1;
            }

            """
    }
}
