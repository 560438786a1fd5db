import ArgumentParser
import CollectionLayout
import Playground

/// The `orbit` command: layouts, replays and benchmarks of Orbit from the command line.
public struct Orbit: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "orbit",
        abstract: "UICollectionView-style custom layouts on the Linux desktop.",
        discussion: "Presets: " + Preset.allCases.map(\.name).joined(separator: ", ") + ".",
        version: "orbit 0.1.0 (\(PlatformInfo.linkedLibraries))",
        subcommands: [Play.self, Dump.self, Replay.self, Shot.self, Icons.self, Bench.self, Fuzz.self, Soak.self],
        defaultSubcommand: Play.self
    )

    public init() {}
}
