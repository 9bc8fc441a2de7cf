// UTType+Media.swift · UniformTypeIdentifiers · mirrors the image, audio and video system types of Apple's UTCoreTypes (iOS 14+)
// Status: Partial — the image formats a photo library holds and the audiovisual base types;
// identifiers, conformances, extensions and MIME types as Apple's system declarations give them.

import Foundation

extension UTType {
    /// A GIF image ("com.compuserve.gif", "gif").
    public static let gif = UTType(identifier: "com.compuserve.gif", parents: ["public.image"], filenameExtensions: ["gif"],
                                   mimeType: "image/gif")
    /// A TIFF image ("public.tiff", "tiff", "tif").
    public static let tiff = UTType(identifier: "public.tiff", parents: ["public.image"], filenameExtensions: ["tiff", "tif"],
                                    mimeType: "image/tiff")
    /// A Windows bitmap image ("com.microsoft.bmp", "bmp").
    public static let bmp = UTType(identifier: "com.microsoft.bmp", parents: ["public.image"], filenameExtensions: ["bmp"],
                                   mimeType: "image/bmp")
    /// A WebP image ("org.webmproject.webp", "webp").
    public static let webP = UTType(identifier: "org.webmproject.webp", parents: ["public.image"],
                                    filenameExtensions: ["webp"], mimeType: "image/webp")
    /// A High Efficiency Image File Format image ("public.heif", "heif").
    public static let heif = UTType(identifier: "public.heif", parents: ["public.heif-standard"],
                                    filenameExtensions: ["heif"], mimeType: "image/heif")
    /// A High Efficiency Image Coding image ("public.heic", "heic"): what an iPhone's camera
    /// writes.
    public static let heic = UTType(identifier: "public.heic", parents: ["public.heif-standard"],
                                    filenameExtensions: ["heic"], mimeType: "image/heic")
    /// The base type of the HEIF images (not public in Apple's module either).
    static let heifStandard = UTType(identifier: "public.heif-standard", parents: ["public.image"])
    /// A scalable vector graphics image ("public.svg-image", "svg").
    public static let svg = UTType(identifier: "public.svg-image", parents: ["public.image"], filenameExtensions: ["svg"],
                                   mimeType: "image/svg+xml")
    /// A base type for the raw images of digital cameras ("public.camera-raw-image").
    public static let rawImage = UTType(identifier: "public.camera-raw-image", parents: ["public.image"])

    /// A base type for anything containing sound or moving images
    /// ("public.audiovisual-content").
    public static let audiovisualContent = UTType(identifier: "public.audiovisual-content",
                                                  parents: ["public.data", "public.content"])
    /// A base type for media formats that may contain both video and audio ("public.movie").
    public static let movie = UTType(identifier: "public.movie", parents: ["public.audiovisual-content"])
    /// A base type for video without audio ("public.video").
    public static let video = UTType(identifier: "public.video", parents: ["public.movie"])
    /// A QuickTime movie ("com.apple.quicktime-movie", "mov", "qt").
    public static let quickTimeMovie = UTType(identifier: "com.apple.quicktime-movie", parents: ["public.movie"],
                                              filenameExtensions: ["mov", "qt"], mimeType: "video/quicktime")
    /// An MPEG-4 movie ("public.mpeg-4", "mp4", "mpg4").
    public static let mpeg4Movie = UTType(identifier: "public.mpeg-4", parents: ["public.movie"],
                                          filenameExtensions: ["mp4", "mpg4"], mimeType: "video/mp4")
    /// A base type for audio without video ("public.audio").
    public static let audio = UTType(identifier: "public.audio", parents: ["public.audiovisual-content"])
    /// MPEG-3 audio ("public.mp3", "mp3").
    public static let mp3 = UTType(identifier: "public.mp3", parents: ["public.audio"], filenameExtensions: ["mp3"],
                                   mimeType: "audio/mpeg")

    /// The types of this file.
    static let mediaTypes: [UTType] = [.gif, .tiff, .bmp, .webP, .heif, .heic, .heifStandard, .svg, .rawImage,
                                       .audiovisualContent, .movie, .video, .quickTimeMovie, .mpeg4Movie, .audio, .mp3]
}
