import Foundation
import Testing
@testable import Raster

/// iOS 26 modifiers whose look belongs to iOS 26's bars, which Raster does not draw: each is
/// recorded for the views below it (the inner one wins) and the frame is drawn as without it.
@Suite struct IOS26RecordedModifierTests {
    let size = CGSize(width: 10, height: 30)

    @Test func tabBarMinimizeBehaviorIsRecorded() {
        var values: [TabBarMinimizeBehavior] = []
        _ = ViewHost(VStack {
            EnvironmentProbe { values.append($0.tabBarMinimizeBehavior) }
            EnvironmentProbe { values.append($0.tabBarMinimizeBehavior) }.tabBarMinimizeBehavior(.never)
        }.tabBarMinimizeBehavior(.onScrollDown), size: size).render()
        var plain: TabBarMinimizeBehavior?
        _ = ViewHost(EnvironmentProbe { plain = $0.tabBarMinimizeBehavior }, size: size).render()
        #expect(values == [.onScrollDown, .never])
        #expect(plain == .automatic)
    }

    @Test func tabBarMinimizeBehaviorDrawsTheBarAtRest() {
        func tabs(_ behavior: TabBarMinimizeBehavior) -> some View {
            TabView {
                Tab("Numbers", systemImage: "number") {
                    ScrollView { ForEach(0..<50) { Text("\($0)").padding() } }
                }
                Tab("Alerts", systemImage: "bell") { Text("Alerts") }
            }
            .tabBarMinimizeBehavior(behavior)
        }
        let minimizing = ViewHost(tabs(.onScrollDown), device: .iPhoneSE).render()
        #expect(minimizing.pixmap.data == ViewHost(tabs(.never), device: .iPhoneSE).render().pixmap.data)
    }

    @Test func scrollEdgeEffectsAreRecordedPerEdge() {
        var values: [ScrollEdgeEffects] = []
        _ = ViewHost(VStack {
            EnvironmentProbe { values.append($0.scrollEdgeEffects) }
            EnvironmentProbe { values.append($0.scrollEdgeEffects) }
                .scrollEdgeEffectStyle(nil, for: .top)
                .scrollEdgeEffectHidden(false, for: .bottom)
        }
        .scrollEdgeEffectHidden(for: .vertical)
        .scrollEdgeEffectStyle(.hard, for: .all), size: size).render()
        #expect(values.count == 2)
        #expect(values.first?.style(at: .top) == .hard)
        #expect(values.first?.style(at: .leading) == .hard)
        #expect(values.first?.hidden == [.top, .bottom])
        #expect(values.last?.style(at: .top) == .automatic)
        #expect(values.last?.style(at: .bottom) == .hard)
        #expect(values.last?.hidden == [.top])
        var plain: ScrollEdgeEffects?
        _ = ViewHost(EnvironmentProbe { plain = $0.scrollEdgeEffects }, size: size).render()
        #expect(plain?.style(at: .bottom) == .automatic)
        #expect(plain?.hidden == [])
    }

    @Test func safeAreaBarLaysOutAsASafeAreaInset() {
        let canvas = CGSize(width: 200, height: 300)
        func list(bar: Bool) -> some View {
            let content = ScrollView { VStack { ForEach(0..<30) { Text("Row \($0)") } } }
            let compose = Text("Compose").padding().frame(maxWidth: .infinity).background(Color.yellow)
            return Group {
                if bar {
                    content.safeAreaBar(edge: .bottom, spacing: 4) { compose }
                } else {
                    content.safeAreaInset(edge: .bottom, spacing: 4) { compose }
                }
            }
        }
        let barred = ViewHost(list(bar: true), size: canvas)
        let inset = ViewHost(list(bar: false), size: canvas)
        #expect(barred.frames(of: "Text") == inset.frames(of: "Text"))
        #expect(barred.render().pixmap.data == inset.render().pixmap.data)
    }

    @Test func sharedBackgroundVisibilityIsRecordedOnEachItem() {
        let content = ToolbarItem(placement: .topBarTrailing) { Text("A") }.sharedBackgroundVisibility(.hidden)
        #expect(content.toolbarEntries.map(\.sharedBackgroundVisibility) == [.hidden])
        let group = ToolbarItemGroup(placement: .bottomBar) {
            Text("B")
            Text("C")
        }
        #expect(group.toolbarEntries.allSatisfy { $0.sharedBackgroundVisibility == .automatic })
        let customizable = ToolbarItem(id: "status", placement: .principal) { Text("D") }.sharedBackgroundVisibility(.visible)
        #expect(customizable.toolbarEntries.map(\.sharedBackgroundVisibility) == [.visible])
    }

    @Test func drawEffectsAreAcceptedAndDrawTheSymbolAtRest() throws {
        let plain = try renderView(Image(systemName: "checkmark.circle"))
        let drawn = try renderView(Image(systemName: "checkmark.circle")
            .symbolEffect(.drawOn.individually, options: .nonRepeating, isActive: true)
            .symbolEffect(.drawOff.byLayer.reversed, isActive: false))
        #expect(drawn.pixmap.data == plain.pixmap.data)
        #expect(DrawOnSymbolEffect().byLayer != DrawOnSymbolEffect().wholeSymbol)
        #expect(DrawOffSymbolEffect().reversed != DrawOffSymbolEffect().nonReversed)
    }
}
