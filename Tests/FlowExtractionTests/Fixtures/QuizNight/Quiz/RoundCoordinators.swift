import SwiftUI

final class /*↓*/RoundCoordinator: Coordinator {
    private let number: Int
    private let isPresented: Binding<Bool>

    init(number: Int, isPresented: Binding<Bool>) {
        self.number = number
        self.isPresented = isPresented
    }

    func start() -> some View {
        NavigationLink(destination: RoundView(number: number), isActive: isPresented) {
            EmptyView()
        }
    }
}

struct /*↓*/RoundView: View {
    let number: Int
    var body: some View { Text("Round \(number)") }
}

final class /*↓*/FinalRoundCoordinator: Coordinator {
    private let isPresented: Binding<Bool>

    init(isPresented: Binding<Bool>) {
        self.isPresented = isPresented
    }

    func start() -> some View {
        ModalSheet(isPresented: isPresented) {
            FinalRoundView(presenter: FinalRoundPresenter(coordinator: self))
        }
    }

    func claimPrize(isPresented: Binding<Bool>) -> some View {
        /*↓*/coordinate(to: PrizeCoordinator())
    }
}

final class FinalRoundPresenter: ObservableObject {
    private weak var coordinator: FinalRoundCoordinator?

    init(coordinator: FinalRoundCoordinator) {
        self.coordinator = coordinator
    }

    func /*↓*/onClaimPrize(isPresented: Binding<Bool>) -> some View {
        coordinator?.claimPrize(isPresented: isPresented)
    }
}

struct /*↓*/FinalRoundView: View {
    @ObservedObject var presenter: FinalRoundPresenter
    var body: some View { Text("Final round") }
}

final class /*↓*/PrizeCoordinator: Coordinator {
    func start() -> some View {
        EmptyView()
    }
}

struct ModalSheet<Content: View>: View {
    let isPresented: Binding<Bool>
    let content: () -> Content

    var body: some View {
        Color.clear.sheet(isPresented: isPresented, content: content)
    }
}
