// UIKitViewsSnapshotTests.swift · RasterExamplesTests · the UIKit views apps wrap in UIViewRepresentable, drawn by Raster

import Foundation
import Testing
import Raster
import RasterSnapshotTesting

/// A UIKit view made by `make`, wrapped as app code wraps one.
private struct Wrapped<V: UIView>: UIViewRepresentable {
    let make: () -> V
    func makeUIView(context: Context) -> V { make() }
    func updateUIView(_ uiView: V, context: Context) {}
}

/// A label, a wrapped centred label, a tinted symbol, a large spinner, a rounded bordered
/// shadowed view and a text view with a hairline border.
private struct UIKitViews: View {
    var body: some View {
        VStack(spacing: 12) {
            Wrapped { () -> UILabel in
                let label = UILabel()
                label.text = "UILabel: Hello, world"
                label.backgroundColor = .secondarySystemBackground
                return label
            }
            .frame(height: 44)
            Wrapped { () -> UILabel in
                let label = UILabel()
                label.text = "Centred, two lines of wrapped text in a label that truncates what does not fit"
                label.numberOfLines = 2
                label.textAlignment = .center
                label.font = .boldSystemFont(ofSize: 15)
                label.textColor = .systemBlue
                return label
            }
            .frame(height: 44)
            HStack {
                Wrapped { () -> UIImageView in
                    let view = UIImageView(image: UIImage(systemName: "star.fill"))
                    view.contentMode = .scaleAspectFit
                    view.tintColor = .systemOrange
                    return view
                }
                .frame(width: 44, height: 44)
                Wrapped { () -> UIActivityIndicatorView in
                    let spinner = UIActivityIndicatorView(style: .large)
                    spinner.startAnimating()
                    return spinner
                }
                .frame(width: 44, height: 44)
                Wrapped { () -> UIView in
                    let card = UIView()
                    card.backgroundColor = .systemTeal
                    card.layer.cornerRadius = 12
                    card.layer.borderWidth = 3
                    card.layer.borderColor = UIColor.systemIndigo.cgColor
                    card.layer.shadowOpacity = 0.4
                    card.layer.shadowRadius = 6
                    card.layer.shadowOffset = CGSize(width: 0, height: 4)
                    return card
                }
                .frame(width: 80, height: 44)
            }
            Wrapped { () -> UITextView in
                let text = UITextView()
                text.text = "UITextView: The quick brown fox jumps over the lazy dog, and keeps on running past the edge."
                text.font = .systemFont(ofSize: 15)
                text.layer.borderWidth = 1
                text.layer.borderColor = UIColor.separator.cgColor
                return text
            }
            .frame(height: 80)
        }
        .padding()
    }
}

@Suite struct UIKitViewsSnapshotTests {
    @Test(arguments: [ColorScheme.light, .dark])
    func uikitViews(colorScheme: ColorScheme) {
        let host = ViewHost(UIKitViews(), size: CGSize(width: 300, height: 300), scale: 2, colorScheme: colorScheme)
        assertSnapshot(of: host, as: .image(), named: colorScheme == .dark ? "dark" : "light")
    }
}
