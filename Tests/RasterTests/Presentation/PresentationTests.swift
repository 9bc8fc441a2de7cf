// PresentationTests.swift · RasterTests/Presentation · sheets, covers, alerts and dialogs over
// the window (Graph/PresentationStore.swift, Views/Presentation/, Modifiers/PresentationModifiers.swift,
// Modifiers/AlertModifiers.swift).
// Numbers: ios17-metrics.md §6.1 (large sheet top = safe-area top + 10 [CMS]; medium ≈ half
// [HIG "Sheets"]; screen scaled by 1 − 1/12 to the safe-area top [CMS]); §6.2 (alert 270 wide
// [FLT; ION], buttons 44 [ION]); §6.3 (action sheet margin 8, buttons 57 [FLT]); iPhone 15 Pro
// 393 × 852 with insets 59 / 34 (§1.1).

import Foundation
import Testing
@testable import Raster

/// A box the tests read bindings and actions from.
private final class Flags {
    var isPresented: Bool
    var dismissals = 0
    var actions: [String] = []
    init(_ isPresented: Bool = true) { self.isPresented = isPresented }

}

/// Keeps `isPresented` in state, as an app does, and mirrors it into `flags` for the tests.
private struct Presenter<Content: View>: View {
    let flags: Flags
    let content: (Binding<Bool>) -> Content
    @State private var isPresented: Bool

    init(_ flags: Flags, @ViewBuilder content: @escaping (Binding<Bool>) -> Content) {
        self.flags = flags
        self.content = content
        _isPresented = State(initialValue: flags.isPresented)
    }

    var body: some View {
        let _ = (flags.isPresented = isPresented)
        content($isPresented)
    }
}

/// Global frames of the units named `name`, in layout order.
private func frames(named name: String, in host: ViewHost<some View>) -> [CGRect] {
    host.settle()
    return host.graph.unitFrames().filter { $0.name == name }.map(\.frame)
}

/// The frame of the sheet's card: the unit clipped to its rounded top corners.
private func sheetFrame(in host: ViewHost<some View>) -> CGRect? {
    frames(named: "ClipModifier", in: host).first
}

private struct CloseButton: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        Button(isPresented ? "Close presented" : "Close") { dismiss() }
    }
}

private struct GreetingKey: EnvironmentKey {
    static var defaultValue: String { "default" }
}

extension EnvironmentValues {
    fileprivate var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

private struct GreetingText: View {
    @Environment(\.greeting) private var greeting
    var body: some View { Text(greeting) }
}

private struct TwoSheets: View {
    @State private var first = true
    @State private var second = true

    var body: some View {
        VStack {
            Color.red.sheet(isPresented: $first) { VStack { Text("First sheet"); CloseButton() } }
            Color.blue.sheet(isPresented: $second) { Text("Second sheet") }
        }
    }
}

private struct VanishingPresenter: View {
    @State private var hasPresenter = true

    var body: some View {
        if hasPresenter {
            Color.red.sheet(isPresented: .constant(true)) {
                Button("Remove the presenter") { hasPresenter = false }
            }
        } else {
            Text("No presenter")
        }
    }
}

/// A sheet with a medium and a large detent whose selection is kept in state, as an app
/// does, and mirrored into `box` for the tests.
private struct DetentSelecting: View {
    final class Box { var detent = PresentationDetent.medium }
    let box: Box
    @State private var detent = PresentationDetent.medium

    var body: some View {
        let _ = (box.detent = detent)
        Color.yellow.sheet(isPresented: .constant(true)) {
            Text("Sheet").presentationDetents([.medium, .large], selection: $detent)
        }
    }
}

/// A model holding a sheet's detent, as an app's Observable model does.
@Observable private final class SheetModel {
    var detent = PresentationDetent.medium
}

/// A sheet whose detent selection is bound through `@Bindable` to `model`; no body reads the
/// detent itself.
private struct ModelDetentSheet: View {
    @Bindable var model: SheetModel

    var body: some View {
        Color.yellow.sheet(isPresented: .constant(true)) {
            Text("Sheet").presentationDetents([.medium, .large], selection: $model.detent)
        }
    }
}

/// A custom detent a quarter of the large height.
private struct QuarterDetent: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? { context.maxDetentValue / 4 }
}

@Suite struct PresentationTests {
    // MARK: Sheets

    @Test(arguments: [
        (PresentationDetent.large, CGFloat(783)),
        (.medium, 392),
        (.fraction(0.25), 196),
        (.height(300), 300),
        (.height(2000), 783),
    ])
    func aSheetRestsAtItsDetent(detent: PresentationDetent, height: CGFloat) {
        let flags = Flags()
        let host = ViewHost(Presenter(flags) { Color.yellow.sheet(isPresented: $0) {
            Text("Sheet").presentationDetents([detent])
        } }, device: .iPhone15Pro)
        #expect(sheetFrame(in: host) == CGRect(x: 0, y: 852 - height, width: 393, height: height))
    }

    @Test func theSheetRestsAtTheSelectedDetentElseTheSmallest() {
        let smallest = ViewHost(Color.yellow.sheet(isPresented: .constant(true)) {
            Text("Sheet").presentationDetents([.large, .medium])
        }, device: .iPhone15Pro)
        #expect(sheetFrame(in: smallest)?.height == 392)
        let selected = ViewHost(Color.yellow.sheet(isPresented: .constant(true)) {
            Text("Sheet").presentationDetents([.large, .medium], selection: .constant(.large))
        }, device: .iPhone15Pro)
        #expect(sheetFrame(in: selected)?.height == 783)
    }

    @Test func aLargeSheetScalesTheScreenBack() {
        let host = ViewHost(Color.yellow.sheet(isPresented: .constant(true)) { Text("Sheet") }, device: .iPhone15Pro)
        #expect(sheetFrame(in: host) == CGRect(x: 0, y: 69, width: 393, height: 783))
        #expect(host.graph.presentations.screenCard == ScreenCard(scale: 1 - 1 / 12, top: 59, cornerRadius: 10,
                                                                   window: CGSize(width: 393, height: 852)))
        // The screen's layout is unchanged: only its drawing is scaled.
        #expect(frames(named: "Color", in: host).first == CGRect(x: 0, y: 59, width: 393, height: 759))
        let medium = ViewHost(Color.yellow.sheet(isPresented: .constant(true)) {
            Text("Sheet").presentationDetents([.medium])
        }, device: .iPhone15Pro)
        #expect(medium.graph.presentations.screenCard == nil)
    }

    @Test func theCardTransformScalesAboutTheTopCentreToTheSafeAreaTop() {
        let card = ScreenCard(scale: 0.5, top: 59, cornerRadius: 10, window: CGSize(width: 400, height: 800))
        // A unit at (0, 59) in the window: its top-leading corner goes to x = 200 − 0.5 × 200 =
        // 100 (the top centre stays), y = 59 + 0.5 × 59 = 88.5; in its own space that is the
        // transform's translation, plus the unit's origin.
        let t = card.transform(forUnitAt: CGPoint(x: 0, y: 59))
        #expect(t.a == 0.5 && t.d == 0.5 && t.b == 0 && t.c == 0)
        #expect(CGPoint(x: t.tx + 0, y: t.ty + 59) == CGPoint(x: 100, y: 88.5))
    }

    @Test func theGrabberIsDrawnWhenVisibleOrWithSeveralDetents() {
        let visible = ViewHost(Color.yellow.sheet(isPresented: .constant(true)) {
            Text("Sheet").presentationDragIndicator(.visible)
        }, device: .iPhone15Pro)
        #expect(frames(named: "Capsule", in: visible) == [CGRect(x: 178.5, y: 74, width: 36, height: 5)])
        let hidden = ViewHost(Color.yellow.sheet(isPresented: .constant(true)) { Text("Sheet") }, device: .iPhone15Pro)
        #expect(frames(named: "Capsule", in: hidden).isEmpty)
        let automatic = ViewHost(Color.yellow.sheet(isPresented: .constant(true)) {
            Text("Sheet").presentationDetents([.medium, .large])
        }, device: .iPhone15Pro)
        #expect(frames(named: "Capsule", in: automatic) == [CGRect(x: 178.5, y: 465, width: 36, height: 5)])
    }

    @Test func presentationBackgroundAndCornerRadiusChangeTheSheet() {
        // A medium sheet's top is at 460 pt: pixel row 1380 at 3x.
        let plain = ViewHost(Color.black.sheet(isPresented: .constant(true)) {
            Text("Sheet").presentationDetents([.medium])
        }, device: .iPhone15Pro).render()
        // The default 10-pt corner leaves the sheet's top-left pixel to the dimmed screen;
        // the sheet's middle is white.
        #expect(plain.pixmap[0, 1380] != PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(plain.pixmap[590, 2000] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        let custom = ViewHost(Color.black.sheet(isPresented: .constant(true)) {
            Text("Sheet").presentationDetents([.medium]).presentationCornerRadius(0).presentationBackground(Color.red)
        }, device: .iPhone15Pro).render()
        #expect(custom.pixmap[0, 1380] == PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255))
        #expect(custom.pixmap[590, 2000] == PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255))
    }

    @Test func sheetContentIsCentredAboveTheHomeIndicator() {
        let host = ViewHost(Color.yellow.sheet(isPresented: .constant(true)) {
            Color.blue.frame(width: 100, height: 100)
        }, device: .iPhone15Pro)
        // The content area runs from 69 to 852 − 34 = 818; its centre is 443.5.
        #expect(frames(named: "frame(width: 100, height: 100)", in: host) == [CGRect(x: 146.5, y: 393.5, width: 100, height: 100)])
    }

    @Test func presentedContentInheritsThePresentersEnvironment() {
        let host = ViewHost(Color.yellow.sheet(isPresented: .constant(true)) { GreetingText() }
            .environment(\.greeting, "from the presenter"), device: .iPhone15Pro)
        #expect(host.layoutDescription().contains(#"Text("from the presenter")"#))
    }

    @Test func dismissInTheSheetEndsItAndRunsOnDismiss() {
        let flags = Flags()
        let host = ViewHost(Presenter(flags) { Color.yellow.sheet(isPresented: $0, onDismiss: { flags.dismissals += 1 }) {
            CloseButton()
        } }, device: .iPhone15Pro)
        let button = frames(named: #"Text("Close presented")"#, in: host)
        #expect(button.count == 1)
        #expect(host.tap(at: CGPoint(x: button[0].midX, y: button[0].midY)))
        #expect(!flags.isPresented)
        #expect(flags.dismissals == 1)
        #expect(sheetFrame(in: host) == nil)
        #expect(host.graph.presentations.screenCard == nil)
    }

    @Test func aRootViewIsNotPresented() {
        let host = ViewHost(CloseButton(), device: .iPhone15Pro)
        #expect(host.layoutDescription().contains(#"Text("Close")"#))
    }

    @Test func tappingBesideAMediumSheetDismissesItUnlessDisabled() {
        let flags = Flags()
        let host = ViewHost(Presenter(flags) { Color.yellow.sheet(isPresented: $0) {
            Text("Sheet").presentationDetents([.medium])
        } }, device: .iPhone15Pro)
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(!flags.isPresented)
        let locked = Flags()
        let lockedHost = ViewHost(Presenter(locked) { Color.yellow.sheet(isPresented: $0) {
            Text("Sheet").presentationDetents([.medium]).interactiveDismissDisabled()
        } }, device: .iPhone15Pro)
        lockedHost.tap(at: CGPoint(x: 200, y: 200))
        #expect(locked.isPresented)
    }

    @Test func theSheetCoversTheScreenForTaps() {
        let flags = Flags()
        var screenTaps = 0
        let host = ViewHost(Presenter(flags) { Color.yellow.onTapGesture { screenTaps += 1 }.sheet(isPresented: $0) {
            Text("Sheet")
        } }, device: .iPhone15Pro)
        host.tap(at: CGPoint(x: 200, y: 64))
        host.tap(at: CGPoint(x: 200, y: 400))
        #expect(screenTaps == 0)
        #expect(flags.isPresented)
    }

    @Test func sheetItemShowsTheItemAndDismissingClearsIt() {
        struct Item: Identifiable { let id: Int }
        var item: Item? = Item(id: 4)
        let binding = Binding(get: { item }, set: { item = $0 })
        let host = ViewHost(Color.yellow.sheet(item: binding) { item in
            VStack { Text("Item \(item.id)"); CloseButton() }
        }, device: .iPhone15Pro)
        #expect(host.layoutDescription().contains(#"Text("Item 4")"#))
        let button = frames(named: #"Text("Close presented")"#, in: host)[0]
        host.tap(at: CGPoint(x: button.midX, y: button.midY))
        #expect(item == nil)
    }

    @Test func aSecondSheetWaitsForTheFirstWithAWarning() {
        let warnings = capturingWarnings {
            let host = ViewHost(TwoSheets(), device: .iPhone15Pro)
            var dump = host.layoutDescription()
            #expect(dump.contains(#"Text("First sheet")"#) && !dump.contains(#"Text("Second sheet")"#))
            let close = frames(named: #"Text("Close presented")"#, in: host)[0]
            host.tap(at: CGPoint(x: close.midX, y: close.midY))
            dump = host.layoutDescription()
            #expect(!dump.contains(#"Text("First sheet")"#) && dump.contains(#"Text("Second sheet")"#))
        }
        #expect(warnings.contains("a second sheet(isPresented:onDismiss:content:) in TwoSheets is not shown: "
            + "an earlier one in the same view is already presented, and only one presentation at a time "
            + "is supported from one view level. The second is shown when the first is dismissed; to show both, present "
            + "the second from the first's content"))
    }

    @Test func aPresenterLeavingTheTreeEndsItsPresentation() {
        let host = ViewHost(VanishingPresenter(), device: .iPhone15Pro)
        let button = frames(named: #"Text("Remove the presenter")"#, in: host)
        #expect(button.count == 1)
        host.tap(at: CGPoint(x: button[0].midX, y: button[0].midY))
        #expect(sheetFrame(in: host) == nil)
        #expect(host.layoutDescription() == "Text(\"No presenter\") (143.833, 428.167, 105.333, 20.667)")
    }

    @Test func aSheetPresentedFromASheetShowsAboveIt() {
        let host = ViewHost(Color.yellow.sheet(isPresented: .constant(true)) {
            Text("Outer").sheet(isPresented: .constant(true)) { Text("Inner").presentationDetents([.medium]) }
        }, device: .iPhone15Pro)
        #expect(frames(named: "ClipModifier", in: host) == [
            CGRect(x: 0, y: 69, width: 393, height: 783), CGRect(x: 0, y: 460, width: 393, height: 392),
        ])
    }

    @Test func emptySheetContentStillShowsTheSheet() {
        let host = ViewHost(Color.yellow.sheet(isPresented: .constant(true)) { EmptyView() }, device: .iPhone15Pro)
        #expect(sheetFrame(in: host) == CGRect(x: 0, y: 69, width: 393, height: 783))
        _ = host.render()
    }

    @Test func aFullScreenCoverFillsTheWindowInTheSafeArea() {
        let host = ViewHost(Color.yellow.fullScreenCover(isPresented: .constant(true)) { Color.blue }, device: .iPhone15Pro)
        #expect(frames(named: "Color", in: host) == [CGRect(x: 0, y: 59, width: 393, height: 759),
                                                     CGRect(x: 0, y: 59, width: 393, height: 759)])
        #expect(host.graph.presentations.screenCard == nil)
    }

    @Test func aPopoverIsASheetOnIPhone() {
        let host = ViewHost(Color.yellow.popover(isPresented: .constant(true)) { Text("Popover") }, device: .iPhone15Pro)
        #expect(sheetFrame(in: host) == CGRect(x: 0, y: 69, width: 393, height: 783))
    }

    // MARK: Alerts

    @Test func anAlertIs270WideWith44PointButtonsSideBySide() {
        let flags = Flags()
        let host = ViewHost(Presenter(flags) { Color.yellow.alert("Delete?", isPresented: $0) {
            Button("Delete", role: .destructive) { flags.actions.append("delete") }
            Button("Cancel", role: .cancel) { flags.actions.append("cancel") }
        } message: {
            Text("This cannot be undone.")
        } }, device: .iPhone15Pro)
        let card = frames(named: "frame(width: 270)", in: host)
        #expect(card.count == 1)
        #expect(card.first?.width == 270)
        // Centred, on whole points: (393 − 270) / 2 = 61.5 goes down to 61.
        #expect(card.first?.minX == 61)
        #expect(abs((card.first?.midY ?? 0) - 426) < 1)
        // Cancel leads, each half of 270 less the hairline, 44 tall at the card's bottom.
        let buttons = frames(named: "onTapGesture", in: host).filter { $0.height == 44 }
        let bottom = card[0].maxY
        #expect(buttons.map(\.rounded3) == [CGRect(x: 61, y: bottom - 44, width: 134.833, height: 44).rounded3,
                                             CGRect(x: 196.167, y: bottom - 44, width: 134.833, height: 44).rounded3])
        let dump = host.layoutDescription()
        #expect(dump.range(of: #"Text("Cancel")"#)!.lowerBound < dump.range(of: #"Text("Delete")"#)!.lowerBound)
        host.tap(at: CGPoint(x: buttons[1].midX, y: buttons[1].midY))
        #expect(flags.actions == ["delete"])
        #expect(!flags.isPresented)
        #expect(frames(named: "frame(width: 270)", in: host).isEmpty)
    }

    @Test func threeAlertButtonsStackWithCancelLast() {
        let host = ViewHost(Color.yellow.alert("Save?", isPresented: .constant(true)) {
            Button("Cancel", role: .cancel) {}
            Button("Save") {}
            Button("Discard", role: .destructive) {}
        }, device: .iPhone15Pro)
        let buttons = frames(named: "frame(height: 44)", in: host)
        #expect(buttons.map(\.width) == [270, 270, 270])
        #expect(buttons.map(\.height) == [44, 44, 44])
        let dump = host.layoutDescription()
        let order = ["Save", "Discard", "Cancel"].map { dump.range(of: "Text(\"\($0)\")")!.lowerBound }
        #expect(order == order.sorted())
    }

    @Test func anAlertWithoutActionsHasAnOKButton() {
        let flags = Flags()
        let host = ViewHost(Presenter(flags) { Color.yellow.alert("Saved", isPresented: $0) {} }, device: .iPhone15Pro)
        let ok = frames(named: #"Text("OK")"#, in: host)
        #expect(ok.count == 1)
        host.tap(at: CGPoint(x: ok[0].midX, y: ok[0].midY))
        #expect(!flags.isPresented)
    }

    @Test func theErrorAlertIsTitledWithTheErrorDescription() {
        struct SaveError: LocalizedError { var errorDescription: String? { "Not saved." } }
        let host = ViewHost(Color.yellow.alert(isPresented: .constant(true), error: SaveError() as SaveError?) {
            Button("OK") {}
        }, device: .iPhone15Pro)
        #expect(host.layoutDescription().contains(#"Text("Not saved.")"#))
        let none = ViewHost(Color.yellow.alert(isPresented: .constant(true), error: SaveError?.none) {
            Button("OK") {}
        }, device: .iPhone15Pro)
        #expect(frames(named: "frame(width: 270)", in: none).isEmpty)
    }

    @Test func alertPresentingShowsTheDataInItsActions() {
        let host = ViewHost(Color.yellow.alert("Delete", isPresented: .constant(true), presenting: "Notes.txt") { name in
            Button("Delete \(name)", role: .destructive) {}
        } message: { name in
            Text("\(name) goes.")
        }, device: .iPhone15Pro)
        let dump = host.layoutDescription()
        #expect(dump.contains(#"Text("Delete Notes.txt")"#) && dump.contains(#"Text("Notes.txt goes.")"#))
    }

    @available(*, deprecated)
    @Test func theDeprecatedAlertShowsItsButtons() {
        let flags = Flags()
        let host = ViewHost(Presenter(flags) { Color.yellow.alert(isPresented: $0) {
            Alert(title: Text("Remove?"), message: Text("It goes."),
                  primaryButton: .destructive(Text("Remove")) { flags.actions.append("remove") },
                  secondaryButton: .cancel())
        } }, device: .iPhone15Pro)
        let remove = frames(named: #"Text("Remove")"#, in: host)
        #expect(remove.count == 1)
        #expect(host.layoutDescription().contains(#"Text("Cancel")"#))
        host.tap(at: CGPoint(x: remove[0].midX, y: remove[0].midY))
        #expect(flags.actions == ["remove"] && !flags.isPresented)
    }

    // MARK: Confirmation dialogs

    @Test func aDialogIsAnActionSheetWithCancelApart() {
        let flags = Flags()
        let host = ViewHost(Presenter(flags) { Color.yellow.confirmationDialog("Delete?", isPresented: $0) {
            Button("Delete", role: .destructive) { flags.actions.append("delete") }
            Button("Archive") { flags.actions.append("archive") }
        } }, device: .iPhone15Pro)
        let buttons = frames(named: "frame(height: 57)", in: host)
        // Cancel (added) sits 8 above the home indicator's inset; the group 8 above Cancel.
        #expect(buttons.map(\.height) == [57, 57, 57])
        #expect(buttons.map(\.width) == [377, 377, 377])
        #expect(buttons.last?.rounded3 == CGRect(x: 8, y: 852 - 34 - 8 - 57, width: 377, height: 57))
        #expect(abs(buttons[1].maxY - (852 - 34 - 8 - 57 - 8)) < 0.001)
        // The title is hidden on iPhone unless asked for.
        #expect(!host.layoutDescription().contains(#"Text("Delete?")"#))
        host.tap(at: CGPoint(x: buttons[1].midX, y: buttons[1].midY))
        #expect(flags.actions == ["archive"] && !flags.isPresented)
    }

    @Test func tappingBesideADialogDismissesIt() {
        let flags = Flags()
        let host = ViewHost(Presenter(flags) { Color.yellow.confirmationDialog("Share", isPresented: $0, titleVisibility: .visible) {
            Button("Copy") {}
        } }, device: .iPhone15Pro)
        #expect(host.layoutDescription().contains(#"Text("Share")"#))
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(!flags.isPresented)
    }

    /// While a sheet or alert is presented only its content is accessible: iOS makes the
    /// presentation modal to VoiceOver (`accessibilityViewIsModal`); after dismissal the
    /// screen is read again.
    @Test func onlyThePresentationIsAccessibleWhileItIsShown() {
        let flags = Flags()
        let host = ViewHost(Presenter(flags) { isPresented in
            Text("Screen text").sheet(isPresented: isPresented) {
                VStack {
                    Text("Sheet text")
                    CloseButton()
                }
            }
        }, device: .iPhone15Pro)
        let shown = host.accessibilityDescription()
        #expect(!shown.contains("Screen text"))
        #expect(shown.components(separatedBy: "\n").map { $0.prefix { $0 != "(" } } == [
            #"[staticText] "Sheet text" "#, #"[button] "Close presented" "#,
        ])
        host.tap(unit: #"Text("Close presented")"#)
        #expect(!flags.isPresented)
        #expect(host.accessibilityDescription().hasPrefix(#"[staticText] "Screen text""#))
    }

    @Test func anAlertHidesTheScreenAndASheetUnderItFromAccessibility() {
        let flags = Flags()
        let host = ViewHost(Presenter(flags) { isPresented in
            Text("Screen text").sheet(isPresented: .constant(true)) {
                Text("Sheet text").alert("Delete?", isPresented: isPresented) {
                    Button("Delete", role: .destructive) {}
                }
            }
        }, device: .iPhone15Pro)
        let shown = host.accessibilityDescription()
        #expect(!shown.contains("Screen text") && !shown.contains("Sheet text"))
        #expect(shown.contains(#""Delete?""#) && shown.contains(#""Delete" ("#))
    }

    /// The deprecated `ActionSheet` is drawn as a confirmation dialog: its title and message
    /// shown, its buttons in the group, Cancel apart; a button runs its action and dismisses.
    @available(*, deprecated)
    @Test func theDeprecatedActionSheetIsAConfirmationDialog() {
        let flags = Flags()
        let host = ViewHost(Presenter(flags) { Color.yellow.actionSheet(isPresented: $0) {
            ActionSheet(title: Text("Photo"), message: Text("Choose a source"),
                        buttons: [.default(Text("Camera")) { flags.actions.append("camera") },
                                  .destructive(Text("Remove")), .cancel()])
        } }, device: .iPhone15Pro)
        let buttons = frames(named: "frame(height: 57)", in: host)
        #expect(buttons.map(\.width) == [377, 377, 377])
        #expect(buttons.last?.rounded3 == CGRect(x: 8, y: 852 - 34 - 8 - 57, width: 377, height: 57))
        let dump = host.layoutDescription()
        #expect(dump.contains(#"Text("Photo")"#) && dump.contains(#"Text("Choose a source")"#))
        host.tap(at: CGPoint(x: buttons[0].midX, y: buttons[0].midY))
        #expect(flags.actions == ["camera"] && !flags.isPresented)
    }

    @available(*, deprecated)
    @Test func anItemActionSheetShowsWhileTheItemIsSet() {
        struct Photo: Identifiable { let id: Int }
        final class Box { var photo: Photo? = Photo(id: 7) }
        let box = Box()
        let host = ViewHost(Color.yellow.actionSheet(item: Binding(get: { box.photo }, set: { box.photo = $0 })) { photo in
            ActionSheet(title: Text("Photo \(photo.id)"))
        }, device: .iPhone15Pro)
        #expect(host.layoutDescription().contains(#"Text("Photo 7")"#))
        // The default buttons are a single Cancel.
        #expect(frames(named: "frame(height: 57)", in: host).count == 1)
    }

    /// With background interaction enabled the screen behind a medium sheet is not dimmed,
    /// takes taps and stays readable; without it, taps beside the sheet dismiss it.
    @Test func backgroundInteractionLeavesTheScreenUsable() throws {
        final class Taps { var count = 0 }
        func screen(_ interaction: PresentationBackgroundInteraction, taps: Taps, flags: Flags) -> some View {
            Presenter(flags) { isPresented in
                Button("Screen button") { taps.count += 1 }
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                    .padding(.top, 100)
                    .sheet(isPresented: isPresented) {
                        Text("Sheet")
                            .presentationDetents([.medium, .large])
                            .presentationBackgroundInteraction(interaction)
                            .presentationContentInteraction(.scrolls)
                            .presentationCompactAdaptation(.sheet)
                    }
            }
        }
        let taps = Taps(), flags = Flags()
        let host = ViewHost(screen(.enabled(upThrough: .medium), taps: taps, flags: flags), device: .iPhone15Pro)
        // Not dimmed: the screen's white shows at the top.
        #expect(host.render().pixel(atPoint: 300, 300) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(host.accessibilityDescription().contains(#"[button] "Screen button""#))
        #expect(host.tap(unit: #"Text("Screen button")"#))
        #expect(taps.count == 1 && flags.isPresented)

        let blockedTaps = Taps(), blockedFlags = Flags()
        let blocked = ViewHost(screen(.enabled(upThrough: .height(100)), taps: blockedTaps, flags: blockedFlags),
                               device: .iPhone15Pro)
        // Above the detent it allows: dimmed by black at 20 %, and a tap beside dismisses.
        #expect(blocked.render().pixel(atPoint: 300, 300) == RGBA8(r: 204, g: 204, b: 204, a: 255))
        #expect(!blocked.accessibilityDescription().contains("Screen button"))
        blocked.tap(at: CGPoint(x: 196, y: 110))
        #expect(blockedTaps.count == 0 && !blockedFlags.isPresented)
    }

    // MARK: Issue 16: dragging sheets, bad detents, dialog accessibility

    /// A sheet with a medium (top at 460) and a large detent (top at 69) on an iPhone 15 Pro,
    /// presented from state mirrored into `flags`.
    private func twoDetentSheet(_ flags: Flags, dismissDisabled: Bool = false) -> ViewHost<some View> {
        ViewHost(Presenter(flags) { Color.yellow.sheet(isPresented: $0) {
            Text("Sheet").presentationDetents([.medium, .large]).interactiveDismissDisabled(dismissDisabled)
        } }, device: .iPhone15Pro)
    }

    /// Drags one finger down the middle of the window from `start` to `end` (y, points) over
    /// `duration` seconds and holds it still 0.1 s before lifting it, so that the drag ends
    /// without velocity; `whileHeld` runs with the finger down.
    private func dragAndHold(_ host: ViewHost<some View>, from start: CGFloat, to end: CGFloat,
                             duration: TimeInterval = 0.25, whileHeld: () -> Void = {}) {
        host.beginDrag(at: CGPoint(x: 196, y: start))
        host.moveDrag(to: CGPoint(x: 196, y: end), duration: duration)
        host.moveDrag(to: CGPoint(x: 196, y: end), duration: 0.1)
        whileHeld()
        host.endDrag()
    }

    /// During a drag the sheet's top follows the finger; a finger held still before it lifts
    /// has no velocity, so the sheet goes to the detent nearest where it was let go, animated
    /// on the host clock (`.smooth`, 0.5 s).
    @Test func issue16_aDraggedSheetFollowsTheFingerAndSettlesAtTheNearestDetent() {
        let flags = Flags()
        let host = twoDetentSheet(flags)
        #expect(sheetFrame(in: host)?.minY == 460)
        dragAndHold(host, from: 480, to: 230) {
            #expect(sheetFrame(in: host) == CGRect(x: 0, y: 210, width: 393, height: 642))
        }
        // 210 is 141 from the large detent's top and 250 from the medium's.
        // The layout is at the large detent at once; the drawing moves there on the host
        // clock: 0.1 s into the 0.5-s spring the top has come about a third of the way (≈ 160).
        #expect(sheetFrame(in: host)?.minY == 69 && host.isAnimating)
        host.advance(by: 0.1)
        let midway = host.render()
        let white = RGBA8(r: 255, g: 255, b: 255, a: 255)
        #expect(midway.pixel(atPoint: 196, 170) == white)
        // Above it, the screen scaled back and dimmed: its yellow (255, 204, 0) darkened.
        #expect(midway.pixel(atPoint: 196, 140).b == 0)
        host.advance(by: 1)
        #expect(sheetFrame(in: host) == CGRect(x: 0, y: 69, width: 393, height: 783))
        #expect(!host.isAnimating && flags.isPresented)

        // 291 points down and held: the top at 360, 100 from the medium detent's and 291 from
        // the large's.
        dragAndHold(host, from: 100, to: 391)
        host.advance(by: 1)
        #expect(sheetFrame(in: host)?.minY == 460)
    }

    /// A quick flick counts where it would come to rest: 100 points up in 0.1 s is 1000
    /// points per second, projected 499 points further (UIKit's deceleration), past the
    /// large detent.
    @Test func issue16_aFlickProjectsTheReleaseVelocity() {
        let host = twoDetentSheet(Flags())
        host.drag(from: CGPoint(x: 196, y: 480), to: CGPoint(x: 196, y: 380), duration: 0.1)
        host.advance(by: 1)
        #expect(sheetFrame(in: host)?.minY == 69)
        // The same 100 points dragged and held stay at the medium detent.
        let slow = twoDetentSheet(Flags())
        dragAndHold(slow, from: 480, to: 380, duration: 0.1)
        slow.advance(by: 1)
        #expect(sheetFrame(in: slow)?.minY == 460)
    }

    /// Dragged down to less than half the smallest detent (or flicked down), the sheet is
    /// dismissed; with `interactiveDismissDisabled` it goes back to its detent.
    @Test func issue16_aDragDownPastTheSmallestDetentDismissesUnlessDisabled() {
        let flags = Flags()
        let host = twoDetentSheet(flags)
        dragAndHold(host, from: 480, to: 780) {
            // The sheet is 92 tall under the finger, less than half of 392.
            #expect(sheetFrame(in: host)?.height == 92)
        }
        #expect(!flags.isPresented && sheetFrame(in: host) == nil)

        let flicked = Flags()
        let flickHost = twoDetentSheet(flicked)
        flickHost.drag(from: CGPoint(x: 196, y: 480), to: CGPoint(x: 196, y: 540), duration: 0.05)
        #expect(!flicked.isPresented)

        let locked = Flags()
        let lockedHost = twoDetentSheet(locked, dismissDisabled: true)
        lockedHost.drag(from: CGPoint(x: 196, y: 480), to: CGPoint(x: 196, y: 780), duration: 0.5)
        lockedHost.advance(by: 1)
        #expect(locked.isPresented && sheetFrame(in: lockedHost)?.minY == 460)
    }

    /// A sheet that cannot be dismissed rubber-bands below its smallest detent: 300 points
    /// down from the medium detent (392 tall) it moves UIKit's rubber band of them over the
    /// large height, (1 − 1 / (300 · 0.55 / 783 + 1)) · 783 = 136.3, rounded to 136, and
    /// springs back when let go. Between its detents it follows the finger.
    @Test func issue16_aSheetThatCannotBeDismissedRubberBandsBelowItsSmallestDetent() {
        let flags = Flags()
        let host = twoDetentSheet(flags, dismissDisabled: true)
        dragAndHold(host, from: 480, to: 780) {
            #expect(sheetFrame(in: host) == CGRect(x: 0, y: 596, width: 393, height: 256))
        }
        #expect(flags.isPresented && sheetFrame(in: host)?.minY == 460 && host.isAnimating)
        host.advance(by: 1)
        #expect(!host.isAnimating && sheetFrame(in: host)?.minY == 460)
        dragAndHold(host, from: 480, to: 380) {
            #expect(sheetFrame(in: host)?.minY == 360)
        }
    }

    /// Dragged up past its large detent a sheet stretches along UIKit's rubber band towards
    /// 0.008 of the window's height [FLT], 6.816 points on an 852-point iPhone 15 Pro: 100
    /// points past it, (1 − 1 / (100 · 0.55 / 6.816 + 1)) · 6.816 = 6.06, rounded to 6. Let
    /// go, the layout is back at the large detent at once and the drawing springs there on
    /// the host clock. From the medium detent, 480 points up is 89 past the large height:
    /// 5.98, rounded to 6. A huge drag stays under 6.816: 7 after rounding.
    @Test func issue16_aLargeSheetDraggedUpStretchesALittleAndSpringsBack() {
        let flags = Flags()
        let host = twoDetentSheet(flags)
        dragAndHold(host, from: 480, to: 0) {
            #expect(sheetFrame(in: host) == CGRect(x: 0, y: 63, width: 393, height: 789))
        }
        #expect(sheetFrame(in: host)?.minY == 69 && host.isAnimating)
        host.advance(by: 1)
        #expect(!host.isAnimating && sheetFrame(in: host) == CGRect(x: 0, y: 69, width: 393, height: 783))
        dragAndHold(host, from: 400, to: 300) {
            #expect(sheetFrame(in: host)?.minY == 63)
            // The sheet's white shows where the scaled screen's strip was.
            #expect(host.render().pixel(atPoint: 196, 65) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        }
        host.advance(by: 1)
        dragAndHold(host, from: 400, to: -1e12) {
            #expect(sheetFrame(in: host)?.minY == 62)
        }
        host.advance(by: 1)
        #expect(flags.isPresented && sheetFrame(in: host)?.minY == 69)
    }

    /// A selection bound through `@Bindable` to an Observable model moves the sheet when the
    /// model changes, though no body reads it (the sheet does), animated when the change is
    /// in `withAnimation`, as with `@State`.
    @Test func issue16_aModelsDetentSelectionMovesTheSheet() {
        let model = SheetModel()
        let host = ViewHost(ModelDetentSheet(model: model), device: .iPhone15Pro)
        #expect(sheetFrame(in: host)?.minY == 460)
        model.detent = .large
        #expect(sheetFrame(in: host)?.minY == 69 && !host.isAnimating)
        withAnimation(.smooth) { model.detent = .medium }
        #expect(sheetFrame(in: host)?.minY == 460 && host.isAnimating)
        // 0.1 s into the 0.5-s spring the top has come about a third of the way down (≈ 200).
        host.advance(by: 0.1)
        let white = RGBA8(r: 255, g: 255, b: 255, a: 255)
        #expect(host.render().pixel(atPoint: 196, 300) == white)
        host.advance(by: 1)
        #expect(!host.isAnimating)
        // At rest the screen's yellow (255, 204, 0) shows there, dimmed by black at 20 %.
        #expect(host.render().pixel(atPoint: 196, 300) == RGBA8(r: 204, g: 163, b: 0, a: 255))
    }

    /// A selection that is not one of the detents (SwiftUI's documentation: "Ensure that the
    /// value matches one of the detents") warns once, naming it and the detents, and the
    /// sheet rests at the smallest, where UIKit shows a sheet with no detent selected.
    @Test func issue16_aSelectionOutsideTheDetentsWarnsAndRestsAtTheSmallest() {
        let warnings = capturingWarnings {
            let host = ViewHost(Color.yellow.sheet(isPresented: .constant(true)) {
                Text("Sheet").presentationDetents([.large, .medium], selection: .constant(.fraction(0.3)))
            }, device: .iPhone15Pro)
            #expect(sheetFrame(in: host)?.minY == 460)
            _ = host.render()
        }
        #expect(warnings.filter { $0.hasPrefix("presentationDetents(_:selection:)") } == [
            "presentationDetents(_:selection:): the selection .fraction(0.3) is not one of the detents [.medium, .large]; "
                + "the sheet rests at the smallest, .medium. Select one of the detents, or add .fraction(0.3) to them",
        ])
    }

    /// A detent describes itself as SwiftUI code writes it, in warnings and debug output.
    @Test func issue16_aDetentDescribesItselfAsWrittenInCode() {
        #expect(String(describing: PresentationDetent.medium) == ".medium")
        #expect("\(PresentationDetent.large)" == ".large")
        #expect("\(PresentationDetent.fraction(0.3))" == ".fraction(0.3)")
        #expect("\(PresentationDetent.height(200))" == ".height(200.0)")
        #expect("\(PresentationDetent.custom(QuarterDetent.self))" == ".custom(QuarterDetent.self)")
    }

    @Test func issue16_aDragSetsTheDetentSelection() {
        let box = DetentSelecting.Box()
        let host = ViewHost(DetentSelecting(box: box), device: .iPhone15Pro)
        host.drag(from: CGPoint(x: 196, y: 480), to: CGPoint(x: 196, y: 380), duration: 0.1)
        #expect(box.detent == .large)
        host.advance(by: 1)
        #expect(sheetFrame(in: host)?.minY == 69)
        // 200 down and held: the top at 269, 191 from the medium detent's and 200 from the large's.
        dragAndHold(host, from: 100, to: 300)
        #expect(box.detent == .medium)
        host.advance(by: 1)
        #expect(sheetFrame(in: host)?.minY == 460)
    }

    /// The grabber, 36 × 5 points 5 below the sheet's top [ios17-metrics.md §6.1: size
    /// UNCERTAIN, read from iOS 17 screenshots], in the tertiary label colour: at 3x on a
    /// medium sheet (top 460) it covers rows 1395–1409 and columns 536–643.
    @Test func issue16_theGrabberIsDrawnFivePointsBelowTheSheetsTop() {
        let image = ViewHost(Color.yellow.sheet(isPresented: .constant(true)) {
            Text("Sheet").presentationDetents([.medium]).presentationDragIndicator(.visible)
        }, device: .iPhone15Pro).render()
        let white = RGBA8(r: 255, g: 255, b: 255, a: 255)
        // #3C3C43 at 0.3 over white.
        let grabber = image.pixel(atPoint: 196.5, 467.5)
        #expect(abs(Int(grabber.r) - 197) <= 1 && abs(Int(grabber.g) - 197) <= 1 && abs(Int(grabber.b) - 199) <= 1)
        #expect(image.pixel(atPoint: 196.5, 464) == white)
        #expect(image.pixel(atPoint: 196.5, 471) == white)
        #expect(image.pixel(atPoint: 176, 467.5) == white)
        #expect(image.pixel(atPoint: 217, 467.5) == white)
    }

    /// Detents that are not heights: a fraction above 1 or an infinite height is the large
    /// height, a fraction or height of zero or less (or NaN) is left out, an empty set is
    /// `.large`; each warns once, naming the value. No empty sheet.
    @Test(arguments: [
        ([PresentationDetent.fraction(-1), .medium], CGFloat(392),
         "presentationDetents: .fraction(-1.0) has no height and is left out (a sheet cannot rest there); give a fraction in 0 < f ≤ 1 of the large height or a positive height in points, such as .fraction(0.25) or .height(200)"),
        ([.fraction(2)], 783,
         "presentationDetents: .fraction(2.0) is taller than the sheet; the large detent (783 points) is used; give a fraction in 0 < f ≤ 1 of the large height or a positive height in points, such as .fraction(0.25) or .height(200)"),
        ([.height(-10)], 783, "presentationDetents: .height(-10.0) has no height and is left out"),
        ([.fraction(.nan), .height(300)], 300, "presentationDetents: .fraction(nan) has no height and is left out"),
        ([.height(.infinity)], 783, "presentationDetents: .height(inf) is taller than the sheet; the large detent (783 points) is used"),
        ([], 783, "presentationDetents([]) has no detents; the sheet rests at .large. Give at least one detent, such as [.medium, .large]"),
    ])
    func issue16_badDetentsAreClampedOrLeftOutWithAWarning(detents: [PresentationDetent], height: CGFloat, warning: String) {
        let warnings = capturingWarnings {
            let host = ViewHost(Color.yellow.sheet(isPresented: .constant(true)) {
                Text("Sheet").presentationDetents(Set(detents))
            }, device: .iPhone15Pro)
            #expect(sheetFrame(in: host) == CGRect(x: 0, y: 852 - height, width: 393, height: height))
            _ = host.render()
        }
        #expect(warnings.filter { $0.hasPrefix(warning) }.count == 1, "\(warnings)")
    }

    /// UIKit exposes an alert's actions as buttons labelled by their titles, and its title
    /// and message as static text (XCUITest: `app.alerts.buttons["Delete"]`,
    /// `app.alerts.staticTexts["Delete?"]`).
    @Test func issue16_alertAndDialogActionsAreButtons() {
        let alert = ViewHost(Color.yellow.alert("Delete?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }, device: .iPhone15Pro)
        #expect(alert.accessibilityDescription().components(separatedBy: "\n").map { $0.prefix { $0 != "(" } } == [
            #"[staticText] "Delete?" "#, #"[staticText] "This cannot be undone." "#,
            #"[button] "Cancel" "#, #"[button] "Delete" "#,
        ])
        let dialog = ViewHost(Color.yellow.confirmationDialog("Share", isPresented: .constant(true), titleVisibility: .visible) {
            Button("Copy") {}
        }, device: .iPhone15Pro)
        #expect(dialog.accessibilityDescription().components(separatedBy: "\n").map { $0.prefix { $0 != "(" } } == [
            #"[staticText] "Share" "#, #"[button] "Copy" "#, #"[button] "Cancel" "#,
        ])
    }

    /// An empty title has no title area: the dialog is its button group (one 57-point button)
    /// and Cancel, as with the title hidden.
    @Test func issue16_anEmptyDialogTitleHasNoTitleArea() {
        let host = ViewHost(Color.yellow.confirmationDialog("", isPresented: .constant(true), titleVisibility: .visible) {
            Button("Copy") {}
        }, device: .iPhone15Pro)
        #expect(!host.layoutDescription().contains(#"Text("")"#))
        let buttons = frames(named: "frame(height: 57)", in: host)
        // Copy's group ends 8 above Cancel, which ends 8 above the home indicator's inset.
        #expect(buttons.map(\.rounded3) == [CGRect(x: 8, y: 852 - 34 - 8 - 57 - 8 - 57, width: 377, height: 57),
                                             CGRect(x: 8, y: 852 - 34 - 8 - 57, width: 377, height: 57)].map(\.rounded3))
        let alert = ViewHost(Color.yellow.alert("", isPresented: .constant(true)) { Button("OK") {} }, device: .iPhone15Pro)
        #expect(!alert.layoutDescription().contains(#"Text("")"#))
    }
}
