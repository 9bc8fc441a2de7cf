// URL+Directories.swift · Raster/Support · Foundation's URL directory properties (iOS 16) that Linux's Foundation lacks
// Status: Partial — the directories Linux's `FileManager` knows; no `libraryDirectory`,
// `applicationDirectory` or `userDirectory` (it has no answer for them), no
// `homeDirectory(forUser:)`.
//
// swift-corelibs-foundation (Swift 6.3 on Linux) has `URL.homeDirectory`,
// `URL.temporaryDirectory` and `URL.currentDirectory()` but not the other iOS 16 directory
// properties, which model files written for SwiftUI use to save data
// (`URL.documentsDirectory.appending(path: "data.json")`).
// Raster declares them with Foundation's names; each is the first URL that
// `FileManager.default.urls(for:in: .userDomainMask)` gives for its directory, as Foundation
// defines them on Apple platforms. On Linux those are the XDG folders in the home directory
// (`~/Documents`, `~/.cache`, `~/.local/share` …); nothing is created. Where Foundation gains
// them, these must go (both declarations would make every use ambiguous).

import Foundation

extension URL {
    /// The user's documents directory (Foundation's `URL.documentsDirectory`, iOS 16).
    ///
    /// Raster (Linux): `~/Documents`, from `FileManager`; the folder may not exist.
    public static var documentsDirectory: URL { userDirectory(.documentDirectory) }

    /// The user's caches directory (Foundation's `URL.cachesDirectory`, iOS 16).
    ///
    /// Raster (Linux): `~/.cache`, from `FileManager`.
    public static var cachesDirectory: URL { userDirectory(.cachesDirectory) }

    /// The user's application support directory (Foundation's `URL.applicationSupportDirectory`,
    /// iOS 16).
    ///
    /// Raster (Linux): `~/.local/share`, from `FileManager`.
    public static var applicationSupportDirectory: URL { userDirectory(.applicationSupportDirectory) }

    /// The user's downloads directory (Foundation's `URL.downloadsDirectory`, iOS 16).
    public static var downloadsDirectory: URL { userDirectory(.downloadsDirectory) }

    /// The user's desktop directory (Foundation's `URL.desktopDirectory`, iOS 16).
    public static var desktopDirectory: URL { userDirectory(.desktopDirectory) }

    /// The user's movies directory (Foundation's `URL.moviesDirectory`, iOS 16).
    ///
    /// Raster (Linux): `~/Videos`, from `FileManager`.
    public static var moviesDirectory: URL { userDirectory(.moviesDirectory) }

    /// The user's music directory (Foundation's `URL.musicDirectory`, iOS 16).
    public static var musicDirectory: URL { userDirectory(.musicDirectory) }

    /// The user's pictures directory (Foundation's `URL.picturesDirectory`, iOS 16).
    public static var picturesDirectory: URL { userDirectory(.picturesDirectory) }

    /// The user's public sharing directory (Foundation's `URL.sharedPublicDirectory`, iOS 16).
    ///
    /// Raster (Linux): `~/Public`, from `FileManager`.
    public static var sharedPublicDirectory: URL { userDirectory(.sharedPublicDirectory) }

    /// The user's trash directory (Foundation's `URL.trashDirectory`, iOS 16).
    public static var trashDirectory: URL { userDirectory(.trashDirectory) }

    /// `FileManager`'s user-domain URL for `directory` as a directory URL (its path ends in
    /// "/", as Foundation's properties do); the home directory, with a warning, if it has
    /// none (Linux's has one for each directory above).
    private static func userDirectory(_ directory: FileManager.SearchPathDirectory) -> URL {
        if let url = FileManager.default.urls(for: directory, in: .userDomainMask).first {
            return URL(fileURLWithPath: url.path, isDirectory: true)
        }
        warnOnce("FileManager has no user directory for \(directory); URL's directory property gives the home directory. "
            + "Build the URL from URL.homeDirectory instead")
        return homeDirectory
    }
}
