// AssetScenes.swift · rendershot/Gallery · issue 17 "Asset catalogs and resources": colours and images by name, AsyncImage (not from a seed)
//
// A profile card drawn from the gallery's own asset catalogue (Gallery/GalleryAssets.xcassets,
// a processed resource of this target, so found through Bundle.module): brand colours with a
// dark appearance (Display P3 floats and 8-bit sRGB components), an avatar image set at 2x
// and 3x, a template image tinted with a brand colour, and AsyncImage loading a bundled file,
// a URL answered by an installed loader, and the placeholder of a nil URL. Light and dark.
// Written as ordinary SwiftUI.

import Raster
import RendershotKit

/// Colours and images from an asset catalogue, and AsyncImage, at an iPhone's width.
enum AssetGallery {
    struct ContentView: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 20) {
                HStack(spacing: 14) {
                    Image("Avatar", bundle: .module)
                    VStack(alignment: .leading, spacing: 2) {
                        Text("Ada Lovelace").font(.headline)
                        Text("Analyst · London").font(.subheadline).foregroundStyle(.secondary)
                    }
                    Spacer()
                    Image("Badge", bundle: .module)
                        .foregroundStyle(Color("BrandPrimary", bundle: .module))
                }
                .padding(16)
                .background(Color("Surface", bundle: .module), in: RoundedRectangle(cornerRadius: 16))

                HStack(spacing: 12) {
                    swatch("BrandPrimary")
                    swatch("BrandSecondary")
                    swatch("Surface")
                }

                Text("AsyncImage").font(.headline)
                HStack(spacing: 16) {
                    AsyncImage(url: Bundle.module.url(forResource: "avatar@3x", withExtension: "png",
                                                      subdirectory: "GalleryAssets.xcassets/Avatar.imageset"), scale: 3)
                    AsyncImage(url: URL(string: "https://images.example.com/Avatar.imageset/avatar@2x.png")) { phase in
                        if let image = phase.image {
                            image.resizable().clipShape(RoundedRectangle(cornerRadius: 12))
                        } else {
                            Color.red
                        }
                    }
                    .frame(width: 56, height: 56)
                    AsyncImage(url: nil).frame(width: 56, height: 56)
                }
                .environment(\.asyncImageLoader, .directory(Bundle.module.resourceURL!.appendingPathComponent("GalleryAssets.xcassets")))
                Spacer()
            }
            .padding(16)
        }

        func swatch(_ name: String) -> some View {
            VStack(spacing: 6) {
                RoundedRectangle(cornerRadius: 10).fill(Color(name, bundle: .module))
                    .overlay(RoundedRectangle(cornerRadius: 10).stroke(Color.primary.opacity(0.15), lineWidth: 1))
                    .frame(height: 44)
                Text(name).font(.caption)
            }
        }
    }

    static let scene = RendershotScene("assets", summary: "colours and images from an asset catalogue, and AsyncImage",
                                       size: CGSize(width: 393, height: 340)) {
        ContentView()
    }

    static let darkScene = RendershotScene("assets-dark", summary: "the asset catalogue's dark appearance",
                                           size: CGSize(width: 393, height: 340), colorScheme: .dark) {
        ContentView()
    }
}
