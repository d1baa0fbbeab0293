import FlowStacks
import SwiftUI

struct /*↓*/DistanceView: View {
    @EnvironmentObject private var navigator: FlowPathNavigator

    var body: some View {
        List {
            Button("Half marathon") { /*↓*/navigator.push(SignUpStep.pace(distance: 21)) }
            Button("Marathon") { /*↓*/navigator.push(SignUpStep.pace(distance: 42)) }
        }
        .navigationTitle("Distance")
    }
}

struct /*↓*/PaceView: View {
    @EnvironmentObject private var navigator: FlowPathNavigator
    let distance: Int

    var body: some View {
        Button("Next") { /*↓*/navigator.presentSheet(SignUpStep.confirm) }
            .navigationTitle("Pace for \(distance) km")
    }
}

struct /*↓*/ConfirmSignUpView: View {
    let onFinish: () -> Void

    var body: some View {
        Button("Confirm", action: onFinish)
    }
}
