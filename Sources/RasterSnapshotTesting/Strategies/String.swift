// String.swift · RasterSnapshotTesting/Strategies · `.lines` for String (Raster's own)
// Status: Complete.
//
// Text references are UTF-8 files ending in one newline. A failure lists the changed lines
// in order, `-12: old` for a line of the reference and `+12: new` for a line of the actual
// text (each with its own line number), from Swift's `difference(from:)`; the message shows
// the first 20 and the `-diff.diff` artifact holds them all.

import Foundation

extension Diffing where Value == String {
    /// Stores text as a UTF-8 file and compares it line by line.
    public static var lines: Diffing {
        Diffing(toData: { Data(($0 + "\n").utf8) },
                fromData: { data in
                    let text = String(decoding: data, as: UTF8.self)
                    return text.hasSuffix("\n") ? String(text.dropLast()) : text
                },
                summary: { text in
                    let count = text.split(separator: "\n", omittingEmptySubsequences: false).count
                    return "\(count) line\(count == 1 ? "" : "s")"
                },
                diff: { reference, actual in
                    guard reference != actual else { return nil }
                    return lineDifference(reference, actual)
                })
    }

    private static func lineDifference(_ reference: String, _ actual: String) -> SnapshotDifference {
        let old = reference.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var listing: [String] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, removed.contains(i) {
                listing.append("-\(i + 1): \(old[i])"); i += 1
            } else if j < new.count, inserted.contains(j) {
                listing.append("+\(j + 1): \(new[j])"); j += 1
            } else {
                i += 1; j += 1
            }
        }
        var details = ["\(removed.count) line\(removed.count == 1 ? " of the reference differs" : "s of the reference differ") from "
                       + "\(inserted.count) line\(inserted.count == 1 ? "" : "s") of the snapshot:"]
        details += listing.prefix(20)
        if listing.count > 20 { details.append("… and \(listing.count - 20) more in the diff file") }
        return SnapshotDifference(details: details, artifact: Data((listing.joined(separator: "\n") + "\n").utf8),
                                  artifactExtension: "diff")
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Text compared line by line with a text reference.
    ///
    /// Records: `Snapshots/<TestFile>/<test>.<n>.txt`.
    public static var lines: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines)
    }
}
