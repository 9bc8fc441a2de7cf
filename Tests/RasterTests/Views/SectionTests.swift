import Foundation
import Testing
@testable import Raster

/// A collapsible section under a button that flips its state.
private struct CollapsibleSection: View {
    @State private var isExpanded = false
    var body: some View {
        VStack {
            Button("Toggle") { isExpanded.toggle() }
            Section("Header", isExpanded: $isExpanded) { Text("Row") }
        }
    }
}

/// `Section(isExpanded:)` (iOS 17): outside a list a collapsed section shows its header
/// (and footer) only; the content comes back when the binding turns true.
@Suite struct SectionTests {
    private let window = CGSize(width: 393, height: 200)

    @Test func collapsibleSectionsShowTheirContentOnlyWhenExpanded() {
        let open = ViewHost(VStack { Section("Header", isExpanded: .constant(true)) { Text("Row") } }, size: window)
        #expect(open.frames(of: "Text").count == 2)
        let closed = ViewHost(VStack { Section("Header", isExpanded: .constant(false)) { Text("Row") } }, size: window)
        #expect(closed.frames(of: "Text").count == 1)
        let custom = ViewHost(VStack { Section(isExpanded: .constant(false)) { Text("Row") } header: { Text("H") } }, size: window)
        #expect(custom.frames(of: "Text").count == 1)
        let string = ViewHost(VStack { Section(String("Header"), isExpanded: .constant(false)) { Text("Row") } }, size: window)
        #expect(string.frames(of: "Text").count == 1)
    }

    @Test func theSectionFollowsItsBinding() throws {
        let host = ViewHost(CollapsibleSection(), size: window)
        // The button's label and the header.
        #expect(host.frames(of: "Text").count == 2)
        let button = try #require(host.frames(of: "Text").first)
        host.tap(at: CGPoint(x: button.midX, y: button.midY))
        #expect(host.frames(of: "Text").count == 3)
        let moved = try #require(host.frames(of: "Text").first)
        host.tap(at: CGPoint(x: moved.midX, y: moved.midY))
        #expect(host.frames(of: "Text").count == 2)
    }
}
