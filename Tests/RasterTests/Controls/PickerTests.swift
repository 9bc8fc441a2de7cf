import Foundation
import Testing
@testable import Raster

/// Seed 000-22's rooms example, with the room shown beneath the picker.
private struct Rooms: View {
    let model: ControlsModel
    var body: some View {
        VStack {
            Picker("Room", selection: Bindable(model).room) {
                ForEach(["Hallway", "Living Room", "Kitchen"], id: \.self) { value in
                    Text(value).tag(value)
                }
            }
            .pickerStyle(.segmented)
            Text(model.room)
        }
    }
}

@Suite struct PickerTests {
    private let window = CGSize(width: 300, height: 100)

    private func rooms(_ room: Binding<String>) -> some View {
        Picker("Room", selection: room) {
            ForEach(["Hallway", "Living Room", "Kitchen"], id: \.self) { Text($0).tag($0) }
        }
        .pickerStyle(.segmented)
    }

    /// The iOS 13 form `Picker(selection:label:content:)` lays out and draws as the
    /// `content:label:` form does.
    @Test func theLabelViewFormIsTheContentLabelForm() {
        let old = ViewHost(Picker(selection: .constant("Kitchen"), label: Text("Room")) {
            ForEach(["Hallway", "Kitchen"], id: \.self) { Text($0).tag($0) }
        }, size: window)
        let new = ViewHost(Picker(selection: .constant("Kitchen")) {
            ForEach(["Hallway", "Kitchen"], id: \.self) { Text($0).tag($0) }
        } label: {
            Text("Room")
        }, size: window)
        #expect(old.layoutDescription() == new.layoutDescription())
        #expect(old.render().pixmap.data == new.render().pixmap.data)
        #expect(old.layoutDescription().contains("Kitchen"))
    }

    @Test func segmentedSizes() {
        #expect(controlsSize(rooms(.constant("Hallway")), ProposedViewSize(width: 300, height: nil)) == CGSize(width: 300, height: 32))
        #expect(controlsSize(rooms(.constant("Hallway")), ProposedViewSize(width: 300, height: 200)) == CGSize(width: 300, height: 32))
        // Ideal: three equal segments as wide as the widest 13-point label plus 2 × 12.
        let widest = controlsSize(Text("Living Room").font(.system(size: 13)), .unspecified).width
        #expect(controlsSize(rooms(.constant("Hallway")), .unspecified) == CGSize(width: 3 * (widest + 24), height: 32))
    }

    @Test func segmentsAreEqualAndLabelsCentred() throws {
        let host = ViewHost(rooms(.constant("Hallway")), size: window, scale: 3)
        #expect(host.frames(of: "FlexFrameLayout") == [CGRect(x: 0, y: 34, width: 100, height: 32),
                                                       CGRect(x: 100, y: 34, width: 100, height: 32),
                                                       CGRect(x: 200, y: 34, width: 100, height: 32)])
        // The description prints 3 decimals, hence the tolerance.
        let kitchen = try #require(host.frames(of: "Text").last)
        #expect(abs(kitchen.midX - 250) < 0.01 && abs(kitchen.midY - 50) < 0.01)
    }

    @Test func tappingASegmentSelectsItsTag() throws {
        let model = ControlsModel()
        let host = ViewHost(Rooms(model: model), size: CGSize(width: 300, height: 200))
        let control = try #require(host.frames(of: "SegmentsLayout").first)
        #expect(control.size == CGSize(width: 300, height: 32))
        host.tap(at: CGPoint(x: 250, y: control.midY))
        #expect(model.room == "Kitchen")
        // Anywhere in the segment, not only on its label.
        host.tap(at: CGPoint(x: 102, y: control.minY + 1))
        #expect(model.room == "Living Room")
        // The text under the picker shows the new selection.
        let living = controlsSize(Text("Living Room"), .unspecified, scale: 1)
        #expect(host.frames(of: "Text").last?.size == living)
    }

    @Test func disabledPickersIgnoreTaps() {
        let model = ControlsModel()
        let host = ViewHost(rooms(Bindable(model).room).disabled(true), size: window)
        host.tap(at: CGPoint(x: 250, y: 50))
        #expect(model.room == "Hallway")
    }

    /// The selected segment is white (dark mode: (99, 99, 102)) inside its 2-point inset;
    /// an unselected one shows the tertiary fill.
    @Test func selectedSegmentColours() {
        let light = controlsRender(rooms(.constant("Living Room")), size: window)
        #expect(light.pixel(atPoint: 110, 40) == rgba(255, 255, 255))
        #expect(light.pixel(atPoint: 10, 40).a == 31)
        let dark = controlsRender(rooms(.constant("Living Room")), size: window, colorScheme: .dark)
        #expect(dark.pixel(atPoint: 110, 40) == rgba(99, 99, 102))
        #expect(dark.pixel(atPoint: 10, 40).a == 61)
    }

    @Test func separatorsOnlyBetweenUnselectedSegments() {
        func separatorCount(selected: Int?) -> Int {
            SegmentedControl.items(size: CGSize(width: 300, height: 32), count: 4, selected: selected, scheme: .light)
                .filter { item in
                    guard case .fill(_, .color(let c), _) = item else { return false }
                    return c == ControlColor.segmentSeparator
                }.count
        }
        #expect(separatorCount(selected: nil) == 3)
        #expect(separatorCount(selected: 0) == 2)
        #expect(separatorCount(selected: 1) == 1)
        #expect(separatorCount(selected: 3) == 2)
    }

    @Test func optionsComeFromTagsOrForEachIDs() {
        let tagged = PickerOptions.of(TupleView((Text("A").tag(1), Text("B").tag(2).foregroundColor(.red), Text("C"))))
        #expect(tagged.map(\.tag) == [AnyHashable(1), AnyHashable(2), nil])
        let byID = PickerOptions.of(ForEach(["x", "y"], id: \.self) { Text($0) })
        #expect(byID.map(\.tag) == [AnyHashable("x"), AnyHashable("y")])
        let explicitWins = PickerOptions.of(ForEach(0..<2) { Text("\($0)").tag("t\($0)") })
        #expect(explicitWins.map(\.tag) == [AnyHashable("t0"), AnyHashable("t1")])
        let nested = PickerOptions.of(Group { AnyView(Text("A").tag(1)); Optional(Text("B").tag(2)); EmptyView() })
        #expect(nested.map(\.tag) == [AnyHashable(1), AnyHashable(2)])
    }

    @Test func tagDoesNotChangeLayout() {
        #expect(controlsSize(Text("Hallway").tag("Hallway"), .unspecified) == controlsSize(Text("Hallway"), .unspecified))
    }

    /// The default (menu) style shows the selection and chevrons (0.75 × 17 points, 4
    /// after the label), in the tint; the picker's own label is hidden.
    @Test func menuStyleShowsTheSelection() {
        let picker = Picker("Room", selection: .constant("Kitchen")) {
            Text("Hallway").tag("Hallway")
            Text("Kitchen").tag("Kitchen")
        }
        let kitchen = controlsSize(Text("Kitchen"), .unspecified)
        #expect(controlsSize(picker, .unspecified) == CGSize(width: kitchen.width + 4 + 12.75, height: kitchen.height))
        let image = controlsRender(picker.pickerStyle(.menu), size: CGSize(width: 200, height: 40))
        let chevronCentreX = 100 + (kitchen.width + 4 + 12.75) / 2 - 12.75 / 2
        #expect(image.pixel(atPoint: chevronCentreX, 20 - 12.75 * 0.34) == rgba(0, 122, 255))
    }

    /// In a Form row the whole row is the menu picker, as on iOS: `tap("Units")` (the row's
    /// centre, its empty middle) and a tap on the label open the menu, anchored at the
    /// trailing value as a tap on the value anchors it: the platter's trailing edge at the
    /// value's (trailing third of the window), its first row ("Hallway", the selected option,
    /// while the open menu is all VoiceOver reads) 8 points under it. A tap on an option
    /// selects it. Before this change a tap on the row's label or middle opened nothing.
    @Test func aFormRowOpensItsMenuFromAnywhere() throws {
        let model = ControlsModel()
        let form = Form {
            Picker("Units", selection: Bindable(model).room) {
                ForEach(["Hallway", "Kitchen"], id: \.self) { Text($0) }
            }
        }
        let window = CGSize(width: 393, height: 852)
        let byValue = ViewHost(form, size: window)
        // The row's element spans label and value; the value ("Hallway" and the chevrons)
        // ends at its trailing edge and is as tall as it.
        let row = try byValue.frame(of: "Units")
        let value = try #require(byValue.frames(of: "Text").last)
        #expect(byValue.tap(at: CGPoint(x: value.midX, y: value.midY)))
        let anchored = try byValue.frame(of: "Hallway")
        #expect(anchored.maxX == row.maxX.rounded() && anchored.minY == (row.maxY + 8).rounded())
        let byRow = ViewHost(form, size: window)
        try byRow.tap("Units")
        #expect(try byRow.frame(of: "Hallway") == anchored)
        let byLabel = ViewHost(form, size: window)
        let label = try #require(byLabel.frames(of: "Text").first)
        #expect(byLabel.tap(at: CGPoint(x: label.midX, y: label.midY)))
        #expect(try byLabel.frame(of: "Hallway") == anchored)
        try byLabel.tap("Kitchen")
        #expect(model.room == "Kitchen")
        #expect((try? byLabel.frame(of: "Kitchen")) == nil)
    }
}
