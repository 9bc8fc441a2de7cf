// MailboxSidebarScenes.swift · rendershot/Gallery · issue 16 "Real app screens II": RasterExamples' mailbox sidebar (a list with a selection and an item-based context menu) on an iPhone 15, light and dark (not from a seed)

import RendershotKit
import RasterExamples

/// RasterExamples' mailbox sidebar on an iPhone 15; its open context menu is snapshot by
/// RasterExamplesTests' MailboxSidebarTests, which presses a row.
enum MailboxSidebarScenes {
    static let scene = RendershotScene("mailbox-sidebar", summary: "mail folders in a list with a selection and an item-based context menu",
                                       device: .iPhone15) { MailboxSidebar() }

    static let darkScene = RendershotScene("mailbox-sidebar-dark", summary: "the mailbox sidebar in dark mode",
                                           device: .iPhone15, colorScheme: .dark) { MailboxSidebar() }
}
