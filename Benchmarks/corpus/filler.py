"""The code around the navigation that every style's app shares: models, a service, view models and view bodies.

None of it navigates; it is there so that parsing a generated app costs what parsing a real one costs. Shapes
vary with the feature and screen number so that files are not copies of each other."""


def models(feature: str, number: int) -> str:
    fields = ["title", "subtitle", "owner", "category", "note"][: 3 + number % 3]
    stored = "\n".join(f"    let {field}: String" for field in fields)
    keys = "\n".join(f"        case {field}" for field in fields)
    return f"""import Foundation

/// Records the {feature} feature loads and shows.
struct {feature}Item: Codable, Hashable, Identifiable {{
    let id: UUID
{stored}
    let createdAt: Date
    var isFavorite: Bool
    var rating: Int

    var isVisible: Bool {{ !title.isEmpty && rating >= 0 }}

    var summary: String {{
        rating > 3 ? "\\(title) ★\\(rating)" : title
    }}

    enum CodingKeys: String, CodingKey {{
        case id
{keys}
        case createdAt = "created_at"
        case isFavorite = "is_favorite"
        case rating
    }}
}}

struct {feature}Page: Codable {{
    let items: [{feature}Item]
    let nextCursor: String?
    let total: Int
}}

enum {feature}SortOrder: String, CaseIterable {{
    case newest, oldest, rating, title

    func sorted(_ items: [{feature}Item]) -> [{feature}Item] {{
        switch self {{
        case .newest: return items.sorted {{ $0.createdAt > $1.createdAt }}
        case .oldest: return items.sorted {{ $0.createdAt < $1.createdAt }}
        case .rating: return items.sorted {{ $0.rating > $1.rating }}
        case .title: return items.sorted {{ $0.title.localizedCaseInsensitiveCompare($1.title) == .orderedAscending }}
        }}
    }}
}}
"""


def service(feature: str, number: int) -> str:
    resource = f"feature-{number}"
    return f"""import Foundation

protocol {feature}Fetching: Sendable {{
    func fetchItems(page: Int) async throws -> [{feature}Item]
    func save(_ item: {feature}Item) async throws
}}

enum {feature}ServiceError: Error, LocalizedError {{
    case badStatus(Int)
    case decoding(String)
    case offline

    var errorDescription: String? {{
        switch self {{
        case .badStatus(let code): return "The server answered \\(code)."
        case .decoding(let detail): return "The answer could not be read: \\(detail)"
        case .offline: return "You are offline."
        }}
    }}
}}

/// Talks to the {resource} endpoints and keeps the last page of each query.
final class {feature}Service: {feature}Fetching, @unchecked Sendable {{
    private let session: URLSession
    private let baseURL: URL
    private let decoder: JSONDecoder
    private var cache: [Int: [{feature}Item]] = [:]
    private let lock = NSLock()

    init(session: URLSession = .shared, baseURL: URL = URL(string: "https://api.example.com")!) {{
        self.session = session
        self.baseURL = baseURL
        decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
    }}

    func fetchItems(page: Int) async throws -> [{feature}Item] {{
        if let cached = lock.withLock({{ cache[page] }}) {{ return cached }}
        var components = URLComponents(url: baseURL.appendingPathComponent("{resource}"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "page", value: String(page)), URLQueryItem(name: "limit", value: "50")]
        let (data, response) = try await session.data(from: components.url!)
        guard let http = response as? HTTPURLResponse else {{ throw {feature}ServiceError.offline }}
        guard (200..<300).contains(http.statusCode) else {{ throw {feature}ServiceError.badStatus(http.statusCode) }}
        do {{
            let items = try decoder.decode({feature}Page.self, from: data).items
            lock.withLock {{ cache[page] = items }}
            return items
        }} catch {{
            throw {feature}ServiceError.decoding(String(describing: error))
        }}
    }}

    func save(_ item: {feature}Item) async throws {{
        var request = URLRequest(url: baseURL.appendingPathComponent("{resource}/\\(item.id.uuidString)"))
        request.httpMethod = "PUT"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONEncoder().encode(item)
        let (_, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse, http.statusCode == 204 else {{
            throw {feature}ServiceError.badStatus((response as? HTTPURLResponse)?.statusCode ?? 0)
        }}
        lock.withLock {{ cache.removeAll() }}
    }}
}}
"""


def view_model_state(feature: str, title: str) -> str:
    """The loading state and logic of a screen's view model: the body of a class, indented by four spaces."""
    return f"""    @Published private(set) var items: [{feature}Item] = []
    @Published private(set) var isLoading = false
    @Published var errorMessage: String?
    @Published var query = ""
    @Published var order = {feature}SortOrder.newest
    private let service: {feature}Service

    var title: String {{ items.isEmpty ? "{title}" : "{title} (\\(items.count))" }}

    var visibleItems: [{feature}Item] {{
        let matching = query.isEmpty ? items : items.filter {{ $0.title.localizedCaseInsensitiveContains(query) }}
        return order.sorted(matching.filter(\\.isVisible))
    }}

    @MainActor
    func load() async {{
        isLoading = true
        defer {{ isLoading = false }}
        do {{
            items = try await service.fetchItems(page: 0)
            errorMessage = nil
        }} catch {{
            errorMessage = error.localizedDescription
        }}
    }}

    @MainActor
    func toggleFavorite(_ item: {feature}Item) async {{
        guard let index = items.firstIndex(where: {{ $0.id == item.id }}) else {{ return }}
        items[index].isFavorite.toggle()
        try? await service.save(items[index])
    }}
"""


def view_body(view_model: str, buttons: list[str], indent: str) -> str:
    """A SwiftUI screen body: a searchable list of the view model's items, then the screen's buttons."""
    button_lines = "\n".join(f"{indent}    {button}" for button in buttons)
    return f"""{indent}VStack(alignment: .leading, spacing: 12) {{
{indent}    if {view_model}.isLoading {{
{indent}        ProgressView()
{indent}    }} else if let message = {view_model}.errorMessage {{
{indent}        Text(message).foregroundStyle(.red)
{indent}    }}
{indent}    List({view_model}.visibleItems) {{ item in
{indent}        HStack {{
{indent}            Text(item.summary).font(.body)
{indent}            Spacer()
{indent}            Image(systemName: item.isFavorite ? "star.fill" : "star")
{indent}                .onTapGesture {{ Task {{ await {view_model}.toggleFavorite(item) }} }}
{indent}        }}
{indent}    }}
{indent}    .searchable(text: ${view_model}.query)
{button_lines}
{indent}}}
{indent}.navigationTitle({view_model}.title)
{indent}.task {{ await {view_model}.load() }}"""
