// CPUDispatch.swift · Raster/Rasterizer · the span kernels' CPU path, chosen once (Raster's own, SPI)
// Status: Complete.
//
// Swift compiles Raster for the baseline of its target (SSE2 on x86-64), so the Blitter's
// source-over loops and the pad gradients' row loops live in C (Sources/CRasterKernels),
// compiled once per path: the baseline, AVX2 and AVX-512BW (x86-64 only). The first use picks
// the widest path the processor runs, or the one RASTER_CPU names; every path writes the same
// bytes (Tests/RasterTests/Rasterizer/SpanKernelTests.swift and GradientKernelTests.swift
// compare them on the machine running the tests).

import CRasterKernels
import Foundation

/// The code path of Raster's span compositing: which vector width its kernels use.
/// Available as `@_spi(Benchmarks) import Raster`; not part of the stable API.
@_spi(Benchmarks)
public enum RasterCPUPath: String, CaseIterable, Sendable {
    /// The target's baseline vectors (SSE2 on x86-64): 4 pixels a step.
    case baseline
    /// AVX2: 8 pixels a step.
    case avx2
    /// AVX-512BW: 16 pixels a step.
    case avx512

    /// The path this process composites with: picked on first use from the processor's
    /// features, or from the environment variable RASTER_CPU (`baseline`, `avx2`, `avx512`).
    public static var current: RasterCPUPath { SpanKernels.active.path }

    /// Whether this processor runs the path's code.
    public var isSupported: Bool { raster_cpu_supports(code) != 0 }

    /// The path's index in CRasterKernels (RASTER_CPU_BASELINE, …).
    var code: Int32 {
        switch self {
        case .baseline: Int32(RASTER_CPU_BASELINE)
        case .avx2: Int32(RASTER_CPU_AVX2)
        case .avx512: Int32(RASTER_CPU_AVX512)
        }
    }
}

/// The kernel table the Blitter calls through.
enum SpanKernels {
    /// The path and its kernels, chosen once per process (a Swift global: initialised once,
    /// thread-safely, on first use).
    static let active: (path: RasterCPUPath, kernels: UnsafePointer<RasterKernels>) = {
        let path = choose(requested: ProcessInfo.processInfo.environment["RASTER_CPU"])
        return (path, kernels(for: path)!)
    }()

    /// The kernels of `path`, nil when this processor cannot run them.
    static func kernels(for path: RasterCPUPath) -> UnsafePointer<RasterKernels>? {
        raster_kernels_for(path.code)
    }

    /// The path for the RASTER_CPU value `requested` (case and surrounding white space
    /// ignored): the widest one `runs` accepts when it is nil or blank; the one named when
    /// `runs` accepts it; otherwise the widest accepted one below it, with a warning. `runs` is
    /// the processor's check but for tests.
    static func choose(requested raw: String?, runs: (RasterCPUPath) -> Bool = \.isSupported) -> RasterCPUPath {
        let best = RasterCPUPath.allCases.last(where: runs) ?? .baseline
        guard let requested = raw?.trimmingCharacters(in: .whitespaces), !requested.isEmpty else { return best }
        guard let path = RasterCPUPath(rawValue: requested.lowercased()) else {
            warnOnce("RASTER_CPU=\(requested) is not a CPU path; using \(best.rawValue), the widest this processor "
                     + "runs; set it to one of \(RasterCPUPath.allCases.map(\.rawValue).joined(separator: ", ")), or unset it")
            return best
        }
        if runs(path) { return path }
        let fallback = RasterCPUPath.allCases.prefix(while: { $0 != path }).last(where: runs) ?? .baseline
        let advice = fallback == .baseline ? "baseline" : "\(fallback.rawValue) or below"
        warnOnce("RASTER_CPU=\(requested) asks for code this processor does not run; using \(fallback.rawValue); "
                 + "set RASTER_CPU to \(advice), or unset it")
        return fallback
    }
}
