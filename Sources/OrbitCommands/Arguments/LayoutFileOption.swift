import ArgumentParser

/// `--layout-file PATH`, declared for the help and the parser; `OrbitMain.run` reads it before
/// parsing (see `LayoutFiles`).
struct LayoutFileOption: ParsableArguments {
    @Option(
        name: .customLong("layout-file"),
        help: ArgumentHelp(
            "A .swift file (or a folder of them) declaring `let orbitLayouts: [LayoutDescriptor] = [...]`: "
                + "compiled (cached by content), loaded and added to the layouts; without --layout, the file's "
                + "first layout is used (repeatable).",
            valueName: "path"))
    var paths: [String] = []
}
