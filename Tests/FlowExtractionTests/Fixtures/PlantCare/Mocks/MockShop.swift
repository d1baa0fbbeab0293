final class MockShopCoordinator: Coordinator<ShopPath> {
    func start() -> AnyView { load(with: .checkout, navigation: true) }
}
