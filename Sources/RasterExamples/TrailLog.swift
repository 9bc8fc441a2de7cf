import Raster

// TrailLog.swift · RasterExamples · a hiking log whose navigation bar, segmented filter and page dots are styled through UIKit appearance proxies in the screen's init
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI
// (where `import SwiftUI` brings UIKit on iOS).

/// A walked trail.
public struct Trail: Identifiable, Hashable, Sendable {
    public let id: Int
    public let name: String
    public let kilometres: Double
    public let climb: Int
    public let isFavourite: Bool

    static let samples = [
        Trail(id: 1, name: "Ridge loop", kilometres: 12.4, climb: 640, isFavourite: true),
        Trail(id: 2, name: "Lakeshore path", kilometres: 6.8, climb: 90, isFavourite: false),
        Trail(id: 3, name: "Old quarry track", kilometres: 9.1, climb: 310, isFavourite: true),
        Trail(id: 4, name: "Beech wood circuit", kilometres: 4.5, climb: 120, isFavourite: false),
    ]
}

/// The log: highlights in a paged card, a filter, the trails.
public struct TrailLog: View {
    @State private var favouritesOnly = false
    private let trails = Trail.samples

    /// Styles the app's bars as many apps do, through the process-wide appearance proxies: an
    /// opaque indigo navigation bar with white titles and items, an indigo segmented control
    /// and indigo page dots.
    public init() {
        let bar = UINavigationBarAppearance()
        bar.configureWithOpaqueBackground()
        bar.backgroundColor = .systemIndigo
        bar.titleTextAttributes = [.foregroundColor: UIColor.white]
        bar.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().standardAppearance = bar
        UINavigationBar.appearance().scrollEdgeAppearance = bar
        UINavigationBar.appearance().compactAppearance = bar
        UINavigationBar.appearance().tintColor = .white

        UISegmentedControl.appearance().selectedSegmentTintColor = .systemIndigo
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        UIPageControl.appearance().currentPageIndicatorTintColor = .systemIndigo
        UIPageControl.appearance().pageIndicatorTintColor = .systemGray4
    }

    private var shown: [Trail] { favouritesOnly ? trails.filter(\.isFavourite) : trails }

    public var body: some View {
        NavigationStack {
            List {
                Section {
                    TabView {
                        highlight("Longest", "Ridge loop, 12.4 km", symbol: "figure.hiking")
                        highlight("Steepest", "640 m climbed", symbol: "mountain.2")
                        highlight("This month", "4 walks", symbol: "calendar")
                    }
                    .tabViewStyle(.page)
                    .frame(height: 150)
                    .listRowInsets(EdgeInsets())
                }
                Section {
                    Picker("Show", selection: $favouritesOnly) {
                        Text("All").tag(false)
                        Text("Favourites").tag(true)
                    }
                    .pickerStyle(.segmented)
                    ForEach(shown) { trail in
                        HStack {
                            VStack(alignment: .leading, spacing: 2) {
                                Text(trail.name)
                                Text("\(trail.climb) m climb")
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                            Spacer()
                            Text(trail.kilometres, format: .number.precision(.fractionLength(1)))
                                .monospacedDigit()
                            Text("km").textScale(.secondary).foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .navigationTitle("Trails")
            .toolbar {
                Button("Add", systemImage: "plus") {}
            }
        }
    }

    private func highlight(_ title: String, _ detail: String, symbol: String) -> some View {
        VStack(spacing: 6) {
            Image(systemName: symbol)
                .font(.title)
                .foregroundStyle(.indigo)
            Text(title).font(.headline)
            Text(detail).font(.subheadline).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .padding(.bottom, 20)
    }
}

#Preview("Trail log") {
    TrailLog()
}
