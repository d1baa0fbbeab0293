import FlowModel

/// The legend: a small table (an HTML-like label) pairing each sample with its meaning.
///
/// One table stays small whatever the rank direction; sample arrows drawn as real edges took several ranks
/// and ended up larger than the drawings they explained. Arrow samples are box-drawing glyphs in the arrow's
/// colour, node samples are table cells with the node's border and fill.
///
/// The table is the graph's own label, drawn below the layout: as a node it shared a rank with screens and its
/// height stretched the arrows between them (and `rank=sink` cannot move a node that no edge connects).
enum GraphvizLegend {
    /// Entries side by side in a row: a single column made the legend taller than small drawings.
    private static let columns = 3

    static func graphAttributes(_ entries: [LegendEntry], theme: Theme) -> [GraphvizDocument.Attribute] {
        guard !entries.isEmpty else { return [] }
        let cells = entries.map {
            sample($0.sample, theme: theme) + "<TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"9\">\(Escaping.xmlText($0.label))</FONT></TD>"
        }
        let rows = stride(from: 0, to: cells.count, by: columns).map { start in
            "<TR>" + cells[start..<min(start + columns, cells.count)].joined() + "</TR>"
        }
        let table = "<TABLE BORDER=\"1\" COLOR=\"\(theme.paint(.clusterOutline).hex)\" STYLE=\"rounded\" CELLBORDER=\"0\""
            + " CELLSPACING=\"3\" CELLPADDING=\"1\">"
            + "<TR><TD COLSPAN=\"\(2 * columns)\" ALIGN=\"LEFT\"><FONT POINT-SIZE=\"10\">Legend</FONT></TD></TR>"
            + rows.joined() + "</TABLE>"
        return [
            GraphvizDocument.Attribute("label", table, isHTML: true),
            GraphvizDocument.Attribute("labelloc", "b"),
        ]
    }

    private static func sample(_ sample: LegendEntry.Sample, theme: Theme) -> String {
        switch sample {
        case let .edge(look):
            let line = switch look.line {
            case .solid: "\u{2500}"
            case .dashed: "\u{254C}"
            case .bold: "\u{2501}"
            case .dashedBold: "\u{254D}"
            case .dotted: "\u{2508}"
            }
            let glyphs = String(repeating: line, count: 4) + (look.hollowHead ? "\u{25B7}" : "\u{25B6}")
            return "<TD ALIGN=\"LEFT\"><FONT COLOR=\"\(theme.paint(look.color).hex)\" POINT-SIZE=\"9\">\(glyphs)</FONT></TD>"
        case let .node(look):
            let style = (["rounded"] + (look.dashed ? ["dashed"] : [])).joined(separator: ",")
            var box = "BORDER=\"\(look.emphasised ? 2 : 1)\" STYLE=\"\(style)\" COLOR=\"\(theme.paint(look.outline).hex)\""
            box += look.fill.map { " BGCOLOR=\"\(theme.paint($0).hex)\"" } ?? ""
            guard look.doubleBorder else {
                return "<TD \(box) FIXEDSIZE=\"TRUE\" WIDTH=\"30\" HEIGHT=\"14\"></TD>"
            }
            return "<TD><TABLE \(box) CELLBORDER=\"1\" CELLSPACING=\"2\" CELLPADDING=\"0\">"
                + "<TR><TD STYLE=\"rounded\" WIDTH=\"24\" HEIGHT=\"8\"></TD></TR></TABLE></TD>"
        }
    }
}
