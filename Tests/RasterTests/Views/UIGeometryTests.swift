import Testing
import Foundation
@testable import Raster

/// UIKit's `NSDirectionalEdgeInsets` and `UIRectEdge` (UIGeometry.swift), as view files that
/// convert SwiftUI insets and edges to UIKit's use them.
@Suite struct UIGeometryTests {
    /// `UIRectEdge`'s raw values are UIKit's (top 1, left 2, bottom 4, right 8, all 15), so
    /// sets built from SwiftUI edges compare and hash as they do on iOS.
    @Test func rectEdgeRawValuesAreUIKits() {
        #expect(UIRectEdge.top.rawValue == 1)
        #expect(UIRectEdge.left.rawValue == 2)
        #expect(UIRectEdge.bottom.rawValue == 4)
        #expect(UIRectEdge.right.rawValue == 8)
        #expect(UIRectEdge.all.rawValue == 15)
        #expect(UIRectEdge.none.rawValue == 0)
        let horizontal: UIRectEdge = [.left, .right]
        #expect(horizontal.rawValue == 10)
        #expect(horizontal.union([.top, .bottom]) == .all)
        #expect(!horizontal.contains(.top))
    }

    /// `NSDirectionalEdgeInsets(_:)` keeps a SwiftUI `EdgeInsets`' four distances, points.
    @Test func directionalInsetsFromSwiftUIInsets() {
        let insets = NSDirectionalEdgeInsets(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4.5))
        #expect(insets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4.5))
        #expect(insets.leading == 2)
        #expect(insets.trailing == 4.5)
        #expect(NSDirectionalEdgeInsets() == .zero)
        #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        var edited = NSDirectionalEdgeInsets.zero
        edited.bottom = 34
        #expect(edited != .zero)
        #expect(edited.bottom == 34)
    }
}
