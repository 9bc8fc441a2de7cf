import Raster

// ProfileCard.swift · RasterExamples · a profile card: avatar, name, stats and a follow button
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

struct ProfileCard: View {
    var name: String
    var handle: String
    var posts: Int
    var followers: Int
    var following: Int
    @State private var isFollowing = false

    var body: some View {
        VStack(spacing: 16) {
            ZStack {
                Circle()
                    .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                Text(initials)
                    .font(.title)
                    .bold()
                    .foregroundStyle(.white)
            }
            .frame(width: 88, height: 88)

            VStack(spacing: 4) {
                Text(name).font(.title2).bold()
                Text(handle).font(.subheadline).foregroundStyle(.secondary)
            }

            HStack(spacing: 24) {
                stat(posts, "Posts")
                separator
                stat(followers, "Followers")
                separator
                stat(following, "Following")
            }

            Button(isFollowing ? "Following" : "Follow") {
                isFollowing.toggle()
            }
            .buttonStyle(.borderedProminent)
            .tint(isFollowing ? .gray : .blue)
        }
        .padding(24)
        .background(RoundedRectangle(cornerRadius: 20).fill(Color(white: 0.5).opacity(0.12)))
        .padding()
    }

    private var separator: some View {
        Rectangle().fill(Color.secondary.opacity(0.4)).frame(width: 1, height: 32)
    }

    private var initials: String {
        String(name.split(separator: " ").compactMap(\.first).prefix(2))
    }

    private func stat(_ value: Int, _ title: String) -> some View {
        VStack(spacing: 2) {
            Text("\(value)").font(.headline)
            Text(title).font(.caption).foregroundStyle(.secondary)
        }
    }
}

struct ProfileCard_Previews: PreviewProvider {
    static var previews: some View {
        ProfileCard(name: "Ada Lovelace", handle: "@ada", posts: 42, followers: 1815, following: 12)
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Profile card")
        ProfileCard(name: "Alan Turing", handle: "@alan", posts: 7, followers: 1936, following: 3)
            .preferredColorScheme(.dark)
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Profile card, dark")
    }
}

#Preview("Profile on a phone") {
    ProfileCard(name: "Grace Hopper", handle: "@grace", posts: 101, followers: 1952, following: 64)
}

#Preview(traits: .sizeThatFitsLayout) {
    ProfileCard(name: "Katherine Johnson", handle: "@kj", posts: 26, followers: 1962, following: 8)
}
