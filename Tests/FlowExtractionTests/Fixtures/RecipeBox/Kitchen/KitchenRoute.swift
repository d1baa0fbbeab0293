enum KitchenRoute: Hashable {
    case /*↓*/recipe(id: Int)
    case /*↓*/timer(minutes: Int)
    case /*↓*/groceries
}

enum KitchenSheet: Identifiable {
    case /*↓*/share(recipeID: Int)
    case /*↓*/rate

    var id: String { "\(self)" }
}
