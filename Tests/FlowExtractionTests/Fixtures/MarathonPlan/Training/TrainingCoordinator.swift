import FlowStacks
import SwiftUI

/// The training plan: weeks, their workouts, and signing up for a race in a flow of its own.
struct /*↓*/TrainingCoordinator: View {
    @State private var routes: Routes<TrainingScreen> = [.root(.plan, embedInNavigationView: true)]

    var body: some View {
        Router($routes) { screen, _ in
            switch screen {
            case .plan:
                PlanView(onSelectWeek: { week in /*↓*/routes.push(.week(week)) }, onSignUp: { /*↓*/routes.presentCover(.raceSignUp) })
            case let .week(number):
                WeekView(number: number)
            case let .workout(workout):
                WorkoutView(workout: workout)
            case .raceSignUp:
                RaceSignUpCoordinator(onFinish: { routes.goBackToRoot() })
            }
        }
    }
}
