import Foundation
import Testing
@testable import Raster

/// UIKit appearance proxies: what each one makes SwiftUI's bars, page dots and segmented
/// pickers draw, what SwiftUI's own modifiers override, and how a scope isolates them.
/// Every test sets its proxies in `AppearanceProxies.isolated`, so tests running in parallel
/// do not see each other's. Colours: systemIndigo 88,86,214 (light); systemBlue 0,122,255;
/// systemGray4 209,209,214 (light); hairline black at 30 % over the bar.
@Suite struct UIAppearanceTests {
    private let phone = CGSize(width: 393, height: 300)

    /// The brief's opaque indigo appearance, set as standard, scroll-edge and compact, with
    /// white titles and a white tint.
    private func styleNavigationBarIndigo() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
        UINavigationBar.appearance().compactAppearance = appearance
        UINavigationBar.appearance().tintColor = .white
    }

    /// The pixels of `host`'s unit `unit` in `image`, row by row; none, with a recorded
    /// issue, when the host has no such unit.
    private func pixels<V: View>(of unit: String, in host: ViewHost<V>, _ image: RasterImage) -> [RGBA8] {
        guard let frame = host.frame(ofUnit: unit) else {
            Issue.record("no unit \(unit)")
            return []
        }
        let scale = Int(image.scale)
        return (Int(frame.minY) * scale..<Int(frame.maxY) * scale).flatMap { y in
            (Int(frame.minX) * scale..<Int(frame.maxX) * scale).map { image[$0, y] }
        }
    }

    /// An inline bar at rest draws the scroll-edge appearance: the indigo fill from the top,
    /// the hairline (indigo under black at 30 %: 61,60,149) on its last row, the title and
    /// the trailing button white.
    @Test func anOpaqueNavigationBarAppearanceFillsTheBarAndColoursItsTitleAndItems() {
        AppearanceProxies.isolated {
            styleNavigationBarIndigo()
            let host = ViewHost(NavigationStack {
                Color.clear
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar { Button("Edit") {} }
            }, size: phone, scale: 1)
            let image = host.render()
            #expect(image.pixel(atPoint: 5, 5) == RGBA8(r: 88, g: 86, b: 214, a: 255))
            #expect(image.pixel(atPoint: 5, 43) == RGBA8(r: 61, g: 60, b: 149, a: 255))
            #expect(image.pixel(atPoint: 5, 44) == RGBA8(r: 255, g: 255, b: 255, a: 255))
            let white = RGBA8(r: 255, g: 255, b: 255, a: 255)
            #expect(pixels(of: "Text(\"Inbox\")", in: host, image).contains(white))
            #expect(pixels(of: "Text(\"Edit\")", in: host, image).contains(white))
            // Nothing of the default colours is left: no black title, no blue button.
            #expect(!pixels(of: "Text(\"Inbox\")", in: host, image).contains(RGBA8(r: 0, g: 0, b: 0, a: 255)))
            #expect(!pixels(of: "Text(\"Edit\")", in: host, image).contains(RGBA8(r: 0, g: 122, b: 255, a: 255)))
        }
    }

    /// The large title takes the large-title attributes' colour.
    @Test func theLargeTitleTakesItsOwnColour() {
        AppearanceProxies.isolated {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithTransparentBackground()
            appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.red]
            UINavigationBar.appearance().standardAppearance = appearance
            let host = ViewHost(NavigationStack { Color.clear.navigationTitle("Inbox") }, size: phone, scale: 1)
            let image = host.render()
            let title = pixels(of: "Text(\"Inbox\")", in: host, image)
            #expect(title.contains(RGBA8(r: 255, g: 0, b: 0, a: 255)))
            #expect(!title.contains(RGBA8(r: 0, g: 0, b: 0, a: 255)))
        }
    }

    /// Without a scroll-edge appearance the bar at rest is the standard one made transparent
    /// (UIKit's documented rule): no fill, no hairline, but its title colour; with
    /// `toolbarBackground(.visible)` the standard background shows.
    @Test func withoutAScrollEdgeAppearanceTheBarAtRestIsTransparent() {
        AppearanceProxies.isolated {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .systemIndigo
            appearance.titleTextAttributes = [.foregroundColor: UIColor.red]
            UINavigationBar.appearance().standardAppearance = appearance
            func page(visible: Bool) -> some View {
                NavigationStack {
                    Color.clear
                        .navigationTitle("Inbox")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbarBackground(visible ? .visible : .automatic, for: .navigationBar)
                }
            }
            let host = ViewHost(page(visible: false), size: phone, scale: 1)
            let atRest = host.render()
            #expect(atRest.pixel(atPoint: 5, 5) == RGBA8(r: 255, g: 255, b: 255, a: 255))
            #expect(atRest.pixel(atPoint: 5, 43) == RGBA8(r: 255, g: 255, b: 255, a: 255))
            #expect(pixels(of: "Text(\"Inbox\")", in: host, atRest).contains(RGBA8(r: 255, g: 0, b: 0, a: 255)))
            let shown = ViewHost(page(visible: true), size: phone, scale: 1).render()
            #expect(shown.pixel(atPoint: 5, 5) == RGBA8(r: 88, g: 86, b: 214, a: 255))
            #expect(shown.pixel(atPoint: 5, 43) == RGBA8(r: 61, g: 60, b: 149, a: 255))
        }
    }

    /// A shadow colour draws the hairline in it; a nil one draws none.
    @Test func theShadowColourDrawsTheHairline() {
        AppearanceProxies.isolated {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.shadowColor = .red
            UINavigationBar.appearance().scrollEdgeAppearance = appearance
            let page = NavigationStack { Color.clear.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline) }
            let red = ViewHost(page, size: phone, scale: 1).render()
            #expect(red.pixel(atPoint: 5, 42) == RGBA8(r: 255, g: 255, b: 255, a: 255))
            #expect(red.pixel(atPoint: 5, 43) == RGBA8(r: 255, g: 0, b: 0, a: 255))
            appearance.shadowColor = nil
            UINavigationBar.appearance().scrollEdgeAppearance = appearance
            #expect(ViewHost(page, size: phone, scale: 1).render().pixel(atPoint: 5, 43) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        }
    }

    /// The legacy `barTintColor` and `titleTextAttributes` make the standard appearance
    /// while none is set.
    @Test func legacyBarPropertiesMakeTheStandardAppearance() {
        AppearanceProxies.isolated {
            UINavigationBar.appearance().barTintColor = .blue
            UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
            let host = ViewHost(NavigationStack {
                Color.clear
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbarBackground(.visible, for: .navigationBar)
            }, size: phone, scale: 1)
            let image = host.render()
            #expect(image.pixel(atPoint: 5, 5) == RGBA8(r: 0, g: 0, b: 255, a: 255))
            #expect(pixels(of: "Text(\"Inbox\")", in: host, image).contains(RGBA8(r: 255, g: 255, b: 255, a: 255)))
        }
    }

    /// SwiftUI's modifiers win over the proxies: a `toolbarBackground` style fills the bar,
    /// `.hidden` keeps it transparent, `tint` colours the items and `toolbarColorScheme` the
    /// title (white in dark, not the proxy's red).
    @Test func viewModifiersWinOverTheProxies() {
        AppearanceProxies.isolated {
            styleNavigationBarIndigo()
            UINavigationBar.appearance().standardAppearance.titleTextAttributes = [.foregroundColor: UIColor.red]
            let styled = ViewHost(NavigationStack {
                Color.clear
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar { Button("Edit") {} }
                    .toolbarBackground(Color.green, for: .navigationBar)
                    .toolbarColorScheme(.dark, for: .navigationBar)
            }.tint(.orange), size: phone, scale: 1)
            let image = styled.render()
            // systemGreen's and systemOrange's dark values (the bar is dark).
            #expect(image.pixel(atPoint: 5, 5) == RGBA8(r: 48, g: 209, b: 88, a: 255))
            #expect(pixels(of: "Text(\"Edit\")", in: styled, image).contains(RGBA8(r: 255, g: 159, b: 10, a: 255)))
            let title = pixels(of: "Text(\"Inbox\")", in: styled, image)
            #expect(title.contains(RGBA8(r: 255, g: 255, b: 255, a: 255)))
            #expect(!title.contains(RGBA8(r: 255, g: 0, b: 0, a: 255)))

            let hidden = ViewHost(NavigationStack {
                Color.clear
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbarBackground(.hidden, for: .navigationBar)
            }, size: phone, scale: 1).render()
            #expect(hidden.pixel(atPoint: 5, 5) == RGBA8(r: 255, g: 255, b: 255, a: 255))
            // iOS 18's name for it hides the styled bar alike.
            let hiddenByNewName = ViewHost(NavigationStack {
                Color.clear
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbarBackgroundVisibility(.hidden, for: .navigationBar)
            }, size: phone, scale: 1).render()
            #expect(hiddenByNewName.pixel(atPoint: 5, 5) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        }
    }

    /// The tab bar draws its standard and scroll-edge appearance's background, hairline
    /// (red under black at 30 %: 178,0,0) and item colours (scale 2, so the 10-point titles
    /// have fully covered pixels); `unselectedItemTintColor` colours
    /// the other items where the appearance leaves them.
    @Test func aTabBarAppearanceFillsTheBarAndColoursItsItems() {
        AppearanceProxies.isolated {
            let appearance = UITabBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .red
            appearance.stackedLayoutAppearance.selected.iconColor = .white
            appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.yellow]
            UITabBar.appearance().standardAppearance = appearance
            UITabBar.appearance().scrollEdgeAppearance = appearance
            UITabBar.appearance().unselectedItemTintColor = .black
            let host = ViewHost(TabView {
                Color.clear.tabItem { Label("Home", systemImage: "house") }
                Color.clear.tabItem { Label("Mail", systemImage: "envelope") }
            }, size: phone, scale: 2)
            let image = host.render()
            #expect(image.pixel(atPoint: 5, 251) == RGBA8(r: 178, g: 0, b: 0, a: 255))
            #expect(image.pixel(atPoint: 5, 290) == RGBA8(r: 255, g: 0, b: 0, a: 255))
            let home = pixels(of: "Text(\"Home\")", in: host, image)
            #expect(home.contains(RGBA8(r: 255, g: 255, b: 0, a: 255)))
            let mail = pixels(of: "Text(\"Mail\")", in: host, image)
            #expect(mail.contains(RGBA8(r: 0, g: 0, b: 0, a: 255)))
            #expect(!mail.contains(RGBA8(r: 142, g: 142, b: 147, a: 255)))
            // The selected icon is white, not the tint.
            let icons = (504..<560).flatMap { y in (0..<392).map { image[$0, y] } }
            #expect(icons.contains(RGBA8(r: 255, g: 255, b: 255, a: 255)))
            #expect(!icons.contains(RGBA8(r: 0, g: 122, b: 255, a: 255)))
        }
    }

    /// The page dots take `UIPageControl`'s colours: the current page's dot system blue,
    /// the others systemGray4 (7-point dots 16 points apart, centred 13 points above the
    /// bottom 8).
    @Test func pageDotsTakeThePageControlColours() {
        AppearanceProxies.isolated {
            UIPageControl.appearance().currentPageIndicatorTintColor = .systemBlue
            UIPageControl.appearance().pageIndicatorTintColor = .systemGray4
            let image = ViewHost(TabView {
                Color.white
                Color.white
                Color.white
            }.tabViewStyle(.page), size: CGSize(width: 200, height: 200), scale: 1).render()
            #expect(image[84, 179] == RGBA8(r: 0, g: 122, b: 255, a: 255))
            #expect(image[100, 179] == RGBA8(r: 209, g: 209, b: 214, a: 255))
            #expect(image[116, 179] == RGBA8(r: 209, g: 209, b: 214, a: 255))
        }
    }

    /// A segmented picker fills its selected segment with `selectedSegmentTintColor` and
    /// colours its labels with the selected and normal title attributes.
    @Test func aSegmentedPickerTakesTheSegmentedControlColours() {
        AppearanceProxies.isolated {
            UISegmentedControl.appearance().selectedSegmentTintColor = .systemBlue
            UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
            UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
            let host = ViewHost(Picker("Filter", selection: .constant(0)) {
                Text("All").tag(0)
                Text("Unread").tag(1)
            }.pickerStyle(.segmented).frame(width: 200), size: CGSize(width: 200, height: 32), scale: 3)
            let image = host.render()
            // The thumb (inset 2 points) between its rounded corners and its label.
            #expect(image.pixel(atPoint: 10, 16) == RGBA8(r: 0, g: 122, b: 255, a: 255))
            #expect(pixels(of: "Text(\"All\")", in: host, image).contains(RGBA8(r: 255, g: 255, b: 255, a: 255)))
            #expect(pixels(of: "Text(\"Unread\")", in: host, image).contains(RGBA8(r: 255, g: 0, b: 0, a: 255)))
        }
    }

    /// `UITableView.appearance().backgroundColor` is recorded but does not reach a `List`
    /// (a collection view since iOS 16): the grouped background stays 242,242,247.
    @Test func aTableViewBackgroundDoesNotReachAList() {
        AppearanceProxies.isolated {
            UITableView.appearance().backgroundColor = .clear
            UITextField.appearance().clearButtonMode = .whileEditing
            #expect(UITableView.appearance().backgroundColor == .clear)
            #expect(UITextField.appearance().clearButtonMode == .whileEditing)
            let image = ViewHost(List { Text("Row") }, size: CGSize(width: 200, height: 200), scale: 1).render()
            #expect(image.pixel(atPoint: 5, 190) == RGBA8(r: 242, g: 242, b: 247, a: 255))
        }
    }

    /// The title attributes' fonts draw the titles: the inline title as wide as the same text
    /// in a 24-point bold system font, the large title as in a 20-point bold one.
    @Test func titleFontsDrawTheTitles() {
        AppearanceProxies.isolated {
            let appearance = UINavigationBarAppearance()
            appearance.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 24, weight: .bold)]
            appearance.largeTitleTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 20)]
            UINavigationBar.appearance().standardAppearance = appearance
            func titleWidth(_ mode: NavigationBarItem.TitleDisplayMode) -> CGFloat? {
                ViewHost(NavigationStack { Color.clear.navigationTitle("Inbox").navigationBarTitleDisplayMode(mode) },
                         size: phone, scale: 1).frame(ofUnit: "Text(\"Inbox\")")?.width
            }
            func width(_ font: Font) -> CGFloat? {
                ViewHost(Text("Inbox").font(font), size: phone, scale: 1).frame(ofUnit: "Text(\"Inbox\")")?.width
            }
            #expect(titleWidth(.inline) != nil)
            #expect(titleWidth(.inline) == width(.system(size: 24, weight: .bold)))
            #expect(titleWidth(.inline) != width(.headline))
            #expect(titleWidth(.large) == width(.system(size: 20, weight: .bold)))
            #expect(titleWidth(.large) != width(.largeTitle.bold()))
        }
    }

    /// A SwiftUI `Color` where UIKit reads a `UIColor` is not drawn, and the warning says
    /// which attributes and what to write.
    @Test func aColourThatIsNotAUIColorWarns() {
        AppearanceProxies.isolated {
            let appearance = UINavigationBarAppearance()
            appearance.titleTextAttributes = [.foregroundColor: Color.red]
            UINavigationBar.appearance().standardAppearance = appearance
            let host = ViewHost(NavigationStack {
                Color.clear.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                    .toolbarBackground(.visible, for: .navigationBar)
            }, size: phone, scale: 1)
            let (image, warnings) = RasterDiagnostics.capturingWarnings { host.render() }
            #expect(warnings == ["The foregroundColor of UINavigationBarAppearance.titleTextAttributes is a Color, not a "
                                 + "UIColor, so it is not used (UIKit reads only a UIColor there); write a UIColor, such as "
                                 + "UIColor(Color.red) for a SwiftUI colour"])
            #expect(pixels(of: "Text(\"Inbox\")", in: host, image).contains(RGBA8(r: 0, g: 0, b: 0, a: 255)))
        }
    }

    /// Proxies set in a scope style the hosts made in it only; `reset()` forgets them.
    @Test func aScopeKeepsItsProxiesAndResetForgetsThem() {
        let page = AnyView(NavigationStack { Color.clear.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline) })
        let outside = AppearanceProxies.isolated {
            let scoped = AppearanceProxies.isolated { () -> ViewHost<AnyView> in
                styleNavigationBarIndigo()
                return ViewHost(page, size: phone, scale: 1)
            }
            // Made in the scope, rendered outside it: still indigo.
            #expect(scoped.render().pixel(atPoint: 5, 5) == RGBA8(r: 88, g: 86, b: 214, a: 255))
            return ViewHost(page, size: phone, scale: 1)
        }
        #expect(outside.render().pixel(atPoint: 5, 5) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        AppearanceProxies.isolated {
            styleNavigationBarIndigo()
            AppearanceProxies.reset()
            #expect(ViewHost(page, size: phone, scale: 1).render().pixel(atPoint: 5, 5) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        }
    }
}
