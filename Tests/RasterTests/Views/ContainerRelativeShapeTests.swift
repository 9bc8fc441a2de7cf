import Foundation
import Testing
@testable import Raster

@Suite struct ContainerRelativeShapeTests {
    @Test func fallsBackToARectangle() throws {
        let image = try renderView(ContainerRelativeShape().fill(Color.red).frame(width: 20, height: 10))
        #expect(image[0, 0] == systemRed)
        #expect(image[19, 9] == systemRed)
    }

    @Test func takesTheContainerShape() throws {
        let view = ZStack { ContainerRelativeShape().fill(Color.red) }
            .frame(width: 40, height: 20)
            .containerShape(Capsule(style: .continuous))
        let image = try renderView(view)
        let reference = try renderView(Capsule(style: .continuous).fill(Color.red).frame(width: 40, height: 20))
        writeScratch(image, "containerRelative-capsule")
        #expect(image[0, 0] == transparent)
        #expect(image[20, 10] == systemRed)
        #expect(image.pixmap.data == reference.pixmap.data)
    }

    @Test func insetViewsGetConcentricShapes() throws {
        // 5 points inside a container with 10-point corners: 5-point corners.
        let view = ContainerRelativeShape().fill(Color.red)
            .padding(5)
            .frame(width: 40, height: 40)
            .containerShape(RoundedRectangle(cornerRadius: 10, style: .circular))
        let reference = RoundedRectangle(cornerRadius: 5, style: .circular).fill(Color.red)
            .padding(5)
            .frame(width: 40, height: 40)
        #expect(try renderView(view).pixmap.data == renderView(reference).pixmap.data)
    }

    @Test func strokeBorderInsetsTheContainerShape() throws {
        let view = ContainerRelativeShape().strokeBorder(Color.red, lineWidth: 2)
            .frame(width: 40, height: 20)
            .containerShape(Capsule())
        let reference = Capsule().strokeBorder(Color.red, lineWidth: 2).frame(width: 40, height: 20)
        #expect(try renderView(view).pixmap.data == renderView(reference).pixmap.data)
    }

    @Test func clipShapeResolvesTheContainerShape() throws {
        let view = Color.red.frame(width: 20, height: 20)
            .clipShape(ContainerRelativeShape())
            .containerShape(Circle())
        let reference = Color.red.frame(width: 20, height: 20).clipShape(Circle())
        #expect(try renderView(view).pixmap.data == renderView(reference).pixmap.data)
    }

    @Test func nearestContainerWins() throws {
        let view = ZStack { ContainerRelativeShape().fill(Color.red) }
            .frame(width: 20, height: 20)
            .containerShape(Circle())
            .containerShape(Rectangle())
        #expect(try renderView(view)[0, 0] == transparent)
    }

    /// Seed 001-24: FancyBadgeStyle's background inside `.containerShape(Capsule(style: .continuous))`.
    @Test func fancyBadgeBackground() throws {
        let background = ZStack {
            ContainerRelativeShape()
                .fill(Color.red)
                .overlay {
                    ContainerRelativeShape()
                        .fill(LinearGradient(colors: [.white, .clear], startPoint: .top, endPoint: .center))
                }
            ContainerRelativeShape()
                .strokeBorder(Color.white, lineWidth: 2)
                .shadow(radius: 2)
        }
        let badge = Text(100, format: .number)
            .foregroundColor(.white)
            .font(.caption)
            .padding(.horizontal, 7)
            .padding(.vertical, 4)
            .background(background)
            .containerShape(Capsule(style: .continuous))
        let image = try renderView(badge.padding(4), scale: 3)
        writeScratch(image, "fancy-badge")
        // The capsule leaves the corners of its frame clear except for the soft shadow.
        #expect(image[4 * 3, 4 * 3].a < 64)
        // Below the centre the fill is red (darkened near the stroke by its shadow); above,
        // the white-to-clear gloss lightens it.
        let lower = image[9 * 3, image.height * 7 / 10], upper = image[image.width / 2, 9 * 3]
        #expect(lower.a == 255 && lower.r > 200 && lower.g < 70 && lower.b < 60)
        #expect(upper.a == 255 && upper.g > lower.g + 40)
    }
}
