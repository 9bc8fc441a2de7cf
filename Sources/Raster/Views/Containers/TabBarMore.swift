// TabBarMore.swift · Raster/Views/Containers · the "More" tab of a TabView with more than five tabs in compact width (UITabBarController's moreNavigationController, iOS 17)
// Status: Partial — the More list is not editable (no Edit button, UITabBarController's
// customizableViewControllers), and the More stack is not kept when another tab is selected
// (UIKit keeps the tab pushed in it).

import Foundation

/// The More tab: in compact width, a tab view with more than five tabs shows the first four
/// in the bar and a fifth item, "More" (the `ellipsis` symbol), whose content is a navigation
/// stack titled "More" (large title) listing the other tabs as rows, each its tab item's icon
/// and title with a disclosure chevron; a row pushes its tab's content (Apple,
/// `UITabBarController`: "If you add more than five items to the viewControllers property, the
/// tab bar controller automatically inserts a special view controller (called the More view
/// controller) to handle the display of the additional items"; `moreNavigationController`;
/// HIG, Tab bars: "the final visible tab becomes a More tab, which reveals the additional
/// tabs in a list on a separate screen").
///
/// A selection naming a tab past the fourth selects More with that tab pushed; popping it
/// (back button, swipe, or a tap on the selected More item) shows the list, the selection
/// left as it was [UNCERTAIN: SwiftUI's binding while the list shows is not documented].
/// Regular width (iPad, a Max iPhone in landscape) shows every tab in the bar, as UIKit
/// moves the More stack's tab back to the bar when the width becomes regular (openradar
/// 25393521, jfahrenkrug/UITabBarControllerMoreBugWorkaround).
enum MoreTab {
    /// The tabs a compact-width bar shows without More.
    static let barLimit = 5
    /// The tabs the bar shows before the More item.
    static let tabsBeforeMore = barLimit - 1

    /// Whether a bar of `count` tabs in `horizontalSizeClass` ends with More.
    static func isShown(tabCount count: Int, horizontalSizeClass: UserInterfaceSizeClass?) -> Bool {
        count > barLimit && horizontalSizeClass != .regular
    }

    /// What the bar and the tab view's content show with More: the first four tabs, then the
    /// More tab, selected while its list shows (`list` opened over the current selection) or a
    /// tab past the fourth is selected (pushed on the list).
    static func configuration(_ configuration: TabViewConfiguration, list: Binding<MoreList?>) -> TabViewConfiguration {
        let selected = configuration.selectedIndex, select = configuration.select
        let showsList = list.wrappedValue.map { $0.openedOver == selected } ?? false
        let pushed = showsList ? nil : selected.flatMap { $0 >= tabsBeforeMore ? $0 : nil }
        let content = MoreTabContent(tabs: configuration.tabs, pushed: pushed,
                                     push: { index in
                                         list.wrappedValue = nil
                                         select(index)
                                     },
                                     popToList: { list.wrappedValue = MoreList(openedOver: selected) })
        return TabViewConfiguration(tabs: Array(configuration.tabs.prefix(tabsBeforeMore)) + [TabViewTab(more: AnyView(content))],
                                    selectedIndex: showsList || pushed != nil ? tabsBeforeMore : selected,
                                    select: { index in
                                        if index < tabsBeforeMore {
                                            list.wrappedValue = nil
                                            select(index)
                                        } else {
                                            list.wrappedValue = MoreList(openedOver: selected)
                                        }
                                    })
    }
}

/// The More list shown by a tap on the More item or a pop, over the selection the tab view
/// had then; a change of the selection since (from code, or a tap on another item) hides it.
struct MoreList: Equatable {
    var openedOver: Int?
}

/// The identity of the More tab among the tab view's tabs.
private struct MoreTabID: Hashable {}

extension TabViewTab {
    /// The More tab: its item the `ellipsis` symbol titled "More", its content `content`.
    init(more content: AnyView) {
        self.init(content: content, tag: nil, id: AnyHashable(MoreTabID()), icon: AnyView(Image(systemName: "ellipsis")),
                  title: AnyView(Text("More")), badge: nil)
    }
}

/// A row's value on the More stack's path: the tab's index in the tab view (its own type, so
/// that no `navigationDestination` of the tab's content claims it).
private struct MoreRow: Hashable {
    let index: Int
}

/// The More tab's content: a navigation stack whose root, titled "More", lists the tabs past
/// the fourth in a plain list, as UIKit's More list is a plain table (`List` rows of `NavigationLink`s: the tab item's icon, in the tint colour as a
/// `Label`'s in a list, and title, with the chevron), and whose path is the selected tab
/// past the fourth, if any.
private struct MoreTabContent: View {
    let tabs: [TabViewTab]
    /// The index of the tab pushed on the list, or nil when the list shows.
    let pushed: Int?
    let push: (Int) -> Void
    let popToList: () -> Void

    var body: some View {
        let push = self.push, popToList = self.popToList, tabs = self.tabs
        let path = Binding<[MoreRow]>(get: { pushed.map { [MoreRow(index: $0)] } ?? [] },
                                      set: { path in
                                          if let top = path.last { push(top.index) } else { popToList() }
                                      })
        return NavigationStack(path: path) {
            List(MoreTab.tabsBeforeMore..<tabs.count, id: \.self) { index in
                NavigationLink(value: MoreRow(index: index)) {
                    Label {
                        tabs[index].title ?? AnyView(EmptyView())
                    } icon: {
                        tabs[index].icon ?? AnyView(EmptyView())
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("More")
            .navigationDestination(for: MoreRow.self) { row in
                tabs[row.index].content
            }
        }
    }
}
