import Raster

// ContactsList.swift · RasterExamples · a plain list of contacts in lettered sections (swipe a row for Delete and Favourite), the same list searchable in a navigation stack, and a sidebar
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

struct Contact: Identifiable {
    let name: String
    let detail: String
    var id: String { name }
}

struct ContactsList: View {
    @State var favourites: Set<String> = []
    @State var groups: [(letter: String, contacts: [Contact])] = [
        ("A", [Contact(name: "Ada Lovelace", detail: "Analyst"), Contact(name: "Alan Turing", detail: "Mathematician")]),
        ("B", [Contact(name: "Barbara Liskov", detail: "Professor")]),
        ("G", [Contact(name: "Grace Hopper", detail: "Rear Admiral"), Contact(name: "Guido van Rossum", detail: "Developer")]),
    ]

    var body: some View {
        List {
            ForEach(groups, id: \.letter) { group in
                Section(group.letter) {
                    ForEach(group.contacts) { contact in
                        VStack(alignment: .leading, spacing: 2) {
                            Text(contact.name)
                            Text(contact.detail)
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                        .swipeActions {
                            Button(role: .destructive) {
                                delete(contact)
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                            Button {
                                favourites.insert(contact.id)
                            } label: {
                                Label("Favourite", systemImage: "star")
                            }
                            .tint(.orange)
                        }
                    }
                }
            }
        }
        .listStyle(.plain)
    }

    private func delete(_ contact: Contact) {
        for index in groups.indices {
            groups[index].contacts.removeAll { $0.id == contact.id }
        }
        groups.removeAll { $0.contacts.isEmpty }
    }
}

struct ContactsSearch: View {
    @State var query = ""

    var body: some View {
        NavigationStack {
            ContactsList()
                .navigationTitle("Contacts")
                .searchable(text: $query, prompt: "Names and roles")
        }
    }
}

struct LibrarySidebar: View {
    var body: some View {
        List {
            Section("Library") {
                Label("Recently Added", systemImage: "clock")
                Label("Artists", systemImage: "music.mic")
                Label("Albums", systemImage: "square.stack")
            }
            Section("Playlists") {
                Label("Road Trip", systemImage: "music.note.list")
                    .listItemTint(.orange)
                Label("Focus", systemImage: "music.note.list")
                    .listItemTint(.purple)
            }
        }
        .listStyle(.sidebar)
    }
}

#Preview("Contacts") {
    ContactsList()
}

#Preview("Contacts, searchable") {
    ContactsSearch()
}

#Preview("Contacts, search text") {
    ContactsSearch(query: "Grace")
}

#Preview("Library sidebar") {
    LibrarySidebar()
}
