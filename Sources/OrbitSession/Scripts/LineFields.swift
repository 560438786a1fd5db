import CollectionLayout
import Foundation

/// Typed access to one script line's fields, with errors that name the line and the field.
struct LineFields {
    let object: [String: Any]
    let line: Int
    /// The layouts a `layout` or `set` line may name.
    let catalog: LayoutCatalog

    func string(_ key: String) throws(ScriptError) -> String {
        guard let value = object[key] else { throw ScriptError(line: line, "missing '\(key)'") }
        guard let text = value as? String else { throw ScriptError(line: line, "'\(key)' must be a string") }
        return text
    }

    func bool(_ key: String) throws(ScriptError) -> Bool {
        guard let value = object[key] else { throw ScriptError(line: line, "missing '\(key)'") }
        // JSON booleans arrive as NSNumber whose Objective-C type is "c" (char).
        guard let number = value as? NSNumber, !(value is String), number.objCType.pointee == UInt8(ascii: "c") else {
            throw ScriptError(line: line, "'\(key)' must be true or false")
        }
        return number.boolValue
    }

    func number(_ key: String, in range: ClosedRange<Double>) throws(ScriptError) -> Double {
        guard let value = try optionalNumber(key, in: range) else { throw ScriptError(line: line, "missing '\(key)'") }
        return value
    }

    func optionalNumber(_ key: String, in range: ClosedRange<Double>) throws(ScriptError) -> Double? {
        guard let value = object[key] else { return nil }
        // JSON booleans arrive as NSNumber too; their Objective-C type is "c" (char).
        guard let number = value as? NSNumber, !(value is String), number.objCType.pointee != UInt8(ascii: "c") else {
            throw ScriptError(line: line, "'\(key)' must be a number")
        }
        let double = number.doubleValue
        guard double.isFinite, range.contains(double) else {
            throw ScriptError(line: line, "'\(key)' is out of range (\(double); expected \(range.lowerBound) to \(range.upperBound))")
        }
        return double
    }

    /// A whole number in `range`: an error names the field when it is missing, not a number, out
    /// of range or fractional.
    func wholeNumber(_ key: String, in range: ClosedRange<Int>) throws(ScriptError) -> Int {
        let value = try number(key, in: Double(range.lowerBound)...Double(range.upperBound))
        guard value == value.rounded() else { throw ScriptError(line: line, "'\(key)' must be a whole number, got \(value)") }
        return Int(value)
    }

    /// An index from 0 (items, sections): the short error without the value, as `prefer`,
    /// `orthogonal` and `scrollTo` have always said it. nil when the field is absent.
    func optionalIndex(_ key: String, upTo maximum: Int) throws(ScriptError) -> Int? {
        guard let value = try optionalNumber(key, in: 0...Double(maximum)) else { return nil }
        guard value == value.rounded() else { throw ScriptError(line: line, "'\(key)' must be a whole number") }
        return Int(value)
    }

    /// `optionalIndex` for a field the line must have.
    func index(_ key: String, upTo maximum: Int) throws(ScriptError) -> Int {
        guard let value = try optionalIndex(key, upTo: maximum) else { throw ScriptError(line: line, "missing '\(key)'") }
        return value
    }
}
