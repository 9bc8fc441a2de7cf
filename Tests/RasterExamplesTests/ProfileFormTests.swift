import Foundation
import PhotosUI
import Testing
import Raster
@testable import RasterExamples

/// The profile form's photo picker: the avatar shows the initials until a photo is picked,
/// then the photo, loaded through `loadTransferable(type: Image.self)`, clipped to its circle.
@Suite struct ProfileFormTests {
    @Test func pickingAPhotoReplacesTheInitials() throws {
        let host = ViewHost(ProfileForm(focusesName: false), size: CGSize(width: 393, height: 852))
        #expect(host.accessibilityDescription().contains("\"AL\""))
        #expect(try host.tap("Change Photo"))
        #expect(host.pendingPhotosPick?.filter == .images)

        // A photo whose top half is blue and bottom half green.
        let photo = VStack(spacing: 0) {
            Color(red: 0, green: 0, blue: 1)
            Color(red: 0, green: 1, blue: 0)
        }
        let png = try #require(ImageRenderer(content: photo.frame(width: 88, height: 88)).pngData())
        #expect(host.completePhotosPick(with: [PhotosPickerItem(data: png, contentType: .png)]))

        #expect(!host.accessibilityDescription().contains("\"AL\""))
        let avatar = try host.frame(of: "Change Photo")
        let image = host.render()
        // The avatar's circle is 88 points above the picker's label, 8 points apart.
        let centre = (x: Int(avatar.midX), top: Int(avatar.minY) - 8 - 88)
        #expect(image[centre.x, centre.top + 20] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(image[centre.x, centre.top + 68] == RGBA8(r: 0, g: 255, b: 0, a: 255))
    }
}
