import ArgumentParser
import CollectionLayout
import Foundation
import Playground

#if canImport(Glibc)
import Glibc
#endif

/// The whole `orbit` command line (play, shot, dump, replay, bench, fuzz, soak, icons) for the seed
/// layouts and any others: a user's package gets every tool for its own layouts with one call.
///
/// ```swift
/// import OrbitCommands
///
/// OrbitMain.main(layouts: [.spiral, .petals])
/// ```
public enum OrbitMain {
    /// Runs the command line in `arguments` with the seeds followed by `layouts` and exits with its
    /// status.
    public static func main(
        layouts: [LayoutDescriptor] = [], arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) -> Never {
        exit(run(arguments, layouts: layouts))
    }

    /// Runs `orbit` with `arguments` and the seeds followed by `layouts`, and returns the exit code,
    /// reporting every failure as one line on standard error: 2 for usage mistakes (a layout name
    /// that clashes included), 1 for runtime failures, 0 for help and version.
    public static func run(
        _ arguments: [String] = Array(CommandLine.arguments.dropFirst()), layouts: [LayoutDescriptor] = []
    ) -> Int32 {
        AllocatorPolicy.apply()
        let catalog: LayoutCatalog
        do {
            catalog = try LayoutCatalog.seeds.adding(layouts)
        } catch {
            report(error.message, in: [])
            return 2
        }
        return CommandContext.$catalog.withValue(catalog) { run(arguments) }
    }

    /// Runs one command line with the current `CommandContext.catalog`.
    private static func run(_ arguments: [String]) -> Int32 {
        do {
            var command = try Orbit.parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let error as CommandLineError {
            report(error.message, in: arguments)
            return 2
        } catch let error as RuntimeFailure {
            report(error.message, in: arguments)
            return 1
        } catch {
            let code = Orbit.exitCode(for: error)
            if code == .success {
                // Help and --version: let ArgumentParser print them in full.
                print(Orbit.fullMessage(for: error))
                return 0
            }
            let message = Orbit.message(for: error)
                .split(separator: "\n").first.map(String.init) ?? "\(error)"
            report(message.replacingPrefix("Error: ", with: ""), in: arguments)
            return 2
        }
    }

    /// `orbit COMMAND: warning: <message>` on standard error: something the command worked around.
    static func warn(_ message: String, command: String) {
        var standardError = StandardError()
        print(oneLine("orbit \(command): warning: \(message)"), to: &standardError)
    }

    /// `orbit dump: <message>` on standard error.
    static func report(_ message: String, in arguments: [String]) {
        let subcommand = arguments.first.flatMap { Orbit.configuration.subcommands.map { $0._commandName }.contains($0) ? $0 : nil }
        let prefix = subcommand.map { "orbit \($0): " } ?? "orbit: "
        var standardError = StandardError()
        print(prefix + oneLine(message), to: &standardError)
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
        FileHandle.standardError.write(Data(string.utf8))
    }
}

extension String {
    func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
