// Help.swift · RendershotKit · rendershot's --help texts
// Status: Complete.

import Raster

/// The usage text of each command.
enum Help {
    /// The usage text of `command` (nil: the overview), naming the executable `program`
    /// (`rendershot`, or a user's own executable calling `Rendershot.main`).
    static func text(for command: String?, program: String = "rendershot") -> String {
        switch command {
        case "list":
            return """
            USAGE: \(program) list [--shard I/N] [--json]

            Prints one scene per line: its name, then what it shows.
              --shard I/N            only the scenes of shard I of N (see '\(program) --help')
              --json                 print a JSON array of {"name", "summary"} instead
            """
        case "render":
            return """
            USAGE: \(program) render NAME... [--size WxH | --device NAME [--status-bar] [--screen-corners]]
                                   [--scale N] [--color-scheme light|dark] [--layout-direction ltr|rtl]
                                   [--dynamic-type SIZE] [--locale ID] [--format png|svg] [--out DIR] [--jobs N] [--shard I/N]
                                   [--json] [--matrix]

            Renders the named scenes to DIR/NAME.png or DIR/NAME.svg, after their scripted taps.
              --size WxH             window size in points (default: the scene's, e.g. 390x844)
              --device NAME          render on a device's screen with its safe area, size classes
                                     and scale, e.g. "iPhone 15 Pro" or "iPhone 15 Pro landscape";
                                     names: \(Device.presets.map(\.name).joined(separator: ", "));
                                     a name without its generation ("iPad", "iPhone SE") picks the
                                     preset listed with it and says which in a note on stderr
              --status-bar           on --device or the scene's device: draw the status bar (9:41, full battery)
              --screen-corners       on --device or the scene's device: clip to the rounded corners
              --scale N              pixels per point, 0.01 to 16 (default: the scene's, e.g. 2)
              --color-scheme MODE    light or dark (default: the scene's)
              --layout-direction D   ltr or rtl: the window's \\.layoutDirection (default: the scene's)
              --dynamic-type SIZE    Dynamic Type size, as SwiftUI names it: xSmall, small, medium,
                                     large (the default), xLarge, xxLarge, xxxLarge, accessibility1…5
              --locale ID            the environment's locale, e.g. fr_FR or ko_KR (default en_US):
                                     texts are translated from the String Catalogs and .lproj
                                     tables in the folders of RASTER_LOCALIZATION_PATH (':'-separated)
              --format png|svg       PNG pixels (default) or SVG vectors of the same drawing
              --out DIR              output directory, created if missing (default: rendershot-out)
              --jobs N               render on N threads, 1 to 64 (default 1; the files are the same)
              --shard I/N            only every N-th of the named scenes, starting with the I-th
              --json                 print a JSON array of {"scene", "file", "size"} instead of lines
              --matrix               render every combination of the values given to --device,
                                     --color-scheme, --dynamic-type, --layout-direction and --locale
                                     (comma-separated or repeated) as DIR/NAME.<variant>.png, e.g.
                                     --matrix --device "iPhone 15,iPad mini (6th generation)"
                                     --color-scheme light,dark writes NAME.iPhone15-light.png, …
            """
        case "animate":
            return """
            USAGE: \(program) animate NAME [--fps N] [--duration S | --until-settled]
                                     [--apng FILE] [--frames DIR] [--contact-sheet FILE]
                                     [--size WxH] [--scale N] [--color-scheme light|dark]
                                     [--layout-direction ltr|rtl] [--locale ID] [--out DIR] [--jobs N]

            Records a scene over time: frame k is taken at k/fps seconds, after the scene's taps
            due by then. Without an output option it writes DIR/NAME.apng. A recording has at
            most \(Filmstrip.maximumFrameCount) frames (fps × duration + 1). Ctrl-C stops it and removes the unfinished APNG.
              --fps N                frames per second, above 0 and up to 240 (default 30)
              --duration S           seconds to record, 0 to 600, both ends included (default 1)
              --until-settled        record until nothing animates any more (at most 600 frames)
              --apng FILE            an animated PNG of every frame
              --frames DIR           every frame as DIR/NAME-0000.png, NAME-0001.png, …; then
                                     removes files named exactly NAME-<digits>.png numbered
                                     after the last frame (left by an earlier, longer run)
              --contact-sheet FILE   up to 36 frames on one PNG, captioned with their times
              --size, --device, --status-bar, --screen-corners, --scale, --color-scheme,
              --layout-direction, --dynamic-type, --locale
                                     as for '\(program) render'
              --out DIR              directory of the default NAME.apng (default: rendershot-out)
              --jobs N               rasterize and encode frames on N threads (default 1; same files)
              --json                 print a JSON array of the files written instead of lines
            """
        case "diff":
            return """
            USAGE: \(program) diff A.png B.png [--out DIFF.png] [--json]

            Compares two PNG files pixel by pixel and prints the exact difference (pixels and
            largest channel delta) and the perceptual one (CIEDE2000). Exit status 0 when they
            are identical, 1 when they differ, 2 when a file cannot be read (missing, corrupt,
            an animated PNG, or larger than a canvas), 3 when DIFF.png cannot be written.
              --out DIFF.png         write a picture of the differences (differing pixels red)
              --json                 print the facts as one JSON object (sizes, pixel counts,
                                     largest delta and where, ΔE00, fonts, the diff image written)
            """
        case "previews":
            return """
            USAGE: \(program) previews [--module NAME] [--scale N] [--color-scheme light|dark]
                                      [--layout-direction ltr|rtl] [--dynamic-type SIZE] [--locale ID] [--out DIR] [--jobs N]
                                      [--shard I/N] [--json] [--verify --against DIR]
                   \(program) previews list [--module NAME] [--shard I/N] [--json]

            Renders every #Preview and PreviewProvider linked into this program (found at run
            time, never listed by hand) to DIR/<reference name>.png, each in its own layout: its
            device's screen (turned for landscape), its fixed window, or its ideal size.
            'list' prints them instead: reference name, layout, name and where it is declared,
            with a warning for each layout that cannot be rendered. A preview that fails is
            reported and the others are still rendered; the exit status is then 1.
              --module NAME          only the previews declared in module NAME (one that has previews)
              --safe-area            render device previews on their device, with its safe area and
                                     size classes (default: a plain window of the screen's size)
              --scale N              pixels per point (default: the device's for device layouts, else 1)
              --color-scheme MODE    light (default) or dark, unless a preview prefers a scheme
              --layout-direction D   ltr (default) or rtl: the previews' \\.layoutDirection
              --dynamic-type SIZE    Dynamic Type size (default large), unless a preview sets one
              --locale ID            the previews' locale, e.g. fr_FR (default en_US; see 'render --help')
              --out DIR              output directory, created if missing (default: rendershot-out)
              --jobs N               render on N threads, 1 to 64 (default 1; the files are the same)
              --shard I/N            only the previews of shard I of N, in discovery order
              --json                 print a JSON array of the results instead of lines
              --verify               compare each preview with DIR/<reference name>.png of '--against'
                                     instead of writing it: a snapshot test. The record mode is
                                     RASTER_RECORD's (or SNAPSHOT_TESTING_RECORD's): missing (the
                                     default) records absent references; failed overwrites the
                                     differing ones; all, every one; never (the default when CI
                                     is set) writes none. What does not pass goes to '--out' with
                                     a copy of its reference and a diff, and '--out'/index.html
                                     reports every preview; the exit status is 1 unless all passed.
              --against DIR          the folder of the reference PNGs of '--verify'; it must exist,
                                     unless RASTER_RECORD asks to record (then it is created)
            """
        case "snapshots":
            return """
            USAGE: \(program) snapshots [--artifacts DIR] [--json]
                   \(program) snapshots stale [--artifacts DIR] [--references DIR] [--delete] [--json]
                   \(program) snapshots merge SHARD_DIR... --artifacts DIR

            Reads what a snapshot run recorded in its artifacts folder (every assertion of
            RasterSnapshotTesting and SnapshotTesting, and 'previews --verify', adds its outcome).
            'snapshots' prints the snapshots that did not pass, the counts by status and the
            report page; the exit status is 1 when one failed or is missing. 'snapshots stale'
            prints the reference files no recorded snapshot used: run the whole suite (no
            --filter; every shard's artifacts in one folder) into a fresh artifacts folder first;
            the exit status is then 1 when it lists a file, unless '--delete' removed them.
            'snapshots merge' copies the artifacts folders of shards (CI jobs) into '--artifacts'
            and joins their records, so that one report and one 'stale' cover the whole run.
              --artifacts DIR        the run's artifacts folder (default .build/snapshot-artifacts;
                                     the run's RASTER_SNAPSHOT_ARTIFACTS or SNAPSHOT_ARTIFACTS)
              --references DIR       the folder of reference files (default Snapshots)
              --delete               remove the stale references
              --json                 print the results as one JSON document
            """
        default:
            return """
            USAGE: \(program) [--out DIR] [--jobs N] [--shard I/N] [--size WxH | --device NAME] [--scale N]
                              [--color-scheme light|dark] [--layout-direction ltr|rtl]
                              [--dynamic-type SIZE] [--locale ID] [--format png|svg]
                   \(program) list [--shard I/N]
                   \(program) render NAME... [options]
                   \(program) animate NAME [options]
                   \(program) diff A.png B.png [--out DIFF.png]
                   \(program) previews [list] [options]
                   \(program) snapshots [stale] [options]
                   \(program) completion bash|zsh|fish

            With no command, renders every scene to DIR (default: rendershot-out), printing one
            line per file written; the options are those of 'render'. '--shard I/N' renders
            scenes I, I+N, I+2N, … of the list (counting from 1), so N machines with shards
            1/N … N/N render every scene exactly once.

            Exit status: 0 success, 1 rendering failed (or 'diff' found differences), 2 usage error
            or unreadable input, 3 an output could not be written, 130 (143) stopped by Ctrl-C (SIGTERM).
            'completion SHELL' prints a completion script of the commands, options and scene names
            (bash: save it as ~/.local/share/bash-completion/completions/\(program)).
            Every command takes '--quiet' ('-q'): no results and no progress, only errors and warnings;
            list, diff, previews and snapshots take '--json' for one JSON document of their results.
            Run '\(program) COMMAND --help' for a command's options; '--version' ('-V') prints the version.
            """
        }
    }
}
