protocol Coordinator { associatedtype V: View; func start() -> V }
struct QuizCoordinator: Coordinator {
    func start() -> some View { QuizView(presenter: QuizPresenter(coordinator: self)) }
    func showScores() -> some View { coordinate(to: ScoreCoordinator()) }
}
struct ScoreCoordinator: Coordinator {
    func start() -> some View { NavigationLinkWrapper(destination: ScoreView()) }
}
final class QuizPresenter { let coordinator: QuizCoordinator; func didFinish() { _ = coordinator.showScores() } }
@main struct QuizApp: App { var body: some Scene { WindowGroup { QuizCoordinator().start() } } }
