/// Every declaration of every scanned file, keyed by qualified name (`GardenCoordinator.Path`). A `private` type
/// whose name another file declares too is its file's alone, and is keyed under that file's scope
/// (``fileScope(of:)``).
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

    /// The scope each file's own types are keyed under (see ``fileScope(of:)``), by path.
    private var fileScopes: [String: String] = [:]

    /// Every type declaration, in file order.
    private(set) var types: [TypeDeclaration] = []

    init(files: [(path: String, index: FileIndex)]) {
        var filesByTopLevelName: [String: Set<String>] = [:]
        for (path, index) in files {
            for type in index.types where type.qualifiedName == type.name {
                filesByTopLevelName[type.name, default: []].insert(path)
            }
        }
        for (position, (path, declared)) in files.enumerated() {
            // `private struct Row` in two files is two types: each file's is keyed under a scope of that file, or
            // the steps inside one file's `Row` would be credited to the screens that host the other's.
            let shared = Set(declared.types.filter { type in
                type.isFilePrivate && filesByTopLevelName[type.name, default: []].count > 1
            }.map(\.name))
            var index = declared
            if !shared.isEmpty {
                let scope = "\(Self.fileScopeMarker)\(position)"
                fileScopes[path] = scope
                index = Self.scoping(declared, names: shared, under: scope)
            }
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
    ///
    /// Written in `file`, a name that file declares as its own (`private struct Row`) means that declaration
    /// before any other file's.
    func resolve(
        _ written: String, from context: String?, in file: String? = nil, kind: TypeDeclaration.Kind? = nil
    ) -> TypeDeclaration? {
        func matching(_ qualifiedName: String) -> [TypeDeclaration] {
            (typesByQualifiedName[qualifiedName] ?? []).filter { kind == nil || $0.kind == kind }
        }
        var scope = context.map { $0.split(atASCII: ".") } ?? []
        while !scope.isEmpty {
            let found = matching((scope + [written]).joined(separator: "."))
            if found.count == 1 { return found[0] }
            scope.removeLast()
        }
        if let fileScope = file.flatMap(fileScope(of:)) {
            let found = matching("\(fileScope).\(written)")
            if found.count == 1 { return found[0] }
        }
        let exact = matching(written)
        if !exact.isEmpty { return exact.count == 1 ? exact[0] : nil }
        let simpleName = written.split(atASCII: ".").last ?? written
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
        // A file's own type is extended only in its file, whose extensions are keyed under its full name.
        let forms = Self.isFileScoped(type.qualifiedName)
            ? [type.qualifiedName] : TypeNames.writtenForms(of: type.qualifiedName)
        return type.inherited + forms.flatMap { extensionConformances[$0] ?? [] }
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
              let found = resolve(
                  superclass.written, from: Self.enclosingScope(of: current), in: declaration.location.file, kind: .classType
              ),
              !chain.contains(found.qualifiedName) {
            chain.append(found.qualifiedName)
            current = found.qualifiedName
        }
        return chain
    }

    /// The class chain from `owner`, then the protocols those classes adopt and the protocols those refine: where a
    /// method called on `self` is declared, a protocol extension's default (`extension Coordinator { func push(_:) }`)
    /// running where no class declares the name.
    func methodChain(from owner: String) -> [String] {
        let classes = classChain(from: owner)
        return classes + adoptedProtocols(of: classes)
    }

    /// The protocols the types of `chain` adopt, with the protocols those refine, in the order met.
    func adoptedProtocols(of types: [String]) -> [String] {
        var chain = types
        var queue = types
        while let type = queue.first {
            queue.removeFirst()
            for declaration in declarations(of: type) {
                for adopted in inherited(by: declaration) {
                    guard let found = resolve(
                        adopted.written, from: Self.enclosingScope(of: type), in: declaration.location.file, kind: .protocolType
                    ), !chain.contains(found.qualifiedName) else { continue }
                    chain.append(found.qualifiedName)
                    queue.append(found.qualifiedName)
                }
            }
        }
        return Array(chain.dropFirst(types.count))
    }

    /// What a file's own types are keyed under: `fileprivate#3` makes the third file's `private struct Row` the
    /// type `fileprivate#3.Row`. Never a Swift identifier, so no declaration can take it.
    private static let fileScopeMarker = "fileprivate#"

    /// The scope under which the file at `path` keys the `private` types it declares whose names other files
    /// declare too (and the types nested in those); nil when it has none.
    func fileScope(of path: String) -> String? {
        fileScopes[path]
    }

    /// Whether the qualified name is one of a file's own types, keyed under its file's scope.
    static func isFileScoped(_ qualifiedName: String) -> Bool {
        qualifiedName.hasPrefix(fileScopeMarker)
    }

    /// The name as Swift source writes it, without the file scope a file's own type is keyed under
    /// (`Row.Cell` for `fileprivate#3.Row.Cell`): what users are shown.
    static func sourceName(of qualifiedName: String) -> String {
        guard isFileScoped(qualifiedName) else { return qualifiedName }
        return qualifiedName.firstIndex(ofASCII: ".").map { String(qualifiedName[qualifiedName.index(after: $0)...]) }
            ?? qualifiedName
    }

    /// The file's index with the types named in `names`, their nested types, and every extension, case and
    /// method of theirs keyed under `scope`: inside its file, `Row` and `Row.Cell` can only mean its own.
    private static func scoping(_ index: FileIndex, names: Set<String>, under scope: String) -> FileIndex {
        func scoped(_ name: String) -> String {
            names.contains(String(name.prefix { $0 != "." })) ? "\(scope).\(name)" : name
        }
        var index = index
        for position in index.types.indices {
            index.types[position].qualifiedName = scoped(index.types[position].qualifiedName)
        }
        index.extendedTypes = index.extendedTypes.map(scoped)
        for position in index.extensionConformances.indices {
            index.extensionConformances[position].type = scoped(index.extensionConformances[position].type)
        }
        for position in index.cases.indices { index.cases[position].owner = scoped(index.cases[position].owner) }
        for position in index.methods.indices { index.methods[position].owner = scoped(index.methods[position].owner) }
        return index
    }

    /// `A` for `A.B`; nil for a top-level name.
    private static func enclosingScope(of qualifiedName: String) -> String? {
        guard let dot = qualifiedName.lastIndex(ofASCII: ".") else { return nil }
        return String(qualifiedName[..<dot])
    }
}
