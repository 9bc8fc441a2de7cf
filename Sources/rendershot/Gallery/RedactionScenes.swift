// RedactionScenes.swift · rendershot/Gallery · issue 17: redacted(reason:), unredacted() and privacySensitive() as a loading inbox (not from a seed)
//
// An inbox whose rows are placeholders while loading (`.placeholder`): avatars become faint
// rounded boxes, each line of text a faint bar in its own colour; the header is kept with
// `unredacted()`. Below, an account card under `.privacy` hides only the balance marked
// `privacySensitive()`. Light and dark. Written as ordinary SwiftUI.

import Raster
import RendershotKit

enum RedactionGallery {
    struct MessageRow: View {
        let sender: String
        let subject: String
        let time: String

        var body: some View {
            HStack(alignment: .top, spacing: 12) {
                Image(systemName: "person.crop.circle.fill")
                    .resizable()
                    .frame(width: 40, height: 40)
                    .foregroundStyle(.blue)
                VStack(alignment: .leading, spacing: 3) {
                    HStack {
                        Text(sender).font(.headline)
                        Spacer()
                        Text(time).font(.subheadline).foregroundStyle(.secondary)
                    }
                    Text(subject).font(.subheadline).foregroundStyle(.secondary)
                }
            }
        }
    }

    struct ContentView: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                Text("Inbox").font(.largeTitle).bold().unredacted()
                VStack(alignment: .leading, spacing: 14) {
                    MessageRow(sender: "Maya Chen", subject: "Slides for Thursday's review", time: "9:41")
                    MessageRow(sender: "Tom Okafor", subject: "Lunch next week?", time: "Yesterday")
                    MessageRow(sender: "Ana Souza", subject: "Your order has shipped", time: "Monday")
                }
                .redacted(reason: .placeholder)
                VStack(alignment: .leading, spacing: 6) {
                    Text("Checking account").font(.headline)
                    Text("$12,480.35").font(.title).bold().privacySensitive()
                    Text("Available balance").font(.footnote).foregroundStyle(.secondary)
                }
                .padding(16)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
                .redacted(reason: .privacy)
                Spacer(minLength: 0)
            }
            .padding(20)
        }
    }

    static let window = CGSize(width: 393, height: 460)

    static let scene = RendershotScene("redacted-placeholders", summary: "a loading inbox drawn as placeholders and a privacy-redacted balance",
                                       size: window) { ContentView() }
    static let darkScene = RendershotScene("redacted-placeholders-dark", summary: "the redacted inbox in dark mode", size: window,
                                           colorScheme: .dark) { ContentView() }
}
