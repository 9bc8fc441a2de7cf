import Foundation
import Testing
@testable import Raster

/// A disclosure group owning its expansion state, with a counter of content builds.
private final class BuildCounter {
    var builds = 0
}

private struct Expandable: View {
    let counter: BuildCounter
    var body: some View {
        DisclosureGroup("Details") {
            let _ = counter.builds += 1
            Text("Hidden text")
        }
    }
}

/// A style that shows the content whatever the state, under the label.
private struct AlwaysOpenStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            configuration.content
        }
    }
}

/// Frames at an iPhone 15's 393-point width. The look (a row of the label and a trailing
/// chevron, right when collapsed and down when expanded, in the tint colour, the content
/// below it when expanded) is read from screenshots of iOS 15–17 disclosure groups outside
/// lists [UNCERTAIN, not measured]; the chevron box is `DisclosureChevron`'s 1.2 × the font
/// size, rounded up to a device pixel (20.4 → 21 points for body text at scale 1).
@Suite struct DisclosureGroupTests {
    private let window = CGSize(width: 393, height: 200)

    @Test func collapsedIsOneRowAndDoesNotBuildItsContent() {
        let counter = BuildCounter()
        let host = ViewHost(Expandable(counter: counter), size: window)
        let label = controlsSize(Text("Details"), .unspecified, scale: 1)
        let chevron: CGFloat = 21
        let row = max(label.height, chevron)
        #expect(host.frames(of: "Text") == [CGRect(x: 0, y: (200 - row) / 2 + (row - label.height) / 2,
                                                   width: label.width, height: label.height)])
        #expect(host.frames(of: "DisclosureChevron") == [CGRect(x: 393 - chevron, y: (200 - chevron) / 2,
                                                            width: chevron, height: chevron)])
        #expect(counter.builds == 0)
    }

    @Test func aTapOnTheRowExpandsAndCollapses() throws {
        let counter = BuildCounter()
        let host = ViewHost(Expandable(counter: counter), size: window)
        // The middle of the row, between the label and the chevron.
        #expect(host.tap(at: CGPoint(x: 200, y: 100)))
        let frames = host.frames(of: "Text")
        #expect(frames.count == 2)
        let label = try #require(frames.first), content = try #require(frames.last)
        #expect(content.minX == 0 && content.minY >= label.maxY)
        #expect(counter.builds > 0)
        #expect(strokeColors(DisclosureGroup("Details", isExpanded: .constant(true)) { Text("x") }).count == 1)
        host.tap(at: CGPoint(x: 200, y: label.midY))
        #expect(host.frames(of: "Text").count == 1)
    }

    @Test func theBindingDecidesAndIsWritten() {
        var expanded = true
        let binding = Binding(get: { expanded }, set: { expanded = $0 })
        let host = ViewHost(DisclosureGroup("Details", isExpanded: binding) { Text("Shown") }, size: window)
        #expect(host.frames(of: "Text").count == 2)
        host.tap(at: CGPoint(x: 200, y: host.frames(of: "Text")[0].midY))
        #expect(expanded == false)
    }

    @Test func chevronPointsRightThenDown() {
        func chevronPoints(expanded: Bool) -> [CGPoint] {
            let items = drawnItems(DisclosureGroup("Details", isExpanded: .constant(expanded)) { Text("x") },
                                   ProposedViewSize(width: 393, height: nil))
            for item in items {
                if case .stroke(let path, _, _) = item { return path.points }
            }
            return []
        }
        // chevron.right: its middle vertex is the rightmost point; chevron.down: the lowest.
        let right = chevronPoints(expanded: false), down = chevronPoints(expanded: true)
        #expect(right.count == 3 && down.count == 3)
        #expect(right[1].x > right[0].x && right[1].x > right[2].x && right[0].x == right[2].x)
        #expect(down[1].y > down[0].y && down[1].y > down[2].y && down[0].y == down[2].y)
    }

    @Test func labelAndChevronAreTintedAndGreyWhenDisabled() {
        let group = DisclosureGroup("Details") { Text("x") }
        let blue = SystemColor.blue.resolved(.light)
        #expect(textColors(group) == [blue])
        #expect(strokeColors(group) == [blue])
        #expect(strokeColors(group, colorScheme: .dark) == [SystemColor.blue.resolved(.dark)])
        let grey = SystemColor.tertiary.resolved(.light)
        #expect(textColors(group.disabled(true)) == [grey])
        var expanded = false
        let binding = Binding(get: { expanded }, set: { expanded = $0 })
        let host = ViewHost(DisclosureGroup("Details", isExpanded: binding) { Text("x") }.disabled(true), size: window)
        host.tap(at: CGPoint(x: 200, y: 100))
        #expect(expanded == false)
    }

    @Test func customStyleGetsTheParts() {
        let host = ViewHost(DisclosureGroup("Details") { Text("Always") }.disclosureGroupStyle(AlwaysOpenStyle()), size: window)
        #expect(host.frames(of: "Text").count == 2)
        #expect(host.frames(of: "DisclosureChevron").isEmpty)
    }
}

extension Path {
    /// The end points of the path's elements, in order.
    fileprivate var points: [CGPoint] {
        var points: [CGPoint] = []
        forEach { element in
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, _), .curve(let p, _, _): points.append(p)
            case .closeSubpath: break
            }
        }
        return points
    }
}
