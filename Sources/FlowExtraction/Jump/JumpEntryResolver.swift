import FlowModel

/// Attaches each `load(with:navigation:)` call to the coordinator it starts: the receiver's type when syntax tells
/// it, else the path enum written before the case, else the only path enum that declares the case.
enum JumpEntryResolver {
    static func entries(
        from loads: [JumpFileFacts.Load], coordinators: [JumpCoordinatorShape]
    ) -> (entries: [String: [Entry]], notes: [ExtractionNote]) {
        var entries: [String: [Entry]] = [:]
        var notes: [ExtractionNote] = []
        for load in loads {
            guard let screen = load.screen else {
                notes.append(ExtractionNote(
                    location: load.location,
                    message: "could not resolve the screen of \(load.text): the argument is not a path case"
                ))
                continue
            }
            switch coordinator(of: load, screen: screen, among: coordinators) {
            case let .success(name):
                if load.navigation == nil {
                    notes.append(ExtractionNote(
                        location: load.location,
                        message: "could not read navigation of \(load.text): it is not true or false, so the entry assumes true"
                    ))
                }
                entries[name, default: []].append(
                    Entry(screen: screen, kind: .root, navigation: load.navigation ?? true, location: load.location)
                )
            case let .failure(reason):
                notes.append(ExtractionNote(
                    location: load.location, message: "could not tell which coordinator \(load.text) starts: \(reason.text)"
                ))
            }
        }
        return (entries, notes)
    }

    private struct Reason: Error {
        var text: String
    }

    private static func coordinator(
        of load: JumpFileFacts.Load, screen: String, among coordinators: [JumpCoordinatorShape]
    ) -> Result<String, Reason> {
        if let receiver = load.receiverType,
           let owner = coordinators.first(where: { TypeNames.match($0.name, written: receiver) }) {
            return .success(owner.name)
        }
        if let pathType = load.pathType {
            let owners = coordinators.filter { TypeNames.match($0.pathEnum, written: pathType) }
            return unique(owners, none: "no coordinator uses path enum \(pathType)", many: "path enum \(pathType)")
        }
        let owners = coordinators.filter { $0.screen(named: screen) != nil }
        return unique(owners, none: "no path enum of a coordinator declares case \(screen)", many: "case \(screen)")
    }

    private static func unique(_ owners: [JumpCoordinatorShape], none: String, many: String) -> Result<String, Reason> {
        switch owners.count {
        case 0: .failure(Reason(text: none))
        case 1: .success(owners[0].name)
        default: .failure(Reason(text: "\(owners.map(\.name).sorted().joined(separator: ", ")) all use \(many)"))
        }
    }
}
