// LocalizationScenes.swift · rendershot/Gallery · issue 17 "Localization": one screen translated into French and Korean (not from a seed)
//
// A mailbox list whose texts are looked up in the String Catalog Resources/Localizable.xcstrings
// of this target's `Bundle.module`: titles, section headers and a button label, a plural
// ("%lld unread messages": one and other in French, none in Korean) and a key with a String
// and an Int argument that French and Korean order differently. Written as ordinary SwiftUI
// (with `bundle: .module`, as a package's views pass their own bundle).

import Foundation
import Raster
import RendershotKit

/// The mailbox screen in French and Korean, light and dark.
enum LocalizedMailboxes {
    struct ContentView: View {
        @State private var notifies = true

        var body: some View {
            NavigationStack {
                List {
                    Section {
                        Label { Text("Inbox", bundle: .module) } icon: { Image(systemName: "tray") }
                        Label { Text("Drafts", bundle: .module) } icon: { Image(systemName: "doc") }
                        Label { Text("Sent", bundle: .module) } icon: { Image(systemName: "paperplane") }
                    } header: {
                        Text("Mailboxes", bundle: .module)
                    }
                    Section {
                        Text("\(1) unread messages", bundle: .module)
                        Text("\(5) unread messages", bundle: .module)
                        Text("\("Ana") sent \(2) photos", bundle: .module)
                        Toggle(isOn: $notifies) { Text("Notifications", bundle: .module) }
                        Button {} label: { Text("Archive", bundle: .module) }
                    } header: {
                        Text("Today", bundle: .module)
                    }
                }
                .navigationTitle(Text("Mail", bundle: .module))
            }
        }
    }

    static let size = CGSize(width: 393, height: 560)

    static func scene(_ name: String, locale: String, colorScheme: ColorScheme, summary: String) -> RendershotScene {
        RendershotScene(name, summary: summary, size: size, colorScheme: colorScheme) {
            ContentView().environment(\.locale, Locale(identifier: locale))
        }
    }

    static let scenes = [
        scene("localization-fr", locale: "fr_FR", colorScheme: .light,
              summary: "a mailbox list translated into French from a String Catalog: plurals and reordered arguments"),
        scene("localization-fr-dark", locale: "fr_FR", colorScheme: .dark, summary: "the French mailbox list, dark"),
        scene("localization-ko", locale: "ko_KR", colorScheme: .light, summary: "the mailbox list translated into Korean"),
        scene("localization-ko-dark", locale: "ko_KR", colorScheme: .dark, summary: "the Korean mailbox list, dark"),
    ]
}
