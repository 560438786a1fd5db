import ArgumentParser
import CollectionLayout
import OrbitSession
import OrbitSupport
import Foundation

/// `orbit fuzz`: the seeded gesture fuzzer (`GestureFuzzer`), with its invariants checked after
/// every frame.
struct Fuzz: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Throw random gestures, updates, switches and resizes at the playground model.",
        discussion: """
            Drags far off the window, flings, wheel storms, rotations, clicks, inserts and deletes \
            mid-animation, layout switches, item counts from 0 to 1,000,000 and resizes down to 0x0, across \
            the layouts, at 60 steps per second without a window. After every frame it checks that every \
            number is finite, no item is lost or duplicated, and a click on the topmost drawn item hits it. \
            On a failure it prints the seed and writes a script that reproduces it with orbit replay. The \
            same seed always gives the same run. With --sections it also inserts, deletes, moves and folds \
            sections and moves items between them, on the layouts that lay out sections.
            """)

    @Option(parsing: .unconditional, help: "The seed, a whole number >= 0 (default 1).", transform: Seed.parse)
    var seed = Seed(1)

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Frames to run, 1/60 s each (default 10000).", valueName: "n"),
        transform: WholeNumber.parse)
    var frames = WholeNumber(10_000)

    @Flag(help: "With --layout: start there, then switch between every layout as without --layout.")
    var wander = false

    @Option(
        help: ArgumentHelp(
            "Fuzz this layout alone, no layout switches (default: the --layout-file's first layout, or start at one chosen by the seed and switch between all): "
                + CommandContext.layoutNames + ".",
            valueName: "name"),
        transform: LayoutName.parse)
    var layout: LayoutName?

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp(
            "A parameter of the starting layout, KEY=VALUE (repeatable; needs --layout or a --layout-file; "
                + "orbit layouts lists the keys): fuzz a variant, such as --set wrap=true.",
            valueName: "key=value"),
        transform: SettingArgument.parse)
    var settings: [SettingArgument] = []

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The starting number of items (default 24).", valueName: "n"),
        transform: ItemCount.parse)
    var items: ItemCount?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Items per section at the start, N,N,... (instead of --items): fuzz section updates too, on the layouts "
                + "that lay out sections (--layout must be one).",
            valueName: "n,n,..."),
        transform: SectionCounts.parse)
    var sections: SectionCounts?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The starting window size (default 1280x800), WIDTHxHEIGHT in points.", valueName: "WxH"),
        transform: SizeArgument.parse)
    var size = SizeArgument(width: 1280, height: 800)

    @Option(
        name: .customLong("max-items"), parsing: .unconditional,
        help: ArgumentHelp("The largest item count the fuzzer asks for (default 1000000).", valueName: "n"),
        transform: ItemCount.parse)
    var maximumItems = ItemCount(1_000_000)

    @OptionGroup var layoutFile: LayoutFileOption

    @OptionGroup var content: ContentOption

    @OptionGroup var pictures: PictureFolderOption

    @OptionGroup var displayScale: DisplayScaleOption

    @Option(
        help: ArgumentHelp("Where to write the reproducing script on a failure (default: orbit-fuzz-SEED.jsonl).", valueName: "file"))
    var out: String?

    /// The most frames one run takes: a script's times end at `Script.maximumTime`.
    static let maximumFrames = Int(Script.maximumTime) * ScriptReplay.stepsPerSecond

    func validate() throws {
        try pictures.check(content: content.kind)
        guard (1...Self.maximumFrames).contains(frames.value) else {
            throw CommandFailure.usage("--frames: expected 1 to \(Self.maximumFrames), got \(frames)")
        }
        if sections != nil {
            guard items == nil else { throw CommandFailure.usage("--items and --sections cannot be used together") }
            guard let layout = layout?.descriptor ?? CommandContext.defaultLoadedLayout else {
                throw CommandFailure.usage("--sections: name the starting layout with --layout")
            }
            // Every layout takes sections (a one-section layout shows them as one run): only the settings are checked.
            do {
                _ = try layout.makeLayout(settings.map(\.setting))
            } catch {
                throw CommandFailure.usage("--set: " + error.message)
            }
        }
        guard !settings.isEmpty else { return }
        // The settings are the starting layout's: one the seed picks could not be checked here.
        guard let layout = layout?.descriptor ?? CommandContext.defaultLoadedLayout else {
            throw CommandFailure.usage("--set: name the layout it is for with --layout")
        }
        do {
            _ = try layout.makeLayout(settings.map(\.setting))
        } catch {
            throw CommandFailure.usage("--set: " + error.message)
        }
    }

    func run() throws {
        var fuzzer = try makeFuzzer()
        if let violation = fuzzer.run(frames: frames.value) {
            let path = out ?? "orbit-fuzz-\(fuzzer.configuration.seed).jsonl"
            do {
                try OutputFile.write(violation.script, toPath: path)
            } catch {
                throw CommandFailure.runtime("seed \(fuzzer.configuration.seed), \(violation) (\(error.message))")
            }
            let replay = (["orbit", "replay", path] + violation.configuration.replayArguments + ["--trace", "-"])
                .joined(separator: " ")
            throw CommandFailure.runtime("seed \(fuzzer.configuration.seed), \(violation); reproduce with: \(replay)")
        }
        print(Self.summaryLine(fuzzer))
    }

    func makeFuzzer() throws(CommandFailure) -> GestureFuzzer {
        let catalog = CommandContext.catalog
        // With --layout-file and no --layout: the file's first layout, alone unless --wander.
        let chosen = layout?.descriptor ?? CommandContext.defaultLoadedLayout
        let start = chosen ?? catalog.entries[Int(seed.value % UInt64(catalog.entries.count))]
        var configuration = GestureFuzzer.Configuration(
            seed: seed.value, layout: start, settings: settings.map(\.setting), catalog: catalog, wanders: chosen == nil || wander,
            itemCount: items?.value ?? 24, boundsSize: size.size, maximumItemCount: maximumItems.value,
            sectionItemCounts: sections?.values)
        configuration.content = content.kind
        configuration.pictureAspectRatios = try pictures.aspectRatios(command: "fuzz")
        configuration.displayScale = displayScale.value
        return GestureFuzzer(configuration)
    }

    /// One line: what the run did.
    static func summaryLine(_ fuzzer: GestureFuzzer) -> String {
        let s = fuzzer.summary
        let layouts = fuzzer.session.catalog.names.compactMap { name in s.framesByLayout[name].map { "\(name) \($0)" } }
            .joined(separator: ", ")
        return "fuzz seed \(fuzzer.configuration.seed): \(s.frames) frames passed; \(s.events) events "
            + "(\(s.inserts) items inserted, \(s.deletes) deleted, \(s.layoutSwitches) layout switches, \(s.directionFlips) direction flips, \(s.transitions) interactive transitions, \(s.reorders) reorders, \(s.resizes) resizes); "
            + (fuzzer.configuration.isSectioned ? "\(s.sectionUpdates) section updates, \(s.folds) folds, \(s.moveIntoOtherSection) moves into another section; " : "")
            + (s.orthogonalDrags > 0 ? "\(s.orthogonalDrags) drags across orthogonal sections; " : "")
            + "\(s.hitChecks) hit checks, \(s.restChecks) rest checks; up to \(s.largestItemCount) items, "
            + "\(s.mostDisplayedItems) on screen; frames by layout: \(layouts)"
    }
}
