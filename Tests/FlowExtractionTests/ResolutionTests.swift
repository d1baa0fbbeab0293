@testable import FlowExtraction
import SwiftSyntax
import Testing

/// The shared front end: the symbol index, type resolution and method resolution that every style uses.
@Suite struct ResolutionTests {
    private func parse(_ files: [String: String]) -> (SymbolIndex, SourceStore) {
        let parsed = files.sorted { $0.key < $1.key }.map { ParsedFile(SourceFile(path: $0.key, text: $0.value)) }
        let index = SymbolIndex(files: parsed.map { ($0.path, FileScanner.facts(of: $0).index) })
        return (index, SourceStore(parsed))
    }

    private func firstCall(named name: String, in file: ParsedFile) -> CallShape? {
        final class Finder: SyntaxVisitor {
            let name: String
            var found: FunctionCallExprSyntax?
            init(_ name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if found == nil, CallShape(node)?.name == name { found = node }
                return .visitChildren
            }
        }
        let finder = Finder(name)
        finder.walk(file.tree)
        return finder.found.flatMap(CallShape.init)
    }

    @Test func typesResolveFromTheInnermostScope() {
        let (index, _) = parse(["A.swift": """
        enum Path { case top }
        final class Reef { enum Path { case inner } }
        final class Dock {}
        extension Dock { enum Path { case berth } }
        """])
        #expect(index.resolve("Path", from: "Reef")?.qualifiedName == "Reef.Path")
        #expect(index.resolve("Path", from: "Dock")?.qualifiedName == "Dock.Path")
        #expect(index.resolve("Path", from: nil)?.qualifiedName == "Path")
        #expect(index.resolve("Reef.Path", from: nil)?.qualifiedName == "Reef.Path")
        #expect(index.cases(ofEnum: "Dock.Path").map(\.name) == ["berth"])
    }

    @Test func ambiguousSuffixResolvesToNothing() {
        let (index, _) = parse(["A.swift": "final class Reef { enum Path {} }\nfinal class Dock { enum Path {} }\n"])
        #expect(index.resolve("Path", from: nil) == nil)
        #expect(index.resolve("Path", from: "Reef")?.qualifiedName == "Reef.Path")
    }

    @Test func methodsAreFoundInExtensionsAndSuperclasses() throws {
        let (index, store) = parse([
            "Base.swift": "class Base { func closeAll(animated: Bool = true) {} }\n",
            "Reef.swift": "final class Reef: Base { func run() { closeAll(); self.dive(depth: 3) { } } }\n",
            "Reef+Dive.swift": "extension Reef { func dive(depth meters: Int, then done: () -> Void) {} }\n",
        ])
        let file = try #require(store.file("Reef.swift"))
        let resolver = MethodResolver(index: index, store: store)
        let closeAll = try #require(firstCall(named: "closeAll", in: file))
        #expect(resolver.resolve(closeAll, on: "Reef")?.method.owner == "Base")
        let dive = try #require(firstCall(named: "dive", in: file))
        let resolved = try #require(resolver.resolve(dive, on: "Reef"))
        #expect(resolved.file.path == "Reef+Dive.swift")
        #expect(resolved.arguments["meters"]?.trimmedDescription == "3")
        #expect(resolved.arguments["done"]?.trimmedDescription == "{ }")
    }

    @Test func labelsThatDoNotFitResolveToNothing() throws {
        let (index, store) = parse(["Reef.swift": """
        final class Reef {
            func dive(depth: Int) {}
            func run() { dive(meters: 3) }
        }
        """])
        let file = try #require(store.file("Reef.swift"))
        let call = try #require(firstCall(named: "dive", in: file))
        #expect(MethodResolver(index: index, store: store).resolve(call, on: "Reef") == nil)
    }

    @Test func receiverTypesComeFromDeclarations() throws {
        let (_, store) = parse(["App.swift": """
        struct Root {
            let garden: GardenCoordinator
            func a() { garden.load() }
            func b(shop: ShopCoordinator) { shop.load() }
            func c() { let ferry = FerryCoordinator(); ferry.load() }
            func d() { TideCoordinator.init().load() }
            func e() { self.garden.load(); load() }
        }
        extension Outer.Inner { func f() { load() } }
        """])
        final class Collector: SyntaxVisitor {
            var types: [String?] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let call = CallShape(node), call.name == "load" { types.append(ReceiverType.of(call)) }
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        let file = try #require(store.file("App.swift"))
        collector.walk(file.tree)
        #expect(collector.types == [
            "GardenCoordinator", "ShopCoordinator", "FerryCoordinator", "TideCoordinator", "GardenCoordinator", "Root", "Outer.Inner",
        ])
    }
}

/// The second pass parses only what the style readers need.
@Suite struct SecondPassTests {
    @Test func onlyFilesThatDeclareOrExtendACoordinatorAreParsedAgain() throws {
        let fixture = try FixtureApp("PlantCare")
        let sources = fixture.files.filter { !TestCodeFilter.isTestCode(path: $0.path) }
        let index = SymbolIndex(files: sources.map { file in (file.path, FileFacts(scanning: file).index) })
        #expect(sources.count == 7)
        #expect(JumpReader(index: index).filesToParse.sorted() == [
            "Garden/GardenCoordinator+Detail.swift",
            "Garden/GardenCoordinator+Overview.swift",
            "Garden/GardenCoordinator.swift",
            "Shop/ShopCoordinator.swift",
        ])
    }
}
