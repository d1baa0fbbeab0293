import FlowModel

/// The objects of an Xcode project's `project.pbxproj`, an old-style property list (``OldStylePropertyList``).
///
/// Only what names files is kept: each object's string fields and lists of strings (object identifiers, exception
/// paths). Build settings and other nested dictionaries are dropped.
struct XcodeProjectFile: Sendable {
    /// One object of the project: its class (`isa`) and fields.
    struct Object: Sendable {
        var isa: String
        var fields: [String: String]
        var lists: [String: [String]]

        /// The identifiers or strings of a list field, empty when there is none.
        func list(_ key: String) -> [String] { lists[key] ?? [] }
    }

    /// The path of `project.pbxproj`, as errors name it.
    let path: String
    let objects: [String: Object]
    /// The identifier of the `PBXProject` object.
    let rootObject: String

    /// The object `id` names when it has class `isa` (or any class when `isa` is nil).
    func object(_ id: String, isa: String? = nil) -> Object? {
        guard let object = objects[id], isa == nil || object.isa == isa else { return nil }
        return object
    }

    /// Every object of class `isa`, with its identifier, in identifier order.
    func objects(isa: String) -> [(id: String, object: Object)] {
        objects.filter { $0.value.isa == isa }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Reads the `project.pbxproj` at `path`.
    /// - Throws: ``FlowGraphError`` naming the file when it cannot be read or is not an Xcode project, at the line
    ///   and column where it stops being a property list.
    init(path: String) throws {
        self.path = path
        let text: String
        switch InputFileReader.read(path, as: .projectFile) {
        case let .success(file): text = file.text
        case let .failure(refusal): throw FlowGraphError.badInput("\(path): \(refusal.reason)")
        }
        let root: OldStylePropertyList.Value
        do {
            root = try OldStylePropertyList.parse(text)
        } catch let failure as OldStylePropertyList.Failure {
            let location = SourceLocation(file: path, line: failure.line, column: failure.column)
            throw FlowGraphError.invalidModel(ModelLoadFailure(problems: [
                ModelProblem(location: location, message: "not a readable Xcode project file: \(failure.message)"),
            ]))
        }
        guard case let .dictionary(top) = root, case let .dictionary(objects)? = top["objects"],
              case let .string(rootObject)? = top["rootObject"] else {
            throw FlowGraphError.badInput("\(path): not an Xcode project file (it has no objects and rootObject)")
        }
        var read: [String: Object] = [:]
        for case let (id, .dictionary(fields)) in objects {
            guard case let .string(isa)? = fields["isa"] else { continue }
            read[id] = Object(
                isa: isa,
                fields: fields.compactMapValues { if case let .string(text) = $0 { text } else { nil } },
                lists: fields.compactMapValues { value in
                    guard case let .array(elements) = value else { return nil }
                    return elements.compactMap { if case let .string(text) = $0 { text } else { nil } }
                }
            )
        }
        guard read[rootObject]?.isa == "PBXProject" else {
            throw FlowGraphError.badInput("\(path): not an Xcode project file (its rootObject \(rootObject) is no PBXProject)")
        }
        self.objects = read
        self.rootObject = rootObject
    }
}
