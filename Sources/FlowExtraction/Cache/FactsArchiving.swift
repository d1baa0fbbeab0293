import FlowModel

// The binary form of the first pass's facts, for the extraction cache. Each type writes its fields in the order
// it declares them, sets and dictionaries sorted so that the same facts always give the same bytes.
// `ExtractionCacheTests` reads back every fixture app's facts and compares them whole, so a field added to a type
// and left out here fails there.

extension FileFacts: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(path)
        writer.write(index)
        writer.write(members)
        writer.write(views)
        writer.write(jump)
        writer.write(navigationStack)
        writer.write(uikit)
        writer.write(mvp)
        writer.write(semantic)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        path = try reader.readString()
        index = try reader.read()
        members = try reader.read()
        views = try reader.read()
        jump = try reader.read()
        navigationStack = try reader.read()
        uikit = try reader.read()
        mvp = try reader.read()
        semantic = try reader.read()
    }
}

// MARK: - the symbol index

extension FileIndex: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(types)
        writer.write(cases)
        writer.write(methods)
        writer.write(extendedTypes)
        writer.write(extensionConformances)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            types: try reader.readArray(),
            cases: try reader.readArray(),
            methods: try reader.readArray(),
            extendedTypes: try reader.readStrings(),
            extensionConformances: try reader.readArray()
        )
    }
}

extension TypeName: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(written)
        writer.write(genericArguments)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(written: try reader.readString(), genericArguments: try reader.readArray())
    }
}

extension TypeDeclaration: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(name)
        writer.write(qualifiedName)
        writer.write(kind)
        writer.write(genericParameters)
        writer.write(inherited)
        writer.write(location)
        writer.write(isFilePrivate)
        writer.write(aliasesFunction)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            name: try reader.readString(),
            qualifiedName: try reader.readString(),
            kind: try reader.read(),
            genericParameters: try reader.readStrings(),
            inherited: try reader.readArray(),
            location: try reader.read(),
            isFilePrivate: try reader.readBool(),
            aliasesFunction: try reader.readBool()
        )
    }
}

extension TypeDeclaration.Kind: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        switch self {
        case .enumType: writer.write(0)
        case .classType: writer.write(1)
        case .structType: writer.write(2)
        case .actorType: writer.write(3)
        case .protocolType: writer.write(4)
        case .typeAlias: writer.write(5)
        }
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        switch try reader.readInt() {
        case 0: self = .enumType
        case 1: self = .classType
        case 2: self = .structType
        case 3: self = .actorType
        case 4: self = .protocolType
        case 5: self = .typeAlias
        default: throw ArchiveError(reason: "an unknown kind of type")
        }
    }
}

extension EnumCaseDeclaration: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(owner)
        writer.write(name)
        writer.write(parameters)
        writer.write(location)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            owner: try reader.readString(),
            name: try reader.readString(),
            parameters: try reader.readArray(),
            location: try reader.read()
        )
    }
}

extension EnumCaseDeclaration.Parameter: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(label)
        writer.write(type)
        writer.write(hasDefault)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(label: try reader.readOptionalString(), type: try reader.readOptional(), hasDefault: try reader.readBool())
    }
}

extension MethodDeclaration: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(owner)
        writer.write(name)
        writer.write(parameters)
        writer.write(file)
        writer.write(ArchivedPosition.offset(nameOffset))
        writer.write(location)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            owner: try reader.readString(),
            name: try reader.readString(),
            parameters: try reader.readArray(),
            file: try reader.readString(),
            nameOffset: try reader.readInt(),
            location: try reader.read()
        )
    }
}

extension MethodDeclaration.Parameter: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(label)
        writer.write(name)
        writer.write(hasDefault)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(label: try reader.readOptionalString(), name: try reader.readString(), hasDefault: try reader.readBool())
    }
}

extension ExtensionConformance: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(type)
        writer.write(inherited)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(type: try reader.readString(), inherited: try reader.readArray())
    }
}

// MARK: - members and views

extension MemberFacts: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(properties)
        writer.write(calls)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(properties: try reader.readArray(), calls: try reader.readArray())
    }
}

extension MemberFacts.Property: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(owner)
        writer.write(name)
        writer.write(type)
        writer.write(isPath)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            owner: try reader.readString(), name: try reader.readString(), type: try reader.readOptional(),
            isPath: try reader.readBool()
        )
    }
}

extension MemberFacts.TypedCall: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(owner)
        writer.write(method)
        writer.write(methodLocation)
        writer.write(receiverType)
        writer.write(name)
        writer.write(conditional)
        writer.write(location)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            owner: try reader.readOptionalString(),
            method: try reader.readOptionalString(),
            methodLocation: try reader.readOptional(),
            receiverType: try reader.readString(),
            name: try reader.readString(),
            conditional: try reader.readBool(),
            location: try reader.read()
        )
    }
}

extension ViewFacts: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(viewMethods)
        writer.write(modifierUses)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(viewMethods: try reader.readArray(), modifierUses: try reader.readArray())
    }
}

extension ViewFacts.ViewMethod: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(owner)
        writer.write(name)
        writer.write(returns)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(owner: try reader.readString(), name: try reader.readString(), returns: try reader.read())
    }
}

extension ViewFacts.ModifierUse: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(modifier)
        writer.write(wrapped)
        writer.write(owner)
        writer.write(location)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            modifier: try reader.readString(), wrapped: try reader.read(), owner: try reader.readOptionalString(),
            location: try reader.read()
        )
    }
}

extension ViewSource: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        switch self {
        case let .type(name):
            writer.write(0)
            writer.write(name)
        case let .method(receiverType, name):
            writer.write(1)
            writer.write(receiverType)
            writer.write(name)
        }
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        switch try reader.readInt() {
        case 0: self = .type(try reader.readString())
        case 1: self = .method(receiverType: try reader.readOptionalString(), name: try reader.readString())
        default: throw ArchiveError(reason: "an unknown kind of view source")
        }
    }
}

// MARK: - the styles' facts

extension JumpFileFacts: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(loads)
        writer.write(dispatches.sorted(by: Dispatch.precedes))
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(loads: try reader.readArray(), dispatches: Set(try reader.readArray()))
    }
}

extension JumpFileFacts.Load: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(screen)
        writer.write(pathType)
        writer.write(receiverType)
        writer.write(navigation)
        writer.write(text)
        writer.write(location)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            screen: try reader.readOptionalString(),
            pathType: try reader.readOptionalString(),
            receiverType: try reader.readOptionalString(),
            navigation: try reader.readOptionalBool(),
            text: try reader.readString(),
            location: try reader.read()
        )
    }
}

extension JumpFileFacts.Dispatch: Archivable {
    /// An order of dispatches by screen, action and path type (none first), for writing a set the same way each time.
    static func precedes(_ lhs: Self, _ rhs: Self) -> Bool {
        let left = (lhs.screen, lhs.action, lhs.pathType == nil ? 0 : 1, lhs.pathType ?? "")
        let right = (rhs.screen, rhs.action, rhs.pathType == nil ? 0 : 1, rhs.pathType ?? "")
        return left < right
    }

    func archive(into writer: inout ArchiveWriter) {
        writer.write(screen)
        writer.write(action)
        writer.write(pathType)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(screen: try reader.readString(), action: try reader.readString(), pathType: try reader.readOptionalString())
    }
}

extension NavigationStackFileFacts: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(stacks)
        writer.write(destinations)
        writer.write(presentations)
        writer.write(links)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            stacks: try reader.readArray(), destinations: try reader.readArray(),
            presentations: try reader.readArray(), links: try reader.readArray()
        )
    }
}

extension NavigationStackFileFacts.Arms: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(switches)
        writer.write(built.keys.sorted())
        for name in built.keys.sorted() {
            writer.write(built[name] ?? nil)
        }
        writer.write(whole)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        let switches = try reader.readBool()
        var built: [String: ViewSource?] = [:]
        for name in try reader.readStrings() {
            built[name] = .some(try reader.readOptional())
        }
        self.init(switches: switches, built: built, whole: try reader.readOptional())
    }
}

extension NavigationStackFileFacts.Stack: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(owner)
        writer.write(pathNames.sorted())
        writer.write(root)
        writer.write(rootCase)
        writer.write(location)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            owner: try reader.readOptionalString(), pathNames: Set(try reader.readStrings()),
            root: try reader.readOptional(), rootCase: try reader.readOptionalString(), location: try reader.read()
        )
    }
}

extension NavigationStackFileFacts.Destination: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(owner)
        writer.write(routeType)
        writer.write(arms)
        writer.write(location)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            owner: try reader.readOptionalString(), routeType: try reader.readString(), arms: try reader.read(),
            location: try reader.read()
        )
    }
}

extension NavigationStackFileFacts.ItemPresentation: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(owner)
        writer.write(itemNames.sorted())
        writer.write(mode)
        writer.write(arms)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            owner: try reader.readOptionalString(), itemNames: Set(try reader.readStrings()), mode: try reader.read(),
            arms: try reader.read()
        )
    }
}

extension NavigationStackFileFacts.Link: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(owner)
        writer.write(caseName)
        writer.write(valueType)
        writer.write(conditional)
        writer.write(location)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            owner: try reader.readOptionalString(),
            caseName: try reader.readOptionalString(),
            valueType: try reader.readOptionalString(),
            conditional: try reader.readBool(),
            location: try reader.read()
        )
    }
}

extension UIKitFileFacts: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(startOwners.sorted())
        writer.write(factories)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(startOwners: Set(try reader.readStrings()), factories: try reader.readArray())
    }
}

extension UIKitFileFacts.Factory: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(owner)
        writer.write(name)
        writer.write(viewController.type)
        writer.write(viewController.inNavigation)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            owner: try reader.readString(),
            name: try reader.readString(),
            viewController: ViewControllerValue(type: try reader.readString(), inNavigation: try reader.readBool())
        )
    }
}

extension MVPFileFacts: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(starts)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(starts: try reader.readArray())
    }
}

extension MVPFileFacts.Start: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(owner)
        writer.write(view)
        writer.write(mode)
        writer.write(inNavigation)
        writer.write(routes)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            owner: try reader.readString(),
            view: try reader.readOptional(),
            mode: try reader.readOptional(),
            inNavigation: try reader.readBool(),
            routes: try reader.readBool()
        )
    }
}
