import ArgumentParser
import Playground

/// `orbit icons`: paints Orbit's own icons and writes them as PNG files.
struct Icons: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "icons",
        abstract: "Generate Orbit's icon set as PNG files.",
        discussion: """
            Every icon is drawn procedurally (a glyph on a rounded-square gradient with a soft shadow), \
            so the set can be regenerated at any size. The playground reads ./Assets/icons when it exists, else \
            the set shipped with it (Sources/Playground/Resources/icons).
            """)

    /// The sides an icon may have, pixels.
    static let sides = 16...1024

    @Option(help: ArgumentHelp("The folder to write to.", valueName: "dir"))
    var out = "Assets/icons"

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The side of each icon in pixels, \(Icons.sides.lowerBound) to \(Icons.sides.upperBound) (default \(IconSet.defaultSize)).",
            valueName: "pixels"),
        transform: WholeNumber.parse)
    var size = WholeNumber(IconSet.defaultSize)

    func validate() throws {
        guard Self.sides.contains(size.value) else {
            throw CommandFailure.usage("--size: expected \(Self.sides.lowerBound) to \(Self.sides.upperBound) pixels, got \(size)")
        }
    }

    func run() throws {
        let side = size.value
        let paths = try IconSet.write(size: side, to: out)
        print("wrote \(paths.count) icons of \(side)x\(side) pixels to \(out)")
    }
}
