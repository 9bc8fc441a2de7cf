// swift-tools-version:6.0
// Raster: a headless, SwiftUI-compatible renderer for Linux, and `rendershot`, its CLI.
// The whole stack is the Swift toolchain plus system C libraries (libpng with its zlib, libdeflate,
// FreeType), reached through the module maps in Sources/CPNG and Sources/CFreeType. Sources/CRasterIntrinsics
// is a header of compiler intrinsics Swift does not expose (a cache prefetch); it links nothing.
// Sources/RasterMacros is the compiler plugin of `#Preview` and `@Previewable`; it uses the
// swift-syntax modules the toolchain ships for its own macros (see `toolchainHostModules`).
import PackageDescription
import CompilerPluginSupport
import Foundation

/// Raster is compiled in the Swift 5 language mode: its public API carries SwiftUI's isolation
/// (`@MainActor @preconcurrency` views, as in the iOS 18 SDK), but its internals run a frame
/// on whatever thread calls them, which the Swift 6 mode's checking does not allow. The
/// Swift6ModeTests target is compiled in the Swift 6 mode, as an app's view code may be.
let languageMode: [SwiftSetting] = [.swiftLanguageMode(.v5)]

/// The folder of the running toolchain's swift-syntax modules and libraries (`usr/lib/swift/host`),
/// which the `RasterMacros` plugin compiles and links against instead of a swift-syntax package
/// dependency. It is found from the library this manifest is running on: SwiftPM links every
/// manifest against its toolchain's `usr/lib/swift/pm/ManifestAPI/libPackageDescription.so`,
/// so the mapping of that file in /proc/self/maps names the toolchain doing the build, wherever
/// it is installed. Failing that, the toolchain of the `swift` first on PATH. (ARCHITECTURE.md,
/// "Previews and the macro plugin".)
let toolchainHostModules: String = {
    func hasSwiftSyntax(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: folder + "/SwiftSyntax.swiftmodule")
    }
    let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
    for line in maps.split(separator: "\n") {
        guard let slash = line.firstIndex(of: "/") else { continue }
        let path = line[slash...]
        if let suffix = path.range(of: "/pm/ManifestAPI/libPackageDescription.so") {
            let folder = String(path[..<suffix.lowerBound]) + "/host"
            if hasSwiftSyntax(folder) { return folder }
        }
    }
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
        guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
        let folder = swift.resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("../lib/swift/host").standardizedFileURL.path
        if hasSwiftSyntax(folder) { return folder }
    }
    FileHandle.standardError.write(Data("""
        Raster: the toolchain's swift-syntax modules (usr/lib/swift/host/SwiftSyntax.swiftmodule) \
        were found neither beside the libPackageDescription.so in /proc/self/maps nor beside the \
        'swift' on PATH, so #Preview cannot be built; keep #Preview blocks inside \
        '#if canImport(SwiftUI)' on such systems\n
        """.utf8))
    return "/unknown-toolchain/usr/lib/swift/host"
}()

let package = Package(
    name: "Raster",
    products: [
        .library(name: "Raster", targets: ["Raster", "UIKit", "_Testing_UIKit", "CoreGraphics", "QuartzCore", "PhotosUI", "StoreKit",
                                          "Charts"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "RendershotKit", targets: ["RendershotKit"]),
        .library(name: "RasterSnapshotTesting", targets: ["RasterSnapshotTesting"]),
        .library(name: "SnapshotTesting", targets: ["SnapshotTesting"]),
        .executable(name: "rendershot", targets: ["rendershot"]),
    ],
    targets: [
        .systemLibrary(
            name: "CPNG",
            path: "Sources/CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev", "libdeflate-dev"])]
        ),
        .systemLibrary(
            name: "CFreeType",
            path: "Sources/CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .systemLibrary(
            name: "CRasterIntrinsics",
            path: "Sources/CRasterIntrinsics"
        ),
        // The Blitter's span kernels in C, per CPU path (ARCHITECTURE.md, "Rasterizer").
        .target(name: "CRasterKernels"),
        // JPEG decoding through the system's libjpeg (Debian: libjpeg-dev, libjpeg-turbo), behind a
        // C wrapper that catches its errors (libjpeg reports them by longjmp, which Swift cannot).
        .target(name: "CRasterJPEG", linkerSettings: [.linkedLibrary("jpeg")]),
        .macro(
            name: "RasterMacros",
            swiftSettings: [.unsafeFlags(["-I", toolchainHostModules])],
            linkerSettings: [.unsafeFlags(["-L", toolchainHostModules,
                                           "-Xlinker", "-rpath", "-Xlinker", toolchainHostModules])]
        ),
        // The subset of Apple's Combine that SwiftUI code uses, which Linux lacks; Raster
        // re-exports it as SwiftUI does (ARCHITECTURE.md, "Combine and the host clock").
        .target(
            name: "Combine",
            swiftSettings: languageMode
        ),
        // UTType, which Linux lacks, under the name of Apple's module so that view files'
        // `import UniformTypeIdentifiers` compiles; Raster re-exports it as SwiftUI does.
        .target(
            name: "UniformTypeIdentifiers",
            swiftSettings: languageMode
        ),
        .target(
            name: "Raster",
            dependencies: ["Combine", "UniformTypeIdentifiers", "CPNG", "CFreeType", "CRasterIntrinsics", "CRasterKernels",
                           "CRasterJPEG", "RasterMacros"],
            swiftSettings: languageMode
        ),
        // Apple's module name for files that `import UIKit` beside SwiftUI: it re-exports Raster,
        // which holds the UIKit types view code uses (Sources/UIKit/UIKit.swift). Part of the
        // Raster product, so the import needs no dependency of its own.
        .target(
            name: "UIKit",
            dependencies: ["Raster", "_Testing_UIKit"],
            swiftSettings: languageMode
        ),
        // Apple's module name for files that `import CoreGraphics`: it re-exports Foundation and
        // Raster's CoreGraphics stand-ins (CGColor, CGPath, CGContext …), not SwiftUI
        // (Sources/CoreGraphics/CoreGraphics.swift). Part of the Raster product, as UIKit is.
        .target(
            name: "CoreGraphics",
            dependencies: ["Raster"],
            swiftSettings: languageMode
        ),
        // Apple's module name for files that `import QuartzCore`: CoreGraphics and Raster's Core
        // Animation stand-ins (CALayer, CATransform3D …), not SwiftUI (Sources/QuartzCore).
        .target(
            name: "QuartzCore",
            dependencies: ["Raster", "CoreGraphics"],
            swiftSettings: languageMode
        ),
        // Apple's module name for files that `import Charts` beside SwiftUI: Swift Charts' `Chart`,
        // marks, axes, scales and legends, drawn with Raster's views (Sources/Charts). Part of the
        // Raster product, as UIKit is.
        .target(
            name: "Charts",
            dependencies: ["Raster"],
            swiftSettings: languageMode
        ),
        // Empty: the module Swift Testing's cross-import overlay imports into files that import
        // both Testing and UIKit (Sources/_Testing_UIKit/_Testing_UIKit.swift); built with UIKit.
        .target(
            name: "PhotosUI",
            dependencies: ["Raster"],
            swiftSettings: languageMode
        ),
        .target(
            name: "StoreKit",
            dependencies: ["Raster"],
            swiftSettings: languageMode
        ),
        .target(
            name: "_Testing_UIKit",
            swiftSettings: languageMode
        ),
        .target(
            name: "RasterExamples",
            dependencies: ["Raster", "PhotosUI", "Charts"],
            swiftSettings: languageMode
        ),
        .target(
            name: "RasterSnapshotReport",
            swiftSettings: languageMode
        ),
        .target(
            name: "RendershotKit",
            dependencies: ["Raster", "RasterSnapshotReport"],
            swiftSettings: languageMode
        ),
        .target(
            name: "RasterSnapshotTesting",
            dependencies: ["Raster", "RasterSnapshotReport"],
            swiftSettings: languageMode
        ),
        .target(
            name: "SnapshotTesting",
            dependencies: ["Raster", "RasterSnapshotTesting"],
            swiftSettings: languageMode
        ),
        .executableTarget(
            name: "rendershot",
            dependencies: ["Raster", "RendershotKit", "RasterExamples"],
            // The asset catalogue of the gallery's asset scenes (Gallery/AssetScenes.swift), and the
            // String Catalog of the localization scenes, copied, not processed: SwiftPM on Linux
            // has no String Catalog compiler, and Raster reads `.xcstrings` files as they are.
            resources: [.process("Gallery/GalleryAssets.xcassets"), .copy("Gallery/Resources/Localizable.xcstrings")],
            swiftSettings: languageMode
        ),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["Raster"],
            path: "Benchmarks",
            exclude: ["run.sh", "Views", "CMallocInfo"],
            swiftSettings: languageMode
        ),
        .systemLibrary(
            name: "CMallocInfo",
            path: "Benchmarks/CMallocInfo"
        ),
        .executableTarget(
            name: "ViewBenchmarks",
            dependencies: ["Raster", "RasterExamples", "RasterSnapshotTesting", "CMallocInfo"],
            path: "Benchmarks/Views",
            swiftSettings: languageMode
        ),
        .executableTarget(
            name: "Fuzz",
            dependencies: ["Raster"],
            path: "Fuzz",
            swiftSettings: languageMode
        ),
        .testTarget(
            name: "RasterTests",
            dependencies: ["Raster", "UIKit", "CoreGraphics", "QuartzCore", "PhotosUI", "StoreKit"],
            exclude: ["Localization/Fixtures"],
            // An asset catalogue for the asset tests, found through the tests' Bundle.module
            // (SwiftPM on Linux copies a processed .xcassets folder whole).
            resources: [.process("Fixtures/RasterTestAssets.xcassets")],
            swiftSettings: languageMode
        ),
        .testTarget(
            name: "ChartsTests",
            dependencies: ["Raster", "Charts", "RasterSnapshotTesting"],
            swiftSettings: languageMode
        ),
        .testTarget(
            name: "RendershotTests",
            dependencies: ["Raster", "RendershotKit", "rendershot", "RasterSnapshotTesting", "RasterSnapshotReport"],
            swiftSettings: languageMode
        ),
        .testTarget(
            name: "RasterExamplesTests",
            dependencies: ["Raster", "RasterExamples", "RasterSnapshotTesting"],
            swiftSettings: languageMode
        ),
        .testTarget(
            name: "RasterSnapshotTestingTests",
            dependencies: ["Raster", "RasterSnapshotTesting", "RasterSnapshotReport"],
            swiftSettings: languageMode
        ),
        // View code in the Swift 6 language mode (the package default), as apps built with
        // the iOS 18 SDK write it: bodies, actions and previews calling @MainActor code.
        .testTarget(
            name: "Swift6ModeTests",
            dependencies: ["Raster", "Charts"]
        ),
        .testTarget(
            name: "SnapshotTestingTests",
            dependencies: ["Raster", "SnapshotTesting"],
            exclude: ["__Snapshots__"],
            swiftSettings: languageMode
        ),
    ]
)
