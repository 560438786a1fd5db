import ArgumentParser
import CollectionLayout
import Playground

/// The `orbit` command: layouts, replays and benchmarks of Orbit from the command line.
public struct Orbit: ParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
        commandName: "orbit",
        abstract: "UICollectionView-style custom layouts on the Linux desktop.",
        discussion: "Layouts: " + CommandContext.layoutNames + " (orbit layouts describes them).",
        version: "orbit 0.1.0 (\(PlatformInfo.linkedLibraries))",
        subcommands: [Play.self, Dump.self, Layouts.self, Replay.self, Shot.self, Icons.self, Bench.self, Fuzz.self, Soak.self, CheckLayout.self, New.self, Port.self],
        defaultSubcommand: Play.self
        )
    }

    public init() {}
}
