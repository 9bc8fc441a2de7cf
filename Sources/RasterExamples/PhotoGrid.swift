import Raster

// PhotoGrid.swift · RasterExamples · a photo library grid: adaptive square tiles in a lazy grid,
// a Select mode with checkmarks and a bottom toolbar that counts the selection
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

struct PhotoItem: Identifiable, Hashable {
    let id: Int
    let hue: Double
    let isVideo: Bool
    let isFavorite: Bool

    static let samples: [PhotoItem] = (0..<21).map { index in
        PhotoItem(id: index, hue: Double(index * 8 % 21) / 21, isVideo: index % 5 == 2, isFavorite: index % 6 == 0)
    }
}

struct PhotoGrid: View {
    let photos: [PhotoItem]
    @State private var isSelecting: Bool
    @State private var selection: Set<Int>

    init(photos: [PhotoItem] = PhotoItem.samples, isSelecting: Bool = false, selection: Set<Int> = []) {
        self.photos = photos
        _isSelecting = State(initialValue: isSelecting)
        _selection = State(initialValue: selection)
    }

    private let columns = [GridItem(.adaptive(minimum: 96), spacing: 2)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 2) {
                    ForEach(photos) { photo in
                        PhotoTile(photo: photo, isSelecting: isSelecting, isSelected: selection.contains(photo.id))
                            .onTapGesture {
                                guard isSelecting else { return }
                                if selection.contains(photo.id) {
                                    selection.remove(photo.id)
                                } else {
                                    selection.insert(photo.id)
                                }
                            }
                    }
                }
            }
            .navigationTitle("Library")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button(isSelecting ? "Done" : "Select") {
                        isSelecting.toggle()
                        selection.removeAll()
                    }
                    .fontWeight(isSelecting ? .semibold : .regular)
                }
                if isSelecting {
                    ToolbarItemGroup(placement: .bottomBar) {
                        ShareLink(item: URL(string: "https://example.com/photos")!)
                            .disabled(selection.isEmpty)
                        Spacer()
                        Text(selection.isEmpty ? "Select Items" : "\(selection.count) Photos Selected")
                            .font(.subheadline.weight(.semibold))
                        Spacer()
                        Button(role: .destructive) {
                            selection.removeAll()
                        } label: {
                            Image(systemName: "trash")
                        }
                        .disabled(selection.isEmpty)
                    }
                }
            }
        }
    }
}

struct PhotoTile: View {
    let photo: PhotoItem
    let isSelecting: Bool
    let isSelected: Bool

    var body: some View {
        Rectangle()
            .fill(Color(hue: photo.hue, saturation: 0.45, brightness: 0.85))
            .aspectRatio(1, contentMode: .fit)
            .overlay(alignment: .bottomLeading) {
                if photo.isFavorite {
                    Image(systemName: "heart.fill")
                        .font(.caption2)
                        .foregroundStyle(.white)
                        .padding(5)
                }
            }
            .overlay(alignment: .bottomTrailing) {
                if photo.isVideo {
                    Text("0:\(String(format: "%02d", 10 + photo.id))")
                        .font(.caption2.weight(.semibold))
                        .foregroundStyle(.white)
                        .shadow(radius: 1)
                        .padding(5)
                }
            }
            .overlay(alignment: .topTrailing) {
                if isSelecting {
                    Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                        .font(.title3)
                        .symbolRenderingMode(.palette)
                        .foregroundStyle(.white, isSelected ? Color.blue : Color.black.opacity(0.2))
                        .padding(5)
                }
            }
            .opacity(isSelecting && isSelected ? 0.75 : 1)
            .clipped()
    }
}

#Preview("Photos") {
    PhotoGrid()
}

#Preview("Photos, selecting") {
    PhotoGrid(isSelecting: true, selection: [1, 4, 9])
}

