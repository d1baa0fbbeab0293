import Testing
@testable import FlowModel

@Suite("Transition order")
struct TransitionOrderTests {
    /// The order as it was first defined: the fields as texts, compared as one list (absent values as "", line and
    /// column zero-padded to nine digits, conditional and navigation as "0"/"1").
    private func key(_ transition: Transition) -> [String] {
        func padded(_ value: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, 9 - text.count)) + text
        }
        return [
            transition.from, transition.action ?? "", transition.kind.rawValue, transition.mode?.rawValue ?? "",
            transition.to?.coordinator ?? "", transition.to?.screen ?? "", transition.location?.file ?? "",
            padded(transition.location?.line ?? 0), padded(transition.location?.column ?? 0),
            transition.conditional ? "1" : "0", transition.navigation.map { $0 ? "1" : "0" } ?? "",
        ]
    }

    @Test("canonical order is the order of the transitions' fields as texts")
    func orderMatchesTheTextKeys() {
        var generator = SystemRandomNumberGenerator()
        let names = ["slipway", "Slipway", "dock", "dock2", "é", ""]
        let numbers = [0, 1, 9, 10, 999_999_999, 1_000_000_000, -3]
        func transition() -> Transition {
            Transition(
                from: names.randomElement(using: &generator)!,
                action: Bool.random(using: &generator) ? nil : names.randomElement(using: &generator),
                kind: TransitionKind.allCases.randomElement(using: &generator)!,
                mode: Bool.random(using: &generator) ? nil : PresentationMode.allCases.randomElement(using: &generator),
                navigation: [nil, true, false].randomElement(using: &generator)!,
                to: Bool.random(using: &generator) ? nil : Target(coordinator: names.randomElement(using: &generator)!,
                                                               screen: names.randomElement(using: &generator)),
                conditional: Bool.random(using: &generator),
                location: Bool.random(using: &generator) ? nil : SourceLocation(
                    file: names.randomElement(using: &generator)!, line: numbers.randomElement(using: &generator)!,
                    column: numbers.randomElement(using: &generator)!
                )
            )
        }
        for _ in 0..<20_000 {
            let (first, second) = (transition(), transition())
            #expect(Transition.canonicalOrder(first, second) == key(first).lexicographicallyPrecedes(key(second)))
        }
    }
}
