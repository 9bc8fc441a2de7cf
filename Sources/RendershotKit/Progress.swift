// Progress.swift · RendershotKit · progress of many scenes or frames on standard error
// Status: Complete.
//
// Shown only for 8 items or more. On a terminal (isatty on standard error) one line is
// redrawn in place, `[==========>         ] 12/40 frames  counter`, and erased at the end;
// elsewhere (logs, CI, pipes) a plain line is printed at each quarter,
// `rendershot: 20 of 40 frames`. Standard output only ever holds results.

import Foundation

/// Progress through `total` items, drawn on `RendershotOutput.progress`.
struct Progress {
    /// Fewer items than this show no progress.
    static let minimumTotal = 8
    static let barWidth = 24

    let total: Int
    /// The items' name, plural: "scenes", "frames".
    let noun: String
    let isTerminal: Bool
    private var quartersShown = 0
    private var drawn = false

    init(total: Int, noun: String, isTerminal: Bool) {
        self.total = total
        self.noun = noun
        self.isTerminal = isTerminal
    }

    /// Reports that `done` items are finished, the last being `label`.
    mutating func update<O: RendershotOutput>(done: Int, label: String, output: inout O) {
        guard total >= Self.minimumTotal, done > 0 else { return }
        let done = min(done, total)
        if isTerminal {
            let filled = Self.barWidth * done / total
            let bar = String(repeating: "=", count: filled) + (filled < Self.barWidth ? ">" : "")
                + String(repeating: " ", count: max(0, Self.barWidth - filled - 1))
            output.progress("\r[\(bar)] \(done)/\(total) \(noun)  \(label)\u{1B}[K")
            drawn = true
        } else {
            let quarters = 4 * done / total
            guard quarters > quartersShown else { return }
            quartersShown = quarters
            output.error("rendershot: \(done) of \(total) \(noun)")
        }
    }

    /// Ends the terminal line, if one was drawn, leaving the bar where it stopped.
    mutating func interrupt<O: RendershotOutput>(output: inout O) {
        guard drawn else { return }
        output.progress("\n")
        drawn = false
    }

    /// Erases the terminal line, if one was drawn.
    mutating func finish<O: RendershotOutput>(output: inout O) {
        guard drawn else { return }
        output.progress("\r\u{1B}[K")
        drawn = false
    }
}
