// ListScenes.swift · rendershot/Gallery · lists in edit mode and a grouped form, light and dark (not from a seed)
//
// A reading list whose EditButton is tapped by the scene, so that the rows show iOS's delete
// controls and reorder grips, and the same list in dark mode; a plain list with tinted and
// hidden separators, a custom row background and badges.

import Raster
import RendershotKit

enum ReadingList {
    struct Book: Identifiable {
        let id: String
        let author: String
    }

    struct ContentView: View {
        @State private var books = [
            Book(id: "Structure and Interpretation", author: "Abelson, Sussman"),
            Book(id: "The Art of Computer Programming", author: "Knuth"),
            Book(id: "Purely Functional Data Structures", author: "Okasaki"),
            Book(id: "Types and Programming Languages", author: "Pierce"),
        ]
        @State private var editMode = EditMode.inactive

        var body: some View {
            VStack(spacing: 0) {
                HStack {
                    Text("Reading List").font(.headline)
                    Spacer()
                    EditButton()
                }
                .padding(.horizontal, 16)
                .frame(height: 44)
                List {
                    Section {
                        ForEach(books) { book in
                            VStack(alignment: .leading, spacing: 2) {
                                Text(book.id)
                                Text(book.author).font(.subheadline).foregroundStyle(.secondary)
                            }
                        }
                        .onDelete { books.remove(atOffsets: $0) }
                        .onMove { books.move(fromOffsets: $0, toOffset: $1) }
                    } header: {
                        Text("To read")
                    } footer: {
                        Text("\(books.count) books")
                    }
                }
            }
            .environment(\.editMode, $editMode)
        }
    }

    /// The EditButton sits at the top right of the 390-point window: tapped at (360, 22).
    static let scene = RendershotScene("list-editing", summary: "a list whose EditButton is tapped: delete controls and reorder grips",
                             size: CGSize(width: 390, height: 420), taps: [ScriptedTap(CGPoint(x: 360, y: 22))]) {
        ContentView()
    }

    static let darkScene = RendershotScene("list-editing-dark", summary: "the reading list in edit mode, in dark mode",
                                 size: CGSize(width: 390, height: 420), colorScheme: .dark,
                                 taps: [ScriptedTap(CGPoint(x: 360, y: 22))]) {
        ContentView()
    }
}

enum SeparatorShowcase {
    struct ContentView: View {
        var body: some View {
            List {
                Section("Tinted") {
                    Text("Default separator")
                    Text("Red separator below").listRowSeparatorTint(.red, edges: .bottom)
                    Text("No separator below").listRowSeparator(.hidden, edges: .bottom)
                    Text("Last row")
                }
                Section("Rows") {
                    Text("Unread").badge(4)
                    Text("Highlighted").listRowBackground(Color.yellow.opacity(0.3))
                    Text("Taller row").listRowInsets(EdgeInsets(top: 24, leading: 32, bottom: 24, trailing: 16))
                }
            }
            .listStyle(.plain)
        }
    }

    static let scene = RendershotScene("list-separators", summary: "a plain list: tinted and hidden separators, a badge, a row background, row insets",
                             size: CGSize(width: 390, height: 480)) {
        ContentView()
    }
}
