// PHPickerFilter.swift · Raster/Views/Photos · mirrors PhotosUI PHPickerFilter (iOS 14) and PhotosPickerSelectionBehavior (iOS 16)
// Status: Complete — a filter decides which content types a picker offers; asset kinds told
// apart by library metadata (screenshots, bursts, slow motion …) admit their whole media type.

import Foundation

/// A filter that restricts which types of assets a Photos picker shows.
///
/// Raster: a picker's filter is recorded with its request (`PhotosPickRequest.filter`), and
/// `ViewHost.completePhotosPick(with:)` warns of an item whose content type it does not admit
/// (`admits(_:)`). Kinds of photo iOS tells apart by an asset's metadata (live photos,
/// screenshots, panoramas, depth-effect photos, bursts) admit every image, and kinds of video
/// (screen recordings, slow motion, time lapse, cinematic) every movie, since an item made
/// from a file has no such metadata.
public struct PHPickerFilter: Equatable, Hashable, Sendable, CustomStringConvertible {
    indirect enum Rule: Hashable, Sendable {
        case images(String), videos(String)
        case any([Rule]), all([Rule]), not(Rule)
    }

    let rule: Rule

    /// The filter for images.
    public static let images = PHPickerFilter(rule: .images("images"))
    /// The filter for videos.
    public static let videos = PHPickerFilter(rule: .videos("videos"))
    /// The filter for Live Photos (Raster: every image).
    public static let livePhotos = PHPickerFilter(rule: .images("livePhotos"))
    /// The filter for panorama photos (iOS 15; Raster: every image).
    public static let panoramas = PHPickerFilter(rule: .images("panoramas"))
    /// The filter for depth-effect photos (iOS 15; Raster: every image).
    public static let depthEffectPhotos = PHPickerFilter(rule: .images("depthEffectPhotos"))
    /// The filter for screenshots (iOS 15; Raster: every image).
    public static let screenshots = PHPickerFilter(rule: .images("screenshots"))
    /// The filter for burst photos (iOS 16; Raster: every image).
    public static let bursts = PHPickerFilter(rule: .images("bursts"))
    /// The filter for screen recordings (iOS 15; Raster: every movie).
    public static let screenRecordings = PHPickerFilter(rule: .videos("screenRecordings"))
    /// The filter for slow-motion videos (iOS 15; Raster: every movie).
    public static let slomoVideos = PHPickerFilter(rule: .videos("slomoVideos"))
    /// The filter for time-lapse videos (iOS 15; Raster: every movie).
    public static let timelapseVideos = PHPickerFilter(rule: .videos("timelapseVideos"))
    /// The filter for Cinematic mode videos (iOS 16; Raster: every movie).
    public static let cinematicVideos = PHPickerFilter(rule: .videos("cinematicVideos"))

    /// A filter that matches assets any of the filters match.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(rule: .any(subfilters.map(\.rule)))
    }

    /// A filter that matches assets all of the filters match.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(rule: .all(subfilters.map(\.rule)))
    }

    /// A filter that matches the assets `filter` does not.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(rule: .not(filter.rule)) }

    /// Whether the picker offers items of `contentType` (Raster's own): image filters admit
    /// types conforming to `UTType.image`, video filters those conforming to `UTType.movie`.
    public func admits(_ contentType: UTType) -> Bool { Self.admits(rule, contentType) }

    private static func admits(_ rule: Rule, _ type: UTType) -> Bool {
        switch rule {
        case .images: return type.conforms(to: .image)
        case .videos: return type.conforms(to: .movie)
        case .any(let rules): return rules.contains { admits($0, type) }
        case .all(let rules): return rules.allSatisfy { admits($0, type) }
        case .not(let rule): return !admits(rule, type)
        }
    }

    /// The filter as written: `images`, `any(of: [images, videos])`, `not(videos)`.
    public var description: String { Self.describe(rule) }

    private static func describe(_ rule: Rule) -> String {
        switch rule {
        case .images(let name), .videos(let name): return name
        case .any(let rules): return "any(of: [" + rules.map(describe).joined(separator: ", ") + "])"
        case .all(let rules): return "all(of: [" + rules.map(describe).joined(separator: ", ") + "])"
        case .not(let rule): return "not(" + describe(rule) + ")"
        }
    }
}

/// A value that determines how the Photos picker handles user selection.
///
/// Raster: recorded with the picker's request (`PhotosPickRequest.selectionBehavior`); a
/// test's answer sets the selection to the items it gives, in their order, whichever
/// behaviour the picker has (on a device the behaviour decides whether the picker numbers
/// the picks and updates the selection while it is open).
public struct PhotosPickerSelectionBehavior: Equatable, Hashable, Sendable {
    let name: String

    /// Uses the default selection behavior: picks are unordered and delivered when the user
    /// confirms.
    public static let `default` = PhotosPickerSelectionBehavior(name: "default")
    /// Uses the selection order made by the user; selected items are numbered.
    public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
    /// Updates the selection continuously while the picker is open (iOS 17).
    public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
    /// Updates the selection continuously, in the user's order (iOS 17).
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}
