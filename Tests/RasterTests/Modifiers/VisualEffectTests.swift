import Foundation
import Testing
@testable import Raster

/// What a GeometryReader saw while it was placed.
private final class SeenFrame: @unchecked Sendable {
    var global: CGRect?
}

/// The first column in row `y` whose pixel is `color`.
private func firstColumn(of color: RGBA8, in image: RasterImage, y: Int) -> Int? {
    (0..<image.width).first { image[$0, y] == color }
}

@Suite struct VisualEffectTests {
    /// A 10×10 red square 5 points in from the top-leading corner of a white 40×20 frame.
    private func square<Effect: VisualEffect>(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect) -> some View {
        Color.red.frame(width: 10, height: 10)
            .visualEffect(effect)
            .padding(5)
            .frame(width: 40, height: 20, alignment: .topLeading)
            .background(Color.white)
    }

    @Test func theProxyGivesTheGlobalFrameAndTheEffectMovesTheDrawing() throws {
        // Offset right by its own global minX (5): drawn at x = 10.
        let image = try renderView(square { content, proxy in content.offset(x: proxy.frame(in: .global).minX) })
        #expect(firstColumn(of: systemRed, in: image, y: 10) == 10)
        #expect(image[19, 10] == systemRed)
        #expect(image[20, 10] == opaqueWhite)
    }

    @Test func layoutIsUnchanged() {
        let frames = layoutFrames(square { content, _ in content.offset(x: 20).scaleEffect(3) }, proposal: .unspecified)
        #expect(frames.first { $0.name == "Color" }?.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test func framesReadInsideAreWithoutTheEffect() throws {
        let seen = SeenFrame()
        let view = Color.clear.frame(width: 10, height: 10)
            .overlay { GeometryReader { proxy in let _ = seen.global = proxy.frame(in: .global); Color.clear } }
            .visualEffect { content, _ in content.offset(x: 7, y: 3) }
            .padding(10)
        _ = try renderView(view)
        #expect(seen.global == CGRect(x: 10, y: 10, width: 10, height: 10))
    }

    @Test func theFirstEffectCalledIsTheInnermost() throws {
        // Scaled by 2 about its centre (x 0...20), then moved 10 right: x 10...30. The other
        // order would scale the offset too (x 20...40).
        let image = try renderView(square { content, _ in content.scaleEffect(2).offset(x: 10) })
        #expect(firstColumn(of: systemRed, in: image, y: 10) == 10)
        #expect(image[29, 10] == systemRed)
        #expect(image[30, 10] == opaqueWhite)
    }

    @Test func colourEffectsDrawAsTheirViewModifiers() throws {
        let gradient = LinearGradient(colors: [.red, .yellow, .blue], startPoint: .leading, endPoint: .trailing)
            .frame(width: 30, height: 8)
        let pairs: [(RasterImage, RasterImage)] = [
            (try renderView(gradient.visualEffect { c, _ in c.opacity(0.4) }), try renderView(gradient.opacity(0.4))),
            (try renderView(gradient.visualEffect { c, _ in c.grayscale(0.7) }), try renderView(gradient.grayscale(0.7))),
            (try renderView(gradient.visualEffect { c, _ in c.hueRotation(.degrees(90)) }),
             try renderView(gradient.hueRotation(.degrees(90)))),
            (try renderView(gradient.visualEffect { c, _ in c.colorMultiply(.green) }), try renderView(gradient.colorMultiply(.green))),
            (try renderView(gradient.visualEffect { c, _ in c.brightness(0.2).contrast(1.3).saturation(0.5) }),
             try renderView(gradient.brightness(0.2).contrast(1.3).saturation(0.5))),
            (try renderView(gradient.visualEffect { c, _ in c.blur(radius: 2) }), try renderView(gradient.blur(radius: 2))),
            (try renderView(gradient.visualEffect { c, _ in c.rotationEffect(.degrees(30)) }),
             try renderView(gradient.rotationEffect(.degrees(30)))),
            (try renderView(gradient.visualEffect { c, _ in c.rotation3DEffect(.degrees(40), axis: (x: 0, y: 1, z: 0)) }),
             try renderView(gradient.rotation3DEffect(.degrees(40), axis: (x: 0, y: 1, z: 0)))),
        ]
        for (index, (effect, modifier)) in pairs.enumerated() {
            #expect(effect.pixmap.data == modifier.pixmap.data, "pair \(index)")
        }
    }

    @Test func aScrollPositionDrivenEffectFollowsTheScrollOffset() {
        // Rows 20 points tall; each is moved right by a quarter of its minY in the scroll view.
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { _ in
                    Color.red.frame(height: 20)
                        .visualEffect { content, proxy in content.offset(x: proxy.frame(in: .scrollView).minY / 4) }
                }
            }
        }
        let host = ViewHost(view, size: CGSize(width: 40, height: 100))
        let before = host.render()
        #expect(firstColumn(of: systemRed, in: before, y: 5) == 0)
        #expect(firstColumn(of: systemRed, in: before, y: 45) == 10)
        host.scroll(by: CGSize(width: 0, height: 40), at: CGPoint(x: 20, y: 50))
        let after = host.render()
        // Row 3 (content y 40) is now at the top: no offset; row 5 at y 40: 10 points.
        #expect(firstColumn(of: systemRed, in: after, y: 5) == 0)
        #expect(firstColumn(of: systemRed, in: after, y: 25) == 5)
        #expect(firstColumn(of: systemRed, in: after, y: 45) == 10)
    }

    @Test func theScrollViewSpaceIsTheVisibleRegion() throws {
        let seen = SeenFrame()
        let view = ScrollView {
            VStack(spacing: 0) {
                Color.blue.frame(height: 30)
                Color.red.frame(height: 20)
                    .visualEffect { content, proxy in
                        seen.global = proxy.frame(in: .scrollView)
                        return content
                    }
                Color.blue.frame(height: 200)
            }
        }
        .padding(.top, 15)
        let host = ViewHost(view, size: CGSize(width: 40, height: 100))
        _ = host.render()
        #expect(seen.global == CGRect(x: 0, y: 30, width: 40, height: 20))
        host.scroll(by: CGSize(width: 0, height: 45), at: CGPoint(x: 20, y: 50))
        _ = host.render()
        #expect(seen.global == CGRect(x: 0, y: -15, width: 40, height: 20))
    }

    @Test func theScrollViewSpaceOutsideAScrollViewIsGlobalWithAWarning() throws {
        let seen = SeenFrame()
        let warnings = try capturingWarnings {
            _ = try renderView(Color.clear.frame(width: 10, height: 10)
                .overlay { GeometryReader { proxy in let _ = seen.global = proxy.frame(in: .scrollView); Color.clear } }
                .padding(4))
        }
        #expect(seen.global == CGRect(x: 4, y: 4, width: 10, height: 10))
        #expect(warnings.contains { $0.contains("no scroll view encloses") })
    }

    @Test func stepsInterpolateParameterByParameter() {
        let environment = EnvironmentValues()
        let from: [VisualEffectStep] = EmptyVisualEffect().opacity(0).scaleEffect(0.5).offset(x: 10).visualEffectSteps
        let to: [VisualEffectStep] = EmptyVisualEffect().opacity(1).scaleEffect(1).offset(x: 30).visualEffectSteps
        let mixed = from.interpolated(to: to, amount: 0.25, in: environment)
        #expect(mixed.count == 3)
        if case .opacity(let opacity) = mixed[0] { #expect(opacity == 0.25) } else { Issue.record("not an opacity: \(mixed[0])") }
        if case .scale(let scale, let anchor) = mixed[1] {
            #expect(scale == CGSize(width: 0.625, height: 0.625))
            #expect(anchor == .center)
        } else {
            Issue.record("not a scale: \(mixed[1])")
        }
        if case .offset(let offset) = mixed[2] { #expect(offset == CGSize(width: 15, height: 0)) } else { Issue.record("\(mixed[2])") }
        // Different chains: the nearer one.
        let other = EmptyVisualEffect().blur(radius: 3).visualEffectSteps
        #expect(from.interpolated(to: other, amount: 0.4, in: environment).count == 3)
        #expect(from.interpolated(to: other, amount: 0.6, in: environment).count == 1)
    }
}
