import ArgumentParser
import Playground

/// `orbit icons`: paints Orbit's own icons and writes them as PNG files.
struct Icons: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generate Orbit's icon set as PNG files.",
        discussion: """
            Every icon is drawn procedurally (a glyph on a rounded-square gradient with a soft shadow), \
            so the set can be regenerated at any size. The playground reads them from Assets/icons.
            """)

    @Option(help: "The folder to write to.")
    var out = "Assets/icons"

    @Option(parsing: .unconditional, help: "The side of each icon in pixels (16 to 1024).")
    var size = "\(IconSet.defaultSize)"

    func run() throws {
        let side = try ArgumentParsing.itemCount(size, flag: "--size")
        guard (16...1024).contains(side) else { throw CommandLineError("--size: expected 16 to 1024 pixels, got \(side)") }
        do {
            let paths = try IconSet.write(size: side, to: out)
            print("wrote \(paths.count) icons of \(side)x\(side) pixels to \(out)")
        } catch {
            throw RuntimeFailure(error.message)
        }
    }
}
