import Raster

// TabbedApp.swift · RasterExamples · a four-tab app: a reading list whose Add button presents a
// form in a sheet, an inbox with a badge, and settings with a destructive action behind an alert
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

struct TabbedApp: View {
    enum Tab: Hashable {
        case today, library, inbox, settings
    }

    @State var selection: Tab = .today
    @State var isAddingBook = false
    @State var isConfirmingDeletion = false

    var body: some View {
        TabView(selection: $selection) {
            TodayTab()
                .tabItem { Label("Today", systemImage: "sun.max") }
                .tag(Tab.today)
            LibraryTab(isAddingBook: $isAddingBook)
                .tabItem { Label("Library", systemImage: "books.vertical") }
                .tag(Tab.library)
            InboxTab()
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag(Tab.inbox)
                .badge(3)
            SettingsTab(isConfirmingDeletion: $isConfirmingDeletion)
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Tab.settings)
        }
        .tint(.indigo)
    }
}

struct TodayTab: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Today").font(.largeTitle).bold()
            Text("You read 24 pages yesterday.").foregroundStyle(.secondary)
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.indigo)
                .frame(height: 160)
                .overlay(alignment: .bottomLeading) {
                    Text("Keep your streak: 12 days")
                        .font(.headline)
                        .foregroundStyle(.white)
                        .padding()
                }
            Spacer()
        }
        .padding()
    }
}

struct LibraryTab: View {
    @Binding var isAddingBook: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Text("Library").font(.largeTitle).bold()
                Spacer()
                Button("Add") { isAddingBook = true }
            }
            ForEach(["The Left Hand of Darkness", "Piranesi", "A Memory Called Empire"], id: \.self) { title in
                Text(title)
                Divider()
            }
            Spacer()
        }
        .padding()
        .sheet(isPresented: $isAddingBook) {
            AddBookForm()
                .presentationDetents([.medium, .large])
        }
    }
}

struct AddBookForm: View {
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var author = ""
    @State private var isFinished = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Button("Cancel") { dismiss() }
                Spacer()
                Text("New Book").font(.headline)
                Spacer()
                Button { dismiss() } label: { Text("Add").bold() }
            }
            TextField("Title", text: $title)
                .textFieldStyle(.roundedBorder)
            TextField("Author", text: $author)
                .textFieldStyle(.roundedBorder)
            Toggle("Finished", isOn: $isFinished)
            Spacer()
        }
        .padding()
        .padding(.top, 8)
    }
}

struct InboxTab: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Inbox").font(.largeTitle).bold()
            Label("Ana recommended Piranesi", systemImage: "person.crop.circle")
            Label("Your hold is ready", systemImage: "bookmark")
            Label("Book club on Thursday", systemImage: "calendar")
            Spacer()
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct SettingsTab: View {
    @Binding var isConfirmingDeletion: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Settings").font(.largeTitle).bold()
            Toggle("Reading reminders", isOn: .constant(true))
            Toggle("Share progress", isOn: .constant(false))
            Button("Delete Reading History", role: .destructive) { isConfirmingDeletion = true }
            Spacer()
        }
        .padding()
        .alert("Delete reading history?", isPresented: $isConfirmingDeletion) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Your streak and statistics will be lost.")
        }
    }
}

#Preview("Tabbed app") {
    TabbedApp()
}

#Preview("Tabbed app, sheet") {
    TabbedApp(selection: .library, isAddingBook: true)
}

#Preview("Tabbed app, alert") {
    TabbedApp(selection: .settings, isConfirmingDeletion: true)
}
