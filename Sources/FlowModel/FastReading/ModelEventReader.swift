import Foundation

/// Reads a model file's events straight into a ``NavigationModel``, with no node tree in between: the fast path
/// for valid files, which are nearly all of them.
///
/// It gives up at the first thing that is not a plain, valid model — any problem the author must be told of, an
/// alias, an unusual spelling of a number — and ``ModelFileLoader`` then reads the file again through Yams and
/// ``ModelNodeReader``, which report every problem at its position. So a model read here is exactly the model the
/// positioned reader builds (the same values, defaults, locations and order), and every diagnostic is that
/// reader's. The checks below mirror its rules; where this reader accepts less, the file only takes the slow path.
struct ModelEventReader<Events: ModelEventSource> {
    private var events: Events
    private let path: String
    private let known: [String: Set<String>]
    private var strings = RepeatedStrings()
    private var screensLeft = ModelLimits.screens
    /// The rest of the coordinator list, read meanwhile by another reader from where it begins.
    private var split: CoordinatorListSplit<Events>?

    /// A reader of `events`, for the file at `path`; `known` as in ``ModelFileLoader/load(text:path:known:)``.
    /// With a `split`, the reader takes over what the split's reader read once it gets to where that began.
    init(events: Events, path: String, known: [String: Set<String>], split: CoordinatorListSplit<Events>? = nil) {
        self.events = events
        self.path = path
        self.known = known
        self.split = split
    }

    /// The model, or nil when the positioned reader must read the file.
    mutating func read() -> NavigationModel? {
        try? readModel()
    }

    /// Thrown wherever the positioned reader has to decide.
    private struct GiveUp: Error {}

    // MARK: Elements

    private mutating func readModel() throws(GiveUp) -> NavigationModel {
        guard case .mappingStart = try next() else { throw GiveUp() }
        var version: Int?
        var coordinators: [Coordinator] = []
        var seen = KeySet()
        while let key: ModelKey = try nextKey(&seen) {
            let value = try next()
            if isNull(value) { continue }
            switch key {
            case .version: version = try int(value)
            case .coordinators:
                try startList(value)
                try readCoordinators(into: &coordinators)
            }
        }
        guard version == NavigationModel.currentVersion, case .end = try next() else { throw GiveUp() }
        try requireDistinct(coordinators.lazy.map(\.name))
        return NavigationModel(version: NavigationModel.currentVersion, coordinators: coordinators)
    }

    /// The coordinator list's items to its end; from a split on, those the split's reader read, when this reader
    /// gets exactly to where that one began.
    private mutating func readCoordinators(into coordinators: inout [Coordinator]) throws(GiveUp) {
        while true {
            if let split, events.nextCoordinatorStarts(at: split.offset) {
                self.split = nil
                if let half = split.finish() {
                    coordinators += half.coordinators
                    screensLeft -= half.screens
                    guard screensLeft >= 0 else { throw GiveUp() }
                    events = half.events
                    return
                }
            }
            guard let item = try nextItem() else { return }
            coordinators.append(try readCoordinator(item))
        }
    }

    /// What a split's reader reads: the coordinators from the first event on to the end of their list, how many
    /// screens they have, and the events from there on; nil where the positioned reader would have to decide.
    mutating func readCoordinatorsToListEnd() -> (coordinators: [Coordinator], screens: Int, events: Events)? {
        var coordinators: [Coordinator] = []
        do {
            while let item = try nextItem() { coordinators.append(try readCoordinator(item)) }
        } catch {
            return nil
        }
        return (coordinators, ModelLimits.screens - screensLeft, events)
    }

    private mutating func readCoordinator(_ first: ModelEvent) throws(GiveUp) -> Coordinator {
        guard case let .mappingStart(position) = first else { throw GiveUp() }
        var name: String?
        var style = CoordinatorStyle.model
        var location: SourceLocation?
        var entries: [Entry] = []
        var screens: [Screen] = []
        var transitions: [PendingTransition] = []
        var seen = KeySet()
        while let key: CoordinatorKey = try nextKey(&seen) {
            let value = try next()
            if isNull(value) { continue }
            switch key {
            case .name: name = try string(value)
            case .style: style = try choice(value)
            case .location: location = try readLocation(value)
            case .entries:
                try startList(value)
                while let item = try nextItem() { entries.append(try readEntry(item)) }
            case .screens:
                try startList(value)
                while let item = try nextItem() {
                    screensLeft -= 1
                    guard screensLeft >= 0 else { throw GiveUp() }
                    screens.append(try readScreen(item))
                }
            case .transitions:
                try startList(value)
                while let item = try nextItem() { transitions.append(try readTransition(item)) }
            }
        }
        guard let name else { throw GiveUp() }
        try requireDistinct(screens.lazy.map(\.name))
        // Entries and transitions may come before the screens they name (extracted JSON sorts its keys).
        var declared = Set(screens.lazy.map(\.name))
        if let screensElsewhere = known[name] { declared.formUnion(screensElsewhere) }
        guard entries.allSatisfy({ declared.contains($0.screen) }) else { throw GiveUp() }
        var finished: [Transition] = []
        finished.reserveCapacity(transitions.count)
        for pending in transitions {
            var transition = pending.transition
            guard declared.contains(transition.from) || transition.from == name else { throw GiveUp() }
            if pending.targetsOwnCoordinator { transition.to?.coordinator = name }
            finished.append(transition)
            declareImplicitAction(of: transition, at: pending.actionPosition, in: &screens)
        }
        return Coordinator(
            name: name, style: style, location: location ?? sourceLocation(position),
            entries: entries, screens: screens, transitions: finished
        )
    }

    private mutating func readScreen(_ first: ModelEvent) throws(GiveUp) -> Screen {
        if case let .scalar(_, _, position) = first {
            return Screen(name: try string(first), location: sourceLocation(position))
        }
        guard case let .mappingStart(position) = first else { throw GiveUp() }
        var name: String?
        var built = true
        var location: SourceLocation?
        var actions: [Action] = []
        var seen = KeySet()
        while let key: ScreenKey = try nextKey(&seen) {
            let value = try next()
            if isNull(value) { continue }
            switch key {
            case .name: name = try string(value)
            case .built: built = try bool(value)
            case .location: location = try readLocation(value)
            case .actions:
                try startList(value)
                while let item = try nextItem() { actions.append(try readAction(item)) }
            }
        }
        guard let name else { throw GiveUp() }
        try requireDistinct(actions.lazy.map(\.name))
        return Screen(name: name, built: built, location: location ?? sourceLocation(position), actions: actions)
    }

    private mutating func readAction(_ first: ModelEvent) throws(GiveUp) -> Action {
        if case let .scalar(_, _, position) = first {
            return Action(name: try string(first), location: sourceLocation(position))
        }
        guard case let .mappingStart(position) = first else { throw GiveUp() }
        var name: String?
        var location: SourceLocation?
        var dispatched = true
        var ignored = false
        var seen = KeySet()
        while let key: ActionKey = try nextKey(&seen) {
            let value = try next()
            if isNull(value) { continue }
            switch key {
            case .name: name = try string(value)
            case .location: location = try readLocation(value)
            case .dispatched: dispatched = try bool(value)
            case .ignored: ignored = try bool(value)
            }
        }
        guard let name else { throw GiveUp() }
        return Action(name: name, location: location ?? sourceLocation(position), dispatched: dispatched, ignored: ignored)
    }

    private mutating func readEntry(_ first: ModelEvent) throws(GiveUp) -> Entry {
        if case let .scalar(_, _, position) = first {
            return Entry(screen: try string(first), location: sourceLocation(position))
        }
        guard case let .mappingStart(position) = first else { throw GiveUp() }
        var screen: String?
        var kind = EntryKind.root
        var navigation = true
        var location: SourceLocation?
        var seen = KeySet()
        while let key: EntryKey = try nextKey(&seen) {
            let value = try next()
            if isNull(value) { continue }
            switch key {
            case .screen: screen = try string(value)
            case .kind: kind = try choice(value)
            case .navigation: navigation = try bool(value)
            case .location: location = try readLocation(value)
            }
        }
        guard let screen else { throw GiveUp() }
        return Entry(screen: screen, kind: kind, navigation: navigation, location: location ?? sourceLocation(position))
    }

    /// A transition as far as it can be read before its coordinator's name and screens are known.
    private struct PendingTransition {
        var transition: Transition
        /// The target names no coordinator: it is a screen of the transition's own.
        var targetsOwnCoordinator: Bool
        /// Where the action's name is written: an action the screen does not list is declared there.
        var actionPosition: TextPosition?
    }

    private mutating func readTransition(_ first: ModelEvent) throws(GiveUp) -> PendingTransition {
        guard case let .mappingStart(position) = first else { throw GiveUp() }
        var from: String?
        var action: String?
        var actionPosition: TextPosition?
        var kind = TransitionKind.present
        var mode: PresentationMode?
        var navigation: Bool?
        var target: (coordinator: String?, screen: String?)?
        var conditional = false
        var location: SourceLocation?
        var seen = KeySet()
        while let key: TransitionKey = try nextKey(&seen) {
            let value = try next()
            if isNull(value) { continue }
            switch key {
            case .from: from = try string(value)
            case .action:
                action = try string(value)
                if case let .scalar(_, _, at) = value { actionPosition = at }
            case .kind: kind = try choice(value)
            case .mode: mode = try choice(value)
            case .navigation: navigation = try bool(value)
            case .to: target = try readTarget(value)
            case .conditional: conditional = try bool(value)
            case .location: location = try readLocation(value)
            }
        }
        guard let from else { throw GiveUp() }
        // The shapes the positioned reader's checkShape accepts: a mode exactly for present (optional for start),
        // a target exactly for the kinds that require one.
        if kind == .present, mode == nil { throw GiveUp() }
        if kind != .present, kind != .start, mode != nil { throw GiveUp() }
        if kind.requiresTarget != (target != nil) { throw GiveUp() }
        let transition = Transition(
            from: from, action: action, kind: kind, mode: mode, navigation: navigation,
            to: target.map { Target(coordinator: $0.coordinator ?? "", screen: $0.screen) },
            conditional: conditional, location: location ?? sourceLocation(position)
        )
        return PendingTransition(
            transition: transition, targetsOwnCoordinator: target != nil && target?.coordinator == nil,
            actionPosition: actionPosition
        )
    }

    private mutating func readTarget(_ first: ModelEvent) throws(GiveUp) -> (coordinator: String?, screen: String?) {
        if case .scalar = first { return (nil, try string(first)) }
        guard case .mappingStart = first else { throw GiveUp() }
        var coordinator: String?
        var screen: String?
        var seen = KeySet()
        while let key: TargetKey = try nextKey(&seen) {
            let value = try next()
            if isNull(value) { continue }
            switch key {
            case .coordinator: coordinator = try string(value)
            case .screen: screen = try string(value)
            }
        }
        guard coordinator != nil || screen != nil else { throw GiveUp() }
        return (coordinator, screen)
    }

    private mutating func readLocation(_ first: ModelEvent) throws(GiveUp) -> SourceLocation {
        guard case .mappingStart = first else { throw GiveUp() }
        var file: String?
        var line: Int?
        var column: Int?
        var seen = KeySet()
        while let key: LocationKey = try nextKey(&seen) {
            let value = try next()
            if isNull(value) { continue }
            switch key {
            case .file: file = try string(value)
            case .line: line = try int(value)
            case .column: column = try int(value)
            }
        }
        guard let file, let line, let column, line >= 1, column >= 1 else { throw GiveUp() }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// As the positioned reader: an action a transition names but its screen does not list is declared there.
    private func declareImplicitAction(of transition: Transition, at position: TextPosition?, in screens: inout [Screen]) {
        guard let action = transition.action,
              let index = screens.firstIndex(where: { $0.name == transition.from }),
              screens[index].action(named: action) == nil else { return }
        let location = position.map(sourceLocation) ?? transition.location
        screens[index].actions.append(Action(name: action, location: location))
    }

    // MARK: Structure

    private mutating func next() throws(GiveUp) -> ModelEvent {
        let event = events.next()
        if case .unsupported = event { throw GiveUp() }
        return event
    }

    /// The next key of the mapping being read, or nil at its end; gives up on a key not in `Key` or given twice.
    private mutating func nextKey<Key: ModelKeys>(_ seen: inout KeySet) throws(GiveUp) -> Key? {
        switch try next() {
        case .mappingEnd:
            return nil
        case let .scalar(bytes, _, _):
            // Compared as bytes: every name is ASCII, and no other text equals one as a Swift string does.
            guard let index = Key.names.firstIndex(where: bytes.spell), seen.insert(index) else {
                throw GiveUp()
            }
            return Key.ordered[index]
        default:
            throw GiveUp()
        }
    }

    /// Checks that a (non-null) value opens a list, whose items ``nextItem()`` then gives.
    private func startList(_ first: ModelEvent) throws(GiveUp) {
        guard case .sequenceStart = first else { throw GiveUp() }
    }

    /// The first event of the list's next item, or nil at its end.
    private mutating func nextItem() throws(GiveUp) -> ModelEvent? {
        let event = try next()
        if case .sequenceEnd = event { return nil }
        return event
    }

    private func requireDistinct<Names: Sequence<String>>(_ names: Names) throws(GiveUp) {
        var seen = Set<String>()
        for name in names where !seen.insert(name).inserted { throw GiveUp() }
    }

    private func sourceLocation(_ position: TextPosition) -> SourceLocation {
        SourceLocation(file: path, line: position.line, column: position.column)
    }

    // MARK: Scalars

    /// A null the way Yams reads one: a plain empty, `~` or `null` scalar. Null values read as absent keys.
    private func isNull(_ event: ModelEvent) -> Bool {
        // Asked of every value: most are longer than any spelling of null, which the length tells at once.
        guard case let .scalar(bytes, plain: true, _) = event, bytes.count <= 4 else { return false }
        return Spellings.null.contains(where: bytes.spell)
    }

    /// A string that is not blank (the positioned reader reports blank names): the one scalar read that makes a
    /// `String`, shared with its earlier occurrences where it repeats.
    private mutating func string(_ event: ModelEvent) throws(GiveUp) -> String {
        guard case let .scalar(bytes, _, _) = event, !isNull(event), !Self.isBlank(bytes) else { throw GiveUp() }
        return strings.string(bytes)
    }

    private static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if bytes.allSatisfy({ $0 < 0x80 }) {
            return bytes.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        }
        return String(decoding: bytes, as: UTF8.self).unicodeScalars.allSatisfy(CharacterSet.whitespaces.contains)
    }

    /// The YAML 1.1 booleans ``YAMLDocument/boolean(_:)`` reads.
    private func bool(_ event: ModelEvent) throws(GiveUp) -> Bool {
        guard case let .scalar(bytes, plain: true, _) = event else { throw GiveUp() }
        if Spellings.true.contains(where: bytes.spell) { return true }
        if Spellings.false.contains(where: bytes.spell) { return false }
        throw GiveUp()
    }

    /// A whole number in plain decimal digits. Yams also reads signs, `_`, `0x`, octal after a leading zero and
    /// sexagesimal `1:30`; those take the slow path rather than repeat its rules here.
    private func int(_ event: ModelEvent) throws(GiveUp) -> Int {
        guard case let .scalar(digits, plain: true, _) = event else { throw GiveUp() }
        guard (1...18).contains(digits.count), digits[0] != UInt8(ascii: "0") || digits.count == 1 else { throw GiveUp() }
        var value = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { throw GiveUp() }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }

    /// One of an enumeration's values by its raw value, compared as bytes: every raw value is ASCII without the
    /// characters a Swift string can equal in other spellings (`K`, `;`, `` ` ``), so bytes decide as `==` does.
    private func choice<Value: ModelChoice>(_ event: ModelEvent) throws(GiveUp) -> Value {
        guard case let .scalar(bytes, _, _) = event, let index = Value.spellings.firstIndex(where: bytes.spell) else {
            throw GiveUp()
        }
        return Value.ordered[index]
    }
}

private extension UnsafeBufferPointer<UInt8> {
    /// Whether these bytes are `word`'s: lengths first, since most words asked about are not.
    func spell(_ word: [UInt8]) -> Bool {
        guard word.count == count else { return false }
        return word.withUnsafeBufferPointer { word in
            count == 0 || memcmp(word.baseAddress!, baseAddress!, count) == 0
        }
    }
}

/// The spellings of YAML's nulls and booleans that the model readers accept, as bytes.
private enum Spellings {
    static let null = bytes(["", "~", "null", "Null", "NULL"])
    static let `true` = bytes(["true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON"])
    static let `false` = bytes(["false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF"])

    static func bytes(_ words: [String]) -> [[UInt8]] {
        words.map { Array($0.utf8) }
    }
}

/// An enumeration a model file names by its raw values (a kind, a mode, a style).
private protocol ModelChoice: RawRepresentable<String>, CaseIterable {
    /// Every value once.
    static var ordered: [Self] { get }
    /// Their raw values' bytes, in the same order.
    static var spellings: [[UInt8]] { get }
}

extension CoordinatorStyle: ModelChoice {
    fileprivate static let ordered = Array(allCases)
    fileprivate static let spellings = ordered.map { Array($0.rawValue.utf8) }
}

extension EntryKind: ModelChoice {
    fileprivate static let ordered = Array(allCases)
    fileprivate static let spellings = ordered.map { Array($0.rawValue.utf8) }
}

extension TransitionKind: ModelChoice {
    fileprivate static let ordered = Array(allCases)
    fileprivate static let spellings = ordered.map { Array($0.rawValue.utf8) }
}

extension PresentationMode: ModelChoice {
    fileprivate static let ordered = Array(allCases)
    fileprivate static let spellings = ordered.map { Array($0.rawValue.utf8) }
}

/// The keys of one kind of mapping in a model file, the same as ``ModelNodeReader``'s.
private protocol ModelKeys: RawRepresentable<String> {
    /// Every key once; a key's place here is its bit in ``KeySet``.
    static var ordered: [Self] { get }
    /// The keys' names as bytes, in the same order: made once rather than at every key read.
    static var names: [[UInt8]] { get }
}

private enum ModelKey: String, CaseIterable, ModelKeys {
    case version, coordinators
    static let ordered = allCases
    static let names = ordered.map { Array($0.rawValue.utf8) }
}

private enum CoordinatorKey: String, CaseIterable, ModelKeys {
    case name, style, location, entries, screens, transitions
    static let ordered = allCases
    static let names = ordered.map { Array($0.rawValue.utf8) }
}

private enum ScreenKey: String, CaseIterable, ModelKeys {
    case name, built, location, actions
    static let ordered = allCases
    static let names = ordered.map { Array($0.rawValue.utf8) }
}

private enum ActionKey: String, CaseIterable, ModelKeys {
    case name, location, dispatched, ignored
    static let ordered = allCases
    static let names = ordered.map { Array($0.rawValue.utf8) }
}

private enum EntryKey: String, CaseIterable, ModelKeys {
    case screen, kind, navigation, location
    static let ordered = allCases
    static let names = ordered.map { Array($0.rawValue.utf8) }
}

private enum TransitionKey: String, CaseIterable, ModelKeys {
    case from, action, kind, mode, navigation, to, conditional, location
    static let ordered = allCases
    static let names = ordered.map { Array($0.rawValue.utf8) }
}

private enum TargetKey: String, CaseIterable, ModelKeys {
    case coordinator, screen
    static let ordered = allCases
    static let names = ordered.map { Array($0.rawValue.utf8) }
}

private enum LocationKey: String, CaseIterable, ModelKeys {
    case file, line, column
    static let ordered = allCases
    static let names = ordered.map { Array($0.rawValue.utf8) }
}

/// The keys one mapping has given so far, by their places in ``ModelKeys/ordered``: a key given twice is Yams's
/// duplicate-key error.
private struct KeySet {
    private var bits: UInt16 = 0

    /// Adds the key at `index`; false when it was there already.
    mutating func insert(_ index: Int) -> Bool {
        let bit: UInt16 = 1 << index
        defer { bits |= bit }
        return bits & bit == 0
    }
}
