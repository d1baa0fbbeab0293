import FlowModel

/// A type declaration the index knows by its simple name.
struct TypeDeclaration: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case enumType, classType, structType, actorType, protocolType
        /// `typealias Name = Target`, whose ``TypeDeclaration/inherited`` holds the target; for a composition
        /// (`typealias WalletDelegate = Disconnecting & Reconnecting`), each of its parts.
        case typeAlias
    }

    /// The name as declared (`Path`).
    var name: String
    /// The name with its enclosing types (`GardenCoordinator.Path`), the key the index uses.
    var qualifiedName: String
    var kind: Kind
    /// The names of its generic parameters (`P` in `class Base<P: ContextPath>`).
    var genericParameters: [String]
    /// The inheritance clause: for a class the superclass comes first, then conformances.
    var inherited: [TypeName]
    /// The position of the type's name.
    var location: FlowModel.SourceLocation
    /// Whether it is declared `private` or `fileprivate` at the top of its file: the name is its file's alone,
    /// and other files may declare a type of the same name (``SymbolIndex`` keeps such types apart).
    var isFilePrivate = false
    /// Whether it is a typealias for a function type (`typealias DetailFactory = (Int) -> UIViewController`): a
    /// property of that type holds a closure.
    var aliasesFunction = false

    /// Whether it is a typealias for a protocol composition: it stands for every type conforming to all its parts.
    var isComposition: Bool { kind == .typeAlias && inherited.count > 1 }
}

/// One case of an enum.
struct EnumCaseDeclaration: Hashable, Sendable {
    /// An associated value: `settings(SettingsActions = .idle)` has one, of type `SettingsActions`, with a default.
    struct Parameter: Hashable, Sendable {
        var label: String?
        var type: TypeName?
        var hasDefault: Bool
    }

    /// The qualified name of the enum that declares the case.
    var owner: String
    var name: String
    var parameters: [Parameter]
    /// The position of the case name.
    var location: FlowModel.SourceLocation
}

/// A method declared in a type's body or in one of its extensions.
struct MethodDeclaration: Hashable, Sendable {
    struct Parameter: Hashable, Sendable {
        /// The argument label callers write; nil for `_`.
        var label: String?
        /// The name the body uses.
        var name: String
        var hasDefault: Bool
    }

    /// The qualified name of the type (or extended type) the method belongs to.
    var owner: String
    var name: String
    var parameters: [Parameter]
    var file: String
    /// The UTF-8 offset of the method's name, used to find its syntax again after the file is parsed anew.
    var nameOffset: Int
    var location: FlowModel.SourceLocation

    /// `name(label:_:)`, the way Swift names a method in messages.
    var signature: String {
        "\(name)(\(parameters.map { "\($0.label ?? "_"):" }.joined()))"
    }
}

/// Everything one file declares: the part of the symbol index a single parse produces.
struct FileIndex: Equatable, Sendable {
    var types: [TypeDeclaration] = []
    var cases: [EnumCaseDeclaration] = []
    var methods: [MethodDeclaration] = []
    /// The qualified names of the types this file extends.
    var extendedTypes: [String] = []
    /// The protocols each extension adds (`extension Keeper: KeeperFlow {}`), by the extended type's name.
    var extensionConformances: [ExtensionConformance] = []
}

/// Protocols an extension adds to a type: `extension Keeper: KeeperFlow {}`.
struct ExtensionConformance: Equatable, Sendable {
    /// The extended type, as written.
    var type: String
    var inherited: [TypeName]
}
