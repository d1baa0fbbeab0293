import FlowModel

// The binary form of the semantic core's facts, for the extraction cache: each type writes its fields in the order
// it declares them; an enum writes a tag and then its case's values. Locations go through SourceLocation's own
// form, so that a file whose facts only moved is recognised (MovedFacts). `ExtractionCacheTests` reads back every
// fixture app's facts and compares them whole.

extension SemanticFileFacts: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(functions)
        writer.write(properties)
        writer.write(appTypes)
        writer.write(storyboardScreens)
        writer.write(launchScreens)
        writer.write(childEmbedSites)
        writer.write(viewEmbedSites)
        writer.write(pageTurnSites)
        writer.write(refusedTabs)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            functions: try reader.readArray(), properties: try reader.readArray(), appTypes: try reader.readStrings(),
            storyboardScreens: try reader.readStrings(), launchScreens: try reader.readStrings(),
            childEmbedSites: try reader.readArray(), viewEmbedSites: try reader.readArray(), pageTurnSites: try reader.readArray(),
            refusedTabs: try reader.readStrings()
        )
    }
}

extension SemanticFunction: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(owner)
        writer.write(name)
        writer.write(isClosure)
        writer.write(isStatic)
        writer.write(parameters)
        writer.write(returnType)
        writer.write(returns)
        writer.write(returnGuards.count)
        for caseGuard in returnGuards { writer.write(caseGuard) }
        writer.write(effects)
        writer.write(calls)
        writer.write(closures)
        writer.write(embeds)
        writer.write(configuredEmbeds)
        writer.write(registrations)
        writer.write(assignments)
        writer.write(handedOver)
        writer.write(location)
        writer.write(routeRoots)
        writer.write(isPlatformEntry)
        writer.write(isPrivate)
        writer.write(makesFullScreen)
        writer.write(constructions)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            owner: try reader.readOptionalString(),
            name: try reader.readString(),
            isClosure: try reader.readBool(),
            isStatic: try reader.readBool(),
            parameters: try reader.readArray(),
            returnType: try reader.readOptionalString(),
            returns: try reader.readArray(),
            returnGuards: try reader.readArray { reader throws(ArchiveError) in try reader.readOptional(CaseGuard.self) },
            effects: try reader.readArray(),
            calls: try reader.readArray(),
            closures: try reader.readArray(),
            embeds: try reader.readStrings(),
            configuredEmbeds: try reader.readArray(),
            registrations: try reader.readArray(),
            assignments: try reader.readArray(),
            handedOver: try reader.readArray(),
            location: try reader.read(),
            routeRoots: try reader.readStrings(),
            isPlatformEntry: try reader.readBool(),
            isPrivate: try reader.readBool(),
            makesFullScreen: try reader.readBool(),
            constructions: try reader.readArray()
        )
    }
}

extension HandedOver: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(receiver)
        writer.write(property)
        writer.write(value)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(receiver: try reader.read(), property: try reader.readString(), value: try reader.read())
    }
}

extension SemanticFunction.Parameter: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(label)
        writer.write(name)
        writer.write(type)
        writer.write(defaultValue)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            label: try reader.readOptionalString(), name: try reader.readString(), type: try reader.readOptionalString(),
            defaultValue: try reader.readOptional()
        )
    }
}

extension CaseGuard: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        // The archive stores non-negative numbers; `switch self` is -1, a closure's own argument -2, a stored
        // property -3.
        writer.write(parameter + 3)
        writer.write(cases)
        writer.write(property)
        writer.write(excludes)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            parameter: try reader.readInt() - 3, cases: try reader.readStrings(), property: try reader.readOptionalString(),
            excludes: try reader.readBool()
        )
    }
}

extension NavigationEffect.Kind: RawValueArchivable {}

extension NavigationEffect: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(kind)
        writer.write(mode)
        writer.write(destination)
        writer.write(item)
        writer.write(conditional)
        writer.write(caseGuard)
        writer.write(location)
        writer.write(typeGuard)
        writer.write(routeTrigger)
        writer.write(raisedWhen)
        writer.write(tests)
        writer.write(dismissal)
        writer.write(poppedToRoot)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            kind: try reader.read(), mode: try reader.readOptional(), destination: try reader.read(),
            item: try reader.readOptional(), conditional: try reader.readBool(), caseGuard: try reader.readOptional(),
            location: try reader.read(), typeGuard: try reader.readOptional(), routeTrigger: try reader.readOptional(),
            raisedWhen: try reader.readOptional(), tests: try reader.readArray(), dismissal: try reader.readOptional(),
            poppedToRoot: try reader.readOptional()
        )
    }
}

extension FlagTest: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(value)
        writer.write(caseName)
        writer.write(holds)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(value: try reader.read(), caseName: try reader.readString(), holds: try reader.readBool())
    }
}

extension TypeGuard: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(parameter)
        writer.write(type)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(parameter: try reader.readInt(), type: try reader.readString())
    }
}

extension SemanticCall: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(base)
        writer.write(name)
        writer.write(arguments)
        writer.write(conditional)
        writer.write(caseGuard)
        writer.write(location)
        writer.write(routeTrigger)
        writer.write(tests)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            base: try reader.readOptional(), name: try reader.readString(), arguments: try reader.readArray(),
            conditional: try reader.readBool(), caseGuard: try reader.readOptional(), location: try reader.read(),
            routeTrigger: try reader.readOptional(), tests: try reader.readArray()
        )
    }
}

extension RouteTrigger: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(routeCase)
        writer.write(action)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(routeCase: try reader.readOptionalString(), action: try reader.readString())
    }
}

extension ClosureUse: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(function)
        writer.write(receiver)
        writer.write(isStored)
        writer.write(property)
        writer.write(isSubscription)
        writer.write(caseGuard)
        writer.write(isDestinationCallback)
        writer.write(presenter)
        writer.write(isReturned)
        writer.write(observesChanges)
        writer.write(dismissal)
        writer.write(isControlAction)
        writer.write(isCellContent)
        writer.write(title)
        writer.write(tests)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            function: try reader.read(), receiver: try reader.readOptional(), isStored: try reader.readBool(),
            property: try reader.readOptionalString(), isSubscription: try reader.readBool(),
            caseGuard: try reader.readOptional(), isDestinationCallback: try reader.readBool(),
            presenter: try reader.readOptionalString(), isReturned: try reader.readBool(),
            observesChanges: try reader.readBool(), dismissal: try reader.readOptional(),
            isControlAction: try reader.readBool(), isCellContent: try reader.readBool(), title: try reader.readOptionalString(),
            tests: try reader.readArray()
        )
    }
}

extension RouteRegistration: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(routeType)
        writer.write(item)
        writer.write(mode)
        writer.write(arms)
        writer.write(flagLocation)
        writer.write(routes)
        writer.write(presenter)
        writer.write(isInsideNavigation)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            routeType: try reader.readOptionalString(), item: try reader.readOptional(), mode: try reader.read(),
            arms: try reader.readArray(), flagLocation: try reader.readOptional(), routes: try reader.readOptional(),
            presenter: try reader.readOptionalString(), isInsideNavigation: try reader.readBool()
        )
    }
}

extension RouteRegistration.Arm: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(cases)
        writer.write(views)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(cases: try reader.readStrings(), views: try reader.readArray())
    }
}

extension SemanticProperty: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(owner)
        writer.write(name)
        writer.write(type)
        writer.write(initial)
        writer.write(isClosure)
        writer.write(storageKey)
        writer.write(keyPathRoute)
        writer.write(environmentKey)
        writer.write(injectedKey)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            owner: try reader.readString(), name: try reader.readString(), type: try reader.readOptionalString(),
            initial: try reader.readOptional(), isClosure: try reader.readBool(), storageKey: try reader.readOptionalString(),
            keyPathRoute: try reader.readOptional(), environmentKey: try reader.readOptionalString(),
            injectedKey: try reader.readOptionalString()
        )
    }
}

extension KeyPathRoute.Role: RawValueArchivable {}

extension KeyPathRoute: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(role)
        writer.write(mode)
        writer.write(factory)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(role: try reader.read(), mode: try reader.readOptional(), factory: try reader.readString())
    }
}

extension SemanticArgument: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(label)
        writer.write(value)
        writer.write(payload)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(label: try reader.readOptionalString(), value: try reader.read(), payload: try reader.readArray())
    }
}

extension ViewNode: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(value)
        writer.write(children)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(value: try reader.read(), children: try reader.readArray())
    }
}

extension SemanticValue: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        switch self {
        case let .instance(type):
            writer.write(0)
            writer.write(type)
        case let .wrapped(container, root):
            writer.write(1)
            writer.write(container)
            writer.write(root)
        case let .member(base, name):
            writer.write(2)
            writer.write(base)
            writer.write(name)
        case let .call(base, name, arguments):
            writer.write(3)
            writer.write(base)
            writer.write(name)
            writer.write(arguments)
        case let .typeReference(type):
            writer.write(4)
            writer.write(type)
        case .selfValue:
            writer.write(5)
        case let .parameter(index):
            writer.write(6)
            writer.write(index)
        case let .enumCase(type, name):
            writer.write(7)
            writer.write(type)
            writer.write(name)
        case let .either(values):
            writer.write(8)
            writer.write(values)
        case let .views(nodes):
            writer.write(9)
            writer.write(nodes)
        case .received:
            writer.write(10)
        case let .closure(index):
            writer.write(11)
            writer.write(index)
        case .unknown:
            writer.write(12)
        case let .tuple(elements):
            writer.write(13)
            writer.write(elements)
        case let .associatedValue(parameter, name, index):
            writer.write(14)
            // `switch self` in an enum's method binds from ``CaseGuard/selfParameter``, which is negative.
            writer.write(parameter + 1)
            writer.write(name)
            writer.write(index)
        case let .keyPath(root, property):
            writer.write(15)
            writer.write(root)
            writer.write(property)
        case let .closureArgument(type, label, index):
            writer.write(16)
            writer.write(type)
            writer.write(label)
            writer.write(index)
        case let .delivered(call, label, index):
            writer.write(17)
            writer.write(call)
            writer.write(label)
            writer.write(index)
        }
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        switch try reader.readInt() {
        case 0: self = .instance(try reader.readString())
        case 1: self = .wrapped(container: try reader.readString(), root: try reader.read())
        case 2: self = .member(try reader.readOptional(), try reader.readString())
        case 3: self = .call(try reader.readOptional(), try reader.readString(), try reader.readArray())
        case 4: self = .typeReference(try reader.readString())
        case 5: self = .selfValue
        case 6: self = .parameter(try reader.readInt())
        case 7: self = .enumCase(try reader.readOptionalString(), try reader.readString())
        case 8: self = .either(try reader.readArray())
        case 9: self = .views(try reader.readArray())
        case 10: self = .received
        case 11: self = .closure(try reader.readInt())
        case 12: self = .unknown
        case 13: self = .tuple(try reader.readArray())
        case 14:
            self = .associatedValue(parameter: try reader.readInt() - 1, case: try reader.readString(), index: try reader.readInt())
        case 15: self = .keyPath(root: try reader.readOptionalString(), property: try reader.readString())
        case 16:
            self = .closureArgument(type: try reader.readString(), label: try reader.readOptionalString(), index: try reader.readInt())
        case 17:
            self = .delivered(call: try reader.read(), label: try reader.readOptionalString(), index: try reader.readInt())
        default: throw ArchiveError(reason: "an unknown kind of semantic value")
        }
    }
}
