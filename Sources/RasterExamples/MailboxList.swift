import Raster

// MailboxList.swift · RasterExamples · a grouped list of mailboxes with unread badges, section headers and a footer; the account's mailboxes can be swiped to Delete (onDelete)
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

struct Mailbox: Identifiable {
    let id: String
    let symbol: String
    let unread: Int
}

struct MailboxList: View {
    let mailboxes = [
        Mailbox(id: "Inbox", symbol: "tray", unread: 12),
        Mailbox(id: "VIP", symbol: "star", unread: 3),
        Mailbox(id: "Flagged", symbol: "flag", unread: 0),
    ]
    @State var accounts = [
        Mailbox(id: "Drafts", symbol: "doc", unread: 1),
        Mailbox(id: "Sent", symbol: "paperplane", unread: 0),
        Mailbox(id: "Junk", symbol: "xmark.bin", unread: 27),
        Mailbox(id: "Trash", symbol: "trash", unread: 0),
    ]

    var body: some View {
        List {
            Section("Favourites") {
                ForEach(mailboxes) { mailbox in
                    Label(mailbox.id, systemImage: mailbox.symbol)
                        .badge(mailbox.unread)
                }
            }
            Section {
                ForEach(accounts) { mailbox in
                    Label(mailbox.id, systemImage: mailbox.symbol)
                        .badge(mailbox.unread)
                }
                .onDelete { accounts.remove(atOffsets: $0) }
            } header: {
                Text("iCloud")
            } footer: {
                Text("Updated just now")
            }
        }
    }
}

#Preview("Mailboxes") {
    MailboxList()
}

#Preview("Mailboxes, grouped") {
    MailboxList()
        .listStyle(.grouped)
}
