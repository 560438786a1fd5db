import ArgumentParser
import CollectionLayout

/// `--scale N`, shared by every tool: the display scale the layout sees (UIKit's
/// `traitCollection.displayScale`, `LayoutContext.displayScale`), device pixels per point.
/// Left out, the headless tools use 1 and the playground its window's pixel density.
struct DisplayScaleOption: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The display scale the layout sees, device pixels per point, 0.25 to 16 (default 1; play: the window's "
                + "pixel density). Waterfall with --set roundsToPixels=true floors to these pixels as CHT does.",
            valueName: "n"),
        transform: DisplayScale.parse)
    var scale: DisplayScale?

    /// The scale given, or 1.
    var value: Double { scale?.value ?? 1 }
}

/// A display scale: a number from `range`.
struct DisplayScale: ArgumentValue {
    /// Beyond these a scale is a mistake: no screen has a quarter pixel or 16 pixels per point.
    static let range = 0.25...16.0

    let value: Double

    static func parse(_ text: String) throws(ArgumentProblem) -> DisplayScale {
        let value = try NumberText.decimal(text, what: "a number (device pixels per point)")
        guard range.contains(value) else {
            throw ArgumentProblem("expected a scale from 0.25 to 16 (device pixels per point), got '\(text)'")
        }
        return DisplayScale(value: value)
    }

    var description: String { ParameterValue.format(value) }
}
