// ScrollFeedScene.swift · rendershot/Gallery · a feed in a ScrollView, scrolled (not from a seed)
//
// A LazyVStack of posts in two sections whose headers are pinned, scrolled by
// `ScrollViewProxy.scrollTo` from `onAppear` so that the first frame already shows it
// scrolled: the 'Today' header stays at the top over the rows scrolled under it.

import Raster
import RendershotKit

/// A feed of eight posts of 75 points each under two pinned 36-point day headers (672
/// points of content) in a 390×320 window, scrolled so that post 5 (index 4) is at the top:
/// the content is scrolled by 36 + 4 × 75 = 336 points. The 'Today' header is pinned over
/// post 5, as on iOS, where `scrollTo` ignores pinned headers; the 'Yesterday' header is in
/// place at 36 + 5 × 75 − 336 = 75 points, followed by posts 6 to 8.
enum ScrollFeed {
    struct Post: Identifiable {
        let id: Int
        let author: String
        let text: String
        let color: Color
    }

    static let authors = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "Ken"]
    static let colors: [Color] = [.red, .orange, .green, .teal, .blue, .indigo, .purple, .pink]
    static let posts = (0..<8).map { index in
        Post(id: index, author: authors[index], text: "Post \(index + 1): a line of text in the feed.", color: colors[index])
    }

    struct PostRow: View {
        let post: Post

        var body: some View {
            HStack(spacing: 12) {
                Circle().fill(post.color).frame(width: 44, height: 44)
                VStack(alignment: .leading, spacing: 4) {
                    Text(post.author).font(.headline)
                    Text(post.text).font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer(minLength: 0)
            }
            .padding(.horizontal, 16)
            .frame(height: 75)
        }
    }

    struct ContentView: View {
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) {
                        ForEach([("Today", 0..<5), ("Yesterday", 5..<8)], id: \.0) { day, range in
                            Section {
                                ForEach(posts[range]) { post in PostRow(post: post) }
                            } header: {
                                Text(day)
                                    .font(.headline)
                                    .padding(.horizontal, 16)
                                    .frame(maxWidth: .infinity, minHeight: 36, alignment: .leading)
                                    .background(Color(red: 0.95, green: 0.95, blue: 0.97))
                            }
                        }
                    }
                }
                .onAppear { proxy.scrollTo(4, anchor: .top) }
            }
        }
    }

    static let scene = RendershotScene("scroll-feed", summary: "a LazyVStack feed with pinned section headers, scrolled to post 5 by ScrollViewProxy",
                             size: CGSize(width: 390, height: 320)) {
        ContentView()
    }
}
