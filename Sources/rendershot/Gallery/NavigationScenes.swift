// NavigationScenes.swift · rendershot/Gallery · a mail app's navigation stack: the root screen and a pushed screen, light and dark (not from a seed)
//
// The root has a large title, a trailing bar button and a status in the bottom toolbar; a
// tap on the first mailbox pushes its screen, whose inline title sits in a bar with its
// background made visible, with a back button to "Mailboxes".

import Raster
import RendershotKit

/// Mailboxes in a `NavigationStack` (393×600 points, an iPhone 15's width): rows of 44
/// points start under the 96-point large-title bar, so the first row's centre is at y = 118.
enum MailNavigation {
    struct Mailbox: Hashable {
        let name: String
        let unread: Int
        let color: Color
    }

    static let mailboxes = [
        Mailbox(name: "Inbox", unread: 12, color: .blue),
        Mailbox(name: "VIP", unread: 3, color: .yellow),
        Mailbox(name: "Flagged", unread: 0, color: .orange),
        Mailbox(name: "Archive", unread: 0, color: .gray),
    ]

    struct MailboxRow: View {
        let mailbox: Mailbox

        var body: some View {
            HStack(spacing: 12) {
                Circle().fill(mailbox.color).frame(width: 24, height: 24)
                Text(mailbox.name)
                Spacer()
                if mailbox.unread > 0 {
                    Text("\(mailbox.unread)").foregroundStyle(.secondary)
                }
            }
            .frame(height: 44)
            .contentShape(Rectangle())
        }
    }

    struct MailboxScreen: View {
        let mailbox: Mailbox

        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(1...3, id: \.self) { number in
                    VStack(alignment: .leading, spacing: 2) {
                        Text("Message \(number)").font(.headline)
                        Text("A line of the message, as a preview.").foregroundStyle(.secondary)
                    }
                }
                Spacer()
            }
            .padding(16)
            .frame(maxWidth: .infinity, alignment: .leading)
            .navigationTitle(mailbox.name)
            .navigationBarTitleDisplayMode(.inline)
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Select") {} }
                ToolbarItem(placement: .status) { Text("\(mailbox.unread) Unread").font(.caption) }
            }
        }
    }

    struct ContentView: View {
        var body: some View {
            NavigationStack {
                VStack(spacing: 0) {
                    ForEach(mailboxes, id: \.self) { mailbox in
                        NavigationLink(value: mailbox) { MailboxRow(mailbox: mailbox) }
                            .buttonStyle(.plain)
                        Divider()
                    }
                    Spacer()
                }
                .padding(.horizontal, 16)
                .navigationTitle("Mailboxes")
                .navigationDestination(for: Mailbox.self) { MailboxScreen(mailbox: $0) }
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                    ToolbarItem(placement: .status) { Text("Updated Just Now").font(.caption) }
                }
            }
        }
    }

    static let window = CGSize(width: 393, height: 600)
    static let inboxTap = ScriptedTap(CGPoint(x: 196, y: 118))

    static let scenes = [
        RendershotScene("navigation-root", summary: "a NavigationStack with a large title, a bar button and a bottom status",
              size: window) { ContentView() },
        RendershotScene("navigation-root-dark", summary: "the navigation root in dark mode", size: window,
              colorScheme: .dark) { ContentView() },
        RendershotScene("navigation-pushed", summary: "the Inbox pushed by a tap: back button, inline title, visible bar background",
              size: window, taps: [inboxTap]) { ContentView() },
        RendershotScene("navigation-pushed-dark", summary: "the pushed Inbox in dark mode", size: window, colorScheme: .dark,
              taps: [inboxTap]) { ContentView() },
    ]
}
