import FlowModel
import FlowRendering

/// A model and render options decoded from fuzzer bytes, so that mutations reach names, edges and options
/// directly instead of first having to form valid YAML.
///
/// The input is a list of records separated by NUL bytes; each record's first byte says what it adds and the
/// rest is a name, taken as UTF-8 with invalid bytes replaced:
///
/// - `C name`: a coordinator; later records add to it.
/// - `S name`: a screen of the current coordinator. `A name`: an action of the current screen.
/// - `E name`: an entry of the current coordinator at screen `name`.
/// - `T k m from \u{1} coordinator \u{1} screen`: a transition; `k` and `m` pick the kind and mode, an empty
///   `from` means the current screen, and a missing part of the target means none.
/// - `O r t h l`: the rank direction, theme, highlighting of findings and legend, each from one byte.
/// - `F d name`: focus on screen `name` with depth `d` (its byte value modulo 4).
///
/// Anything else is skipped. At most ``maximumScreens`` screens are kept: the point is escaping and the C
/// boundary, not Graphviz's running time on large graphs.
struct FuzzInput {
    static let maximumScreens = 48

    var model = NavigationModel(coordinators: [])
    var options = RenderOptions()

    init(_ bytes: UnsafeRawBufferPointer) {
        var screens = 0
        for record in bytes.split(separator: 0) {
            guard let opcode = record.first else { continue }
            let body = record.dropFirst()
            switch opcode {
            case UInt8(ascii: "C"):
                model.coordinators.append(Coordinator(name: Self.text(body)))
            case UInt8(ascii: "S") where screens < Self.maximumScreens:
                screens += 1
                modifyCurrentCoordinator { $0.screens.append(Screen(name: Self.text(body))) }
            case UInt8(ascii: "A"):
                modifyCurrentCoordinator { coordinator in
                    guard !coordinator.screens.isEmpty else { return }
                    coordinator.screens[coordinator.screens.count - 1].actions.append(Action(name: Self.text(body)))
                }
            case UInt8(ascii: "E"):
                modifyCurrentCoordinator { $0.entries.append(Entry(screen: Self.text(body))) }
            case UInt8(ascii: "T"):
                addTransition(body)
            case UInt8(ascii: "O"):
                readOptions(body)
            case UInt8(ascii: "F"):
                guard let depth = body.first else { continue }
                options.focus = Focus(screen: Self.text(body.dropFirst()), depth: Int(depth % 4))
            default:
                continue
            }
        }
    }

    private mutating func addTransition(_ body: Slice<UnsafeRawBufferPointer>) {
        let selectors = Array(body.prefix(2))
        let kinds = TransitionKind.allCases
        let modes = PresentationMode.allCases
        let kind = selectors.first.map { kinds[Int($0) % kinds.count] } ?? .present
        let mode = selectors.count > 1 ? modes[Int(selectors[1]) % modes.count] : nil
        let parts = body.dropFirst(2).split(separator: 1, maxSplits: 2, omittingEmptySubsequences: false).map(Self.text)
        let to = parts.count > 1 ? Target(coordinator: parts[1], screen: parts.count > 2 ? parts[2] : nil) : nil
        modifyCurrentCoordinator { coordinator in
            let from = parts.first.flatMap { $0.isEmpty ? nil : $0 } ?? coordinator.screens.last?.name ?? ""
            let action = coordinator.screens.last?.actions.last?.name
            coordinator.transitions.append(Transition(
                from: from, action: action, kind: kind, mode: kind.requiresTarget ? mode : nil, to: to,
                conditional: selectors.first.map { $0 & 0x80 != 0 } ?? false
            ))
        }
    }

    private mutating func readOptions(_ body: Slice<UnsafeRawBufferPointer>) {
        let bytes = Array(body)
        func pick<Value: CaseIterable>(_ index: Int, _: Value.Type) -> Value? where Value.AllCases: RandomAccessCollection {
            guard index < bytes.count else { return nil }
            let all = Array(Value.allCases)
            return all[Int(bytes[index]) % all.count]
        }
        options.rankDirection = pick(0, RankDirection.self) ?? options.rankDirection
        options.theme = pick(1, Theme.self) ?? options.theme
        if bytes.count > 2 { options.highlightsFindings = bytes[2] & 1 == 1 }
        if bytes.count > 3 { options.showsLegend = bytes[3] & 1 == 1 }
    }

    /// Applies `change` to the last coordinator, declaring one first when there is none yet.
    private mutating func modifyCurrentCoordinator(_ change: (inout Coordinator) -> Void) {
        if model.coordinators.isEmpty {
            model.coordinators.append(Coordinator(name: "App"))
        }
        change(&model.coordinators[model.coordinators.count - 1])
    }

    private static func text(_ bytes: Slice<UnsafeRawBufferPointer>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
