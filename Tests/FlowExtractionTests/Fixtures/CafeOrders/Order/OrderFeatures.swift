import ComposableArchitecture
import SwiftUI

@Reducer
struct Menu {
    @ObservableState
    struct State: Equatable {
        var drinks = ["Flat white", "Cortado", "Chai"]
    }

    enum Action {
        case drinkTapped(String)
    }
}

struct /*↓*/MenuView: View {
    let store: StoreOf<Menu>

    var body: some View {
        List(store.drinks, id: \.self) { drink in
            Button(drink) { store.send(.drinkTapped(drink)) }
        }
        .navigationTitle("Menu")
    }
}

@Reducer
struct Drink {
    @ObservableState
    struct State: Equatable {
        var name: String
        var extraShot = false
    }

    enum Action {
        case addedToOrder
    }
}

struct /*↓*/DrinkView: View {
    let store: StoreOf<Drink>

    var body: some View {
        Button("Add to order") { store.send(.addedToOrder) }
            .navigationTitle(store.name)
    }
}

@Reducer
struct Checkout {
    @ObservableState
    struct State: Equatable {}

    enum Action {
        case paid
    }
}

struct /*↓*/CheckoutView: View {
    let store: StoreOf<Checkout>

    var body: some View {
        Button("Pay") { store.send(.paid) }
            .navigationTitle("Checkout")
    }
}
