import Raster

// FeedTimeline.swift · RasterExamples · a social feed: a lazy stack of posts with avatars,
// relative dates, photo placeholders, like and comment counts, a compose button, and a "Top"
// button that shows once the feed is scrolled down and scrolls it back (iOS 18's scroll APIs)
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

struct FeedPost: Identifiable, Hashable {
    let id: Int
    let author: String
    let handle: String
    let minutesAgo: Int
    let text: String
    let likes: Int
    let comments: Int
    let hasPhoto: Bool
    var isLiked = false

    static let samples = [
        FeedPost(id: 1, author: "Mina Park", handle: "@mina", minutesAgo: 4,
                 text: "First light over the harbour. Worth the 5 a.m. alarm.", likes: 128, comments: 14,
                 hasPhoto: true, isLiked: true),
        FeedPost(id: 2, author: "Tomás Reyes", handle: "@tomas", minutesAgo: 37,
                 text: "Shipped the new onboarding today. Thanks to everyone who tested the beta!", likes: 42,
                 comments: 6, hasPhoto: false),
        FeedPost(id: 3, author: "Aiko Tanaka", handle: "@aiko", minutesAgo: 95,
                 text: "Sourdough attempt #7: finally an open crumb.", likes: 310, comments: 51, hasPhoto: true),
    ]
}

struct FeedTimeline: View {
    @State private var posts = FeedPost.samples
    @State private var isComposing = false
    @State private var position = ScrollPosition(edge: .top)
    @State private var isScrolledDown = false
    @State private var isScrolling = false

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach($posts) { $post in
                        FeedPostRow(post: $post)
                        Divider()
                    }
                }
            }
            .scrollPosition($position)
            .onScrollGeometryChange(for: Bool.self) { geometry in
                geometry.contentOffset.y + geometry.contentInsets.top > 100
            } action: { _, isDown in
                isScrolledDown = isDown
            }
            .onScrollPhaseChange { _, phase in
                isScrolling = phase.isScrolling
            }
            .navigationTitle("Home")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                if isScrolledDown {
                    ToolbarItem(placement: .topBarLeading) {
                        Button("Top") {
                            position.scrollTo(edge: .top)
                        }
                    }
                }
                if !isScrolling {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button {
                            isComposing = true
                        } label: {
                            Image(systemName: "square.and.pencil")
                        }
                        .accessibilityLabel("New post")
                    }
                }
            }
        }
    }
}

struct FeedPostRow: View {
    @Binding var post: FeedPost

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            FeedAvatar(name: post.author)
            VStack(alignment: .leading, spacing: 6) {
                HStack(spacing: 4) {
                    Text(post.author).font(.subheadline.weight(.semibold))
                    Text(post.handle).font(.subheadline).foregroundStyle(.secondary)
                    Spacer()
                    Text(age).font(.footnote).foregroundStyle(.secondary)
                }
                Text(post.text)
                    .font(.body)
                    .fixedSize(horizontal: false, vertical: true)
                if post.hasPhoto {
                    RoundedRectangle(cornerRadius: 12, style: .continuous)
                        .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                        .aspectRatio(4 / 3, contentMode: .fit)
                        .overlay {
                            Image(systemName: "photo")
                                .font(.largeTitle)
                                .foregroundStyle(.white.opacity(0.8))
                        }
                }
                HStack(spacing: 24) {
                    Button {
                        post.isLiked.toggle()
                    } label: {
                        Label("\(post.likes + (post.isLiked ? 1 : 0))", systemImage: post.isLiked ? "heart.fill" : "heart")
                    }
                    .tint(post.isLiked ? .pink : .secondary)
                    Label("\(post.comments)", systemImage: "bubble.right")
                        .foregroundStyle(.secondary)
                    Spacer()
                    Image(systemName: "square.and.arrow.up")
                        .foregroundStyle(.secondary)
                }
                .font(.footnote)
                .buttonStyle(.borderless)
                .padding(.top, 2)
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
    }

    var age: String {
        post.minutesAgo < 60 ? "\(post.minutesAgo)m" : "\(post.minutesAgo / 60)h"
    }
}

struct FeedAvatar: View {
    let name: String

    var body: some View {
        Circle()
            .fill(Color.accentColor.gradient)
            .frame(width: 40, height: 40)
            .overlay {
                Text(initials)
                    .font(.subheadline.bold())
                    .foregroundStyle(.white)
            }
    }

    var initials: String {
        name.split(separator: " ").compactMap(\.first).map(String.init).joined()
    }
}

#Preview("Feed") {
    FeedTimeline()
}
