enum ShopPath: Hashable {
    case `two words`(ShopAction = .idle)
    case `<b>&"x"`
    case détail
}
enum ShopAction { case idle, `tap me` }
final class ShopCoordinator: Coordinator<ShopPath> {
    override func onNext(current: ShopPath) {
        switch current {
        case .`two words`(.`tap me`): present(.`<b>&"x"`, mode: .sheet)
        case .`two words`(.idle): break
        default: dismiss(to: .détail)
        }
    }
    func buildView(presenter: Presenter) -> some View {
        switch presenter.name {
        case .`two words`: EmptyView()
        default: fatalError()
        }
    }
}
