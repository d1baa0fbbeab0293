import FlowModel
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an Interface Builder storyboard as the semantic core reads a Swift file: each scene's segues become
/// navigation primitives of its view controller's class. A segue with an identifier is a function named
/// `segue:IDENTIFIER` that `performSegue(withIdentifier:)` in the class's code calls; one without (a cell's or a
/// button's) runs as part of the scene; a relationship segue (a container's root or tabs) shows its destination in
/// place. A scene with a storyboard identifier is what `instantiateViewController(withIdentifier:)` returns; a segue
/// to a storyboard reference shows the scene it names in the other storyboard (its initial scene without one).
enum StoryboardScanner {
    /// The facts of the storyboard at `path`; none for text that is not a storyboard.
    static func facts(of text: String, path: String) -> SemanticFileFacts {
        let reader = StoryboardXMLReader()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = reader
        guard parser.parse() else { return SemanticFileFacts() }
        return reader.facts(path: path)
    }

    /// Whether a function is a segue that only `performSegue(withIdentifier:)` fires.
    static func isManualSegue(_ function: SemanticFunction) -> Bool {
        function.name.hasPrefix("segue:")
    }

    /// The name `performSegue(withIdentifier:)` calls for a segue's identifier.
    static func segueFunction(_ identifier: String) -> String { "segue:\(identifier)" }

    /// The name `instantiateViewController(withIdentifier:)` calls for a storyboard identifier.
    static func sceneFunction(_ identifier: String) -> String { scenePrefix + identifier }

    private static let scenePrefix = "storyboardScene:"

    /// Whether `value` is a scene a storyboard makes (``sceneFunction(_:)``, ``initialSceneFunction(_:)``).
    static func isScene(_ value: SemanticValue) -> Bool {
        guard case let .call(nil, function, arguments) = value, arguments.isEmpty else { return false }
        return function.hasPrefix(scenePrefix) || function.hasPrefix(initialScenePrefix)
    }

    /// The value `UIStoryboard(name: "Settings", bundle: nil)` is: the storyboard of that name.
    static func storyboardValue(named name: String) -> SemanticValue { .call(nil, "\(storyboardPrefix)\(name)", []) }

    /// The storyboard `value` is (``storyboardValue(named:)``), if it is one.
    static func storyboardName(of value: SemanticValue) -> String? {
        guard case let .call(nil, function, arguments) = value, arguments.isEmpty, function.hasPrefix(storyboardPrefix) else { return nil }
        return String(function.dropFirst(storyboardPrefix.count))
    }

    private static let storyboardPrefix = "storyboard:"

    /// The name `instantiateInitialViewController()` calls on the storyboard `name` (`Settings` of
    /// `Settings.storyboard`).
    static func initialSceneFunction(_ name: String) -> String { initialScenePrefix + name }

    private static let initialScenePrefix = "storyboardInitialScene:"
}

/// Collects a storyboard's scenes and segues as Foundation's XML parser meets them.
private final class StoryboardXMLReader: NSObject, XMLParserDelegate {
    struct Scene {
        var id: String
        var className: String
        var storyboardIdentifier: String?
    }

    struct Segue {
        var owner: String
        var destination: String
        var kind: String
        var identifier: String?
        var relationship: String?
        var fullScreen: Bool
        /// Whether the scene's own connections hold it (fired from code), not a control's (fired by a tap).
        var isManual: Bool
        /// Where the segue's element is; a storyboard is located by line (column 1), as Xcode shows it.
        var line: Int
        var column: Int
    }

    private var scenes: [String: Scene] = [:]
    /// Storyboard references by id: the scene another storyboard (or this one) holds, by that storyboard's name
    /// and the scene's storyboard identifier (its initial scene when there is none).
    private var references: [String: (storyboard: String?, identifier: String?)] = [:]
    /// Open elements, innermost last: the scene's id for a view controller element, nil for any other.
    private var open: [String?] = []
    private var segues: [Segue] = []
    /// The `initialViewController` the document names.
    private var initialScene: String?

    /// UIKit's class for a scene of this element with no custom class.
    private static let defaultClasses = [
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController", "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController", "splitViewController": "UISplitViewController",
        "pageViewController": "UIPageViewController", "hostingController": "UIHostingController",
    ]

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        if element == "document" { initialScene = attributes["initialViewController"] }
        if let defaultClass = Self.defaultClasses[element], let id = attributes["id"] {
            scenes[id] = Scene(
                id: id, className: attributes["customClass"] ?? defaultClass,
                storyboardIdentifier: attributes["storyboardIdentifier"]
            )
            open.append(id)
            return
        }
        if element == "viewControllerPlaceholder", let id = attributes["id"] {
            references[id] = (attributes["storyboardName"], attributes["referencedIdentifier"])
        }
        if element == "segue", let destination = attributes["destination"], let kind = attributes["kind"],
           let owner = open.last(where: { $0 != nil }) ?? nil {
            segues.append(Segue(
                owner: owner, destination: destination, kind: kind, identifier: attributes["identifier"],
                relationship: attributes["relationship"], fullScreen: attributes["modalPresentationStyle"] == "fullScreen",
                isManual: open.count >= 2 && open[open.count - 2] != nil,
                line: parser.lineNumber, column: 1
            ))
        }
        open.append(nil)
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if !open.isEmpty { open.removeLast() }
    }

    func facts(path: String) -> SemanticFileFacts {
        var facts = SemanticFileFacts()
        // Xcode's templates name the storyboard UIKit loads at launch `Main`; the app's Info.plist, which says so,
        // is not among the files read.
        if (path as NSString).lastPathComponent == "Main.storyboard", let initial = initialScene.flatMap({ scenes[$0] }) {
            // A navigation controller shows the root its relationship segue names: that is the screen at launch.
            let root = initial.className.hasSuffix("NavigationController") ? rootOf(initial.id) : nil
            facts.launchScreens = [(root ?? initial).className]
            if Self.defaultClasses.values.contains(initial.className), !initial.className.hasSuffix("NavigationController") {
                facts.storyboardScreens.append(initial.className)
            }
        }
        for segue in segues where segue.kind != "unwind" {
            guard let owner = scenes[segue.owner] else { continue }
            var mode: PresentationMode
            switch segue.kind {
            case "show", "showDetail", "push": mode = .push
            case "relationship", "embed": mode = .swap
            default: mode = segue.fullScreen ? .fullScreen : .sheet
            }
            let location = SourceLocation(file: path, line: segue.line, column: segue.column)
            let name = segue.isManual ? segue.identifier.map(StoryboardScanner.segueFunction) ?? "storyboard" : "storyboard"
            // A storyboard reference shows the scene the other storyboard makes, as instantiating it in code would.
            if let reference = references[segue.destination] {
                let made: String
                if let identifier = reference.identifier {
                    made = StoryboardScanner.sceneFunction(identifier)
                } else if let storyboard = reference.storyboard {
                    made = StoryboardScanner.initialSceneFunction(storyboard)
                } else {
                    continue
                }
                facts.functions.append(segueFunction(owner.className, name: name, mode: mode, shown: .call(nil, made, []), at: location))
                continue
            }
            guard var destination = scenes[segue.destination] else { continue }
            // A navigation controller (UIKit's or the app's own subclass) is only the container of its root.
            var shown = SemanticValue.instance(destination.className)
            if destination.className.hasSuffix("NavigationController"), !owner.className.hasSuffix("NavigationController"),
               let root = rootOf(destination.id) {
                destination = root
                shown = .wrapped(container: "UINavigationController", root: .instance(root.className))
                if mode == .push { mode = .sheet }
            }
            // A tab bar or split view of UIKit's own class is a screen of the app only through its storyboard.
            if segue.kind == "relationship", !owner.className.hasSuffix("NavigationController"),
               Self.defaultClasses.values.contains(owner.className), !facts.storyboardScreens.contains(owner.className) {
                facts.storyboardScreens.append(owner.className)
            }
            if owner.className.hasSuffix("NavigationController"), segue.relationship == "rootViewController" { continue }
            facts.functions.append(segueFunction(owner.className, name: name, mode: mode, shown: shown, at: location))
        }
        for scene in scenes.values.sorted(by: { $0.id < $1.id }) {
            guard let identifier = scene.storyboardIdentifier else { continue }
            facts.functions.append(factory(StoryboardScanner.sceneFunction(identifier), making: scene, path: path))
        }
        if let initial = initialScene.flatMap({ scenes[$0] }) {
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            facts.functions.append(factory(StoryboardScanner.initialSceneFunction(name), making: initial, path: path))
        }
        return facts
    }

    /// The function of `owner`'s class a segue is: a step showing `shown` (a swap for a relationship or an embed).
    private func segueFunction(
        _ owner: String, name: String, mode: PresentationMode, shown: SemanticValue, at location: SourceLocation
    ) -> SemanticFunction {
        let effect = NavigationEffect(
            kind: mode == .swap ? .setRoot : .present, mode: mode, destination: shown,
            item: nil, conditional: false, caseGuard: nil, location: location
        )
        return function(owner: owner, name: name, effects: [effect], location: location)
    }

    /// A function making `scene`: its class, or a navigation controller of UIKit's own around its root.
    private func factory(_ name: String, making scene: Scene, path: String) -> SemanticFunction {
        var factory = function(owner: nil, name: name, effects: [], location: SourceLocation(file: path, line: 1, column: 1))
        if scene.className == "UINavigationController", let root = rootOf(scene.id) {
            factory.returns = [.wrapped(container: scene.className, root: .instance(root.className))]
            factory.returnGuards = [nil]
        } else {
            factory.returnType = scene.className
        }
        return factory
    }

    private func rootOf(_ container: String) -> Scene? {
        segues.first { $0.owner == container && $0.relationship == "rootViewController" }.flatMap { scenes[$0.destination] }
    }

    private func function(owner: String?, name: String, effects: [NavigationEffect], location: SourceLocation) -> SemanticFunction {
        SemanticFunction(
            owner: owner, name: name, isClosure: false, isStatic: false, parameters: [], returnType: nil, returns: [],
            returnGuards: [], effects: effects, calls: [], closures: [], embeds: [], configuredEmbeds: [], registrations: [],
            assignments: [],
            location: location
        )
    }
}
