import Foundation

enum TrainingScreen: Hashable {
    case plan
    case week(Int)
    case workout(Workout)
    case raceSignUp
}

struct Workout: Hashable {
    let name: String
    let kilometres: Int
}
