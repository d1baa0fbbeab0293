/// Every declaration of every scanned file, keyed by qualified name (`GardenCoordinator.Path`).
///
/// Built once from the per-file indexes, after which the files' syntax trees are gone: style readers ask it which
/// types exist and where their members live, and parse again only the files they need.
struct SymbolIndex: Sendable {
    private var typesByQualifiedName: [String: [TypeDeclaration]] = [:]
    /// By the last component of the name, so that a written `Path` finds `Garden.Path` without a scan.
    private var typesBySimpleName: [String: [TypeDeclaration]] = [:]
    private var casesByEnum: [String: [EnumCaseDeclaration]] = [:]
    private var methodsByOwner: [String: [MethodDeclaration]] = [:]
    private var filesByType: [String: Set<String>] = [:]
    /// Extended type as written → the types its extensions add to its inheritance clause.
    private var extensionConformances: [String: [TypeName]] = [:]

    /// Every type declaration, in file order.
    private(set) var types: [TypeDeclaration] = []

    init(files: [(path: String, index: FileIndex)]) {
        for (path, index) in files {
            types += index.types
            for type in index.types {
                typesByQualifiedName[type.qualifiedName, default: []].append(type)
                typesBySimpleName[type.name, default: []].append(type)
                filesByType[type.qualifiedName, default: []].insert(path)
            }
            for name in index.extendedTypes {
                filesByType[name, default: []].insert(path)
            }
            for conformance in index.extensionConformances {
                extensionConformances[conformance.type, default: []] += conformance.inherited
            }
            for enumCase in index.cases {
                casesByEnum[enumCase.owner, default: []].append(enumCase)
            }
            for method in index.methods {
                methodsByOwner[method.owner, default: []].append(method)
            }
        }
    }

    /// The declaration a type name written inside `context` (a qualified type name, or nil at file level) refers
    /// to: the innermost enclosing scope that declares it wins, as in Swift; failing that, the only declaration
    /// whose qualified name ends with the written name. Nil when none or several match.
    func resolve(_ written: String, from context: String?, kind: TypeDeclaration.Kind? = nil) -> TypeDeclaration? {
        func matching(_ qualifiedName: String) -> [TypeDeclaration] {
            (typesByQualifiedName[qualifiedName] ?? []).filter { kind == nil || $0.kind == kind }
        }
        var scope = context.map { $0.split(separator: ".").map(String.init) } ?? []
        while !scope.isEmpty {
            let found = matching((scope + [written]).joined(separator: "."))
            if found.count == 1 { return found[0] }
            scope.removeLast()
        }
        let exact = matching(written)
        if !exact.isEmpty { return exact.count == 1 ? exact[0] : nil }
        let simpleName = written.split(separator: ".").last.map(String.init) ?? written
        let suffixed = (typesBySimpleName[simpleName] ?? []).filter { type in
            type.qualifiedName.hasSuffix(".\(written)") && (kind == nil || type.kind == kind)
        }
        return suffixed.count == 1 ? suffixed[0] : nil
    }

    /// The declarations with exactly this qualified name (more than one only in code that does not compile).
    func declarations(of qualifiedName: String) -> [TypeDeclaration] {
        typesByQualifiedName[qualifiedName] ?? []
    }

    /// The cases of the enum with this qualified name, in declaration order (across its extensions too).
    func cases(ofEnum qualifiedName: String) -> [EnumCaseDeclaration] {
        casesByEnum[qualifiedName] ?? []
    }

    /// The methods declared on the type with this qualified name, in its body and in its extensions.
    func methods(of owner: String) -> [MethodDeclaration] {
        methodsByOwner[owner] ?? []
    }

    /// What the type declares it inherits and what its extensions add (`extension Keeper: KeeperFlow {}`),
    /// matching extensions by every way source can write the type's name.
    func inherited(by type: TypeDeclaration) -> [TypeName] {
        type.inherited + TypeNames.writtenForms(of: type.qualifiedName).flatMap { extensionConformances[$0] ?? [] }
    }

    /// The files that declare or extend the type with this qualified name.
    func files(declaring owner: String) -> Set<String> {
        filesByType[owner] ?? []
    }

    /// `owner` and then its superclasses that the index knows (by qualified name), stopping at a cycle.
    func classChain(from owner: String) -> [String] {
        var chain = [owner]
        var current = owner
        while let declaration = declarations(of: current).first(where: { $0.kind == .classType }),
              let superclass = declaration.inherited.first,
              let found = resolve(superclass.written, from: Self.enclosingScope(of: current), kind: .classType),
              !chain.contains(found.qualifiedName) {
            chain.append(found.qualifiedName)
            current = found.qualifiedName
        }
        return chain
    }

    /// `A` for `A.B`; nil for a top-level name.
    private static func enclosingScope(of qualifiedName: String) -> String? {
        guard let dot = qualifiedName.lastIndex(of: ".") else { return nil }
        return String(qualifiedName[..<dot])
    }
}
