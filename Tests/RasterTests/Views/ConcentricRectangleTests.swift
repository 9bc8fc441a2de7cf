import Foundation
import Testing
@testable import Raster

@Suite struct ConcentricRectangleTests {
    /// A container 100 × 80 points with 20-point corners.
    let container = ConcentricContainer(frame: CGRect(x: 0, y: 0, width: 100, height: 80),
                                        radii: RectangleCornerRadii(topLeading: 20, bottomLeading: 20,
                                                                    bottomTrailing: 20, topTrailing: 20))
    /// 8 points in from the sides, 4 from the top and 16 from the bottom.
    let offCentre = CGRect(x: 8, y: 4, width: 84, height: 60)

    @Test func concentricCornersAreTheContainersRadiusLessTheInset() {
        let radii = ConcentricRectangle().cornerRadii(in: offCentre, container: container)
        // Top corners: 20 − max(8, 4); bottom corners: 20 − max(8, 16).
        #expect(radii == RectangleCornerRadii(topLeading: 12, bottomLeading: 4, bottomTrailing: 4, topTrailing: 12))
    }

    @Test func uniformCornersTakeTheLargestRadiusOfTheirGroup() {
        #expect(ConcentricRectangle(corners: .concentric, isUniform: true).cornerRadii(in: offCentre, container: container)
                    == RectangleCornerRadii(topLeading: 12, bottomLeading: 12, bottomTrailing: 12, topTrailing: 12))
        let topFixed = ConcentricRectangle(uniformTopCorners: .fixed(6), bottomLeadingCorner: .concentric,
                                           bottomTrailingCorner: .fixed(0))
        #expect(topFixed.cornerRadii(in: offCentre, container: container)
                    == RectangleCornerRadii(topLeading: 6, bottomLeading: 4, bottomTrailing: 0, topTrailing: 6))
        let sides = ConcentricRectangle(uniformLeadingCorners: .concentric, uniformTrailingCorners: .fixed(3))
        #expect(sides.cornerRadii(in: offCentre, container: container)
                    == RectangleCornerRadii(topLeading: 12, bottomLeading: 12, bottomTrailing: 3, topTrailing: 3))
    }

    @Test func aMinimumHoldsWhereTheContainerLeavesLess() {
        let shape = ConcentricRectangle(corners: .concentric(minimum: .fixed(10)))
        #expect(shape.cornerRadii(in: offCentre, container: container)
                    == RectangleCornerRadii(topLeading: 12, bottomLeading: 10, bottomTrailing: 10, topTrailing: 12))
        // Far inside the corners, concentric corners are square (20 − 30 is below 0).
        let deep = CGRect(x: 30, y: 30, width: 40, height: 20)
        #expect(ConcentricRectangle().cornerRadii(in: deep, container: container) == RectangleCornerRadii())
    }

    @Test func fixedCornersArePathsOfThatRadius() {
        let rect = CGRect(x: 0, y: 0, width: 60, height: 40)
        #expect(ConcentricRectangle(corners: .fixed(8)).path(in: rect)
                    == UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 8, bottomLeading: 8,
                                                                                bottomTrailing: 8, topTrailing: 8)).path(in: rect))
        let fixed: ConcentricRectangle = .rect(corners: .fixed(8))
        #expect(fixed.path(in: rect) == RoundedRectangle(cornerRadius: 8).path(in: rect))
        // Without a container (a path asked for directly), concentric corners are square.
        #expect(ConcentricRectangle().path(in: rect) == UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii()).path(in: rect))
    }

    @Test func drawsConcentricWithTheContainerShape() throws {
        // 5 points inside a container with 10-point corners: 5-point corners.
        let view = ConcentricRectangle().fill(Color.red)
            .padding(5)
            .frame(width: 40, height: 40)
            .containerShape(RoundedRectangle(cornerRadius: 10))
        let reference = RoundedRectangle(cornerRadius: 5).fill(Color.red)
            .padding(5)
            .frame(width: 40, height: 40)
        let image = try renderView(view, scale: 3)
        writeScratch(image, "concentric-rounded")
        #expect(image.pixmap.data == (try renderView(reference, scale: 3)).pixmap.data)
        #expect(image[0, 0] == transparent)
    }

    @Test func followsTheDisplayCornersWithoutAContainer() {
        // An iPhone 15's display has 55-point corners; 8 points in from its edges: 47.
        let card = ConcentricRectangle().fill(Color.red).padding(8).ignoresSafeArea()
        let reference = RoundedRectangle(cornerRadius: 47).fill(Color.red).padding(8).ignoresSafeArea()
        let image = ViewHost(card, device: .iPhone15).render()
        writeScratch(image, "concentric-display")
        #expect(image.pixmap.data == ViewHost(reference, device: .iPhone15).render().pixmap.data)
    }

    @Test func withoutAContainerOrDisplayCornersIsARectangleOrItsMinimum() throws {
        let square = try renderView(ConcentricRectangle().fill(Color.red).frame(width: 20, height: 10))
        #expect(square[0, 0] == systemRed)
        let minimum = ConcentricRectangle(corners: .concentric(minimum: .fixed(4))).fill(Color.red).frame(width: 20, height: 10)
        let reference = RoundedRectangle(cornerRadius: 4).fill(Color.red).frame(width: 20, height: 10)
        #expect(try renderView(minimum).pixmap.data == renderView(reference).pixmap.data)
    }

    @Test func badRadiiWarnAndDrawSquareCorners() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        var radii = RectangleCornerRadii(topLeading: 1)
        let warnings = capturingWarnings {
            radii = ConcentricRectangle(topLeadingCorner: .fixed(.nan), topTrailingCorner: .concentric(minimum: .fixed(-4)))
                .cornerRadii(in: rect, container: nil)
        }
        #expect(radii == RectangleCornerRadii())
        #expect(warnings.contains { $0.contains(".fixed(nan)") && $0.contains("finite radius ≥ 0") })
        #expect(warnings.contains { $0.contains(".fixed(-4.0)") })
    }

    /// A sheet with a close button in its toolbar and a card at its foot, its content
    /// reaching under the home indicator: the card's bottom corners are the display's 55
    /// points less its 16-point inset (39); its top corners, far from any display corner, the
    /// 12-point minimum. Raster's sheet is iOS 17's (flush with the display's foot).
    @Test func cardInASheetFollowsTheDisplayCorners() {
        func scene<Card: Shape>(_ card: Card) -> some View {
            Color(white: 0.9).ignoresSafeArea()
                .sheet(isPresented: .constant(true)) {
                    NavigationStack {
                        VStack {
                            Text("Share your location with friends nearby.")
                                .padding()
                            Spacer()
                            card.fill(Color.blue)
                                .frame(height: 120)
                                .padding(16)
                        }
                        .ignoresSafeArea(edges: .bottom)
                        .navigationTitle("Location")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) { Button(role: .close) {} }
                            ToolbarItem(placement: .topBarTrailing) { Button(role: .confirm) {} }
                        }
                    }
                }
        }
        let image = ViewHost(scene(ConcentricRectangle(corners: .concentric(minimum: .fixed(12)))), device: .iPhone15).render()
        writeScratch(image, "concentric-sheet")
        let reference = UnevenRoundedRectangle(topLeadingRadius: 12, bottomLeadingRadius: 39,
                                               bottomTrailingRadius: 39, topTrailingRadius: 12)
        let matches = image.pixmap.data == ViewHost(scene(reference), device: .iPhone15).render().pixmap.data
        #expect(matches)
    }
}
