import Raster

// PodcastTabs.swift · RasterExamples · a podcast app's tabs written with iOS 18's Tab API: values
// of an enum, a badge, a section of stations made by a ForEach, and a search tab from its role
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

struct PodcastTabs: View {
    enum Destination: Hashable {
        case listenNow, library, search
        case station(String)
    }

    static let stations = ["News", "Science"]

    @State var selection: Destination = .listenNow

    var body: some View {
        TabView(selection: $selection) {
            Tab("Listen Now", systemImage: "play.circle", value: .listenNow) {
                ListenNowTab()
            }
            Tab("Library", systemImage: "square.stack", value: .library) {
                PodcastLibraryTab()
            }
            .badge(4)
            TabSection("Stations") {
                ForEach(Self.stations, id: \.self) { station in
                    Tab(station, systemImage: "antenna.radiowaves.left.and.right", value: Destination.station(station)) {
                        StationTab(name: station)
                    }
                }
            }
            Tab(value: .search, role: .search) {
                PodcastSearchTab()
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        .tint(.purple)
    }
}

struct Episode: Identifiable {
    let id: String
    let show: String
    let minutes: Int
    let color: Color
}

struct ListenNowTab: View {
    let episodes = [
        Episode(id: "The Quiet Hours of Lighthouses", show: "Coastlines", minutes: 42, color: .teal),
        Episode(id: "Why Bread Rises", show: "Kitchen Science", minutes: 28, color: .orange),
        Episode(id: "A Year on the Night Train", show: "Slow Travel", minutes: 55, color: .indigo),
        Episode(id: "Mapping the Ocean Floor", show: "Coastlines", minutes: 37, color: .blue),
    ]

    var body: some View {
        NavigationStack {
            List(episodes) { episode in
                HStack(spacing: 12) {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(episode.color.gradient)
                        .frame(width: 56, height: 56)
                        .overlay { Image(systemName: "waveform").foregroundStyle(.white) }
                    VStack(alignment: .leading, spacing: 2) {
                        Text(episode.show.uppercased()).font(.caption).foregroundStyle(.secondary)
                        Text(episode.id).font(.headline)
                        Text("\(episode.minutes) min").font(.footnote).foregroundStyle(.secondary)
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Listen Now")
        }
    }
}

struct PodcastLibraryTab: View {
    var body: some View {
        NavigationStack {
            List {
                Label("Shows", systemImage: "square.grid.2x2")
                Label("Saved", systemImage: "bookmark")
                Label("Downloaded", systemImage: "arrow.down.circle")
                Label("Latest Episodes", systemImage: "clock")
            }
            .navigationTitle("Library")
        }
    }
}

struct StationTab: View {
    let name: String

    var body: some View {
        NavigationStack {
            Text("Playing \(name) around the clock")
                .foregroundStyle(.secondary)
                .navigationTitle(name)
        }
    }
}

struct PodcastSearchTab: View {
    @State private var query = ""
    let categories = ["Arts", "Business", "Comedy", "Education", "History", "Science"]

    var body: some View {
        NavigationStack {
            List(categories, id: \.self) { category in
                Text(category)
            }
            .navigationTitle("Search")
            .searchable(text: $query, prompt: "Shows, Episodes, and More")
        }
    }
}

#Preview("Podcasts") {
    PodcastTabs()
}

#Preview("Podcasts, search") {
    PodcastTabs(selection: .search)
}
