import FlowModel
import Testing
@testable import FlowRendering

@Suite("Exact DOT and Mermaid output")
struct GoldenOutputTests {
    /// A kitchen timer: set it up, start it, stop it.
    static let timer = NavigationModel(coordinators: [
        Coordinator(
            name: "KitchenTimerCoordinator",
            style: .jump,
            location: Fixtures.at("Timer.swift", 1, 1),
            entries: [Entry(screen: "setup")],
            screens: [
                Screen(name: "setup", location: Fixtures.at("Timer.swift", 3, 10)),
                Screen(name: "running", location: Fixtures.at("Timer.swift", 4, 10)),
            ],
            transitions: [
                Transition(
                    from: "setup", action: "didStart", kind: .present, mode: .push,
                    to: Target(coordinator: "KitchenTimerCoordinator", screen: "running"),
                    location: Fixtures.at("Timer.swift", 9, 13)
                ),
                Transition(
                    from: "running", action: "didStop", kind: .dismiss, location: Fixtures.at("Timer.swift", 11, 13)
                ),
            ]
        ),
    ])

    // Long lines are wrapped with `\` at the end, which joins them without a newline.
    @Test("DOT")
    func dot() throws {
        #expect(DOTWriter().write(try FlowStyler().style(Self.timer)) == """
            digraph "flowgraph" {
                graph [rankdir="TB", compound="true", newrank="true", fontname="DejaVu Sans", fontsize="12", \
            labeljust="l", nodesep="0.3", ranksep="0.45", \
            label=<<TABLE BORDER="1" COLOR="#b0bec5" STYLE="rounded" CELLBORDER="0" CELLSPACING="3" CELLPADDING="1">\
            <TR><TD COLSPAN="6" ALIGN="LEFT"><FONT POINT-SIZE="10">Legend</FONT></TD></TR><TR><TD ALIGN="LEFT">\
            <FONT COLOR="#1f2933" POINT-SIZE="9">────▶</FONT></TD><TD ALIGN="LEFT"><FONT POINT-SIZE="9">push</FONT>\
            </TD><TD ALIGN="LEFT"><FONT COLOR="#8a939b" POINT-SIZE="9">────▶</FONT></TD><TD ALIGN="LEFT">\
            <FONT POINT-SIZE="9">dismiss / back</FONT></TD><TD>\
            <TABLE BORDER="1" STYLE="rounded" COLOR="#1f2933" CELLBORDER="1" CELLSPACING="2" CELLPADDING="0"><TR>\
            <TD STYLE="rounded" WIDTH="24" HEIGHT="8"></TD></TR></TABLE></TD><TD ALIGN="LEFT">\
            <FONT POINT-SIZE="9">entry</FONT></TD></TR></TABLE>>, labelloc="b"];
                node [shape="box", style="rounded", fontname="DejaVu Sans", fontsize="11", height="0.36", \
            margin="0.14,0.05", color="#1f2933", fontcolor="#1f2933"];
                edge [fontname="DejaVu Sans", fontsize="9", arrowsize="0.7", color="#1f2933", fontcolor="#1f2933"];
                subgraph "cluster_fg_KitchenTimerCoordinator" {
                    graph [id="cluster_fg_KitchenTimerCoordinator", label="KitchenTimerCoordinator", labelloc="t", \
            tooltip="KitchenTimerCoordinator (jump coordinator)&#10;Timer.swift:1:1", style="rounded,filled", \
            fillcolor="#f7f9fb", color="#b0bec5"];
                    "fg_KitchenTimerCoordinator__running" [id="fg_KitchenTimerCoordinator__running", \
            label="running", tooltip="running, a screen of KitchenTimerCoordinator&#10;Timer.swift:4:10"];
                    "fg_KitchenTimerCoordinator__setup" [id="fg_KitchenTimerCoordinator__setup", label="setup", \
            tooltip="setup, a screen of KitchenTimerCoordinator&#10;Timer.swift:3:10&#10;entry (root)", \
            peripheries="2"];
                }
                "fg_KitchenTimerCoordinator__setup" -> "fg_KitchenTimerCoordinator__running" [label="didStop", \
            tooltip="running → setup&#10;didStop: dismiss&#10;Timer.swift:11:13", color="#8a939b", \
            fontcolor="#8a939b", dir="back"];
                "fg_KitchenTimerCoordinator__setup" -> "fg_KitchenTimerCoordinator__running" [label="didStart", \
            tooltip="setup → running&#10;didStart: push&#10;Timer.swift:9:13"];
            }

            """)
    }

    @Test("Mermaid")
    func mermaid() throws {
        #expect(MermaidWriter().write(try FlowStyler().style(Self.timer)) == """
            flowchart TB
                subgraph cluster_fg_KitchenTimerCoordinator["KitchenTimerCoordinator"]
                    fg_KitchenTimerCoordinator__running("running")
                    fg_KitchenTimerCoordinator__setup[["setup"]]
                end
                fg_KitchenTimerCoordinator__running -->|"didStop"| fg_KitchenTimerCoordinator__setup
                fg_KitchenTimerCoordinator__setup -->|"didStart"| fg_KitchenTimerCoordinator__running
                linkStyle 0 stroke:#8a939b

            """)
    }
}
