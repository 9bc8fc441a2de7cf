// PhotosUI.swift · PhotosUI · the name of Apple's PhotosUI module, for files that `import PhotosUI`
// Status: Partial — the types of SwiftUI's Photos picker (COMPATIBILITY.md, "The PhotosUI
// module"); no `PHPickerViewController`.
//
// View files import PhotosUI beside SwiftUI for `PhotosPicker` and `PhotosPickerItem`. Linux
// has no PhotosUI, and one import that does not resolve stops the whole module from
// compiling. This module answers it with the picker's types, which Raster holds (SwiftUI's
// `photosPicker` modifiers come with `import Raster`, as they come with SwiftUI).

@_exported import UniformTypeIdentifiers
@_exported import struct Raster.PhotosPicker
@_exported import struct Raster.PhotosPickerItem
@_exported import struct Raster.PhotosPickerSelectionBehavior
@_exported import struct Raster.PHPickerFilter
@_exported import struct Raster.PhotosPickRequest
