import ArgumentParser
import CollectionLayout
import Foundation
import LiveLayouts
import OrbitSession
import OrbitSupport
import Playground

#if canImport(Glibc)
import Glibc
#endif

/// The whole `orbit` command line (play, dump, layouts, replay, shot, icons, bench, fuzz, soak) for the seed
/// layouts and any others: a user's package gets every tool for its own layouts with one call.
///
/// ```swift
/// import OrbitCommands
///
/// OrbitMain.main(layouts: [.spiral, .petals])
/// ```
public enum OrbitMain {
    /// Runs the command line in `arguments` with the built-in layouts followed by `layouts` and exits with its
    /// status.
    public static func main(
        layouts: [LayoutDescriptor] = [], arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) -> Never {
        exit(run(arguments, layouts: layouts))
    }

    /// Runs `orbit` with `arguments` and the built-in layouts followed by `layouts`, and returns the exit code,
    /// reporting every failure as one line on standard error: 2 for usage mistakes (a layout name
    /// that clashes included), 1 for runtime failures, 0 for help and version.
    public static func run(
        _ arguments: [String] = Array(CommandLine.arguments.dropFirst()), layouts: [LayoutDescriptor] = []
    ) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        StandardDescriptors.reserve()
        // Past a file-size limit (`ulimit -f`) a write fails with EFBIG, named in one line, instead
        // of the signal killing orbit with the partial file left behind.
        signal(SIGXFSZ, SIG_IGN)
        // Read once for the guard, the child and the run: each reading is a parse.
        let launch = LaunchArguments.read(arguments)
        // Every command but `play` and `check-layout` with a layout file: in a child, so that the
        // file's code cannot take this process with it (`GuardedCommand`).
        if let guarded = GuardedCommand(arguments: arguments, launch: launch, environment: environment) {
            return guarded.run(
                compile: { () throws(LiveLayoutError) in
                    _ = try LayoutFiles.compile(launch.layoutFiles, optimization: launch.optimization, say: { report($0, in: arguments) })
                },
                report: { report($0, in: arguments) })
        }
        guard let token = GuardedCommand.startChild(launch: launch, environment: environment) else {
            return runUnguarded(arguments, launch: launch, layouts: layouts)
        }
        let status = runUnguarded(arguments, launch: launch, layouts: layouts)
        GuardedCommand.finishChild(token: token, status: status)
        return status
    }

    /// Runs `commandLine`, read as `launch`, in this process.
    private static func runUnguarded(_ commandLine: [String], launch: LaunchArguments, layouts: [LayoutDescriptor]) -> Int32 {
        AllocatorPolicy.apply()
        // `play --resume` alone: the last session's layout files, which its journal needs.
        let (arguments, notice) = SessionSources.resuming(
            commandLine, resumesWithoutSources: launch.resumesWithoutSources, journal: PlaygroundOptions.defaultSessionPath())
        if let notice { report(notice, in: arguments) }
        let launch = arguments == commandLine ? launch : LaunchArguments.read(arguments)  // the journal's sources added
        let catalog: LayoutCatalog
        do {
            catalog = try LayoutCatalog.builtIn.adding(layouts)
        } catch {
            report(error.message, in: [])
            return 2
        }
        // `--layout-file` and `play --watch`: compiled and loaded before parsing, since layout names
        // are checked while parsing. `check-layout` loads the file in a child process of its own instead.
        let files = launch.layoutFiles
        let watched = launch.watchPath
        guard !files.isEmpty || watched != nil, launch.subcommand != CheckLayout.configuration.commandName else {
            return CommandContext.$catalog.withValue(catalog) { run(arguments) }
        }
        let loaded: [LayoutDescriptor]
        var withFiles: LayoutCatalog
        var watch: WatchStart?
        do {
            do {
                loaded = files.isEmpty ? [] : try LayoutFiles.layouts(files, optimization: launch.optimization, say: { report($0, in: arguments) })
            } catch {
                throw CommandFailure.usage(error.message)
            }
            // A guarded child's time limit is the layout's, not the compiler's.
            CheckPhase.restartDeadline()
            do {
                withFiles = try catalog.adding(loaded)
            } catch {
                // A name the file shares with a seed or a layout the entry point was given.
                let names = files.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
                throw CommandFailure.usage("\(names): \(error.message)")
            }
            if let watched {
                let start = try WatchStart.start(path: watched, launch: launch)
                watch = start
                // The watched layouts replace entries of the same name (a --layout-file's) or join at the end.
                var entries = withFiles.entries
                for layout in start.layouts {
                    if let index = entries.firstIndex(where: { $0.name == layout.name }) { entries[index] = layout } else { entries.append(layout) }
                }
                do {
                    withFiles = try LayoutCatalog(entries)
                } catch {
                    throw CommandFailure.runtime("--watch: \(error.message)")
                }
            }
        } catch {
            return exitStatus(reporting: error, in: arguments)
        }
        return CommandContext.$catalog.withValue(withFiles) {
            CommandContext.$loadedLayouts.withValue(loaded) {
                CommandContext.$watchStart.withValue(watch) { run(arguments) }
            }
        }
    }

    /// Runs one command line with the current `CommandContext.catalog`.
    private static func run(_ arguments: [String]) -> Int32 {
        CommandContext.$comparedLayouts.withValue(CommandContext.comparedLayouts(in: arguments)) { runParsed(arguments) }
    }

    private static func runParsed(_ arguments: [String]) -> Int32 {
        let status = runCommand(arguments)
        // What the command printed must have arrived: `dump > /dev/full` has failed, not succeeded.
        do {
            try OutputFile.finishStandardOutput()
        } catch {
            guard status == 0 else { return status }
            report(error.message, in: arguments)
            return 1
        }
        return status
    }

    private static func runCommand(_ arguments: [String]) -> Int32 {
        do {
            var command = try parse(arguments)
            try command.run()
            return 0
        } catch let error as any DescribedError {
            return exitStatus(reporting: error, in: arguments)
        } catch {
            if Orbit.exitCode(for: error) == .success {
                // Help and --version: let ArgumentParser print them in full.
                print(Orbit.fullMessage(for: error))
                return 0
            }
            report(usageMessage(for: error), in: arguments)
            return 2
        }
    }

    /// Reports `error` in one line (unless the command has reported it itself) and returns the
    /// exit status: a `CommandFailure`'s own, 1 for any other module's error.
    private static func exitStatus(reporting error: any Error, in arguments: [String]) -> Int32 {
        let failure = error as? CommandFailure ?? .runtime((error as? any DescribedError)?.message ?? "\(error)")
        if case .reported = failure {} else { report(failure.message, in: arguments) }
        return failure.exitStatus
    }

    /// The subcommands' names, in order: each subcommand names itself in its configuration.
    static var subcommandNames: [String] { Orbit.configuration.subcommands.compactMap { $0.configuration.commandName } }

    /// The command `arguments` ask for, parsed and validated with the current
    /// `CommandContext.catalog`. Every usage mistake is a `CommandFailure.usage` with a one-line
    /// message; help and `--version` are ArgumentParser's clean exits, rethrown.
    static func parse(_ arguments: [String]) throws -> any ParsableCommand {
        // `play` is the default subcommand, so ArgumentParser would read a mistyped subcommand as
        // an argument of play's ("Unexpected argument 'nonsense'").
        if let first = arguments.first, !first.hasPrefix("-"), first != "help", !subcommandNames.contains(first) {
            throw CommandFailure.usage(
                "unknown subcommand '\(first)' (expected one of: \(subcommandNames.joined(separator: ", ")))")
        }
        do {
            return try Orbit.parseAsRoot(arguments)
        } catch {
            if Orbit.exitCode(for: error) == .success { throw error }
            throw CommandFailure.usage(usageMessage(for: error))
        }
    }

    /// ArgumentParser's message for `error`, with a bad value's report shortened to the flag and
    /// what is wrong: `The value '-1' is invalid for '--seed <seed>': '-1' is not a whole number >= 0`
    /// becomes `--seed: '-1' is not a whole number >= 0`.
    static func usageMessage(for error: any Error) -> String {
        let message = Orbit.message(for: error).replacingPrefix("Error: ", with: "")
        let opening = "The value '"
        guard message.hasPrefix(opening), let invalid = message.range(of: "' is invalid for '") else { return message }
        let value = message[message.index(message.startIndex, offsetBy: opening.count)..<invalid.lowerBound]
        let rest = message[invalid.upperBound...]
        // `--seed <seed>'` or `<names>'`: the flag is the first word, a positional argument has none.
        let name = rest.prefix { $0 != " " && $0 != "'" }
        let subject = name.hasPrefix("-") ? name + ": " : ""
        if let colon = rest.range(of: "': ") {
            return subject + rest[colon.upperBound...]
        }
        return subject + "'\(value)' is not valid"
    }

    /// `orbit COMMAND: warning: <message>` on standard error: something the command worked around.
    static func warn(_ message: String, command: String) {
        var standardError = StandardError()
        print(oneLine("orbit \(command): warning: \(message)"), to: &standardError)
    }

    /// `orbit dump: <message>` on standard error.
    static func report(_ message: String, in arguments: [String]) {
        var standardError = StandardError()
        print(reportLine(message, in: arguments), to: &standardError)
    }

    /// The line `report` writes for `message` (without its newline): the command's name, then
    /// `message` as one short line. Its own function so that tests of usage mistakes read the line
    /// in-process, without a process per case.
    static func reportLine(_ message: String, in arguments: [String]) -> String {
        let subcommand = arguments.first.flatMap { subcommandNames.contains($0) ? $0 : nil }
        let prefix = subcommand.map { "orbit \($0): " } ?? "orbit: "
        return prefix + oneLine(message)
    }

    /// Longest message printed, characters: a pasted megabyte must not become the error.
    static let maximumMessageLength = 300

    /// `message` as one short line: control characters (a newline or an escape sequence typed into
    /// a flag's value) shown as `\u{…}`, and the middle elided past `maximumMessageLength`.
    static func oneLine(_ message: String) -> String {
        var text = ""
        for scalar in message.unicodeScalars {
            if scalar.properties.generalCategory == .control {
                text += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        guard text.count > maximumMessageLength else { return text }
        let keep = (maximumMessageLength - 3) / 2
        return String(text.prefix(keep)) + "..." + String(text.suffix(keep))
    }
}

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        OutputFile.writeStandardError(string)
    }
}
