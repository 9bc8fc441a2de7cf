// UIKitStandInScenes.swift · rendershot/Gallery · issue 18 "Apps": ImagePaint tiling an image, and UIImage shown with Image(uiImage:) (not from a seed)
//
// A pattern card filled with the gallery's avatar image set repeated at half size, a circle
// filled with a cropped region of it, and the UIKit images app code passes to SwiftUI: an
// asset through UIImage(named:in:), an SF Symbol through UIImage(systemName:), both drawn with
// Image(uiImage:), and the image's size as UIKit reports it. Light and dark. Written as
// ordinary SwiftUI (with UIKit's UIImage).

import Raster
import RendershotKit

/// ImagePaint and UIImage at an iPhone's width.
enum UIKitStandInGallery {
    struct ContentView: View {
        private let avatar = Image("Avatar", bundle: .module)

        var body: some View {
            VStack(alignment: .leading, spacing: 14) {
                Text("ImagePaint").font(.headline)
                RoundedRectangle(cornerRadius: 16)
                    .fill(ImagePaint(image: avatar, scale: 0.5))
                    .frame(height: 84)
                HStack(spacing: 16) {
                    Circle()
                        .fill(.image(avatar, sourceRect: CGRect(x: 0.25, y: 0.1, width: 0.5, height: 0.5), scale: 0.75))
                        .frame(width: 84, height: 84)
                    Capsule()
                        .fill(ImagePaint(image: avatar, scale: 0.25).opacity(0.5))
                        .overlay(Capsule().stroke(.secondary, lineWidth: 1))
                        .frame(height: 44)
                }

                Text("UIImage").font(.headline)
                HStack(spacing: 16) {
                    if let photo = UIImage(named: "Avatar", in: .module) {
                        Image(uiImage: photo)
                        Text("\(Int(photo.size.width))×\(Int(photo.size.height)) pt at \(Int(photo.scale))x")
                            .font(.subheadline).foregroundStyle(.secondary)
                    }
                    Spacer()
                    if let star = UIImage(systemName: "star.fill") {
                        Image(uiImage: star).foregroundStyle(.yellow)
                    }
                }
                Spacer()
            }
            .padding(16)
        }
    }

    static let scene = RendershotScene("image-paint", summary: "ImagePaint tiling an image, and UIImage in Image(uiImage:)",
                                       size: CGSize(width: 393, height: 380)) {
        ContentView()
    }

    static let darkScene = RendershotScene("image-paint-dark", summary: "ImagePaint and UIImage, dark",
                                           size: CGSize(width: 393, height: 380), colorScheme: .dark) {
        ContentView()
    }
}
