// ListFormatter.swift · Raster/Support · Foundation's ListFormatter (iOS 13), which Linux's Foundation lacks
// Status: Complete — every member of Apple's class; the strings are those of Foundation's
// `ListFormatStyle` (ICU's list patterns), which Linux's Foundation has.
//
// swift-corelibs-foundation (Swift 6.3) has no `ListFormatter` ("a, b, and c"), which the
// compatibility surveys met in Hackers' story rows. Raster declares it with Foundation's name.
// Where Foundation gains it, this must go (both declarations would make every use ambiguous).

import Foundation

/// A formatter that joins items into a list for a locale, such as "red, green, and blue"
/// (Foundation's `ListFormatter`, iOS 13).
///
/// Raster (Linux): the strings come from Foundation's `ListFormatStyle` (type `.and`, width
/// `.standard`). `locale` starts as `Locale.current`, which on Linux comes from the process's
/// `LANG`: set it for output that does not depend on the machine.
open class ListFormatter: Formatter, @unchecked Sendable {
    /// The locale whose list pattern joins the items (default `Locale.current`).
    open var locale: Locale! = .current
    /// Formats each item before joining; without one, items are strings or are described by
    /// `String(describing:)`.
    open var itemFormatter: Formatter?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `strings` joined for the current locale: `["a", "b", "c"]` is "a, b, and c" in English.
    open class func localizedString(byJoining strings: [String]) -> String {
        join(strings, locale: .current)
    }

    /// `items` joined for `locale`, each through `itemFormatter` when there is one; nil when
    /// the item formatter cannot format an item.
    open func string(from items: [Any]) -> String? {
        var strings: [String] = []
        for item in items {
            if let itemFormatter {
                guard let s = itemFormatter.string(for: item) else { return nil }
                strings.append(s)
            } else {
                strings.append(item as? String ?? String(describing: item))
            }
        }
        return ListFormatter.join(strings, locale: locale ?? .current)
    }

    /// `obj` joined when it is an array, else nil.
    open override func string(for obj: Any?) -> String? {
        guard let items = obj as? [Any] else { return nil }
        return string(from: items)
    }

    private static func join(_ strings: [String], locale: Locale) -> String {
        strings.formatted(.list(type: .and, width: .standard).locale(locale))
    }
}
