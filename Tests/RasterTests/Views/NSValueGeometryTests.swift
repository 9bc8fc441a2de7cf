// NSValueGeometryTests.swift · RasterTests/Views · UIKit's NSValue geometry extensions (Views/UIKit/NSValue+UIGeometry.swift)

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation
import Testing
@testable import Raster

@Suite struct NSValueGeometryTests {
    /// A keyboard frame read back as Mlem's keyboard-aware padding reads it: the user-info
    /// value cast to `NSValue`, then `cgRectValue`.
    @Test func valuesGiveBackTheirGeometry() throws {
        let frame = CGRect(x: 0, y: 518, width: 393, height: 334)
        let userInfo: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)]
        let value = try #require(userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)
        #expect(value.cgRectValue == frame)
        #expect(value.cgRectValue.height == 334)
        #expect(NSValue(cgPoint: CGPoint(x: 1.5, y: -2)).cgPointValue == CGPoint(x: 1.5, y: -2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
    }
}
#endif
