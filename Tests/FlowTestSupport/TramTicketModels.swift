/// A tram-ticket app's navigation before and after one change, as model files: a receipt screen is added, the help
/// sheet becomes a push, the zone picker is no longer built, the refund flow and its coordinator go, and the code
/// of the ticket list moves. The diff tests of the model, the pipeline and the drawing all compare these two.
public enum TramTicketModels {
    public static let base = """
    version: 1
    coordinators:
      - name: TicketsCoordinator
        entries: [tickets]
        screens:
          - name: tickets
            actions: [didTapBuy, didTapHelp, didTapRefund]
            location: { file: Tickets.swift, line: 4, column: 5 }
          - name: zones
          - name: help
        transitions:
          - { from: tickets, action: didTapBuy, mode: push, to: zones }
          - { from: tickets, action: didTapHelp, mode: sheet, to: help, location: { file: Tickets.swift, line: 20, column: 9 } }
          - { from: tickets, action: didTapRefund, kind: start, to: { coordinator: RefundCoordinator } }
      - name: RefundCoordinator
        screens: [refund]
        transitions:
          - { from: refund, action: didFinish, kind: dismiss }
    """

    public static let head = """
    version: 1
    coordinators:
      - name: TicketsCoordinator
        entries: [tickets, { screen: receipt, kind: deepLink }]
        screens:
          - name: tickets
            actions: [didTapBuy, didTapHelp]
            location: { file: Tickets.swift, line: 40, column: 5 }
          - { name: zones, built: false, actions: [didPickZone] }
          - name: help
          - name: receipt
        transitions:
          - { from: tickets, action: didTapBuy, mode: push, to: zones }
          - { from: tickets, action: didTapBuy, mode: push, to: zones, location: { file: Tickets.swift, line: 61, column: 9 } }
          - { from: tickets, action: didTapHelp, mode: push, to: help }
          - { from: zones, action: didPickZone, mode: push, to: receipt }
    """
}
