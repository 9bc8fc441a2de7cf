// swift-tools-version:6.0
// Raster: a headless, SwiftUI-compatible renderer for Linux, and `rendershot`, its CLI.
// The whole stack is the Swift toolchain plus two system C libraries (libpng, FreeType),
// reached through the module maps in Sources/CPNG and Sources/CFreeType. Sources/CRasterIntrinsics
// is a header of compiler intrinsics Swift does not expose (a cache prefetch); it links nothing.
import PackageDescription

/// Raster is compiled in the Swift 5 language mode: it mirrors SwiftUI's API, which is not
/// annotated for strict concurrency in the ways the Swift 6 mode would demand of a
/// source-compatible re-implementation.
let languageMode: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
    name: "Raster",
    products: [
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "RendershotKit", targets: ["RendershotKit"]),
        .library(name: "RasterSnapshotTesting", targets: ["RasterSnapshotTesting"]),
        .executable(name: "rendershot", targets: ["rendershot"]),
    ],
    targets: [
        .systemLibrary(
            name: "CPNG",
            path: "Sources/CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
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
        .target(
            name: "Raster",
            dependencies: ["CPNG", "CFreeType", "CRasterIntrinsics"],
            swiftSettings: languageMode
        ),
        .target(
            name: "RendershotKit",
            dependencies: ["Raster"],
            swiftSettings: languageMode
        ),
        .target(
            name: "RasterSnapshotTesting",
            dependencies: ["Raster"],
            swiftSettings: languageMode
        ),
        .executableTarget(
            name: "rendershot",
            dependencies: ["Raster", "RendershotKit"],
            swiftSettings: languageMode
        ),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["Raster"],
            path: "Benchmarks",
            exclude: ["run.sh", "Views"],
            swiftSettings: languageMode
        ),
        .executableTarget(
            name: "ViewBenchmarks",
            dependencies: ["Raster"],
            path: "Benchmarks/Views",
            swiftSettings: languageMode
        ),
        .testTarget(
            name: "RasterTests",
            dependencies: ["Raster"],
            swiftSettings: languageMode
        ),
        .testTarget(
            name: "RendershotTests",
            dependencies: ["Raster", "RendershotKit", "rendershot", "RasterSnapshotTesting"],
            swiftSettings: languageMode
        ),
        .testTarget(
            name: "RasterSnapshotTestingTests",
            dependencies: ["Raster", "RasterSnapshotTesting"],
            swiftSettings: languageMode
        ),
    ]
)
