import SwiftUI

extension QuizHostCoordinator {
    func startRound(_ number: Int, isPresented: Binding<Bool>) -> AnyView {
        if number > 3 {
            return AnyView(/*↓*/coordinate(to: FinalRoundCoordinator(isPresented: isPresented)))
        } else {
            return AnyView(/*↓*/coordinate(to: RoundCoordinator(number: number, isPresented: isPresented)))
        }
    }

    func showRules(isPresented: Binding<Bool>) -> some View {
        /*↓*/coordinate(to: makeRulesCoordinator(isPresented))
    }

    private func makeRulesCoordinator(_ isPresented: Binding<Bool>) -> RoundCoordinator {
        RoundCoordinator(number: 0, isPresented: isPresented)
    }
}
