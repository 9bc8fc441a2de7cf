// PreviewProbeFixture.swift · RendershotTests · a preview that counts the runs of its body while a test asks, to prove that `previews` checks its arguments before it runs view code (PreviewsCommandTests)

import Raster

/// The count of the probe preview's body runs, kept only inside `PreviewBodyRuns.$current.withValue`
/// (a task-local value, so the previews other tests render concurrently are not counted).
final class PreviewBodyRuns: @unchecked Sendable {
    @TaskLocal static var current: PreviewBodyRuns?
    var count = 0
}

#Preview("Probe", traits: .fixedLayout(width: 4, height: 3)) {
    let _ = PreviewBodyRuns.current.map { $0.count += 1 }
    Color(red: 0, green: 0, blue: 0)
}
