// PNGFixtures.swift · RasterTests/Output · small PNGs in formats Raster never writes
//
// Made once with python3 + Pillow 13 (zlib for the two formats Pillow cannot write) and
// embedded as base64 so the test target needs no resources. Each image draws the patterns
// of `FixturePattern` below; the comment on each literal says how it was saved. Palette
// images use `FixturePattern.palette` and `.paletteAlpha` indexed by `.index(x, y)`.

import Foundation
@testable import Raster

enum PNGFixtures {
    /// Pillow, mode P, FixturePattern.palette padded to 20 colours (so 8-bit), transparency=FixturePattern.paletteAlpha
    static let palette8WithTRNS = "iVBORw0KGgoAAAANSUhEUgAAAAcAAAAFCAMAAAC+RAbqAAAAPFBMVEX/AAAAgP8MIjj///8AAADIZDIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABlQSWhAAAABnRSTlP/gABA/wGvPVzrAAAAF0lEQVR4nGNgYGRiZmFlYAARQCYDDj4ABm4AUlOh1jUAAAAASUVORK5CYII="
    /// Pillow, mode P, FixturePattern.palette (6 colours, so 4-bit), no transparency
    static let palette4 = "iVBORw0KGgoAAAANSUhEUgAAAAcAAAAFBAMAAAB7tOvrAAAAElBMVEX/AAAAgP8MIjj///8AAADIZDLE3G1aAAAAFUlEQVR4nGNgVHZlYDSROSTHgMoCACy2A56fBJXhAAAAAElFTkSuQmCC"
    /// Pillow, mode L, FixturePattern.grey
    static let grey8 = "iVBORw0KGgoAAAANSUhEUgAAAAcAAAAFCAAAAACs8akEAAAAFUlEQVR4nGNk0NTU1NTUZBKHAFw0AEtNA4R6lmWKAAAAAElFTkSuQmCC"
    /// Pillow, mode L, FixturePattern.grey, transparency=64
    static let grey8WithTRNS = "iVBORw0KGgoAAAANSUhEUgAAAAcAAAAFCAAAAACs8akEAAAAAnRSTlMAQABPjKgAAAAVSURBVHicY2TQ1NTU1NRkEocAXDQAS00DhHqWZYoAAAAASUVORK5CYII="
    /// Pillow, mode 1 (white where (x + y) % 3 == 0)
    static let grey1 = "iVBORw0KGgoAAAANSUhEUgAAAAcAAAAFAQAAAACh4ct1AAAAEklEQVR4nGOYxKDCpMLkxaACAAfyAU3SrZIyAAAAAElFTkSuQmCC"
    /// Pillow, mode LA (FixturePattern.grey, alpha of FixturePattern.rgba)
    static let greyAlpha8 = "iVBORw0KGgoAAAANSUhEUgAAAAcAAAAFCAQAAAAjkz5TAAAAIElEQVR4nGNkYNYUREAWcXdxQQTEx0UodhcX1BQUFwQAAwIHA6d/DosAAAAASUVORK5CYII="
    /// Pillow, mode I;16, FixturePattern.grey16
    static let grey16 = "iVBORw0KGgoAAAANSUhEUgAAAAcAAAAFEAAAAAD8YXVHAAAAGUlEQVR4nGNkEFQJVQlVDYWQTALMyJAkLgACPgUHyt5qbAAAAABJRU5ErkJggg=="
    /// Pillow, mode RGB (rgb of FixturePattern.rgba), transparency=rgb of rgba(2, 1)
    static let rgb8WithTRNS = "iVBORw0KGgoAAAANSUhEUgAAAAcAAAAFCAIAAAAG+GGPAAAABnRSTlMAVQA/ANrXZN5NAAAAIElEQVR4nGNkYGBXZY1GQyzcprLcrOgIqyiK2mj8amUBRv4JX2jd4kEAAAAASUVORK5CYII="
    /// Pillow, mode RGBA, FixturePattern.rgba
    static let rgba8 = "iVBORw0KGgoAAAANSUhEUgAAAAcAAAAFCAYAAACJmvbYAAAAJ0lEQVR4nGNkYGBnVmWNFsSGWbhNZd25WWUFsWE8khg6o/HqRDEFAOA0DLJiMGEeAAAAAElFTkSuQmCC"
    /// python zlib, colour type 6, depth 16, FixturePattern.rgba16
    static let rgba16 = "iVBORw0KGgoAAAANSUhEUgAAAAcAAAAFEAYAAADZCiqbAAABKElEQVR42gEdAeL+AAAAAAAHBwMDJSUFBWJiFBRKSgoKvb0lJW9vDw8YGDY2lJQUFHNzR0e5uRkZzs5YWN7eHh4pKWlpAAsLNTUkJEpKMD06R3+MW2hVbz9Z2vRshnqhRGs1XH2kn9NJfZDEjsLFBU6P7Cyf4Oo3U6FGlLD+ABYWampBQZGRO1VviZy2orxglHSo+Cuz54XTecdSoMUSqxJ+5q4V1j3QUYQFCIrnaPWQiSRj//iTACEhn59eXtjYRm2ky7ng6hBruan3FGL7SJEFryNv5AuAtlG0T8tmHLjbnbl7Jegt8P//vqeBaj8oACws1NR7ex8fUYXaDdcKMGR23t9GMZlBqZw35H+NKFLuwZDpuOi3ZDPl6O3wQkV0dwpB8ymd1IW82/SAVKrHVeQAAAAASUVORK5CYII="
    /// python zlib, colour type 6, depth 8, Adam7, 9x9, FixturePattern.rgba
    static let rgba8Interlaced = "iVBORw0KGgoAAAANSUhEUgAAAAkAAAAJCAYAAAGXljaGAAABYklEQVR42gFXAaj+AAAABwMoKN+LAFio7zuA0MfDAJQUc0cA7LxbfwAs1HsfwOjnY1T8U6cASgq9Jd4eKWkAdt4xQQrynYUAorKlXTbGEaEAFmpBkWB097Oqfq3V9Ihj9z6SGRkAQj61rYxIa8/WUiHxIFzXE2pmjTUAJQViFG8PGDa5Gc5YAyOEegA7b5yihXlSxM+DCOYZjb4IAFHZ1jCb44xS5e1CdC/3+JYAZ0MQvrFNxuD7V3wCRWEyJAB9rUpMx7cAbhHBtpBby2yyAAs1JEowOn9bVT/abHpENX2fSZCOxE7rn+lTRrAOWKHBM1380gAhn17YRqS56WupFPqQrm8LtbPKHNq4JS3/vYA+JMLbT0nHNmAANwmYZlwO83eBE06IphipmcsdBKrwIl+7FSe6zDosFd1fMXDuAE1z0vRyeC0Fl32IFryC4yfhhz44BoyZSSuR9FpQlk9rdZuqfJNll5MJnZ9qAAAAAElFTkSuQmCC"
    /// python zlib, colour type 0, depth 8, Adam7, 3x2 (passes 2, 3 and 5 empty), FixturePattern.grey
    static let grey8InterlacedTiny = "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAAAAAHPGAlQAAAAEklEQVR42mNgYAhi0GQQd8gEAARDATzjiDS/AAAAAElFTkSuQmCC"
}

/// The pixel formulas the fixtures were drawn with (sizes 7×5 unless the fixture says).
enum FixturePattern {
    static let width = 7, height = 5

    static func rgba(_ x: Int, _ y: Int) -> [UInt8] {
        [UInt8((x * 37 + y * 11) & 255), UInt8((x * 5 + y * 53) & 255),
         UInt8((x * 91 + y * 29 + 7) & 255), UInt8((x * 17 + y * 71 + 3) & 255)]
    }

    static func grey(_ x: Int, _ y: Int) -> UInt8 { UInt8((x * 41 + y * 23) & 255) }

    static func grey16(_ x: Int, _ y: Int) -> Int { (x * 9301 + y * 4099 + 17) & 0xFFFF }

    /// The 16-bit RGBA fixture's channel: c × 257 + (x·y·13 mod 257), except 65535 for c = 255.
    static func rgba16(_ x: Int, _ y: Int) -> [Int] {
        rgba(x, y).map { $0 == 255 ? 65535 : Int($0) * 257 + (x * y * 13) % 257 }
    }

    static let palette: [[UInt8]] = [[255, 0, 0], [0, 128, 255], [12, 34, 56], [255, 255, 255], [0, 0, 0], [200, 100, 50]]
    static let paletteAlpha: [UInt8] = [255, 128, 0, 64, 255, 1]
    static func index(_ x: Int, _ y: Int) -> Int { (x + 3 * y) % 6 }

    /// Straight RGBA → premultiplied, rounding to nearest (the decoder's contract).
    static func premultiplied(_ p: [UInt8]) -> [UInt8] {
        let a = Int(p[3])
        return [UInt8((Int(p[0]) * a + 127) / 255), UInt8((Int(p[1]) * a + 127) / 255),
                UInt8((Int(p[2]) * a + 127) / 255), p[3]]
    }

    /// A 16-bit channel scaled to 8 bits: round(v × 255 / 65535).
    static func to8(_ v: Int) -> UInt8 { UInt8((v * 255 + 32767) / 65535) }

    /// Decodes fixture `base64` (named `name` in errors).
    static func decode(_ base64: String, name: String) throws -> Pixmap {
        try Pixmap(pngData: Data(base64Encoded: base64)!, source: name)
    }
}
