import Foundation
import Testing
@testable import Raster

@Suite struct UIActivityIndicatorViewTests {
    @Test func hiddenUntilItAnimates() {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.frame.size == CGSize(width: 37, height: 37) && spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(spinner.hidesWhenStopped && spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(!spinner.isAnimating && spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        #expect(UIActivityIndicatorView().style == .medium && UIActivityIndicatorView().intrinsicContentSize == CGSize(width: 20, height: 20))
    }

    /// An animating spinner draws the same pixels as SwiftUI's circular ProgressView of the
    /// same size and colour, centred in its bounds.
    @Test func drawsAsProgressViewDraws() throws {
        func spinner(_ style: UIActivityIndicatorView.Style, color: UIColor? = nil, animating: Bool = true) -> () -> UIActivityIndicatorView {
            {
                let view = UIActivityIndicatorView(style: style)
                view.color = color
                if animating { view.startAnimating() }
                return view
            }
        }
        let medium = renderHosted(spinner(.medium), size: CGSize(width: 20, height: 20), scale: 2).image
        #expect(medium.pixmap.data == renderWindow(ProgressView(), size: CGSize(width: 20, height: 20), scale: 2).pixmap.data)
        let large = renderHosted(spinner(.large), size: CGSize(width: 37, height: 37), scale: 2).image
        #expect(large.pixmap.data == renderWindow(ProgressView().controlSize(.large), size: CGSize(width: 37, height: 37), scale: 2).pixmap.data)
        let red = renderHosted(spinner(.medium, color: .red), size: CGSize(width: 20, height: 20), scale: 2).image
        #expect(red.pixmap.data == renderWindow(ProgressView().tint(Color(red: 1, green: 0, blue: 0)), size: CGSize(width: 20, height: 20), scale: 2).pixmap.data)
        // Centred in larger bounds.
        let centred = renderHosted(spinner(.medium), size: CGSize(width: 60, height: 40), scale: 2).image
        #expect(inkBounds(centred, background: .white) != nil)
        let offset = try #require(inkBounds(centred, background: .white)), own = try #require(inkBounds(medium, background: .white))
        #expect(offset == own.offsetBy(dx: 40, dy: 20))
        // Stopped, it is hidden.
        let stopped = renderHosted(spinner(.medium, animating: false), size: CGSize(width: 20, height: 20)).image
        #expect(inkBounds(stopped, background: .white) == nil)
    }
}
