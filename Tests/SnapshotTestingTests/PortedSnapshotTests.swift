// PortedSnapshotTests.swift · SnapshotTestingTests · a test file as swift-snapshot-testing users write it, with only `import SwiftUI` replaced
//
// Its references are in __Snapshots__/PortedSnapshotTests/, beside this file, where
// swift-snapshot-testing keeps them.

import Raster            // was: import SwiftUI
import SnapshotTesting
import XCTest

final class PortedSnapshotTests: XCTestCase {
    func testRowOnAFixedCanvasInDarkMode() {
        assertSnapshot(of: ReceiptRow(title: "Coffee", amount: "$3.50"),
                       as: .image(precision: 0.99, layout: .fixed(width: 240, height: 90),
                                  traits: .init(userInterfaceStyle: .dark)))
    }

    func testRowOnAnIPhoneSE() {
        assertSnapshot(of: ReceiptRow(title: "Coffee", amount: "$3.50").frame(maxHeight: .infinity, alignment: .top),
                       as: .image(layout: .device(config: .iPhoneSe), traits: .init(displayScale: 1)))
    }
}

// docs/swift-snapshot-testing.md shows the file down to here.

extension PortedSnapshotTests {
    func testRow() {
        assertSnapshot(of: ReceiptRow(title: "Coffee", amount: "$3.50"), as: .image)
    }

    func testSchemes() {
        assertSnapshots(of: ReceiptRow(title: "Tea", amount: "$2.00"),
                        as: ["light": .image, "dark": .image(traits: .init(userInterfaceStyle: .dark))])
    }

    func testHostingControllerOnAnIPhone13() {
        assertSnapshot(of: UIHostingController(rootView: ReceiptRow(title: "Coffee", amount: "$3.50")),
                       as: .image(on: .iPhone13))
    }

    func testAStrategyHelperOfTheSuitesOwn() {
        assertSnapshot(of: ReceiptRow(title: "Tea", amount: "$2.00"), as: .hosted(on: .iPhoneSe, scale: 1))
    }

    func testReceiptAsTextAndJSON() {
        let receipt = Receipt(id: 7, items: ["tea", "cake"], tip: nil)
        assertSnapshot(of: receipt, as: .dump)
        assertSnapshot(of: receipt, as: .json)
    }

    @available(*, deprecated)
    func testTheDeprecatedSpellings() {
        assertSnapshot(matching: "text", as: .lines)
        assertSnapshot(of: "text", as: .lines, record: false)
    }
}

private struct ReceiptRow: View {
    var title: String
    var amount: String

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(amount).foregroundStyle(.secondary)
        }
        .padding()
        .background(Color.blue.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
        .padding()
    }
}

private struct Receipt: Codable {
    var id: Int
    var items: [String]
    var tip: Double?
}

/// A strategy helper as test suites write one for swift-snapshot-testing, naming its format.
extension Snapshotting where Value: View, Format == UIImage {
    static func hosted(on config: ViewImageConfig, scale: CGFloat, style: UIUserInterfaceStyle = .light) -> Snapshotting {
        Snapshotting<UIViewController, UIImage>
            .image(on: config, traits: UITraitCollection(traitsFrom: [.init(displayScale: scale), .init(userInterfaceStyle: style)]))
            .pullback(UIHostingController.init(rootView:))
    }
}
