import SwiftUI

protocol Coordinator: AnyObject {
    associatedtype Screen: View
    func start() -> Screen
}

extension Coordinator {
    func coordinate<Child: Coordinator>(to child: Child) -> some View {
        child.start()
    }
}

@main
struct QuizNightApp: App {
    let quiz = QuizHostCoordinator()
    @StateObject private var scores = ScoreCoordinator()

    var body: some Scene {
        WindowGroup {
            TabView {
                /*↓*/quiz.start()
                /*↓*/scores.start()
            }
        }
    }
}
