import SwiftUI

protocol ConstellationPresenting: ObservableObject {
    associatedtype U: View
    associatedtype V: View
    func onStarTapped(isPresented: Binding<Bool>) -> U
    func onTelescopeTapped(isPresented: Binding<Bool>) -> V
}

final class ConstellationPresenter<C: ConstellationCoordinator>: ConstellationPresenting {
    private weak var coordinator: C?

    init(coordinator: C) {
        self.coordinator = coordinator
    }

    func /*↓*/onStarTapped(isPresented: Binding<Bool>) -> some View {
        coordinator?.presentStarDetail(isPresented: isPresented)
    }

    func /*↓*/onTelescopeTapped(isPresented: Binding<Bool>) -> some View {
        coordinator?.presentTelescope(isPresented: isPresented)
    }
}

struct /*↓*/ConstellationView<T: ConstellationPresenting>: View {
    @ObservedObject var presenter: T

    var body: some View {
        VStack {
            RevealButton(title: "Orion", destination: { isPresented in
                self.presenter.onStarTapped(isPresented: isPresented)
            })
            RevealButton(title: "Telescope", destination: { isPresented in
                self.presenter.onTelescopeTapped(isPresented: isPresented)
            })
        }
    }
}

struct RevealButton<Destination: View>: View {
    @State private var isPresented = false
    let title: String
    let destination: (Binding<Bool>) -> Destination

    var body: some View {
        Button(title) { isPresented = true }
            .background(destination($isPresented))
    }
}
