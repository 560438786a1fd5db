import CollectionLayout
import Testing

@testable import OrbitCommands

/// What the command line reads before its commands parse it (`LaunchArguments`, through
/// ArgumentParser): the layout files, `play --watch`, a resume without sources, and the figures a
/// guarded child's time limit follows; everything else is left for the command's own parse.
@Suite struct LaunchArgumentsTests {
    @Test func findsEveryLayoutFileBeforeADoubleDash() {
        #expect(LaunchArguments.read(["dump", "--layout-file", "A.swift", "--items", "3"]).layoutFiles == ["A.swift"])
        #expect(LaunchArguments.read(["dump", "--layout-file=B.swift", "--layout-file", "dir"]).layoutFiles == ["B.swift", "dir"])
        #expect(LaunchArguments.read(["dump", "--layout", "ring"]).layoutFiles.isEmpty)
        // A flag without its value is the command's parse to report.
        #expect(LaunchArguments.read(["dump", "--layout-file"]).layoutFiles.isEmpty)
        #expect(LaunchArguments.read(["replay", "--", "--layout-file", "A.swift"]).layoutFiles.isEmpty)
        #expect(LaunchArguments.read(["dump", "--layout-files", "A.swift"]).layoutFiles.isEmpty)
        // Options of the commands' own, with and without values, do not hide the ones read here.
        let mixed = LaunchArguments.read(["fuzz", "--seed", "7", "--verbose", "-x", "--layout-file", "A.swift", "--frames", "60", "s.jsonl"])
        #expect(mixed.layoutFiles == ["A.swift"] && mixed.frames == 60 && mixed.subcommand == "fuzz")
    }

    @Test func watchIsPlaysAlone() {
        #expect(LaunchArguments.read(["play", "--watch", "A.swift"]).watchPath == "A.swift")
        #expect(LaunchArguments.read(["--watch=B.swift", "--items", "3"]).watchPath == "B.swift")
        #expect(LaunchArguments.read(["dump", "--watch", "A.swift"]).watchPath == nil)
        #expect(LaunchArguments.read(["play", "--watch", "A.swift", "--watch", "C.swift"]).watchPath == "C.swift")
    }

    @Test func aResumeWithoutSourcesIsPlaysWithNoFiles() {
        #expect(LaunchArguments.read(["play", "--resume", "--items", "5"]).resumesWithoutSources)
        for arguments in [
            ["play", "--resume", "--watch", "Other.swift"], ["play", "--resume", "--layout-file=X.swift"],
            ["dump", "--resume"], ["play", "--items", "5"], ["play", "--", "--resume"], ["--resume"],
        ] {
            #expect(!LaunchArguments.read(arguments).resumesWithoutSources, "\(arguments)")
        }
    }

    @Test func helpIsNoticedAndLeftToTheCommands() {
        #expect(LaunchArguments.read(["dump", "--layout-file", "A.swift", "--help"]).asksForHelp)
        #expect(LaunchArguments.read(["dump", "-h", "--layout-file", "A.swift"]).layoutFiles == ["A.swift"])
        #expect(LaunchArguments.read(["help", "dump"]).asksForHelp)
        #expect(!LaunchArguments.read(["replay", "--", "--help"]).asksForHelp)
    }

    @Test func valuesReadAsTheirOptionsReadThem() {
        let launch = LaunchArguments.read([
            "play", "--watch", "A.swift", "--items", "9", "--size", "480x320", "--layout", "gapped", "--set", "spacing=0",
            "--set", "broken", "--no-check",
        ])
        #expect(launch.itemCount == 9 && launch.size == Size(width: 480, height: 320) && launch.layoutNames == ["gapped"])
        #expect(launch.settings == [LayoutSetting(key: "spacing", value: "0")] && launch.noCheckCount == 1)
        let malformed = LaunchArguments.read(["dump", "--items", "many", "--max-items", "-3", "--frames", "x"])
        #expect(malformed.itemCount == nil && malformed.maximumItemCount == nil && malformed.frames == nil)
    }
}
