struct /*↓*/Trail: Hashable {
    let id: Int
    let name: String
    var hasCampsites: Bool { id.isMultiple(of: 7) }
}

struct /*↓*/Ranger: Hashable {
    let id: Int
    let name: String
}

struct /*↓*/Campsite: Hashable {
    let trailID: Int
}
