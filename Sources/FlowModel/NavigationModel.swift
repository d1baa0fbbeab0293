/// The whole navigation of an app: every coordinator with its screens, entries and transitions.
///
/// This is the stable, versioned model that `flowgraph extract` writes and every command reads.
public struct NavigationModel: Codable, Hashable, Sendable {
    /// The model format this library reads and writes.
    public static let currentVersion = 1

    /// The format version; only ``currentVersion`` is accepted.
    public var version: Int
    /// The coordinators, sorted by name once ``normalized()`` has run.
    public var coordinators: [Coordinator]

    public init(version: Int = NavigationModel.currentVersion, coordinators: [Coordinator]) {
        self.version = version
        self.coordinators = coordinators
    }

    /// The coordinator with this name, if the model declares it.
    public func coordinator(named name: String) -> Coordinator? {
        coordinators.first { $0.name == name }
    }

    /// A copy with every array in its canonical order, so that equal models encode to identical bytes.
    public func normalized() -> NavigationModel {
        var copy = self
        copy.normalize()
        return copy
    }

    /// Puts every array in its canonical order (``normalized()``). An array already in order is not touched, so
    /// not copied: a model is normalized once it is merged and again before it is written, and a large one has
    /// hundreds of thousands of transitions.
    public mutating func normalize() {
        for index in coordinators.indices where !coordinators[index].isNormalized {
            coordinators[index].normalize()
        }
        coordinators.sortUnlessSorted { $0.name < $1.name }
    }

    /// Merges models read from several files into one; coordinators keep their file's content.
    public static func merging(_ models: [NavigationModel]) -> NavigationModel {
        NavigationModel(coordinators: models.flatMap(\.coordinators)).normalized()
    }
}

/// The coding style a coordinator was read from.
public enum CoordinatorStyle: String, Codable, Hashable, Sendable, CaseIterable {
    /// Path/action coordinators, named after Jump, the SwiftUI coordinator package whose API they follow: screens
    /// are the cases of a `ContextPath` enum, views `dispatch` actions, and `onNext(current:)` answers each with
    /// `present(_:mode:)`, `dismiss` or `showRoot`. `Sources/FlowExtraction/Jump/` reads it.
    case jump
    /// MVVM-C coordinators over SwiftUI's `NavigationStack`: routes appended to a path, `navigationDestination`.
    case navigationStack
    /// SwiftUI coordinators that start each other with `coordinate(to:)`, one screen each.
    case mvp
    /// Classic UIKit coordinators that push and present view controllers.
    case uikit
    /// SwiftUI views that navigate by themselves (links, sheets, destinations), grouped per app or coordinator.
    case swiftUI
    /// Written by hand in a model file.
    case model
}
