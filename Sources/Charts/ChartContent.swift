// ChartContent.swift · Charts · mirrors Swift Charts ChartContent, ChartContentBuilder, ForEach of chart content (iOS 17)
// Status: Partial — the builder erases its parts into `ChartContentList` rather than Swift
// Charts' tuple and conditional types (code naming those types does not compile).

import Foundation
import Raster

/// A type that represents the content of a chart: marks, and groups of them.
///
/// Mirrors Swift Charts' `ChartContent`. Write your own as a view is written:
/// `struct Goal: ChartContent { var body: some ChartContent { RuleMark(y: .value("Goal", 30)) } }`.
/// Raster: a chart resolves its content into a flat list of marks, in order, each with the
/// modifiers written around it; a modifier written closer to a mark wins.
public protocol ChartContent {
    /// The type of content representing the body of this content.
    associatedtype Body: ChartContent
    /// The content of this chart content.
    @ChartContentBuilder var body: Body { get }
    /// Adds this content's marks to `marks` (Raster's resolution; not Swift Charts' API).
    func _resolve(into marks: inout _ChartMarks)
}

extension ChartContent {
    public func _resolve(into marks: inout _ChartMarks) { body._resolve(into: &marks) }
}

extension Never: ChartContent {
    public func _resolve(into marks: inout _ChartMarks) {}
}

/// The marks a chart's content resolves to, in order (Raster's; not Swift Charts' API).
public struct _ChartMarks {
    var all: [ChartMark] = []
}

/// A result builder that makes chart content from closures.
///
/// Mirrors Swift Charts' `ChartContentBuilder`: several marks, `ForEach`, `if`, `if`/`else`,
/// `if let` and `#available` blocks. Raster: every block builds a `ChartContentList`.
@resultBuilder
public enum ChartContentBuilder {
    public static func buildExpression<C: ChartContent>(_ content: C) -> ChartContentList { ChartContentList(content) }
    public static func buildBlock() -> ChartContentList { ChartContentList(parts: []) }
    public static func buildBlock(_ parts: ChartContentList...) -> ChartContentList { ChartContentList(parts: parts) }
    public static func buildOptional(_ part: ChartContentList?) -> ChartContentList { part ?? ChartContentList(parts: []) }
    public static func buildEither(first part: ChartContentList) -> ChartContentList { part }
    public static func buildEither(second part: ChartContentList) -> ChartContentList { part }
    public static func buildArray(_ parts: [ChartContentList]) -> ChartContentList { ChartContentList(parts: parts) }
    public static func buildLimitedAvailability(_ part: ChartContentList) -> ChartContentList { part }
}

/// Chart content a `ChartContentBuilder` built: its parts in order.
///
/// Stands for Swift Charts' builder types (`BuilderConditional`, tuples of content). It is a
/// `View` only so that Raster's `ForEach` (whose content is a view) can hold it; as a view it
/// draws nothing.
public struct ChartContentList: ChartContent, View {
    let resolve: (inout _ChartMarks) -> Void

    init<C: ChartContent>(_ content: C) {
        if let list = content as? ChartContentList { resolve = list.resolve } else { resolve = { content._resolve(into: &$0) } }
    }

    init(parts: [ChartContentList]) {
        resolve = { marks in for part in parts { part.resolve(&marks) } }
    }

    public var body: Never { return fatalError("ChartContentList has no body") }
    public func _resolve(into marks: inout _ChartMarks) { resolve(&marks) }
}

extension ForEach: ChartContent where Content == ChartContentList {
    public func _resolve(into marks: inout _ChartMarks) {
        for element in data { content(element)._resolve(into: &marks) }
    }
}

extension ForEach where Content == ChartContentList {
    /// Chart content for each element of `data`, identified by the value at `id`.
    ///
    /// Mirrors Swift Charts' `ForEach` of chart content.
    public init<C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                 @ChartContentBuilder content: @escaping (Data.Element) -> C) {
        self.init(data, id: id, content: { ChartContentList(content($0)) })
    }
}

extension ForEach where Content == ChartContentList, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Chart content for each element of `data`, identified by the elements' `id`.
    public init<C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C) {
        self.init(data, id: \.id, content: { ChartContentList(content($0)) })
    }
}

extension ForEach where Content == ChartContentList, Data == Range<Int>, ID == Int {
    /// Chart content for each integer of a constant range.
    public init<C: ChartContent>(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> C) {
        self.init(data, id: \.self, content: { ChartContentList(content($0)) })
    }
}
