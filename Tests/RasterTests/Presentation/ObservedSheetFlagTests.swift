// ObservedSheetFlagTests.swift · RasterTests/Presentation · a sheet inside a sheet whose flag
// lives in an @Observable model that no body reads, only a `@Bindable` binding passes on.

import Testing
@testable import Raster

/// Which sheets are shown.
@Observable private final class FlagModel {
    var showsFirst = true
    var showsSecond = false
}

/// A yellow screen presenting `Inner` in a sheet while `showsFirst`.
private struct Outer: View {
    @Bindable var model: FlagModel
    var body: some View {
        Color.yellow.sheet(isPresented: $model.showsFirst) { Inner(model: model) }
    }
}

/// The first sheet: a button whose title does not read the model, and a second sheet.
private struct Inner: View {
    @Bindable var model: FlagModel
    var body: some View {
        Button("Show details") { model.showsSecond = true }
            .sheet(isPresented: $model.showsSecond) { Text("Details") }
    }
}

@Suite struct ObservedSheetFlagTests {
    /// The second sheet's modifier reads the flag through the binding while the first
    /// sheet's body is evaluated, so setting it presents the second sheet.
    @Test func aFlagOnlyABindingReadsPresentsTheSecondSheet() throws {
        let model = FlagModel()
        let host = ViewHost(Outer(model: model), device: .iPhone15Pro)
        host.settle()
        #expect(texts(in: host) == ["Show details"])
        try host.tap("Show details")
        host.settle()
        #expect(model.showsSecond)
        #expect(texts(in: host) == ["Show details", "Details"])
    }
}
