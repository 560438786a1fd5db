import ArgumentParser
import CollectionLayout
import LiveLayouts

/// What `orbit` must know of a command line before its commands parse it, read with
/// ArgumentParser like the commands themselves: the layout files to compile and load (layout
/// names are checked while parsing, so a file's layouts must be in the catalog first), the
/// `play --watch` session the first check is told of, whether a `play --resume` names its
/// sources, and what a guarded child's time limit follows.
///
/// Options this type does not declare are collected, not refused (`others`): the command's own
/// parse reports every mistake. A value that does not parse here (`--items many`) is left to that
/// parse too, and reads as absent. Everything after `--` is positional, as for the commands.
struct LaunchArguments: ParsableArguments {
    @Option(name: .customLong("layout-file")) var layoutFiles: [String] = []
    @Option(name: .customLong("watch")) var watchPaths: [String] = []
    @Option(name: .customLong("items")) var itemTexts: [String] = []
    @Option(name: .customLong("max-items")) var maximumItemTexts: [String] = []
    @Option(name: .customLong("frames")) var frameTexts: [String] = []
    @Option(name: .customLong("size")) var sizeTexts: [String] = []
    @Option(name: .customLong("layout")) var layoutNames: [String] = []
    @Option(name: .customLong("set")) var settingTexts: [String] = []
    @Flag(name: .customLong("no-check")) var noCheckCount: Int
    @Flag(name: .customLong("resume")) var resumeCount: Int
    @Flag(name: .customLong("reload")) var reloadCount: Int
    @Flag(name: .customLong("render")) var renderCount: Int
    @Argument(parsing: .allUnrecognized) var others: [String] = []

    /// The subcommand named first (`dump`), nil when the command line starts with an option
    /// (`play`, the default).
    var subcommand: String?
    /// `-h`, `--help` or `help` was given: ArgumentParser's help is printed, nothing is loaded.
    var asksForHelp = false

    /// `arguments` read before parsing (pure). A command line this reading cannot take (an
    /// option without its value) reads as one with none of these options.
    static func read(_ arguments: [String]) -> LaunchArguments {
        let helpWords: Set<String> = ["-h", "--help"]
        let beforeTerminator = arguments.prefix { $0 != "--" }
        let first = arguments.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
        var rest = Array(arguments.dropFirst(first == nil ? 0 : 1))
        let asksForHelp = first == "help" || beforeTerminator.contains(where: helpWords.contains)
        if let terminator = rest.firstIndex(of: "--") {
            rest = rest[..<terminator].filter { !helpWords.contains($0) } + rest[terminator...]
        } else {
            rest = rest.filter { !helpWords.contains($0) }
        }
        var launch = (try? parse(rest)) ?? LaunchArguments.empty
        launch.subcommand = first
        launch.asksForHelp = asksForHelp
        return launch
    }

    /// A reading with none of the options (the counts' defaults made explicit, since a counted
    /// flag has no initial value outside a parse).
    private static var empty: LaunchArguments {
        (try? parse([])) ?? { preconditionFailure("an empty command line always parses") }()
    }

    /// `--watch` of `play` (named or left out), the last one; nil for other commands.
    var watchPath: String? {
        guard subcommand == nil || subcommand == Play.configuration.commandName else { return nil }
        return watchPaths.last
    }

    /// `play --resume` with no `--watch` or `--layout-file` of its own.
    var resumesWithoutSources: Bool {
        subcommand == Play.configuration.commandName && resumeCount > 0 && layoutFiles.isEmpty && watchPaths.isEmpty
    }

    /// The last `--items`, as that option reads it; nil when absent or malformed.
    var itemCount: Int? { itemTexts.last.flatMap { try? ItemCount.parse($0).value } }
    /// The last `--max-items`, as that option reads it; nil when absent or malformed.
    var maximumItemCount: Int? { maximumItemTexts.last.flatMap { try? ItemCount.parse($0).value } }
    /// The last `--frames`; nil when absent or not a whole number.
    var frames: Int? { frameTexts.last.flatMap { Int($0) } }
    /// The last `--size`; nil when absent or malformed.
    var size: Size? { sizeTexts.last.flatMap { try? SizeArgument.parse($0).size } }
    /// Every `--set` that parses, in order.
    var settings: [LayoutSetting] { settingTexts.compactMap { try? LayoutSetting(parsing: $0) } }

    /// How the layout files are compiled: `-O` for `bench` measuring layouts, so that its figures
    /// are a release build's (about twice the compile time, cached apart); `-Onone` for everything
    /// else (`bench --reload` and `--render` included), where the compile is what the user waits for.
    var optimization: LayoutSourceCompiler.Optimization {
        subcommand == Bench.configuration.commandName && reloadCount == 0 && renderCount == 0 ? .speed : .none
    }
}
