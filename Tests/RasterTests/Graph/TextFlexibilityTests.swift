import Foundation
import Testing
@testable import Raster

/// A text is flexible in a stack (its minimum width is its widest character), so a stack
/// placed at its own ideal width gives the text its ideal width and does not wrap it.
@Suite struct TextFlexibilityTests {
    @Test func stackAtItsIdealWidthKeepsTextOnOneLine() {
        let renderer = ImageRenderer(content: VStack {
            HStack(spacing: 12) {
                Text("Blur").font(.title)
                Color.red.frame(width: 30, height: 30)
            }
        })
        renderer.scale = 2
        let ideal = TextLayout("Blur", font: Font.title.resolved, maxWidth: nil).size
        let textWidth = (ideal.width * 2).rounded(.up) / 2, textHeight = (ideal.height * 2).rounded(.up) / 2
        let width = textWidth + 12 + 30
        #expect(renderer.layoutDescription() == """
            VStack (0, 0, \(formatPoints(width)), \(formatPoints(textHeight)))
              HStack(spacing: 12) (0, 0, \(formatPoints(width)), \(formatPoints(textHeight)))
                Text("Blur") (0, 0, \(formatPoints(textWidth)), \(formatPoints(textHeight)))
                frame(width: 30, height: 30) (\(formatPoints(textWidth + 12)), \(formatPoints((textHeight - 30) / 2)), 30, 30)
                  Color (\(formatPoints(textWidth + 12)), \(formatPoints((textHeight - 30) / 2)), 30, 30)
            """)
    }
}
