/// The names of diagram objects: Graphviz object names, which become SVG `<title>` text, and SVG `id`s.
///
/// Built from coordinator and screen names so that links (URL fragments in the docs site) can be computed
/// from the model alone. ASCII letters and digits are kept; every other character, `_` included, becomes
/// `_xHH_` per UTF-8 byte. Escaping `_` as well is what makes the names unique: otherwise `a.` and `a_x2E_`
/// would meet, and so would coordinator `A_` with screen `_b` and coordinator `A` with screen `__b`. The results
/// need no escaping in DOT, SVG, Mermaid, HTML or URLs.
public enum DiagramID {
    /// The rounded box of a screen: `fg_<coordinator>__<screen>`.
    public static func screen(_ screen: String, in coordinator: String) -> String {
        "fg_\(encode(coordinator))__\(encode(screen))"
    }

    /// The box around a coordinator's screens: `cluster_fg_<coordinator>` (Graphviz draws a subgraph as a box
    /// only when its name starts with `cluster`).
    public static func cluster(_ coordinator: String) -> String {
        "cluster_fg_\(encode(coordinator))"
    }

    /// The stand-in for a screen that a transition names but its coordinator does not declare.
    static func undeclaredScreen(_ screen: String, in coordinator: String) -> String {
        "fgq_\(encode(coordinator))__\(encode(screen))"
    }

    /// A coordinator drawn as a single node: in the overview, or standing in for one not drawn (or not
    /// declared at all) in a drawing of screens.
    public static func coordinatorStandIn(_ coordinator: String) -> String {
        "fgc_\(encode(coordinator))"
    }

    /// Where dismisses leave a coordinator when nothing drawn presents the dismissed screen.
    static func exit(_ coordinator: String) -> String {
        "fgx_\(encode(coordinator))"
    }

    /// Keeps an empty coordinator's cluster visible: Graphviz does not draw empty clusters.
    static func emptyCoordinator(_ coordinator: String) -> String {
        "fge_\(encode(coordinator))"
    }

    /// The node a coordinator's own steps leave from.
    static func coordinatorItself(_ coordinator: String) -> String {
        "fgo_\(encode(coordinator))"
    }

    /// `name` with every byte but ASCII letters and digits written `_xHH_`: a different slug for every name, safe
    /// in any id, anchor or file name.
    public static func encode(_ name: String) -> String {
        // A name of letters and digits alone is its own slug: nearly every name, given back without a copy.
        if name.utf8.allSatisfy(isKept) { return name }
        var result = ""
        for byte in name.utf8 {
            if isKept(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "_x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2) + "_"
            }
        }
        return result
    }
}

/// Whether `byte` is an ASCII letter or digit, which ``DiagramID/encode(_:)`` keeps as it is.
private func isKept(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
    default: false
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
