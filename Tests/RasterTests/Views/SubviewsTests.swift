import Foundation
import Testing
@testable import Raster

extension ContainerValues {
    @Entry fileprivate var caption = "none"
    @Entry fileprivate var indent: CGFloat = 0
}

/// A custom container as iOS 18 code writes one: each view it is given, padded, in a column.
private struct PaddedColumn<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack(spacing: 0) {
            ForEach(subviews: content) { subview in subview.padding(10) }
        }
    }
}

/// The first view it is given and how many more there are.
private struct FirstAndCount<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        Group(subviews: content) { subviews in
            VStack(spacing: 0) {
                if let first = subviews.first { first }
                Text("+\(subviews.count - 1)")
                subviews[1...].prefix(1)
            }
        }
    }
}

/// Each view it is given beside its caption (a container value).
private struct Captioned<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack(spacing: 0) {
            ForEach(subviews: content) { subview in
                HStack(spacing: 0) {
                    subview
                    Text("·" + subview.containerValues.caption)
                }
            }
        }
    }
}

/// A layout that indents each subview by its `indent` container value.
private struct IndentingLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        CGSize(width: 200, height: subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).height })
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var y = bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: bounds.minX + subview.containerValues.indent, y: y), proposal: .unspecified)
            y += size.height
        }
    }
}

/// Counts its body runs in the state it keeps, to see where a subview's state lives.
private struct Counter: View {
    let name: String
    @State private var taps = 0
    var body: some View {
        Button("\(name) \(taps)") { taps += 1 }
    }
}

/// The rows of `PaddedColumn`, reordered by a button, to see that each keeps its state.
private struct Reorderable: View {
    @State private var names = ["x", "y"]
    var body: some View {
        VStack {
            Button("Swap") { names.reverse() }
            PaddedColumn { ForEach(names, id: \.self) { Counter(name: $0) } }
        }
    }
}

/// iOS 18's custom containers: `Group(subviews:)`, `ForEach(subviews:)`, `Group(sections:)`,
/// `ForEach(sections:)` and container values, with `import SwiftUI` replaced by Raster.
@MainActor @Suite struct SubviewsTests {
    private let window = CGSize(width: 393, height: 400)

    @ViewBuilder private func mixed(_ flag: Bool) -> some View {
        Text("A")
        if flag { Text("B") }
        ForEach(["C", "D"], id: \.self) { Text($0) }
        Group { Text("E"); EmptyView() }
    }

    @Test func subviewsAreTheLeafViewsOfTuplesConditionalsLoopsAndGroups() {
        let subviews = SubviewsCollection(of: mixed(true))
        #expect(subviews.count == 5)
        #expect(SubviewsCollection(of: mixed(false)).count == 4)
        // Ids by structure: position in the tuple, branch, ForEach element; the same ids
        // without the conditional view, so views after it keep theirs.
        let withB = Set(subviews.map(\.id)), withoutB = Set(SubviewsCollection(of: mixed(false)).map(\.id))
        #expect(withB.count == 5)
        #expect(withoutB.isSubset(of: withB))
        // A collection and its slices are indexed from the collection's start.
        #expect(subviews[1...].startIndex == 1)
        #expect(subviews[1...].count == 4)
        #expect(subviews.prefix(2).endIndex == 2)
    }

    @Test func forEachOfSubviewsPlacesEachViewWithTheContainersModifiers() throws {
        let host = ViewHost(PaddedColumn { Text("A"); ForEach(["B", "C"], id: \.self) { Text($0) } }, size: window)
        let a = try host.frame(of: "A"), b = try host.frame(of: "B"), c = try host.frame(of: "C")
        // Each text padded by 10 on every side: the next text starts 20 points below the last.
        #expect(b.minY - a.maxY == 20)
        #expect(c.minY - b.maxY == 20)
    }

    @Test func groupOfSubviewsTransformsTheWholeCollection() throws {
        let host = ViewHost(FirstAndCount { Text("A"); Text("B"); Text("C") }, size: window)
        let description = host.accessibilityDescription()
        #expect(description.contains("\"A\""))
        #expect(description.contains("\"+2\""))
        #expect(description.contains("\"B\""))
        #expect(!description.contains("\"C\""))
        #expect(try host.frame(of: "+2").minY == (try host.frame(of: "A")).maxY)
    }

    @Test func containerValuesReachTheNearestContainerAndTheInnermostWins() {
        let host = ViewHost(Captioned {
            Text("A").containerValue(\.caption, "first")
            Text("B")
            Text("C").containerValue(\.caption, "inner").padding(2).containerValue(\.caption, "outer")
            Group { Text("D"); Text("E") }.containerValue(\.caption, "grouped")
        }, size: window)
        let description = host.accessibilityDescription()
        for expected in ["·first", "·none", "·inner", "·grouped"] {
            #expect(description.contains("\"\(expected)\""), "missing \(expected) in \(description)")
        }
        #expect(!description.contains("·outer"))
        // The group's modifier applies to each of its views: two captions.
        #expect(description.components(separatedBy: "·grouped").count - 1 == 2)
    }

    @Test func aModifierOnSeveralViewsAppliesToEach() {
        @ViewBuilder func padded() -> some View {
            Group { Text("A"); Text("B") }.padding(4)
        }
        let subviews = SubviewsCollection(of: padded())
        #expect(subviews.count == 2)
    }

    @Test func tagsAreContainerValues() {
        @ViewBuilder func tagged() -> some View {
            Text("A").tag(3)
            Text("B")
        }
        let subviews = SubviewsCollection(of: tagged())
        #expect(subviews[0].containerValues.tag(for: Int.self) == 3)
        #expect(subviews[0].containerValues.tag(for: String.self) == nil)
        #expect(subviews[0].containerValues.hasTag(3))
        #expect(!subviews[1].containerValues.hasTag(3))
    }

    @Test func aCustomLayoutReadsItsSubviewsContainerValues() throws {
        let host = ViewHost(IndentingLayout {
            Text("A")
            Text("B").containerValue(\.indent, 30).padding(0)
        }, size: window)
        #expect(try host.frame(of: "B").minX - (try host.frame(of: "A")).minX == 30)
    }

    @Test func subviewsKeepTheirStateByIdWhenReordered() throws {
        let host = ViewHost(Reorderable(), size: window)
        #expect(try host.tap("y 0"))
        #expect(try host.frame(of: "y 1").minY > (try host.frame(of: "x 0")).minY)
        #expect(try host.tap("Swap"))
        // y moved above x and kept its count.
        #expect(try host.frame(of: "y 1").minY < (try host.frame(of: "x 0")).minY)
    }

    @Test func sectionsAreListedWithTheRunsOfViewsBetweenThem() {
        @ViewBuilder func sectioned() -> some View {
            Section("Fruit") { Text("Apple"); Text("Pear") }
            Text("Loose")
            ForEach(["Kale"], id: \.self) { name in
                Section { Text(name) } footer: { Text("Greens") }
            }
        }
        let sections = SectionConfiguration.sections(of: sectioned())
        #expect(sections.count == 3)
        #expect(sections.map(\.header.count) == [1, 0, 0])
        #expect(sections.map(\.content.count) == [2, 1, 1])
        #expect(sections.map(\.footer.count) == [0, 0, 1])
        #expect(Set(sections.map(\.id)).count == 3)
        // Read as subviews, a section lists its header, rows and footer.
        #expect(SubviewsCollection(of: sectioned()).count == 6)
    }

    @Test func forEachOfSectionsDrawsEachSectionsParts() throws {
        let host = ViewHost(VStack(spacing: 0) {
            ForEach(sections: Group {
                Section { Text("A") } header: { Text("H") }
                    .containerValue(\.caption, "on the section")
            }) { section in
                section.header
                section.content
                Text(section.containerValues.caption)
            }
        }, size: window)
        let h = try host.frame(of: "H"), a = try host.frame(of: "A"), caption = try host.frame(of: "on the section")
        #expect(h.maxY == a.minY)
        #expect(a.maxY == caption.minY)
    }
}
