import FlowModel

// The binary form of the model and notes the extraction cache keeps as the last result, field by field in
// declaration order; `ExtractionCacheTests` compares a read-back result with the one written.

extension SourceLocation: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(file)
        writer.write(ArchivedPosition.lineAndColumn(line, column))
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(file: try reader.readString(), line: try reader.readInt(), column: try reader.readInt())
    }
}

/// Enumerations with raw values are stored as their raw value, so that adding a case changes nothing written.
protocol RawValueArchivable: Archivable, RawRepresentable<String> {}

extension RawValueArchivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(rawValue)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        let raw = try reader.readString()
        guard let value = Self(rawValue: raw) else { throw ArchiveError(reason: "an unknown value '\(raw)'") }
        self = value
    }
}

extension PresentationMode: RawValueArchivable {}
extension TransitionKind: RawValueArchivable {}
extension EntryKind: RawValueArchivable {}
extension CoordinatorStyle: RawValueArchivable {}

extension ExtractionResult: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(model.version)
        writer.write(model.coordinators)
        writer.write(notes)
        writer.write(sites)
        writer.write(entrySites)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        let version = try reader.readInt()
        self.init(
            model: NavigationModel(version: version, coordinators: try reader.readArray()),
            notes: try reader.readArray(), sites: try reader.readArray(), entrySites: try reader.readArray()
        )
    }
}

extension ExtractionNote: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(location)
        writer.write(message)
        writer.write(showsNoScreen)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(location: try reader.read(), message: try reader.readString(), showsNoScreen: try reader.readBool())
    }
}

extension Coordinator: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(name)
        writer.write(style)
        writer.write(location)
        writer.write(entries)
        writer.write(screens)
        writer.write(transitions)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            name: try reader.readString(),
            style: try reader.read(),
            location: try reader.readOptional(),
            entries: try reader.readArray(),
            screens: try reader.readArray(),
            transitions: try reader.readArray()
        )
    }
}

extension Entry: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(screen)
        writer.write(kind)
        writer.write(navigation)
        writer.write(location)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            screen: try reader.readString(), kind: try reader.read(), navigation: try reader.readBool(),
            location: try reader.readOptional()
        )
    }
}

extension Screen: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(name)
        writer.write(built)
        writer.write(location)
        writer.write(actions)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            name: try reader.readString(), built: try reader.readBool(), location: try reader.readOptional(),
            actions: try reader.readArray()
        )
    }
}

extension Action: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(name)
        writer.write(location)
        writer.write(dispatched)
        writer.write(ignored)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            name: try reader.readString(), location: try reader.readOptional(), dispatched: try reader.readBool(),
            ignored: try reader.readBool()
        )
    }
}

extension Transition: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(from)
        writer.write(action)
        writer.write(kind)
        writer.write(mode)
        writer.write(navigation)
        writer.write(to)
        writer.write(conditional)
        writer.write(location)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            from: try reader.readString(),
            action: try reader.readOptionalString(),
            kind: try reader.read(),
            mode: try reader.readOptional(),
            navigation: try reader.readOptionalBool(),
            to: try reader.readOptional(),
            conditional: try reader.readBool(),
            location: try reader.readOptional()
        )
    }
}

extension Target: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(coordinator)
        writer.write(screen)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self.init(coordinator: try reader.readString(), screen: try reader.readOptionalString())
    }
}
