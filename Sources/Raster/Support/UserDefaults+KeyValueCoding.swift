// UserDefaults+KeyValueCoding.swift · Raster/Support · Foundation's key-value coding of UserDefaults (`value(forKey:)`, `setValue(_:forKey:)`), which Linux's Foundation lacks
// Status: Complete for UserDefaults — the two NSObject key-value coding methods app code
// calls on a defaults object; other classes' key-value coding is not declared.
//
// On Apple's platforms every `NSObject` answers `value(forKey:)` and `setValue(_:forKey:)`, and
// `UserDefaults` answers them with its stored values, so view code writes
// `UserDefaults.standard.value(forKey: "tag") as? Int`. swift-corelibs-foundation (Swift 6.3)
// has no key-value coding, so Raster declares these two for `UserDefaults`. Where Foundation
// gains them, this must go (both declarations would make every use ambiguous).

import Foundation

#if !canImport(Darwin)
extension UserDefaults {
    /// The value stored for `key` in the search list, or nil: what `object(forKey:)` returns.
    /// Mirrors `NSObject.value(forKey:)` as Apple's `UserDefaults` answers it.
    public func value(forKey key: String) -> Any? { object(forKey: key) }

    /// Stores `value` for `key` in the app's domain, or removes the key when `value` is nil:
    /// what `set(_:forKey:)` does. Mirrors `NSObject.setValue(_:forKey:)` as Apple's
    /// `UserDefaults` answers it.
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}
#endif
