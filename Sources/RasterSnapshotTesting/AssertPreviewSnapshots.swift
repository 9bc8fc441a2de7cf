// AssertPreviewSnapshots.swift · RasterSnapshotTesting · one assertion for every preview of a module (Raster's own)
// Status: Complete.

import Foundation
import Raster

/// Asserts that every preview of the process (`#Preview`s and `PreviewProvider`s, found by
/// `PreviewDiscovery`), or of the module named `moduleName`, matches its reference image, in
/// each of `colorSchemes`.
///
/// ```swift
/// @Test func previews() {
///     assertPreviewSnapshots(inModule: "MyViews", colorSchemes: [.light, .dark], scale: 1)
/// }
/// ```
/// Records, per preview and scheme: `Snapshots/<TestFile>/previews.<reference name>.<light|dark>.png`,
/// such as `previews.MyViews.Profile-card.dark.png`.
///
/// Each preview is rendered in its own layout as `DiscoveredPreview.host` does (device screen,
/// fixed window or ideal size, on the window's background) and compared like
/// `assertSnapshot(of:as: .image())`; a preview that prefers a colour scheme is drawn in it
/// whatever the scheme asked. Finding no previews is a failure naming the modules that have some.
/// - Parameters:
///   - moduleName: the module whose previews are snapshotted; nil for every module.
///   - colorSchemes: the window schemes to snapshot each preview in (default light).
///   - scale: pixels per point; nil for each preview's `defaultScale` (its device's scale for
///     device layouts, which makes large files: pass 1 to keep references small).
///   - precision, perceptualPrecision: see `Diffing.image(precision:perceptualPrecision:)`.
///   - record: the record mode (nil: the configuration's, then RASTER_RECORD).
public func assertPreviewSnapshots(
    inModule moduleName: String? = nil,
    colorSchemes: [ColorScheme] = [.light],
    scale: CGFloat? = nil,
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let previews = PreviewDiscovery.previews(inModule: moduleName)
    guard !previews.isEmpty else {
        let modules = PreviewDiscovery.moduleNames()
        let scope = moduleName.map { "in module '\($0)'" } ?? "in this process"
        let found = modules.isEmpty ? "no linked module declares #Preview or PreviewProvider"
            : "modules with previews: \(modules.joined(separator: ", "))"
        reportSnapshotFailure("no previews found \(scope) (\(found))", fileID: fileID, file: filePath, line: line, column: column)
        return
    }
    for preview in previews {
        for scheme in colorSchemes {
            assertSnapshot(of: try preview.host(colorScheme: scheme, scale: scale),
                           as: .image(precision: precision, perceptualPrecision: perceptualPrecision),
                           named: "\(preview.referenceName).\(scheme == .dark ? "dark" : "light")", record: record,
                           fileID: fileID, file: filePath, testName: testName, line: line, column: column)
        }
    }
}
