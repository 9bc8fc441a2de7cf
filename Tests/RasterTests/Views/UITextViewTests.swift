import Foundation
import Testing
@testable import Raster

@Suite struct UITextViewTests {
    @Test func defaultsAreUIKits() {
        let view = UITextView()
        #expect(view.text == "" && view.font == nil && view.textColor == nil)
        #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(view.textContainer.lineFragmentPadding == 5)
        #expect(view.isEditable && view.isSelectable && view.isScrollEnabled)
        #expect(view.backgroundColor == .systemBackground)
        view.text = nil
        #expect(view.text == "")
    }

    /// The text wraps to the width less the padding (5 each side) and is as tall as a
    /// label of the same 12-point text wrapped there, plus the insets (8 top and bottom).
    @Test func sizeThatFitsWrapsTheText() {
        let view = UITextView()
        view.text = "The quick brown fox jumps over the lazy dog"
        let label = UILabel()
        label.text = view.text
        label.font = .systemFont(ofSize: 12)
        label.numberOfLines = 0
        let text = label.sizeThatFits(CGSize(width: 90, height: 0))
        #expect(view.sizeThatFits(CGSize(width: 100, height: 0)) == CGSize(width: 100, height: text.height + 16))
        #expect(text.height > label.intrinsicContentSize.height * 2)
    }

    /// Drawn from the top-left of the text container over the system background, black on
    /// white in light mode and white on black in dark mode.
    @Test func drawsItsTextAtTheContainerInset() throws {
        func textView() -> UITextView {
            let view = UITextView()
            view.text = "Notes"
            return view
        }
        let light = renderHosted(textView, size: CGSize(width: 100, height: 60), window: CGSize(width: 100, height: 60), scale: 2).image
        let ink = try #require(inkBounds(light, background: .white))
        #expect(ink.minX >= 10 && ink.minX <= 12 && ink.minY >= 16 && ink.maxY <= 16 + 2 * 16)
        let dark = renderHosted(textView, size: CGSize(width: 100, height: 60), scale: 2, colorScheme: .dark).image
        #expect(dark.pixmap[0, 0] == .black && dark.pixmap[199, 119] == .black)
        #expect(inkBounds(dark, background: .black) == ink)
    }
}
