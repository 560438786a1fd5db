import CollectionLayout
import Foundation
import Testing

@testable import OrbitCommands

/// The command line on ArgumentParser's own machinery: the value types, the shared layout
/// options, values that start with '-', unknown subcommands.
@Suite struct ArgumentTests {
    typealias Outcome = ProcessTests.Outcome

    /// The one line a usage mistake gives in-process, or nil when `arguments` parse.
    func usageError(_ arguments: [String]) -> String? {
        do {
            _ = try OrbitMain.parse(arguments)
            return nil
        } catch let CommandFailure.usage(message) {
            return message
        } catch {
            return "not a usage failure: \(error)"
        }
    }

    func numbers(_ value: Any?) -> [Double] {
        (value as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? []
    }

    // MARK: Value types

    @Test func sizesArePositiveAndBounded() throws {
        #expect(try SizeArgument.parse("300x200").size == Size(width: 300, height: 200))
        #expect(try SizeArgument.parse("1.5X2").size == Size(width: 1.5, height: 2))
        #expect(try SizeArgument.parse("100000x1").size == Size(width: 100_000, height: 1))
        for (text, problem) in [
            ("-5x10", "width and height must be positive, got '-5x10'"),
            ("0x10", "width and height must be positive"),
            ("100001x1", "at most 100000 points a side, got '100001x1'"),
            ("100", "expected WIDTHxHEIGHT, got '100'"),
            ("1x2x3", "expected WIDTHxHEIGHT"),
            ("nanx1", "'nan' is not a width in WIDTHxHEIGHT"),
            ("1x", "'' is not a height in WIDTHxHEIGHT"),
            ("1e300x1", "'1e300' is out of range"),
        ] {
            #expect(throws: ArgumentProblem.self, "\(text)") { try SizeArgument.parse(text) }
            do {
                _ = try SizeArgument.parse(text)
            } catch {
                #expect(error.message.contains(problem), "\(text): \(error.message)")
            }
        }
        #expect(SizeArgument(argument: "-1x1") == nil)
        #expect(SizeArgument(argument: "2x3")?.size == Size(width: 2, height: 3))
        #expect(SizeArgument(width: 1024, height: 640).text == "1024x640")
    }

    @Test func pointsRectsAndNumbers() throws {
        #expect(try PointArgument.parse("-5,0").point == Point(x: -5, y: 0))
        #expect(try PointArgument.parse(" -1.5 , 2e2 ").point == Point(x: -1.5, y: 200))
        #expect(throws: ArgumentProblem.self) { try PointArgument.parse("1,2,3") }
        #expect(throws: ArgumentProblem.self) { try PointArgument.parse("1,inf") }
        #expect(try RectArgument.parse("-10,-20,30,40").rect == Rect(x: -10, y: -20, width: 30, height: 40))
        #expect(throws: ArgumentProblem.self) { try RectArgument.parse("0,0,-1,5") }
        #expect(try NumberArgument.parse("-0.25").value == -0.25)
        #expect(try PositiveNumber.parse("0.5").value == 0.5)
        #expect(throws: ArgumentProblem.self) { try PositiveNumber.parse("0") }
        #expect(try NonNegativeNumber.parse("0").value == 0)
        #expect(throws: ArgumentProblem.self) { try NonNegativeNumber.parse("-0.1") }
    }

    @Test func countsSeedsAndSettings() throws {
        #expect(try ItemCount.parse("0").value == 0)
        #expect(try ItemCount.parse("10000000").value == 10_000_000)
        #expect(throws: ArgumentProblem.self) { try ItemCount.parse("10000001") }
        #expect(throws: ArgumentProblem.self) { try ItemCount.parse("-1") }
        #expect(throws: ArgumentProblem.self) { try ItemCount.parse("1.5") }
        #expect(try WholeNumber.parse("7").value == 7)
        #expect(try Seed.parse("18446744073709551615").value == UInt64.max)
        #expect(throws: ArgumentProblem.self) { try Seed.parse("-1") }
        #expect(try SettingArgument.parse("itemSize=60x60").setting == LayoutSetting(key: "itemSize", value: "60x60"))
        #expect(try SettingArgument.parse("offset=-5").setting.value == "-5")
        #expect(throws: ArgumentProblem.self) { try SettingArgument.parse("=5") }
        #expect(try CommaList<ItemCount>.parse("1,20,300").values.map(\.value) == [1, 20, 300])
        #expect(throws: ArgumentProblem.self) { try CommaList<ItemCount>.parse("1,,3") }
    }

    @Test func layoutNamesComeFromTheCatalog() throws {
        #expect(try LayoutName.parse("small-circle").descriptor.name == "small-circle")
        do {
            _ = try LayoutName.parse("spiral")
            Issue.record("spiral is not built in")
        } catch {
            #expect(error.message == "unknown layout 'spiral' (expected one of: \(LayoutCatalog.builtIn.names.joined(separator: ", ")))")
        }
        let spiral = LayoutDescriptor(name: "spiral", summary: "a test layout", make: { FlowLayout() })
        let catalog = try LayoutCatalog.seeds.adding([spiral])
        try CommandContext.$catalog.withValue(catalog) {
            #expect(try LayoutName.parse("spiral").descriptor.name == "spiral")
            #expect(try LayoutSelection.parse("ring,spiral").layouts(in: catalog).map(\.name) == ["ring", "spiral"])
            #expect(LayoutSelection.all.layouts(in: catalog).count == 11)
            let dump = try #require(
                try OrbitMain.parse(["dump", "--layout", "spiral", "--items", "3", "--size", "300x300"]) as? Dump)
            #expect(try dump.render().hasPrefix(#"{"layout":"spiral""#))
        }
    }

    // MARK: Values that start with '-'

    /// Valid negative values are read as values, not as flags.
    @Test func negativeOffsetsTargetsAndVelocitiesAreAccepted() throws {
        let outcome = try ProcessTests.run([
            "dump", "--layout", "line", "--items", "10", "--size", "400x300", "--offset", "-5,0", "--target", "-10,0",
            "--velocity", "-500,0",
        ])
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.errors.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        #expect(numbers(object["contentOffset"]) == [-5, 0])
        #expect(numbers(object["targetContentOffset"]) == [0, 0])
        let rect = try ProcessTests.run(
            ["dump", "--layout", "flow", "--items", "3", "--size", "300x300", "--rect", "-100,-100,500,500"])
        #expect(rect.status == 0, "\(rect.errors)")
    }

    /// Invalid negative values get one line naming the flag and the problem, not "Missing value".
    @Test(arguments: [
        (["dump", "--layout", "flow", "--items", "3", "--size", "-5x10"], "orbit dump: --size: width and height must be positive, got '-5x10'"),
        (["dump", "--layout", "flow", "--items", "-3", "--size", "5x10"], "orbit dump: --items: must not be negative, got -3"),
        (["dump", "--layout", "flow", "--items", "3", "--size", "5x10", "--rect", "0,0,-1,1"],
         "orbit dump: --rect: width and height must not be negative, got '0,0,-1,1'"),
        (["fuzz", "--seed", "-1"], "orbit fuzz: --seed: '-1' is not a whole number >= 0"),
        (["soak", "--seed", "-1"], "orbit soak: --seed: '-1' is not a whole number >= 0"),
        (["play", "--seed", "-1"], "orbit play: --seed: '-1' is not a whole number >= 0"),
        (["replay", "script.jsonl", "--seed", "-1"], "orbit replay: --seed: '-1' is not a whole number >= 0"),
        (["replay", "script.jsonl", "--size", "-5x1"], "orbit replay: --size: width and height must be positive, got '-5x1'"),
        (["replay", "script.jsonl", "--until", "-1"], "orbit replay: --until: '-1' is not a number >= 0"),
        (["shot", "--layout", "ring", "--out", "x.png", "--size", "-1x4"], "orbit shot: --size: width and height must be positive, got '-1x4'"),
        (["shot", "--layout", "ring", "--out", "x.png", "--scale", "-2"], "orbit shot: --scale: expected 1 to 4, got '-2'"),
        (["play", "--duration", "-1"], "orbit play: --duration: '-1' is not a positive number"),
        (["icons", "--size", "-64"], "orbit icons: --size: must not be negative, got -64"),
        (["bench", "--frames", "-1"], "orbit bench: --frames: must not be negative, got -1"),
        (["soak", "--max-growth", "-5"], "orbit soak: --max-growth: '-5' is not a positive number"),
        (["--items", "-3"], "orbit: --items: must not be negative, got -3"),
    ] as [([String], String)])
    func negativeValuesAreRejectedInOneLine(arguments: [String], expected: String) throws {
        let outcome = try ProcessTests.run(arguments)
        #expect(outcome.status == 2, "\(arguments): \(outcome.errors)")
        #expect(outcome.output.isEmpty)
        #expect(outcome.errorLines == [Substring(expected)], "\(arguments)")
    }

    // MARK: Subcommands

    @Test func anUnknownSubcommandListsTheSubcommands() throws {
        let outcome = try ProcessTests.run(["nonsense"])
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        #expect(
            outcome.errors
                == "orbit: unknown subcommand 'nonsense' (expected one of: play, dump, layouts, replay, shot, icons, bench, fuzz, soak, check-layout, new, port)\n")
        #expect(usageError(["3"])?.hasPrefix("unknown subcommand '3'") == true)
    }

    /// The names come from each subcommand's public configuration: one that left its name to
    /// ArgumentParser's private derivation would be missing from the list and from messages.
    @Test func everySubcommandNamesItself() {
        let subcommands = Orbit.configuration.subcommands
        #expect(OrbitMain.subcommandNames.count == subcommands.count)
        for subcommand in subcommands { #expect(subcommand.configuration.commandName != nil, "\(subcommand)") }
    }

    @Test func playIsStillTheDefault() throws {
        #expect(try OrbitMain.parse([]) is Play)
        let play = try #require(try OrbitMain.parse(["--layout", "flow", "--items", "5"]) as? Play)
        let resolved = try play.options.resolve()
        #expect(resolved.descriptor.name == "flow")
        #expect(resolved.itemCount == 5)
        // `orbit help dump` is ArgumentParser's help, not an unknown subcommand.
        let help = try ProcessTests.run(["help", "dump"])
        #expect(help.status == 0)
        #expect(help.output.contains("--layout"))
    }

    // MARK: The shared layout options

    /// Each command gives its own defaults; nil ones are required.
    @Test func eachCommandHasItsOwnDefaults() throws {
        let play = try #require(try OrbitMain.parse(["play"]) as? Play).options.resolve()
        #expect(play.descriptor.name == "ring" && play.itemCount == 20 && play.boundsSize == Size(width: 1024, height: 640))
        let replay = try #require(try OrbitMain.parse(["replay", "x.jsonl"]) as? Replay).options.resolve()
        #expect(replay.descriptor.name == "ring" && replay.itemCount == 20 && replay.boundsSize == Size(width: 1280, height: 800))
        let shot = try #require(try OrbitMain.parse(["shot", "--layout", "cards", "--out", "x.png"]) as? Shot).options.resolve()
        #expect(shot.descriptor.name == "cards" && shot.itemCount == 30 && shot.boundsSize == Size(width: 800, height: 600))
        #expect(usageError(["dump", "--items", "1", "--size", "10x10"])?.hasPrefix("--layout is required (one of: flow, ring,") == true)
        #expect(usageError(["dump", "--layout", "flow", "--size", "10x10"])?.hasPrefix("--items is required") == true)
        #expect(usageError(["dump", "--layout", "flow", "--items", "1"])?.hasPrefix("--size is required") == true)
        #expect(usageError(["shot", "--out", "x.png"])?.hasPrefix("--layout is required") == true)
    }

    /// `play --layout` of a gallery layout starts with its sample's data (Apple's "Section
    /// Headers/Footers": five sections of five items); `--items` or `--sections` win, other
    /// commands and layouts keep their item counts.
    @Test func playStartsAGalleryLayoutWithItsSamplesSections() throws {
        func resolvedPlay(_ arguments: [String]) throws -> LayoutOptions<Play.Defaults>.Resolved {
            try #require(try OrbitMain.parse(["play"] + arguments) as? Play).options.resolve()
        }
        #expect(try resolvedPlay(["--layout", "section-headers"]).sectionItemCounts == [5, 5, 5, 5, 5])
        #expect(try resolvedPlay(["--layout", "distinct-sections"]).sectionItemCounts == [10, 10, 10])
        #expect(try resolvedPlay(["--layout", "item-badges"]).sectionItemCounts == [100])
        let behaviors = try resolvedPlay(["--layout", "orthogonal-behaviors"])
        #expect(behaviors.sectionItemCounts == Array(repeating: 18, count: 6) && behaviors.itemCount == 108)
        #expect(try resolvedPlay(["--layout", "section-headers", "--items", "7"]).sectionItemCounts == [7])
        #expect(try resolvedPlay(["--layout", "section-headers", "--sections", "2,3"]).sectionItemCounts == [2, 3])
        #expect(try resolvedPlay(["--layout", "flow"]).sectionItemCounts == [20])
        let shot = try #require(try OrbitMain.parse(["shot", "--layout", "section-headers", "--out", "x.png"]) as? Shot).options.resolve()
        #expect(shot.sectionItemCounts == [30])
    }

    /// The same flags give the same messages in every command that shares them, before it runs.
    @Test(arguments: [
        ["play"], ["replay", "x.jsonl"], ["shot", "--out", "x.png"], ["dump", "--items", "1", "--size", "10x10"],
    ])
    func theSharedOptionsBehaveAlike(command: [String]) throws {
        #expect(usageError(command + ["--layout", "nope"])?.hasPrefix("--layout: unknown layout 'nope' (expected one of: flow,") == true)
        #expect(
            usageError(command + ["--layout", "flow", "--set", "radius=4"])
                == "--set: unknown key 'radius' for layout flow (keys: itemSize, minimumInteritemSpacing, minimumLineSpacing, "
                    + "sectionInset, direction, headerHeight, footerHeight, pinHeaders, estimatedItemSize, sectionHeadersPinToVisibleBounds, "
                    + "sectionFootersPinToVisibleBounds, sectionInsetReference, layoutMargins, itemSizes)")
        #expect(usageError(command + ["--layout", "flow", "--set", "itemSize=-5"])?.contains("malformed value '-5' for itemSize") == true)
        #expect(usageError(command + ["--layout", "flow", "--set", "nokey"]) == "--set: expected KEY=VALUE, got 'nokey'")
        #expect(usageError(command + ["--layout", "flow", "--items", "-1"]) == "--items: must not be negative, got -1")
        #expect(usageError(command + ["--layout", "flow", "--size", "0x5"]) == "--size: width and height must be positive, got '0x5'")
        #expect(usageError(command + ["--layout", "flow", "--items", "2", "--size", "300x200", "--set", "itemSize=30"]) == nil)
    }

    @Test func helpShowsEachCommandsDefaults() throws {
        /// The help text with its wrapping undone.
        func help(_ command: String) throws -> String {
            let outcome = try ProcessTests.run([command, "--help"])
            #expect(outcome.status == 0)
            return outcome.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        let play = try help("play")
        #expect(play.contains("--layout <name> The starting layout (default ring): flow, ring,"))
        #expect(play.contains("--size <WxH> The window size (default 1024x640), WIDTHxHEIGHT in points."))
        let dump = try help("dump")
        #expect(dump.contains("--layout <name> The layout (required): flow, ring,"))
        #expect(dump.contains("--items <n> The number of items (required), 0 to 10000000."))
        #expect(dump.contains("--offset <x,y> The content offset (default 0,0)"))
        let shot = try help("shot")
        #expect(shot.contains("--items <n> The number of items (default 30), 0 to 10000000."))
        #expect(shot.contains("--size <WxH> The frame size (= pixels at --scale 1) (default 800x600), WIDTHxHEIGHT in points."))
        #expect(shot.contains("--offset <x,y>"))
        let replay = try help("replay")
        #expect(replay.contains("--size <WxH> The window size (default 1280x800)"))
    }

    // MARK: orbit layouts

    @Test func layoutsListsTheCatalogAsText() throws {
        let outcome = try ProcessTests.run(["layouts"])
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.errors.isEmpty)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        let headings = lines.filter { !$0.hasPrefix(" ") }.compactMap { $0.split(separator: ":").first.map(String.init) }
        #expect(headings == LayoutCatalog.builtIn.names)
        #expect(headings.count == 31)
        #expect(Array(headings.prefix(10)) == LayoutCatalog.seeds.names, "the seeds keep the number keys")
        // Every layout's every key, with its default.
        for layout in LayoutCatalog.builtIn.entries {
            for parameter in layout.parameters {
                #expect(lines.contains { $0.contains(" \(parameter.key) ") && $0.contains(" \(parameter.defaultValue) ") })
            }
        }
        let flow = try #require(lines.firstIndex { $0.hasPrefix("flow: ") })
        #expect(lines[flow + 1].contains("origin:") && lines[flow + 2].contains("partner:  ring"))
        #expect(lines[flow...].contains { $0.split(separator: " ").starts(with: ["itemSize", "60x60"]) })
        #expect(lines.contains { $0.hasPrefix("ring: ") } && outcome.output.contains("pinch: "))
    }

    @Test func layoutsListsTheCatalogAsJSON() throws {
        let outcome = try ProcessTests.run(["layouts", "--json"])
        #expect(outcome.status == 0, "\(outcome.errors)")
        let layouts = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [[String: Any]])
        #expect(layouts.compactMap { $0["name"] as? String } == LayoutCatalog.builtIn.names)
        for layout in layouts {
            #expect(Set(layout.keys) == ["name", "summary", "origin", "partner", "gestures", "parameters"])
        }
        let flow = try #require(layouts.first { $0["name"] as? String == "flow" })
        #expect(flow["partner"] as? String == "ring")
        let parameters = try #require(flow["parameters"] as? [[String: Any]])
        #expect(parameters.first?["key"] as? String == "itemSize")
        #expect(parameters.first?["default"] as? String == "60x60")
        #expect(parameters.first?["accepts"] as? String == LayoutDescriptor.flow.parameters.first?.expectation)
        #expect(parameters.compactMap { $0["key"] as? String } == LayoutDescriptor.flow.parameterKeys)
        let ring = try #require(layouts.first { $0["name"] as? String == "ring" })
        #expect((ring["gestures"] as? [String: Any])?["pinch"] is String)
        #expect((flow["gestures"] as? [String: Any])?.isEmpty == true)
    }

    @Test func layoutsNamesSomeOrSaysWhichIsUnknown() throws {
        let command = try #require(try OrbitMain.parse(["layouts", "wheel", "flow"]) as? Layouts)
        #expect(command.render().split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.isEmpty }.map { $0.prefix { $0 != ":" } }
            == ["wheel", "flow"])
        let unknown = try ProcessTests.run(["layouts", "nope"])
        #expect(unknown.status == 2)
        #expect(unknown.errorLines.count == 1)
        #expect(unknown.errors.hasPrefix("orbit layouts: unknown layout 'nope' (expected one of: flow,"))
    }

    @Test func layoutsIncludesAPackagesOwnLayouts() throws {
        let spiral = LayoutDescriptor(
            name: "spiral", summary: "a test layout", origin: "these tests", parameters: [.size("itemSize", \FlowLayout.itemSize)],
            make: { FlowLayout() })
        try CommandContext.$catalog.withValue(try LayoutCatalog.seeds.adding([spiral])) {
            let command = try #require(try OrbitMain.parse(["layouts", "--json"]) as? Layouts)
            let layouts = try #require(try JSONSerialization.jsonObject(with: Data(command.render().utf8)) as? [[String: Any]])
            #expect(layouts.count == 11)
            #expect(layouts.last?["name"] as? String == "spiral")
            #expect(layouts.last?["partner"] as? String == "flow")
        }
    }
}
