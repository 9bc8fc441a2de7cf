// Plottable.swift · Charts · mirrors Swift Charts Plottable, PrimitivePlottableProtocol, PlottableValue (iOS 17)
// Status: Partial — the primitive types are String, the integer types, Double, Float, CGFloat,
// Decimal and Date (and types built on them: enums with such raw values);
// `value(_:_:unit:calendar:)` for dates.

import Foundation
import Raster

/// A type that can serve as data for the labels of a chart's axis, or as a mark's position.
///
/// Mirrors Swift Charts' `Plottable`: a value is plotted through its `primitivePlottable`, a
/// number, string or date. Raster: numbers make a continuous (linear) axis, strings a
/// categorical one (categories in the order the data gives them), dates a continuous time axis.
public protocol Plottable {
    /// The primitive value (number, string or date) this value is plotted as.
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// This value as a primitive plottable value.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value a primitive plottable value stands for, or nil.
    init?(primitivePlottable: PrimitivePlottable)
}

/// The primitive types a chart plots: numbers, strings and dates.
///
/// Mirrors Swift Charts' `PrimitivePlottableProtocol`. Raster: `_plotValue` is how Raster reads
/// the value (public for the protocol's sake; not part of Swift Charts' API).
public protocol PrimitivePlottableProtocol: Plottable where PrimitivePlottable == Self {
    /// The value as Raster's charts read it.
    var _plotValue: _PlotValue { get }
    /// The value Raster's charts read as `value`, or nil if it is of another kind.
    static func _fromPlotValue(_ value: _PlotValue) -> Self?
}

extension PrimitivePlottableProtocol {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

/// A value as Raster's charts read it: a number, a category or a date.
///
/// Not part of Swift Charts' API (public because `PrimitivePlottableProtocol` names it).
public enum _PlotValue: Hashable {
    /// A number, on a continuous linear scale.
    case number(Double)
    /// A category, on a categorical scale.
    case category(String)
    /// A date, on a continuous time scale (seconds since the reference date).
    case date(Date)
}

extension String: PrimitivePlottableProtocol {
    public var _plotValue: _PlotValue { .category(self) }
    public static func _fromPlotValue(_ value: _PlotValue) -> String? { if case .category(let text) = value { return text }; return nil }
}
/// The integer types plot as numbers; a number reads back as the nearest integer the type
/// can hold (nil past its range).
extension PrimitivePlottableProtocol where Self: BinaryInteger {
    public var _plotValue: _PlotValue { .number(Double(self)) }
    public static func _fromPlotValue(_ value: _PlotValue) -> Self? {
        guard case .number(let number) = value, number.isFinite else { return nil }
        return Self(exactly: number.rounded())
    }
}
extension Int: PrimitivePlottableProtocol {}
extension Int8: PrimitivePlottableProtocol {}
extension Int16: PrimitivePlottableProtocol {}
extension Int32: PrimitivePlottableProtocol {}
extension Int64: PrimitivePlottableProtocol {}
extension UInt: PrimitivePlottableProtocol {}
extension UInt8: PrimitivePlottableProtocol {}
extension UInt16: PrimitivePlottableProtocol {}
extension UInt32: PrimitivePlottableProtocol {}
extension UInt64: PrimitivePlottableProtocol {}
extension Double: PrimitivePlottableProtocol {
    public var _plotValue: _PlotValue { .number(self) }
    public static func _fromPlotValue(_ value: _PlotValue) -> Double? { if case .number(let number) = value { return number }; return nil }
}
extension Float: PrimitivePlottableProtocol {
    public var _plotValue: _PlotValue { .number(Double(self)) }
    public static func _fromPlotValue(_ value: _PlotValue) -> Float? { if case .number(let number) = value { return Float(number) }; return nil }
}
/// Raster plots a decimal as the nearest `Double`.
extension Decimal: PrimitivePlottableProtocol {
    public var _plotValue: _PlotValue { .number(NSDecimalNumber(decimal: self).doubleValue) }
    public static func _fromPlotValue(_ value: _PlotValue) -> Decimal? {
        if case .number(let number) = value, number.isFinite { return Decimal(number) }; return nil
    }
}
extension Date: PrimitivePlottableProtocol {
    public var _plotValue: _PlotValue { .date(self) }
    public static func _fromPlotValue(_ value: _PlotValue) -> Date? { if case .date(let date) = value { return date }; return nil }
}
#if !canImport(Darwin)
extension CGFloat: PrimitivePlottableProtocol {
    public var _plotValue: _PlotValue { .number(Double(self)) }
    public static func _fromPlotValue(_ value: _PlotValue) -> CGFloat? { if case .number(let number) = value { return CGFloat(number) }; return nil }
}
#endif

extension Plottable {
    /// The value of this type Raster's charts read as `value`, or nil.
    static func fromPlotValue(_ value: _PlotValue) -> Self? {
        PrimitivePlottable._fromPlotValue(value).flatMap { Self(primitivePlottable: $0) }
    }
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable {
    /// An enum is plotted as its raw value, as in Swift Charts.
    public var primitivePlottable: RawValue.PrimitivePlottable { rawValue.primitivePlottable }
    public init?(primitivePlottable: RawValue.PrimitivePlottable) {
        guard let raw = RawValue(primitivePlottable: primitivePlottable) else { return nil }
        self.init(rawValue: raw)
    }
}

/// A plottable value with its label: what a mark plots on one of its channels.
///
/// Mirrors Swift Charts' `PlottableValue`. Make one with `.value(_:_:)`:
/// `BarMark(x: .value("Day", day), y: .value("Minutes", minutes))`. Raster: the label names the
/// value in warnings; a date with a `unit` stands for that whole interval (a bar over a day).
public struct PlottableValue<Value: Plottable> {
    /// The value's label (as Swift Charts' `label`, used by axes and accessibility).
    let label: String
    /// The value as Raster reads it.
    let plotValue: _PlotValue
    /// For a date: the calendar unit the value stands for, and its end.
    let unitEnd: Date?

    init(label: String, value: Value, unitEnd: Date? = nil) {
        self.label = label
        self.plotValue = value.primitivePlottable._plotValue
        self.unitEnd = unitEnd
    }

    /// A value with a label given as a localized string key.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.chartsKeyString, value: value)
    }

    /// A value with a label given as a string.
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: value)
    }

    /// A value with a label given as a text (Raster reads the text's string).
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(describing: label), value: value)
    }
}

extension PlottableValue where Value == Date {
    /// A date that stands for the calendar interval containing it: `unit: .day` plots a day
    /// (a bar spans the day; a point or line vertex sits in its middle).
    ///
    /// Mirrors Swift Charts' `value(_:_:unit:calendar:)`. Raster: the interval is
    /// `calendar.dateInterval(of: unit, for: value)`.
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component,
                             calendar: Calendar = .current) -> PlottableValue<Date> {
        dated(label.chartsKeyString, value, unit: unit, calendar: calendar)
    }

    /// A date that stands for the calendar interval containing it, with a string label.
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component,
                                                calendar: Calendar = .current) -> PlottableValue<Date> {
        dated(String(label), value, unit: unit, calendar: calendar)
    }

    private static func dated(_ label: String, _ value: Date, unit: Calendar.Component, calendar: Calendar) -> PlottableValue<Date> {
        guard let interval = calendar.dateInterval(of: unit, for: value) else {
            return PlottableValue(label: label, value: value)
        }
        return PlottableValue(label: label, value: interval.start, unitEnd: interval.end)
    }
}

extension LocalizedStringKey {
    /// The key's text as written (Raster's charts use it as a label).
    var chartsKeyString: String {
        let mirror = Mirror(reflecting: self)
        for child in mirror.children {
            if let key = child.value as? String { return key }
        }
        return String(describing: self)
    }
}
