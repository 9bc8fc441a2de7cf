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
        snapshot(UIKitViews(), colorScheme: colorScheme)
    }

    /// UIVisualEffectView, symbol configurations and tint colours, attributed text, masked
    /// corners and an image drawn through CGContext.
    @Test(arguments: [ColorScheme.light, .dark])
    func uikitEffects(colorScheme: ColorScheme) {
        snapshot(UIKitEffects(), colorScheme: colorScheme)
    }

    /// A card laid out by Auto Layout: stack views, a margins guide, centring, equal spacing.
    @Test(arguments: [ColorScheme.light, .dark])
    func uikitAutoLayout(colorScheme: ColorScheme) {
        snapshot(Wrapped(make: profileCard).frame(height: 184).padding(), colorScheme: colorScheme)
    }

    /// `view` in a 300-point window at scale 2, recorded as the calling test's "light" or "dark".
    private func snapshot(_ view: some View, colorScheme: ColorScheme, testName: String = #function) {
        let host = ViewHost(view, size: CGSize(width: 300, height: 300), scale: 2, colorScheme: colorScheme)
        assertSnapshot(of: host, as: .image(), named: colorScheme == .dark ? "dark" : "light", testName: testName)
    }
}

/// A profile card as UIKit code builds one: an avatar beside a name and an address (a
/// vertical stack in a centred row, inside the card's margins), a full-width button whose
/// title is centred by constraints, and a row of three symbols spread with equal spacing.
private func profileCard() -> UIView {
    let card = UIView()
    card.backgroundColor = .secondarySystemBackground
    card.layer.cornerRadius = 12
    let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle.fill"))
    avatar.tintColor = .systemBlue
    let name = UILabel(), address = UILabel()
    name.text = "Jane Appleseed"
    name.font = .preferredFont(forTextStyle: .headline)
    address.text = "jane@example.com"
    address.font = .preferredFont(forTextStyle: .subheadline)
    address.textColor = .secondaryLabel
    let names = UIStackView(arrangedSubviews: [name, address])
    names.axis = .vertical
    names.spacing = 2
    let row = UIStackView(arrangedSubviews: [avatar, names])
    row.spacing = 12
    row.alignment = .center
    let button = UIView(), title = UILabel()
    button.backgroundColor = .systemBlue
    button.layer.cornerRadius = 10
    title.text = "Follow"
    title.textColor = .white
    title.font = .boldSystemFont(ofSize: 17)
    let icons = UIStackView(arrangedSubviews: ["message.fill", "phone.fill", "video.fill"].map { name in
        let icon = UIImageView(image: UIImage(systemName: name))
        icon.tintColor = .systemBlue
        return icon
    })
    icons.distribution = .equalSpacing
    for view in [row, button, title, icons] { view.translatesAutoresizingMaskIntoConstraints = false }
    button.addSubview(title)
    [row, button, icons].forEach(card.addSubview)
    let margins = card.layoutMarginsGuide
    NSLayoutConstraint.activate([
        avatar.widthAnchor.constraint(equalToConstant: 56),
        avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
        row.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: 8),
        row.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
        row.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
        button.topAnchor.constraint(equalTo: row.bottomAnchor, constant: 16),
        button.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
        button.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
        button.heightAnchor.constraint(equalToConstant: 44),
        title.centerXAnchor.constraint(equalTo: button.centerXAnchor),
        title.centerYAnchor.constraint(equalTo: button.centerYAnchor),
        icons.topAnchor.constraint(equalToSystemSpacingBelow: button.bottomAnchor, multiplier: 2),
        icons.leadingAnchor.constraint(equalTo: button.leadingAnchor, constant: 32),
        icons.trailingAnchor.constraint(equalTo: button.trailingAnchor, constant: -32),
    ])
    return card
}

/// A badge drawn with Core Graphics into an image context: a filled circle and a white cross.
private func drawnBadge() -> UIImage? {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 36, height: 36), false, 0)
    defer { UIGraphicsEndImageContext() }
    guard let context = UIGraphicsGetCurrentContext() else { return nil }
    context.setFillColor(UIColor.systemGreen.cgColor)
    context.fillEllipse(in: CGRect(x: 0, y: 0, width: 36, height: 36))
    context.setStrokeColor(UIColor.white.cgColor)
    context.setLineWidth(4)
    context.setLineCap(.round)
    context.move(to: CGPoint(x: 11, y: 18))
    context.addLine(to: CGPoint(x: 25, y: 18))
    context.move(to: CGPoint(x: 18, y: 11))
    context.addLine(to: CGPoint(x: 18, y: 25))
    context.strokePath()
    return UIGraphicsGetImageFromCurrentImageContext()
}

/// An image view showing `image` at its own size, centred.
private func centred(_ image: UIImage?) -> UIImageView {
    let view = UIImageView(image: image)
    view.contentMode = .center
    return view
}

/// A blur over stripes holding a preferred-font label and a label in a secondary-label
/// vibrancy, configured and tinted symbols and a Core Graphics badge (each at its own size,
/// centred), an attributed label and a card with two rounded corners.
private struct UIKitEffects: View {
    var body: some View {
        VStack(spacing: 12) {
            ZStack {
                HStack(spacing: 0) {
                    ForEach(0..<8) { i in (i.isMultiple(of: 2) ? Color.orange : Color.purple) }
                }
                Wrapped { () -> UIVisualEffectView in
                    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
                    blur.layer.cornerRadius = 16
                    blur.clipsToBounds = true
                    let label = UILabel(frame: CGRect(x: 16, y: 6, width: 200, height: 24))
                    label.text = "Thin material"
                    label.font = .preferredFont(forTextStyle: .headline)
                    blur.contentView.addSubview(label)
                    let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemThinMaterial),
                                                                               style: .secondaryLabel))
                    vibrancy.frame = CGRect(x: 16, y: 28, width: 220, height: 22)
                    let detail = UILabel(frame: CGRect(x: 0, y: 0, width: 220, height: 22))
                    detail.text = "Vibrant secondary label"
                    detail.font = .preferredFont(forTextStyle: .subheadline)
                    vibrancy.contentView.addSubview(detail)
                    blur.contentView.addSubview(vibrancy)
                    return blur
                }
                .padding(12)
            }
            .frame(height: 80)
            HStack(spacing: 16) {
                Wrapped { () -> UIImageView in
                    let config = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold)
                        .applying(UIImage.SymbolConfiguration(hierarchicalColor: .systemPink))
                    return centred(UIImage(systemName: "star.fill", withConfiguration: config))
                }
                Wrapped { centred(UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(textStyle: .title1))) }
                Wrapped { centred(UIImage(systemName: "bell.fill")?.withTintColor(.systemOrange)) }
                Wrapped { centred(drawnBadge()) }
            }
            .frame(height: 44)
            Wrapped { () -> UILabel in
                let text = NSMutableAttributedString(string: "Attributed ", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
                text.append(NSAttributedString(string: "runs in colour", attributes: [.foregroundColor: UIColor.systemBlue,
                                                                                        .font: UIFont.italicSystemFont(ofSize: 17)]))
                let label = UILabel()
                label.attributedText = text
                return label
            }
            .frame(height: 30)
            Wrapped { () -> UIView in
                let card = UIView()
                card.backgroundColor = .systemTeal
                card.layer.cornerRadius = 20
                card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
                return card
            }
            .frame(height: 50)
        }
        .padding()
    }
}
