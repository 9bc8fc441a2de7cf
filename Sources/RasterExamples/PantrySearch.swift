import Raster

// PantrySearch.swift · RasterExamples · a pantry searched by name: an empty state for no results, a sort menu and a share link in the toolbar, a gauge of the shelf space used
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

struct PantryItem: Identifiable {
    let id: Int
    let name: String
    let count: Int

    static let all = [
        PantryItem(id: 1, name: "Basmati rice", count: 2),
        PantryItem(id: 2, name: "Chickpeas", count: 4),
        PantryItem(id: 3, name: "Olive oil", count: 1),
        PantryItem(id: 4, name: "Rolled oats", count: 3),
    ]
}

struct PantrySearch: View {
    @State var query: String
    @State private var sortByCount = false

    private var results: [PantryItem] {
        let found = PantryItem.all.filter { query.isEmpty || $0.name.localizedCaseInsensitiveContains(query) }
        return sortByCount ? found.sorted { $0.count > $1.count } : found
    }

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                HStack {
                    Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
                    TextField("Search the pantry", text: $query)
                }
                .padding(8)
                .background(RoundedRectangle(cornerRadius: 10).fill(Color(white: 0.5, opacity: 0.12)))
                Gauge(value: 14, in: 0...20) {
                    Text("Shelf space")
                } currentValueLabel: {
                    Text("14 of 20 jars")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("20")
                }
                .tint(Gradient(colors: [.green, .orange]))
                if results.isEmpty {
                    ContentUnavailableView.search(text: query)
                } else {
                    ForEach(results) { item in
                        HStack {
                            Text(item.name)
                            Spacer()
                            Text("\(item.count)").foregroundStyle(.secondary)
                        }
                        Divider()
                    }
                    Spacer()
                }
                Link("How we store food", destination: URL(string: "https://example.com/pantry-help")!)
                    .font(.footnote)
            }
            .padding()
            .navigationTitle("Pantry")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    ShareLink(item: URL(string: "https://example.com/pantry")!)
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Button("Name") { sortByCount = false }
                        Button("Count") { sortByCount = true }
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down")
                    }
                }
            }
        }
    }
}

#Preview("Pantry") {
    PantrySearch(query: "")
}

#Preview("Pantry search") {
    PantrySearch(query: "saffron")
}
