// PreviewFixtures.swift · RasterTests/Previews · previews of every form, found by PreviewDiscoveryTests
// The line numbers of the #Previews below are asserted: add new fixtures at the end.

import Raster

/// A 20×10 point rectangle of one colour.
struct FixtureSwatch: View {
    var color: Color
    var body: some View { color.frame(width: 20, height: 10) }
}

/// A bar `count` × 10 points wide that grows by one step when tapped.
struct FixtureBar: View {
    @Binding var count: Int
    var body: some View {
        Color(red: 0, green: 0, blue: 1).frame(width: CGFloat(count) * 10, height: 10)
            .onTapGesture { count += 1 }
    }
}

struct FixtureContext: PreviewContext {
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { Key.defaultValue }
}

#Preview {
    FixtureSwatch(color: Color(red: 1, green: 0, blue: 0))
}

#Preview("Named swatch", traits: .sizeThatFitsLayout) {
    FixtureSwatch(color: Color(red: 0, green: 1, blue: 0))
}

#Preview("Fixed, landscape", traits: .fixedLayout(width: 40, height: 30), .landscapeLeft) {
    FixtureSwatch(color: Color(red: 0, green: 0, blue: 1))
}

#Preview("Stateful", traits: .sizeThatFitsLayout) {
    @Previewable @State var count = 2
    FixtureBar(count: $count)
}

#Preview("Dark swatch", traits: .fixedLayout(width: 30, height: 20)) {
    Color.primary.frame(width: 10, height: 10)
        .preferredColorScheme(.dark)
}

struct FixtureA_Previews: PreviewProvider {
    static var previews: some View {
        FixtureSwatch(color: Color(red: 1, green: 0, blue: 0))
            .previewLayout(.fixed(width: 50, height: 40))
            .previewDisplayName("Red")
        Group {
            FixtureSwatch(color: Color(red: 0, green: 0, blue: 1))
                .previewDevice("iPhone SE (3rd generation)")
                .previewInterfaceOrientation(.landscapeRight)
            FixtureSwatch(color: Color(red: 0, green: 1, blue: 0))
                .previewContext(FixtureContext())
        }
    }

    static var platform: PreviewPlatform? { .iOS }
}

struct FixtureB_Previews: PreviewProvider {
    static var previews: some View {
        ForEach(1..<3) { step in
            FixtureSwatch(color: Color(white: Double(step) / 4))
                .previewLayout(.sizeThatFits)
        }
    }
}

struct FixtureC_Previews: PreviewProvider {
    static var previews: some View {
        VStack {
            FixtureSwatch(color: Color(red: 1, green: 0, blue: 0)).previewDisplayName("Red")
            FixtureSwatch(color: Color(red: 0, green: 1, blue: 0)).previewDisplayName("Green")
        }
        .previewDisplayName("Outer")
        .previewLayout(.sizeThatFits)
    }
}

#Preview("Body argument", body: {
    FixtureSwatch(color: Color(red: 1, green: 0, blue: 1))
})

#Preview("日本語", traits: .sizeThatFitsLayout) {
    FixtureSwatch(color: Color(red: 1, green: 0, blue: 0))
}

#Preview("中文字", traits: .sizeThatFitsLayout) {
    FixtureSwatch(color: Color(red: 0, green: 1, blue: 0))
}

#Preview("Twin", traits: .sizeThatFitsLayout) {
    FixtureSwatch(color: Color(red: 1, green: 0, blue: 0))
}

#Preview("Twin", traits: .sizeThatFitsLayout) {
    FixtureSwatch(color: Color(red: 0, green: 0, blue: 1))
}

#Preview("", traits: .sizeThatFitsLayout) {
    FixtureSwatch(color: Color(red: 0, green: 0, blue: 0))
}

struct FixtureEmpty_Previews: PreviewProvider {
    static var previews: some View {
        FixtureSwatch(color: Color(red: 0, green: 0, blue: 0))
            .previewDisplayName("")
            .previewLayout(.sizeThatFits)
    }
}

#Preview("Environment", traits: .sizeThatFitsLayout) {
    @Previewable @Environment(\.colorScheme) var scheme
    FixtureSwatch(color: scheme == .dark ? Color(red: 1, green: 1, blue: 1) : Color(red: 0, green: 0, blue: 0))
}
