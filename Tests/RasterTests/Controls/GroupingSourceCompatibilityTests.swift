import Foundation
import Testing
@testable import Raster

/// Every initializer and style spelling of the grouping views as SwiftUI view code writes
/// them, in one screen: it must compile against Raster unchanged and draw without warnings.
private struct EveryGroupingSpelling: View {
    @State private var name = "Ada"
    @State private var advanced = true
    @State private var archived = false
    @State private var sectionShown = true
    let title: String = "Profile"

    var body: some View {
        VStack {
            LabeledContent("Name", value: name)
            LabeledContent(title, value: name)
            LabeledContent("Age", value: 36, format: .number)
            LabeledContent(title, value: 0.25, format: .percent)
            LabeledContent("Height", value: 1.72, format: .number.precision(.fractionLength(1)))
            LabeledContent("Nickname") { TextField("Nickname", text: $name) }
            LabeledContent(title) { Text("Custom") }
            LabeledContent {
                Text("3")
            } label: {
                Label("Stars", systemImage: "star")
            }
            .labeledContentStyle(.automatic)

            GroupBox { Text("Unlabelled") }
            GroupBox("Titled") { Text("Content") }
            GroupBox(title) { Text("Content") }
            GroupBox {
                Text("Content")
            } label: {
                Label("Favourite", systemImage: "heart")
            }
            .groupBoxStyle(.automatic)

            DisclosureGroup("Advanced") { Text("Hidden") }
            DisclosureGroup(title) { Text("Hidden") }
            DisclosureGroup("Advanced", isExpanded: $advanced) { Text("Shown") }
            DisclosureGroup(title, isExpanded: $archived) { Text("Hidden") }
            DisclosureGroup(isExpanded: $advanced) {
                Text("Shown")
            } label: {
                Label("Options", systemImage: "checkmark")
            }
            DisclosureGroup {
                Text("Hidden")
            } label: {
                Text("More")
            }
            .disclosureGroupStyle(.automatic)

            ControlGroup {
                Button("Undo") {}
                Button("Redo") {}
            }
            ControlGroup {
                Button(action: {}) { Label("Add", systemImage: "plus") }
            } label: {
                Text("Edit")
            }
            .controlGroupStyle(.navigation)
            ControlGroup("Format") { Button("Bold") {} }.controlGroupStyle(.palette)
            ControlGroup(title, systemImage: "star") { Button("Rate") {} }.controlGroupStyle(.menu)
            ControlGroup("Share", systemImage: "square") { Button("Copy") {} }.controlGroupStyle(.compactMenu)
            ControlGroup(title) { Button("Go") {} }.controlGroupStyle(.automatic)

            Section("Recent", isExpanded: $sectionShown) { Text("Row") }
            Section(title, isExpanded: $sectionShown) { Text("Row") }
            Section(isExpanded: $sectionShown) { Text("Row") } header: { Text("Header") }
        }
    }
}

@Suite struct GroupingSourceCompatibilityTests {
    @Test func everySpellingCompilesAndDrawsWithoutWarnings() {
        let (image, warnings) = RasterDiagnostics.capturingWarnings {
            ViewHost(EveryGroupingSpelling(), size: CGSize(width: 393, height: 2000)).render()
        }
        #expect(warnings.isEmpty)
        #expect(image.width == 393 && image.height == 2000)
    }
}
