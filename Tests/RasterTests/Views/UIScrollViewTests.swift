// UIScrollViewTests.swift · RasterTests/Views · UIScrollView hosted by a representable: the content offset shifts and clips the subviews, the delegate hears of offset changes (UIScrollView.swift)

import Foundation
import Testing
@testable import Raster

private final class ScrollLog: UIScrollViewDelegate {
    var offsets: [CGPoint] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
}

/// A 40 × 40-point scroll view over a 40 × 100 content of three 40 × 30 bands (red at y 0,
/// green at y 30, blue at y 60), scrolled to `offset`.
private func bands(offset: CGPoint) -> UIScrollView {
    let scroll = UIScrollView()
    scroll.contentSize = CGSize(width: 40, height: 100)
    for (index, colour) in [UIColor.red, .green, .blue].enumerated() {
        let band = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 30, width: 40, height: 30))
        band.backgroundColor = colour
        scroll.addSubview(band)
    }
    scroll.contentOffset = offset
    return scroll
}

@Suite struct UIScrollViewTests {
    @Test func theContentOffsetShiftsTheSubviewsAndTheBoundsClipThem() {
        // Hosted 40 × 40 at the top of a 40 × 60 window: scrolled by 35, the green band
        // (content y 30–60) is at y -5–25, the blue one at 25–55, cut at the view's 40.
        let (image, warnings) = renderHosted({ bands(offset: CGPoint(x: 0, y: 35)) },
                                             size: CGSize(width: 40, height: 40), window: CGSize(width: 40, height: 60))
        #expect(warnings.isEmpty)
        #expect(image.pixmap[20, 0] == .green)
        #expect(image.pixmap[20, 24] == .green)
        #expect(image.pixmap[20, 25] == .blue)
        #expect(image.pixmap[20, 39] == .blue)
        #expect(image.pixmap[20, 40] == .white)
        #expect(image.pixmap[20, 59] == .white)
    }

    @Test func atRestItDrawsItsContentFromTheTop() {
        let (image, _) = renderHosted({ bands(offset: .zero) }, size: CGSize(width: 40, height: 40))
        #expect(image.pixmap[20, 0] == .red)
        #expect(image.pixmap[20, 29] == .red)
        #expect(image.pixmap[20, 30] == .green)
        #expect(image.pixmap[20, 39] == .green)
    }

    @Test func theBoundsOriginIsTheContentOffset() {
        let scroll = UIScrollView(frame: CGRect(x: 5, y: 5, width: 40, height: 40))
        #expect(scroll.clipsToBounds)
        scroll.contentOffset = CGPoint(x: 0, y: 12)
        #expect(scroll.bounds == CGRect(x: 0, y: 12, width: 40, height: 40))
        scroll.bounds = CGRect(x: 3, y: 4, width: 50, height: 60)
        #expect(scroll.contentOffset == CGPoint(x: 3, y: 4))
        #expect(scroll.frame == CGRect(x: 5, y: 5, width: 50, height: 60))
        // A plain view's bounds stay at the origin.
        #expect(UIView(frame: CGRect(x: 5, y: 5, width: 40, height: 40)).bounds.origin == .zero)
    }

    @Test func theDelegateHearsOfEachChangeOfTheOffset() {
        let scroll = UIScrollView()
        let log = ScrollLog()
        scroll.delegate = log
        scroll.contentOffset = CGPoint(x: 0, y: 10)
        scroll.contentOffset = CGPoint(x: 0, y: 10)
        scroll.setContentOffset(CGPoint(x: 0, y: 25), animated: true)
        scroll.bounds.origin = CGPoint(x: 4, y: 25)
        #expect(log.offsets == [CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 25), CGPoint(x: 4, y: 25)])
    }

    @Test func aNonFiniteOffsetWarnsAndIsIgnored() {
        let scroll = UIScrollView()
        scroll.contentOffset = CGPoint(x: 0, y: 8)
        let (_, warnings) = RasterDiagnostics.capturingWarnings { scroll.contentOffset = CGPoint(x: 0, y: CGFloat.nan) }
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 8))
        #expect(warnings == ["UIScrollView.contentOffset was set to (0.0, nan), which is not finite; it stays (0.0, 8.0). "
                             + "Give finite points"])
    }

    @Test func recordedPropertiesKeepUIKitsDefaultsAndValues() {
        let scroll = UIScrollView()
        #expect(scroll.keyboardDismissMode == .none && scroll.isScrollEnabled && !scroll.isPagingEnabled && scroll.bounces)
        #expect(!scroll.alwaysBounceVertical && !scroll.alwaysBounceHorizontal)
        #expect(scroll.showsVerticalScrollIndicator && scroll.showsHorizontalScrollIndicator)
        scroll.keyboardDismissMode = .interactive
        scroll.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 16, right: 0)
        #expect(scroll.keyboardDismissMode == .interactive)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 8, left: 0, bottom: 16, right: 0))
        #expect([UIScrollView.KeyboardDismissMode.none, .onDrag, .interactive, .onDragWithAccessory, .interactiveWithAccessory]
                    .map(\.rawValue) == [0, 1, 2, 3, 4])
    }

    /// exyte/Chat keeps a `UITableView.ScrollPosition` in its public scroll parameters.
    @Test func tableScrollPositionsHaveUIKitsRawValues() {
        #expect([UITableView.ScrollPosition.none, .top, .middle, .bottom].map(\.rawValue) == [0, 1, 2, 3])
    }

    @Test func aTableViewIsAScrollViewAndIsDrawnAsOne() {
        let (image, warnings) = renderHosted({ () -> UITableView in
            let table = UITableView()
            table.backgroundColor = .red
            table.contentOffset = CGPoint(x: 0, y: 50)
            return table
        }, size: CGSize(width: 20, height: 20))
        #expect(image.pixmap[10, 10] == .red)
        #expect(warnings == ["UIViewRepresentable HostedUIView: UITableView is drawn as a UIScrollView (its background, layer and "
                             + "UIScrollView content); Raster cannot run UIKit, so what the subclass draws itself (draw(_:), "
                             + "overridden drawing) is not drawn"])
    }
}
