import Raster

// ReadingList.swift · RasterExamples · a list of books with a toolbar menu: a sort picker, a toggle, a nested export menu and a destructive action
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

public struct Book: Identifiable, Hashable, Sendable {
    public let id: Int
    public let title: String
    public let author: String
    public let year: Int
    public let isFinished: Bool

    static let samples = [
        Book(id: 1, title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", year: 1969, isFinished: true),
        Book(id: 2, title: "Piranesi", author: "Susanna Clarke", year: 2020, isFinished: false),
        Book(id: 3, title: "The Remains of the Day", author: "Kazuo Ishiguro", year: 1989, isFinished: true),
        Book(id: 4, title: "A Wizard of Earthsea", author: "Ursula K. Le Guin", year: 1968, isFinished: false),
        Book(id: 5, title: "Middlemarch", author: "George Eliot", year: 1871, isFinished: false),
    ]
}

public enum BookOrder: String, CaseIterable, Identifiable, Sendable {
    case title = "Title", author = "Author", year = "Year"
    public var id: Self { self }
}

public struct ReadingList: View {
    @State private var books = Book.samples
    @State private var order: BookOrder
    @State private var showsFinished = true

    public init(order: BookOrder = .title) {
        _order = State(initialValue: order)
    }

    var shown: [Book] {
        let kept = showsFinished ? books : books.filter { !$0.isFinished }
        switch order {
        case .title: return kept.sorted { $0.title < $1.title }
        case .author: return kept.sorted { ($0.author, $0.title) < ($1.author, $1.title) }
        case .year: return kept.sorted { $0.year < $1.year }
        }
    }

    public var body: some View {
        NavigationStack {
            List(shown) { book in
                VStack(alignment: .leading, spacing: 2) {
                    Text(book.title)
                    Text("\(book.author) · \(String(book.year))")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Reading List")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Picker("Sort By", selection: $order) {
                            ForEach(BookOrder.allCases) { Text($0.rawValue) }
                        }
                        Toggle(isOn: $showsFinished) {
                            Label("Show Finished", systemImage: "checkmark.circle")
                        }
                        Section("Share") {
                            Menu {
                                Button("Plain Text") {}
                                Button("CSV") {}
                            } label: {
                                Label("Export", systemImage: "square.and.arrow.up")
                            }
                            Button("Copy Link") {}
                                .disabled(true)
                        }
                        Divider()
                        Button(role: .destructive) {
                            books = []
                        } label: {
                            Label("Remove All", systemImage: "trash")
                        }
                    } label: {
                        Label("More", systemImage: "ellipsis.circle")
                    }
                }
            }
        }
    }
}

#Preview("Reading list") {
    ReadingList()
}
