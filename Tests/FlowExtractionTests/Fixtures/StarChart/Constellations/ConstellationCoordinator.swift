import SwiftUI

protocol ConstellationCoordinator: Coordinator {}

extension ConstellationCoordinator {
    func presentStarDetail(isPresented: Binding<Bool>) -> some View {
        let coordinator = StarDetailCoordinator<Self>(isPresented: isPresented)
        return /*↓*/coordinate(to: coordinator)
    }

    func presentTelescope(isPresented: Binding<Bool>) -> some View {
        /*↓*/coordinate(to: TelescopeCoordinator(isPresented: isPresented))
    }
}

final class /*↓*/ConstellationListCoordinator<P: Coordinator>: ConstellationCoordinator {
    private weak var window: UIWindow?

    init(window: UIWindow?) {
        self.window = window
    }

    func start() -> some View {
        let view = ConstellationFactory.make(with: self)
        let navigation = NavigationView { view }
        let hosting = UIHostingController(rootView: navigation)
        window?.rootViewController = hosting
        window?.makeKeyAndVisible()
        return EmptyView()
    }
}

enum ConstellationFactory {
    static func make<C: ConstellationCoordinator>(with coordinator: C) -> some View {
        let presenter = ConstellationPresenter(coordinator: coordinator)
        let view = ConstellationView(presenter: presenter)
        return view
    }
}
