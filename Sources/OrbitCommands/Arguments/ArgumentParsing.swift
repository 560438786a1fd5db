import CollectionLayout

/// Parsers for the value forms of Orbit's flags. Each names the flag in its error.
enum ArgumentParsing {
    /// Bounds beyond this many points are taken as mistakes.
    static let maximumBoundsSide = 100_000.0
    /// Item counts beyond this are taken as mistakes.
    static let maximumItems = 10_000_000

    /// A finite plain decimal number no larger than `ParameterValue`'s limit.
    static func number(_ text: String, flag: String, what: String = "a number") throws(CommandLineError) -> Double {
        guard let value = ParameterValue.decimal(text) else {
            // A number too large for a Double reads as infinity: call it out of range, not malformed.
            if let huge = Double(text.trimmingSpaces), huge.isInfinite, text.lowercased().contains("e") {
                throw CommandLineError("\(flag): '\(text)' is out of range (at most 1e9 in magnitude)")
            }
            throw CommandLineError("\(flag): '\(text)' is not \(what)")
        }
        guard abs(value) <= ParameterValue.maximumMagnitude else {
            throw CommandLineError("\(flag): '\(text)' is out of range (at most 1e9 in magnitude)")
        }
        return value
    }

    /// `N,N,...` with exactly `count` numbers.
    static func numbers(_ text: String, count: Int, flag: String, form: String) throws(CommandLineError) -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == count else { throw CommandLineError("\(flag): expected \(form), got '\(text)'") }
        var values: [Double] = []
        for part in parts { values.append(try number(part, flag: flag, what: "a number in \(form)")) }
        return values
    }

    /// `WIDTHxHEIGHT`, both positive.
    static func size(_ text: String, flag: String = "--size") throws(CommandLineError) -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { throw CommandLineError("\(flag): expected WIDTHxHEIGHT, got '\(text)'") }
        let width = try number(parts[0], flag: flag, what: "a width in WIDTHxHEIGHT")
        let height = try number(parts[1], flag: flag, what: "a height in WIDTHxHEIGHT")
        guard width > 0, height > 0 else {
            throw CommandLineError("\(flag): width and height must be positive, got '\(text)'")
        }
        guard width <= maximumBoundsSide, height <= maximumBoundsSide else {
            throw CommandLineError("\(flag): at most \(Int(maximumBoundsSide)) points a side, got '\(text)'")
        }
        return Size(width: width, height: height)
    }

    /// `X,Y`.
    static func point(_ text: String, flag: String) throws(CommandLineError) -> Point {
        let values = try numbers(text, count: 2, flag: flag, form: "X,Y")
        return Point(x: values[0], y: values[1])
    }

    /// `X,Y,W,H` with a non-negative size.
    static func rect(_ text: String, flag: String = "--rect") throws(CommandLineError) -> Rect {
        let values = try numbers(text, count: 4, flag: flag, form: "X,Y,W,H")
        guard values[2] >= 0, values[3] >= 0 else {
            throw CommandLineError("\(flag): width and height must not be negative, got '\(text)'")
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// A whole number of items from 0 to `maximumItems`.
    static func itemCount(_ text: String, flag: String = "--items") throws(CommandLineError) -> Int {
        guard let value = Int(text.trimmingSpaces) else {
            throw CommandLineError("\(flag): '\(text)' is not a whole number")
        }
        guard value >= 0 else { throw CommandLineError("\(flag): must not be negative, got \(value)") }
        guard value <= maximumItems else {
            throw CommandLineError("\(flag): at most \(maximumItems) items, got \(value)")
        }
        return value
    }

    /// A layout of the command's catalog and its `--set` settings, checked together.
    static func layout(
        _ name: String, settings: [String]
    ) throws(CommandLineError) -> (descriptor: LayoutDescriptor, settings: [LayoutSetting], layout: any CollectionViewLayout) {
        do {
            let descriptor = try CommandContext.catalog.entry(named: name)
            var parsed: [LayoutSetting] = []
            for text in settings { parsed.append(try LayoutSetting(parsing: text)) }
            return (descriptor, parsed, try descriptor.makeLayout(parsed))
        } catch {
            throw CommandLineError(error.message)
        }
    }
}
