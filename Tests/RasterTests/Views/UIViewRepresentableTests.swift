import Foundation
import Testing
@testable import Raster

/// What a representable's life cycle called, in order.
final class RepresentableLog {
    var calls: [String] = []
}

/// A coordinator that counts the representable updates it saw.
final class SwatchCoordinator {
    let log: RepresentableLog
    var updates = 0
    init(log: RepresentableLog) { self.log = log }
}

/// A UIView wrapped as UIKit code does: made once, recoloured in updates, with a coordinator.
struct RepresentedSwatch: UIViewRepresentable {
    var color: UIColor
    let log: RepresentableLog

    func makeCoordinator() -> SwatchCoordinator {
        log.calls.append("makeCoordinator")
        return SwatchCoordinator(log: log)
    }

    func makeUIView(context: Context) -> UIView {
        log.calls.append("makeUIView")
        return UIView()
    }

    func updateUIView(_ uiView: UIView, context: Context) {
        context.coordinator.updates += 1
        log.calls.append("updateUIView \(context.coordinator.updates) \(context.environment.colorScheme)")
        uiView.backgroundColor = color
    }

    static func dismantleUIView(_ uiView: UIView, coordinator: SwatchCoordinator) {
        coordinator.log.calls.append("dismantleUIView")
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
        CGSize(width: 40, height: 20)
    }
}

/// A UIView subclass as apps write them, with an intrinsic size and a subview.
final class RepresentedBadgeView: UIView {
    let dot = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    var laidOutSizes: [CGSize] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .blue
        dot.backgroundColor = .red
        addSubview(dot)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var intrinsicContentSize: CGSize { CGSize(width: 30, height: UIView.noIntrinsicMetric) }

    override func layoutSubviews() {
        laidOutSizes.append(bounds.size)
    }
}

struct RepresentedBadge: UIViewRepresentable {
    let view: RepresentedBadgeView
    func makeUIView(context: Context) -> RepresentedBadgeView { view }
    func updateUIView(_ uiView: RepresentedBadgeView, context: Context) {}
}

/// A controller wrapped as UIKit code does.
final class RepresentedLoggingController: UIViewController {
    let log: RepresentableLog
    init(log: RepresentableLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewDidLoad() {
        log.calls.append("viewDidLoad")
        view.backgroundColor = .green
    }
    override func viewWillAppear(_ animated: Bool) { log.calls.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.calls.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.calls.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.calls.append("viewDidDisappear") }
}

struct RepresentedController: UIViewControllerRepresentable {
    let log: RepresentableLog
    var title: String

    func makeUIViewController(context: Context) -> RepresentedLoggingController {
        log.calls.append("makeUIViewController")
        return RepresentedLoggingController(log: log)
    }

    func updateUIViewController(_ uiViewController: RepresentedLoggingController, context: Context) {
        log.calls.append("updateUIViewController \(title)")
        uiViewController.title = title
    }

    static func dismantleUIViewController(_ uiViewController: RepresentedLoggingController, coordinator: ()) {
        uiViewController.log.calls.append("dismantleUIViewController")
    }
}

/// Shows or hides a representable, and passes it a colour, from state.
@Observable final class RepresentableModel {
    var isShown = true
    var color = UIColor.red
    var title = "One"
}

@Suite struct UIViewRepresentableTests {
    @Test func makeUpdateAndDismantleRunWhenSwiftUIRunsThem() throws {
        let log = RepresentableLog(), model = RepresentableModel()
        struct Screen: View {
            let log: RepresentableLog
            let model: RepresentableModel
            var body: some View {
                if model.isShown { RepresentedSwatch(color: model.color, log: log) }
            }
        }
        let host = ViewHost(Screen(log: log, model: model), size: CGSize(width: 100, height: 100))
        _ = RasterDiagnostics.capturingWarnings { host.render() }
        #expect(log.calls == ["makeCoordinator", "makeUIView", "updateUIView 1 light"])
        // A render without changes updates nothing; a changed input updates the same view
        // with the same coordinator.
        _ = host.render()
        model.color = .blue
        _ = RasterDiagnostics.capturingWarnings { host.render() }
        #expect(log.calls == ["makeCoordinator", "makeUIView", "updateUIView 1 light", "updateUIView 2 light"])
        model.isShown = false
        _ = host.render()
        #expect(log.calls == ["makeCoordinator", "makeUIView", "updateUIView 1 light", "updateUIView 2 light",
                              "dismantleUIView"])
    }

    @Test func sizeThatFitsSizesTheViewAndItsBackgroundIsDrawn() throws {
        let log = RepresentableLog()
        let host = ViewHost(RepresentedSwatch(color: .red, log: log), size: CGSize(width: 100, height: 60))
        let (image, warnings) = RasterDiagnostics.capturingWarnings { host.render() }
        #expect(host.layoutDescription().contains("(30, 20, 40, 20)"))
        // A plain UIView is drawn whole, so nothing warns.
        #expect(warnings.isEmpty)
        #expect(image.pixmap[50, 30] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image.pixmap[10, 30] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func defaultSizingUsesTheProposalAndIntrinsicSizeAndSetsTheFrame() throws {
        let badge = RepresentedBadgeView()
        let host = ViewHost(HStack { RepresentedBadge(view: badge) }.frame(height: 50), size: CGSize(width: 100, height: 100))
        let (image, warnings) = RasterDiagnostics.capturingWarnings { host.render() }
        // A subclass's own drawing cannot run: its type is named once.
        #expect(warnings == ["UIViewRepresentable RepresentedBadge: RepresentedBadgeView is drawn as a UIView (its background, "
                             + "layer and UIView content); Raster cannot run UIKit, so what the subclass draws itself "
                             + "(draw(_:), overridden drawing) is not drawn"])
        // The view takes the width and height proposed (its intrinsic width counts only
        // when a width is unspecified, as below).
        #expect(badge.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(badge.laidOutSizes.last == CGSize(width: 100, height: 50))
        #expect(image.pixmap[50, 40] == PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
        // The red dot subview at (5, 5) inside the badge, which is at (0, 25).
        #expect(image.pixmap[10, 35] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(PlatformViewHosting.defaultSize(of: badge, for: .unspecified) == CGSize(width: 30, height: 10))
    }

    @Test func controllerLifeCycleRunsInOrder() throws {
        let log = RepresentableLog(), model = RepresentableModel()
        struct Screen: View {
            let log: RepresentableLog
            let model: RepresentableModel
            var body: some View {
                if model.isShown { RepresentedController(log: log, title: model.title) }
            }
        }
        let host = ViewHost(Screen(log: log, model: model), size: CGSize(width: 80, height: 80))
        let image = RasterDiagnostics.capturingWarnings { host.render() }.result
        // The controller's view loads right after makeUIViewController, as on iOS.
        #expect(log.calls == ["makeUIViewController", "viewDidLoad", "updateUIViewController One", "viewWillAppear",
                              "viewDidAppear"])
        #expect(image.pixmap[40, 40] == PremultipliedRGBA8(r: 0, g: 255, b: 0, a: 255))
        model.title = "Two"
        _ = host.render()
        model.isShown = false
        _ = host.render()
        #expect(log.calls.suffix(4) == ["updateUIViewController Two", "viewWillDisappear", "viewDidDisappear",
                                        "dismantleUIViewController"])
    }

    @Test func uiViewKeepsItsTreeAndGeometry() {
        let parent = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let child = UIView(), other = UIView()
        parent.addSubview(child)
        parent.insertSubview(other, at: 0)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(other), ObjectIdentifier(child)])
        #expect(child.superview === parent)
        child.removeFromSuperview()
        #expect(parent.subviews.count == 1 && child.superview == nil)
        #expect(parent.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(parent.center == CGPoint(x: 60, y: 45))
        #expect(UIView(coder: NSCoder()) == nil)
        let controller = UIViewController()
        #expect(!controller.isViewLoaded)
        _ = controller.view
        #expect(controller.isViewLoaded && controller.view.backgroundColor == nil)
    }

    @Test func aNonFiniteSubviewFrameWarnsAndAZeroSizedViewDrawsNothing() {
        let content = HStack(spacing: 0) {
            HostedUIView { () -> UIView in
                let view = UIView()
                view.backgroundColor = .red
                let broken = UILabel(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
                broken.text = "Lost"
                view.addSubview(broken)
                return view
            }.frame(width: 20, height: 20)
            HostedUIView { () -> UILabel in
                let label = UILabel()
                label.text = "Hidden"
                label.backgroundColor = .blue
                return label
            }.frame(width: 0, height: 0)
        }
        let host = ViewHost(content, size: CGSize(width: 20, height: 20))
        let (image, warnings) = RasterDiagnostics.capturingWarnings { host.render() }
        #expect(image.pixmap[10, 10] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(warnings == ["A UILabel's frame is x nan, y 0.0, width 10.0, height 10.0 (points), which is not finite, "
                             + "so it is not drawn; give it a finite frame"])
    }

    @Test func overrideUserInterfaceStyleRecoloursTheViewAndItsSubviews() {
        let content = HostedUIView { () -> UIView in
            let view = UIView()
            view.backgroundColor = .systemBackground
            view.overrideUserInterfaceStyle = .dark
            return view
        }.frame(width: 10, height: 10)
        let image = ViewHost(content, size: CGSize(width: 10, height: 10)).render()
        #expect(image.pixmap[5, 5] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
    }
}
