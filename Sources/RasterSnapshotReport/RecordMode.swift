// RecordMode.swift · RasterSnapshotReport · which references a run may write, from the environment (Raster's own)
// Status: Complete.
//
// Shared by snapshot assertions (RasterSnapshotTesting) and `rendershot previews --verify`:
// RASTER_RECORD, then swift-snapshot-testing's SNAPSHOT_TESTING_RECORD, then `.never` when
// the CI variable is set, else `.missing`.

import Foundation

/// When references are written; the cases of `SnapshotTestingConfiguration.Record`.
public enum RecordMode: String, CaseIterable, Sendable {
    case all, missing, failed, never

    /// What the environment asks for: the mode, the variable that asked and, when its value
    /// is not a mode, that value (the mode is then the default, `defaultMode(in:)`: a typo
    /// never records on CI). RASTER_RECORD first, then SNAPSHOT_TESTING_RECORD: `1`, `true` or
    /// `all`; `missing`; `failed`; `never`. Nil when neither is set to a mode (unset, empty,
    /// `0` or `false`).
    public static func requested(in environment: [String: String] = ProcessInfo.processInfo.environment)
        -> (mode: RecordMode, variable: String, invalidValue: String?)? {
        for variable in ["RASTER_RECORD", "SNAPSHOT_TESTING_RECORD"] {
            guard let value = environment[variable]?.lowercased() else { continue }
            switch value {
            case "", "0", "false": continue
            case "1", "true", "all": return (.all, variable, nil)
            default:
                if let mode = RecordMode(rawValue: value) { return (mode, variable, nil) }
                return (defaultMode(in: environment), variable, value)
            }
        }
        return nil
    }

    /// The warning for a variable set to something that is not a mode, which `mode` replaces.
    public static func invalidValueWarning(variable: String, value: String, using mode: RecordMode) -> String {
        "\(variable)=\(value) is not a record mode; use 1, true or all, missing, failed or never; using \(mode.rawValue)"
            + (mode == .never ? " (the default while the CI variable is set)" : "")
    }

    /// The mode when nothing asks for one: `.never` on CI (the CI variable set to anything
    /// but empty, `0` or `false`, as GitHub Actions, GitLab and most services set it), so
    /// that a missing reference fails instead of being recorded there; `.missing` elsewhere.
    public static func defaultMode(in environment: [String: String] = ProcessInfo.processInfo.environment) -> RecordMode {
        switch environment["CI"]?.lowercased() {
        case nil, "", "0", "false": return .missing
        default: return .never
        }
    }
}
