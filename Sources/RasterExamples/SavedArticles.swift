import Raster

// SavedArticles.swift · RasterExamples · saved articles loaded by the screen's task through a main-actor model: a spinner while it loads, a filter whose change reloads (task(id:)), pull to refresh
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

public struct Article: Identifiable, Hashable, Sendable {
    public let id: Int
    public let title: String
    public let source: String
    public let minutes: Int
    public let isRead: Bool

    static let samples = [
        Article(id: 1, title: "The quiet return of night trains", source: "Railway Review", minutes: 9, isRead: false),
        Article(id: 2, title: "How bakers read a starter", source: "Crumb", minutes: 6, isRead: true),
        Article(id: 3, title: "Mapping the city's lost rivers", source: "Field Notes", minutes: 14, isRead: false),
        Article(id: 4, title: "A short history of the pencil", source: "Objects", minutes: 4, isRead: true),
        Article(id: 5, title: "Why tides come twice a day", source: "Shoreline", minutes: 7, isRead: false),
    ]
}

/// Where the articles come from: a sample here, a network client in an app.
public struct ArticleService: Sendable {
    var articles = Article.samples

    public init() {}

    func articles(unreadOnly: Bool) async -> [Article] {
        unreadOnly ? articles.filter { !$0.isRead } : articles
    }
}

/// The screen's model, isolated to the main actor as apps write them.
@Observable @MainActor public final class SavedArticlesModel {
    public private(set) var articles: [Article] = []
    public private(set) var isLoading = false
    public private(set) var loads = 0
    private let service: ArticleService

    public init(service: ArticleService = ArticleService()) {
        self.service = service
    }

    var totalMinutes: Int { articles.reduce(0) { $0 + $1.minutes } }

    func load(unreadOnly: Bool) async {
        isLoading = true
        articles = await service.articles(unreadOnly: unreadOnly)
        isLoading = false
        loads += 1
    }
}

public struct SavedArticles: View {
    @State private var model: SavedArticlesModel
    @State private var unreadOnly: Bool

    public init(model: SavedArticlesModel, unreadOnly: Bool = false) {
        _model = State(initialValue: model)
        _unreadOnly = State(initialValue: unreadOnly)
    }

    public init(unreadOnly: Bool = false) {
        self.init(model: SavedArticlesModel(), unreadOnly: unreadOnly)
    }

    public var body: some View {
        NavigationStack {
            List {
                Section {
                    Picker("Show", selection: $unreadOnly) {
                        Text("All").tag(false)
                        Text("Unread").tag(true)
                    }
                    .pickerStyle(.segmented)
                }
                Section {
                    ForEach(model.articles) { article in
                        ArticleRow(article: article)
                    }
                } footer: {
                    Text("\(model.articles.count) articles · \(model.totalMinutes) min of reading")
                }
            }
            .overlay {
                if model.isLoading {
                    ProgressView()
                }
            }
            .navigationTitle("Saved")
            .task(id: unreadOnly) {
                await model.load(unreadOnly: unreadOnly)
            }
            .refreshable {
                await model.load(unreadOnly: unreadOnly)
            }
        }
    }
}

struct ArticleRow: View {
    let article: Article

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 12) {
            Image(systemName: article.isRead ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(article.isRead ? Color.green : Color.secondary)
            VStack(alignment: .leading, spacing: 2) {
                Text(article.title)
                    .font(.headline)
                Text("\(article.source) · \(article.minutes) min")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

#Preview("Saved articles") {
    SavedArticles()
}

#Preview("Saved articles, unread") {
    SavedArticles(unreadOnly: true)
}
