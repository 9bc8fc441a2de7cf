import Foundation
import Testing
@testable import Raster

/// A button that opens a URL through the environment's action, as app code does.
private struct HelpButton: View {
    let url: URL
    var completion: (Bool) -> Void = { _ in }
    @Environment(\.openURL) private var openURL

    var body: some View {
        Button("Help") { openURL(url, completion: completion) }
    }
}

@Suite struct LinkTests {
    private let docs = URL(string: "https://example.com/docs")!
    private let window = CGSize(width: 200, height: 60)

    /// A link is drawn as the environment's button: borderless by default (the label's own
    /// size, in the tint colour), bordered with `.bordered` (the label padded 12 × 7;
    /// BorderedButtonStyle.swift's ButtonMetrics).
    @Test func drawnAsAButton() {
        let label = controlsSize(Text("Docs"), .unspecified)
        let cases: [(AnyView, CGSize)] = [
            (AnyView(Link("Docs", destination: docs)), label),
            (AnyView(Link(destination: docs) { Text("Docs") }), label),
            (AnyView(Link("Docs", destination: docs).buttonStyle(.bordered)),
             CGSize(width: label.width + 24, height: label.height + 14)),
        ]
        for (view, size) in cases {
            #expect(controlsSize(view, .unspecified) == size)
        }
        #expect(textColors(Link("Docs", destination: docs)) == [SystemColor.blue.resolved(.light)])
        #expect(textColors(Link("Docs", destination: docs), colorScheme: .dark) == [SystemColor.blue.resolved(.dark)])
        #expect(textColors(Link("Docs", destination: docs).tint(.orange)) == [SystemColor.orange.resolved(.light)])
        #expect(textColors(Link("Docs", destination: docs).disabled(true)) == [ButtonColors.disabledLabel.resolve(in: EnvironmentValues())])
    }

    @Test func tappingALinkHandsItsURLToTheSystem() {
        let host = ViewHost(Link("Docs", destination: docs), size: window)
        #expect(host.openedURLs.isEmpty)
        #expect(host.tap(at: CGPoint(x: 100, y: 30)))
        host.tap(at: CGPoint(x: 100, y: 30))
        #expect(host.openedURLs == [docs, docs])
    }

    @Test func aDisabledLinkOpensNothing() {
        let host = ViewHost(Link("Docs", destination: docs).disabled(true), size: window)
        host.tap(at: CGPoint(x: 100, y: 30))
        #expect(host.openedURLs.isEmpty)
    }

    /// Each `OpenURLAction.Result`: what reaches the system and what the completion is told.
    @Test func customActionsDecideWhatReachesTheSystem() {
        let edit = URL(string: "https://example.com/docs/edit")!
        let cases: [(OpenURLAction.Result, [URL], Bool)] = [
            (.handled, [], true),
            (.discarded, [], false),
            (.systemAction, [docs], true),
            (.systemAction(edit), [edit], true),
        ]
        for (result, opened, accepted) in cases {
            var seen: [URL] = []
            var answers: [Bool] = []
            let view = HelpButton(url: docs) { answers.append($0) }
                .environment(\.openURL, OpenURLAction { url in seen.append(url); return result })
            let host = ViewHost(view, size: window)
            host.tap(at: CGPoint(x: 100, y: 30))
            #expect(seen == [docs])
            #expect(host.openedURLs == opened)
            #expect(answers == [accepted])
        }
    }

    @Test func theDefaultActionOpensWithTheSystem() {
        var answers: [Bool] = []
        let host = ViewHost(HelpButton(url: docs) { answers.append($0) }, size: window)
        host.tap(at: CGPoint(x: 100, y: 30))
        #expect(host.openedURLs == [docs])
        #expect(answers == [true])
    }

    /// A link inside a custom action's subtree goes through that action.
    @Test func linksUseTheEnvironmentsAction() {
        var seen: [URL] = []
        let view = Link("Docs", destination: docs)
            .environment(\.openURL, OpenURLAction { url in seen.append(url); return .handled })
        let host = ViewHost(view, size: window)
        host.tap(at: CGPoint(x: 100, y: 30))
        #expect(seen == [docs])
        #expect(host.openedURLs.isEmpty)
    }

    @Test func anActionOutsideAWindowWarnsAndIsNotAccepted() {
        var accepted: Bool?
        let warnings = capturingWarnings {
            EnvironmentValues().openURL(docs) { accepted = $0 }
        }
        #expect(accepted == false)
        #expect(warnings == ["OpenURLAction: https://example.com/docs reached no window; read the action from a hosted view's environment (@Environment(\\.openURL)) to have it recorded in ViewHost.openedURLs"])
    }

    @Test func aLinkIsALinkToAccessibility() {
        let host = ViewHost(Link("Docs", destination: docs), size: window)
        let tree = host.accessibilityDescription()
        #expect(tree.contains("link"))
        #expect(!tree.contains("button"))
    }
}
