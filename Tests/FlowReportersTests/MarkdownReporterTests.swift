import FlowModel
import Testing
@testable import FlowReporters

@Suite("markdown reporter")
struct MarkdownReporterTests {
    @Test("counts per severity, then one escaped row per finding")
    func golden() throws {
        #expect(try MarkdownReporter().report(AwkwardFindings.all) == #"""
        ## flowgraph

        | Severity | Count |
        | --- | ---: |
        | error | 1 |
        | warning | 1 |
        | info | 1 |
        | note | 1 |

        | Severity | Rule | Location | Message |
        | --- | --- | --- | --- |
        | info | unused\_action | Quote"Coordinator | action 'didKnock' of screen "door" is never sent; 50% &amp; more<br>\*bold\* \`code\` \_x\_ \[link\]\(y\) |
        | warning | navigation\_cycle | Sources/My Screens/Loop.swift:3:5 | navigation cycle grows the stack:<br>loop -&gt; \]\]&gt; -&gt; loop |
        | error | unreachable\_screen | Sources/Shop, Inc/Check:out.swift:12:10 | screen '&lt;script&gt;alert\("x"\)&lt;/script&gt;' of ShopCoordinator is not reachable \| 100% sure |
        | note | unresolved\_navigation | Sources/Shop, Inc/Check:out.swift:40:3 | could not resolve the destination of present\(makePath\(\), mode: .push\) |

        """#)
    }

    @Test("a cell can neither split the row, open markup nor start a new line")
    func cellEscaping() {
        let cell = Escaping.markdownTableCell("a|b <img src=x> \\ *c*\nd")
        #expect(cell == #"a\|b &lt;img src=x&gt; \\ \*c\*<br>d"#)
        #expect(!cell.contains("\n"))
        #expect(!cell.contains("<img"))
    }

    @Test("no findings: the heading and a sentence, no empty tables")
    func empty() throws {
        #expect(try MarkdownReporter().report([]) == "## flowgraph\n\nNo findings.\n")
    }
}
