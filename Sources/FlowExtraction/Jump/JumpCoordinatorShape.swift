import FlowModel

/// A Jump coordinator as its declarations describe it: `class X: Coordinator<P>`, the cases of `P` (its
/// screens) and the cases of each screen's action enum.
struct JumpCoordinatorShape {
    /// One path case.
    struct Screen {
        var name: String
        var location: FlowModel.SourceLocation
        /// The cases of the enum named by the path case's associated value, in declaration order.
        var actions: [EnumCaseDeclaration]
    }

    /// The class's qualified name, which is also the coordinator's name in the model.
    var name: String
    /// The path enum's qualified name.
    var pathEnum: String
    var location: FlowModel.SourceLocation
    var screens: [Screen]

    func screen(named name: String) -> Screen? {
        screens.first { $0.name == name }
    }

    /// Finds every `Coordinator<P>` subclass in the index, with notes for the declarations it cannot complete.
    static func all(in index: SymbolIndex) -> (shapes: [JumpCoordinatorShape], notes: [ExtractionNote]) {
        var shapes: [JumpCoordinatorShape] = []
        var notes: [ExtractionNote] = []
        let ownsCoordinatorBase = index.resolve("Coordinator", from: nil, kind: .classType) != nil
        for type in index.types where type.kind == .classType {
            // A generic base class (`class Base<P>: Coordinator<P>`) is no coordinator itself; its subclasses are.
            guard let path = pathArgument(of: type, in: index), !type.genericParameters.contains(path.written) else {
                continue
            }
            // An app's own generic `class Coordinator<Route>` is no path/action coordinator library: its subclasses are
            // Jump's only over a path enum of Jump's kind (`ContextPath`).
            if ownsCoordinatorBase, !conformsToContextPath(path, from: type.qualifiedName, in: index) { continue }
            guard let pathEnum = index.resolve(path.written, from: type.qualifiedName, kind: .enumType) else {
                notes.append(ExtractionNote(
                    location: type.location,
                    message: "could not read the screens of \(type.qualifiedName): no single enum named \(path.written) is declared"
                ))
                continue
            }
            let screens = index.cases(ofEnum: pathEnum.qualifiedName).map { pathCase in
                Screen(
                    name: pathCase.name,
                    location: pathCase.location,
                    actions: actions(of: pathCase, in: index, notes: &notes)
                )
            }
            shapes.append(JumpCoordinatorShape(
                name: type.qualifiedName, pathEnum: pathEnum.qualifiedName, location: type.location, screens: screens
            ))
        }
        notes += unusedPathEnums(in: index, used: Set(shapes.map(\.pathEnum)))
        return (shapes, notes)
    }

    private static func conformsToContextPath(_ path: TypeName, from context: String, in index: SymbolIndex) -> Bool {
        index.resolve(path.written, from: context, kind: .enumType)?.inherited.contains { $0.simpleName == "ContextPath" } ?? false
    }

    /// The path type a class passes up to Jump's `Coordinator<P>`: directly, or through generic base classes
    /// that forward their one parameter (`class GardenCoordinator: AppCoordinator<GardenPath>`).
    private static func pathArgument(of type: TypeDeclaration, in index: SymbolIndex, depth: Int = 0) -> TypeName? {
        guard let superclass = type.inherited.first, superclass.genericArguments.count == 1, depth < 8 else { return nil }
        if superclass.simpleName == "Coordinator" { return superclass.genericArguments[0] }
        guard let base = index.resolve(superclass.written, from: type.qualifiedName, kind: .classType),
              base.genericParameters.count == 1,
              pathArgument(of: base, in: index, depth: depth + 1)?.written == base.genericParameters[0] else { return nil }
        return superclass.genericArguments[0]
    }

    private static func actions(
        of pathCase: EnumCaseDeclaration, in index: SymbolIndex, notes: inout [ExtractionNote]
    ) -> [EnumCaseDeclaration] {
        guard let actionType = pathCase.parameters.first?.type?.written,
              !carriesData(actionType, from: pathCase.owner, in: index) else { return [] }
        guard let actionEnum = index.resolve(actionType, from: pathCase.owner, kind: .enumType) else {
            notes.append(ExtractionNote(
                location: pathCase.location,
                message: "could not read the actions of path case \(pathCase.name): no single enum named \(actionType) is declared"
            ))
            return []
        }
        return index.cases(ofEnum: actionEnum.qualifiedName)
    }

    /// Standard types a path case may carry as data instead of an action enum.
    private static let dataTypes: Set<String> = [
        "Bool", "Int", "Double", "Float", "String", "Character", "UUID", "URL", "Date", "Data", "Decimal",
    ]

    /// Whether a path case's associated value is data (`case detail(Plant)`, `case page(Int)`) rather than
    /// actions: a standard type, or a declared struct, class or actor. Such a screen declares no actions.
    private static func carriesData(_ type: String, from context: String, in index: SymbolIndex) -> Bool {
        if dataTypes.contains(type) { return true }
        guard let declaration = index.resolve(type, from: context) else { return false }
        return declaration.kind != .enumType
    }

    /// A `ContextPath` enum that no coordinator uses has screens that belong nowhere in the model.
    private static func unusedPathEnums(in index: SymbolIndex, used: Set<String>) -> [ExtractionNote] {
        index.types.filter { type in
            type.kind == .enumType && type.inherited.contains { $0.simpleName == "ContextPath" }
                && !used.contains(type.qualifiedName)
        }.map { type in
            ExtractionNote(
                location: type.location,
                message: "path enum \(type.qualifiedName) conforms to ContextPath but no class subclasses Coordinator<\(type.name)>"
            )
        }
    }
}
