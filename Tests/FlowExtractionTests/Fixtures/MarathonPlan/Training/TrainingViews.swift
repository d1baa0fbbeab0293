import FlowStacks
import SwiftUI

struct /*↓*/PlanView: View {
    let onSelectWeek: (Int) -> Void
    let onSignUp: () -> Void

    var body: some View {
        List {
            ForEach(1...16, id: \.self) { week in
                Button("Week \(week)") { onSelectWeek(week) }
            }
            Button("Sign up for a race", action: onSignUp)
        }
        .navigationTitle("Plan")
    }
}

struct /*↓*/WeekView: View {
    @EnvironmentObject private var navigator: FlowNavigator<TrainingScreen>
    let number: Int

    var body: some View {
        List {
            Button("Long run") { /*↓*/navigator.push(.workout(Workout(name: "Long run", kilometres: 18))) }
            Button("Intervals") { /*↓*/navigator.push(.workout(Workout(name: "Intervals", kilometres: 8))) }
        }
        .navigationTitle("Week \(number)")
    }
}

struct /*↓*/WorkoutView: View {
    let workout: Workout

    var body: some View {
        Text("\(workout.kilometres) km")
            .navigationTitle(workout.name)
    }
}
