import SwiftUI

final class /*↓*/StarDetailCoordinator<P: Coordinator>: Coordinator {
    private var isPresented: Binding<Bool>

    init(isPresented: Binding<Bool>) {
        self.isPresented = isPresented
    }

    func start() -> some View {
        NavigationLink(destination: StarDetailView(), isActive: isPresented) {
            EmptyView()
        }
    }
}

struct /*↓*/StarDetailView: View {
    var body: some View { Text("Betelgeuse") }
}

final class /*↓*/TelescopeCoordinator: Coordinator {
    private var isPresented: Binding<Bool>

    init(isPresented: Binding<Bool>) {
        self.isPresented = isPresented
    }

    func start() -> some View {
        EmptyView().sheet(isPresented: isPresented) {
            TelescopeView()
        }
    }
}

struct /*↓*/TelescopeView: View {
    var body: some View { Text("Eyepiece") }
}
