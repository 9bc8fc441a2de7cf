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
/// Records, per preview and scheme: `Snapshots/<TestFile>/<test name>.<reference name>.<light|dark>.png`,
/// such as `previews.MyViews.Profile-card.dark.png`.
///
/// Each preview is rendered in its own layout as `DiscoveredPreview.host` does (device screen,
/// fixed window or ideal size, on the window's background) and compared like
/// `assertSnapshot(of:as: .image())`. A preview that prefers a colour scheme
/// (`preferredColorScheme`) is drawn in it whatever the window's, so it is snapshotted once,
/// under that scheme's name, whatever `colorSchemes` holds. Previews read `@AppStorage` from
/// `appStorage` when given (pass a store of your own, such as
/// `UserDefaults(suiteName: "previews-\(UUID())")!`, so that no earlier run or test leaks in),
/// else from `UserDefaults.standard`, as in Xcode's canvas.
///
/// Failures: finding no previews (naming the modules that have some), an empty or repeated
/// `colorSchemes`, and a second call in the same test from another line (its references
/// would be the first call's).
/// - Parameters:
///   - moduleName: the module whose previews are snapshotted; nil for every module.
///   - colorSchemes: the window schemes to snapshot each preview in (default light only).
///   - scale: pixels per point; nil (the default) for each preview's `defaultScale`: its
///     device's scale for device layouts (3 for the default iPhone 15, which makes files of
///     1179×2556 pixels: pass 1 to keep references small), 1 for the others.
///   - appStorage: the store `@AppStorage` reads and writes (`defaultAppStorage`); nil for
///     `UserDefaults.standard`.
///   - safeArea: whether device previews are rendered on their device with its safe area
///     and size classes (`DiscoveredPreview.host(safeArea:)`); default false, a plain window
///     of the screen's size.
///   - precision, perceptualPrecision: see `Diffing.image(precision:perceptualPrecision:)`.
///   - record: the record mode (nil: the configuration's, then RASTER_RECORD).
///
/// Main actor (`@preconcurrency`), as it runs the previews' view code: call it from a
/// `@MainActor` test when the previews are compiled in the Swift 6 language mode.
@MainActor @preconcurrency
public func assertPreviewSnapshots(
    inModule moduleName: String? = nil,
    colorSchemes: [ColorScheme] = [.light],
    scale: CGFloat? = nil,
    appStorage: UserDefaults? = nil,
    safeArea: Bool = false,
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    func fail(_ message: String) { reportSnapshotFailure(message, fileID: fileID, file: filePath, line: line, column: column) }
    guard !colorSchemes.isEmpty else {
        return fail("assertPreviewSnapshots was given no colour scheme, so it would check nothing; pass colorSchemes: [.light] or [.light, .dark]")
    }
    guard Set(colorSchemes).count == colorSchemes.count else {
        return fail("assertPreviewSnapshots was given colour schemes \(colorSchemes.map(schemeName)) with a repeat, "
                    + "which would share one reference; give each scheme once")
    }
    if let scale, !(scale.isFinite && scale > 0) {
        return fail("assertPreviewSnapshots was given the scale \(scale); a scale must be a positive, finite number of pixels "
                    + "per point, so no preview is checked: pass scale: 1, 2 or 3, or leave it out for each preview's device scale")
    }
    if let first = PreviewSnapshotCalls.claim(test: "\(filePath)|\(testName)", at: "line \(line)") {
        return fail("assertPreviewSnapshots is called a second time in '\(testName)' (\(first), then line \(line)); "
                    + "its references would be the first call's: call it once per test, or in separate tests")
    }
    let previews = PreviewDiscovery.previews(inModule: moduleName)
    guard !previews.isEmpty else {
        let modules = PreviewDiscovery.moduleNames()
        let scope = moduleName.map { "in module '\($0)'" } ?? "in this process"
        let found = modules.isEmpty ? "no linked module declares #Preview or PreviewProvider"
            : "modules with previews: \(modules.joined(separator: ", "))"
        return fail("no previews found \(scope) (\(found))")
    }
    for preview in previews {
        for scheme in preview.colorScheme.map({ [$0] }) ?? colorSchemes {
            assertSnapshot(of: try preview.host(colorScheme: scheme, scale: scale, appStorage: appStorage, safeArea: safeArea),
                           as: .image(precision: precision, perceptualPrecision: perceptualPrecision),
                           named: "\(preview.referenceName).\(schemeName(scheme))", record: record,
                           fileID: fileID, file: filePath, testName: testName, line: line, column: column)
        }
    }
}

private func schemeName(_ scheme: ColorScheme) -> String { scheme == .dark ? "dark" : "light" }

/// Where each test first called `assertPreviewSnapshots`, for this process.
private enum PreviewSnapshotCalls {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var sites: [String: String] = [:]

    /// Records `site` as the call of `test`; returns the first call's site when it was another.
    static func claim(test: String, at site: String) -> String? {
        lock.lock(); defer { lock.unlock() }
        let first = sites[test, default: site]
        sites[test] = first
        return first == site ? nil : first
    }
}
