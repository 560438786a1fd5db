import ArgumentParser
import CollectionLayout
import LiveLayouts

/// `orbit check-layout`: a live layout file checked in a child process (`LayoutCheck`).
struct CheckLayout: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: LayoutCheck.subcommand,
        abstract: "Check a layout file in a child process: conformance, a short fuzz, crashes and hangs.",
        discussion: """
            Compiles the --layout-file (cached), then runs the check in a child process so that a layout \
            that traps, crashes or loops forever cannot take orbit with it. For the --layout named (default: \
            each layout of the file) the child runs the conformance kit (item counts 0, 1, 2, 50 and --items; \
            bounds --size, 1x1 and 0x0; --huge-items sampled only when given) and --frames frames of the \
            gesture fuzzer on that layout alone at --items items and --size. Every layout call is traced, \
            so a crash or a hang names the call.

            The check passes only when the child reports, on a channel of its own, that it finished \
            every scene: a layout that prints or calls exit cannot pass it. The child's data memory is \
            capped (--memory-limit, default 2G; ORBIT_CHECK_MEMORY_LIMIT sets the default), and a crash \
            is symbolicated in the child, so the line names your file, line and function.

            With --set KEY=VALUE, the layout is checked with those settings, as play and dump would run it. \
            Besides the conformance kit and the fuzz, the check calls what a host calls on animations and \
            drags (interpolatedAttributes, targetIndexPath(forInteractivelyMovingItem:withPosition:), \
            attributesForInteractivelyMovingItem). One layout call may take --time-limit seconds, scaled \
            with --items (or --huge-items): at a million items five times as long.

            Prints one line on standard output and exits 0 when the check passed (check passed in 0.42 s \
            (...)), 1 when it failed (Spiral.swift:42 in attributes(in:): Fatal error: Index out of range; \
            attributes(in:) did not finish within 10 s (hang); prepare ended the process (exit 0); \
            prepare used more than 2 GB; spiral: finite values: ... at n 24, bounds 1280x800, offset (0, 0)). A file that does not compile, registers nothing or has no \
            layout named --layout exits 2 with one line on standard error (Spiral.swift:12:5: error: ...).

            This command line is a stable contract for tools that run it: orbit check-layout \
            --layout-file PATH [--layout NAME] [--set KEY=VALUE ...] [--items N] [--size WxH] [--scale N] [--frames F] \
            [--time-limit S] [--memory-limit SIZE].
            """)

    @Option(
        name: .customLong("layout-file"),
        help: ArgumentHelp(
            "The .swift file (or folder of them) declaring `let orbitLayouts: [LayoutDescriptor] = [...]` (required; repeatable).",
            valueName: "path"))
    var layoutFiles: [String] = []

    @Option(help: ArgumentHelp("The layout of the file to check (default: each of them).", valueName: "name"))
    var layout: String?

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp(
            "A parameter of the --layout (default: the file's first layout), KEY=VALUE: it is checked with it (repeatable).",
            valueName: "key=value"),
        transform: SettingArgument.parse)
    var settings: [SettingArgument] = []

    /// The layout the --set settings are for, without narrowing the check (`play --watch`'s).
    @Option(name: .customLong("settings-for"), help: .hidden)
    var settingsFor: String?

    /// The settings are a session's: one the layout does not take is dropped, not an error.
    @Flag(name: .customLong("session-settings"), help: .hidden)
    var sessionSettings = false

    /// The library the parent built: the child checks it instead of compiling the files.
    @Option(name: .customLong("library"), help: .hidden)
    var library: String?

    /// A FIFO the parent sends the library's path on once it has compiled it (`play --watch`).
    @Option(name: .customLong("library-from"), help: .hidden)
    var libraryFrom: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The number of items (default \(LayoutCheck.defaultItemCount)), 0 to \(ItemCount.maximum).", valueName: "n"),
        transform: ItemCount.parse)
    var items = ItemCount(LayoutCheck.defaultItemCount)

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The bounds size (default 1280x800), WIDTHxHEIGHT in points.", valueName: "WxH"),
        transform: SizeArgument.parse)
    var size = SizeArgument(width: LayoutCheck.defaultSize.width, height: LayoutCheck.defaultSize.height)

    @OptionGroup var displayScale: DisplayScaleOption

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Fuzzer frames, 1/60 s each (default \(LayoutCheck.defaultFrames); 0: no fuzz).", valueName: "n"),
        transform: WholeNumber.parse)
    var frames = WholeNumber(LayoutCheck.defaultFrames)

    @Option(
        name: .customLong("time-limit"), parsing: .unconditional,
        help: ArgumentHelp(
            "Seconds one layout call may take before it counts as a hang (default 10), and as much again for each "
                + "\(LayoutCheck.itemsPerTimeLimit) items past the first; the whole check may take "
                + "\(Int(LayoutCheck.callsPerTotalLimit)) times that.",
            valueName: "seconds"),
        transform: PositiveNumber.parse)
    var timeLimit = PositiveNumber(LayoutCheck.defaultTimeLimit)

    @Option(
        name: .customLong("huge-items"), parsing: .unconditional,
        help: ArgumentHelp("Also check this many items by sampling (e.g. 1000000; default: none).", valueName: "n"),
        transform: ItemCount.parse)
    var hugeItems: ItemCount?

    @Option(
        name: .customLong("memory-limit"),
        help: ArgumentHelp(
            "The data memory the check may use, e.g. 512M or 4G (default 2G, or ORBIT_CHECK_MEMORY_LIMIT).",
            valueName: "size"))
    var memoryLimit: String?

    /// The child's side: check in this process (what the parent runs).
    @Flag(name: .customLong("in-process"), help: .hidden)
    var inProcess = false

    func validate() throws {
        if layoutFiles.isEmpty { throw CommandFailure.usage("--layout-file is required (the .swift file or folder to check)") }
        guard frames.value <= Fuzz.maximumFrames else {
            throw CommandFailure.usage("--frames: expected 0 to \(Fuzz.maximumFrames), got \(frames)")
        }
        guard timeLimit.value <= 3600 else { throw CommandFailure.usage("--time-limit: expected at most 3600 seconds, got \(timeLimit)") }
        if let memoryLimit, MemorySize.bytes(in: memoryLimit) == nil {
            throw CommandFailure.usage("--memory-limit: expected a size of at least 1M such as 512M or 4G, got '\(memoryLimit)'")
        }
    }

    var check: LayoutCheck {
        var check = LayoutCheck(
            paths: layoutFiles, layoutName: layout, itemCount: items.value, size: size.size, frames: frames.value,
            timeLimit: timeLimit.value, hugeItemCount: hugeItems?.value, settings: settings.map(\.setting),
            settingsLayout: settingsFor, sessionSettings: sessionSettings, library: library)
        if let bytes = memoryLimit.flatMap(MemorySize.bytes(in:)) { check.memoryLimit = bytes }
        check.displayScale = displayScale.value
        check.libraryChannel = libraryFrom
        return check
    }

    func run() throws {
        if inProcess {
            let passed: Bool
            do {
                passed = try check.runInProcess(catalog: CommandContext.catalog)
            } catch {
                throw CommandFailure.usage(error.message)
            }
            guard passed else { throw CommandFailure.reported(status: 1) }
            return
        }
        // Compile here, so that a compile error is reported as such and the child's time limit
        // does not include the compile; the child checks this library.
        let compiled: CompiledLayoutLibrary
        do {
            compiled = try LayoutFiles.compile(layoutFiles, say: { OrbitMain.report($0, in: [LayoutCheck.subcommand]) })
        } catch {
            throw CommandFailure.usage(error.message)
        }
        var check = check
        check.library = compiled.path
        let outcome: LayoutCheck.Outcome
        outcome = try check.run()
        switch outcome.status {
        case .passed: print(outcome.line)
        case .failed:
            print(outcome.line)
            throw CommandFailure.reported(status: 1)
        case .unusable: throw CommandFailure.usage(outcome.line)
        }
    }
}
