// StoreKit.swift · StoreKit · the name of Apple's StoreKit module, for files that `import StoreKit`
// Status: Partial — review requests only (COMPATIBILITY.md, "The StoreKit module"): no products,
// purchases, transactions or store views.
//
// Settings screens import StoreKit beside SwiftUI for a "Rate the app" row
// (`@Environment(\.requestReview)`). Linux has no StoreKit, and one import that does not
// resolve stops the whole module from compiling. This module answers it with the review
// request types, which Raster holds (`EnvironmentValues.requestReview` comes with `import
// Raster`, as SwiftUI's overlay brings it with SwiftUI).

@_exported import struct Raster.RequestReviewAction
@_exported import class Raster.SKStoreReviewController
