import Foundation
import Glibc

/// Runs an executable as a child process with a time limit and captures what it writes.
///
/// The child gets its own process group, stdin from /dev/null, and stdout and stderr redirected to
/// files in a fresh temporary folder (so a chatty child can never fill a pipe and deadlock against
/// its parent); they are read back once it has ended, and the folder is removed. The folder is
/// also the child's `TMPDIR`, so whatever temporary files it forgets (swiftc leaves an empty
/// `TemporaryDirectory.*` behind on every run) go with it. With `reportDescriptor`, the child also
/// inherits a third file open for writing at that descriptor number: a channel of its own for what
/// it reports, apart from the stdout and exit status that code it runs can write to. Waiting blocks a
/// dedicated thread in `waitpid` while the caller waits on a semaphore with the time limit: no
/// polling, no sleeps. When the limit passes, the whole process group gets SIGKILL.
public struct ChildProcess: Sendable {
    /// How the child ended.
    public enum Termination: Hashable, Sendable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it (SIGSEGV, SIGILL for a Swift trap, SIGKILL, …).
        case signaled(Int32)
        /// It ran past the time limit and was killed.
        case timedOut
    }

    /// What a run gave.
    public struct Result: Hashable, Sendable {
        public let termination: Termination
        /// UTF-8 (invalid bytes replaced), at most `outputLimit` bytes: the end when longer.
        public let standardOutput: String
        public let standardError: String
        /// What the child wrote to `reportDescriptor` (at most `outputLimit` bytes, the end), or "".
        public let report: String
        /// From start to end (or to the kill), seconds on the injected clock.
        public let seconds: Double

        public init(termination: Termination, standardOutput: String, standardError: String, report: String = "", seconds: Double) {
            self.termination = termination
            self.standardOutput = standardOutput
            self.standardError = standardError
            self.report = report
            self.seconds = seconds
        }
    }

    /// An absolute path.
    public var executable: String
    public var arguments: [String]
    /// Added to (and overriding) this process's environment.
    public var environment: [String: String]
    /// Seconds before the child is killed.
    public var timeLimit: Double
    /// The most bytes of each stream kept (the last ones).
    public var outputLimit: Int
    /// Seconds on a monotonic clock, for `Result.seconds`.
    public var now: @Sendable () -> Double
    /// When set, the descriptor number (3 or more) at which the child finds its report channel
    /// (`Result.report`); the caller tells the child the number (an argument or the environment).
    public var reportDescriptor: Int32?

    public init(
        executable: String, arguments: [String] = [], environment: [String: String] = [:], timeLimit: Double,
        outputLimit: Int = 1 << 20, now: @escaping @Sendable () -> Double = MonotonicClock.seconds
    ) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.timeLimit = timeLimit
        self.outputLimit = outputLimit
        self.now = now
    }

    /// Runs the child to its end or to the time limit. Throws only when it cannot be started (a
    /// missing or non-executable file), in one line.
    public func run() throws(LiveLayoutError) -> Result {
        var template = Array((NSTemporaryDirectory() + "/orbit-child-XXXXXX").utf8CString)
        guard let folder = mkdtemp(&template).map({ String(cString: $0) }) else {
            throw .system(.temporaryFolder(purpose: name, reason: errorText(errno)))
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outputPath = folder + "/stdout", errorPath = folder + "/stderr", reportPath = folder + "/report"
        let temporary = folder + "/tmp"
        mkdir(temporary, 0o700)

        let start = now()
        let pid = try spawn(outputPath: outputPath, errorPath: errorPath, reportPath: reportPath, temporary: temporary)
        let waiter = ChildWaiter(pid: pid)
        let timedOut = !waiter.wait(seconds: timeLimit)
        if timedOut {
            kill(-pid, SIGKILL)
            _ = waiter.wait(seconds: nil)
        }
        let seconds = now() - start
        let status = waiter.status
        let termination: Termination
        if timedOut {
            termination = .timedOut
        } else if status & 0x7f == 0 {
            termination = .exited((status >> 8) & 0xff)
        } else {
            termination = .signaled(status & 0x7f)
        }
        return Result(
            termination: termination, standardOutput: tail(of: outputPath), standardError: tail(of: errorPath),
            report: reportDescriptor == nil ? "" : tail(of: reportPath), seconds: seconds)
    }

    /// The executable's file name, for messages.
    private var name: String { (executable as NSString).lastPathComponent }

    private func spawn(outputPath: String, errorPath: String, reportPath: String, temporary: String) throws(LiveLayoutError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if let reportDescriptor {
            posix_spawn_file_actions_addopen(&actions, reportDescriptor, reportPath, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND, 0o600)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGQUIT, SIGCHLD, SIGSEGV, SIGILL, SIGTRAP, SIGBUS, SIGABRT, SIGFPE] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var variables = ProcessInfo.processInfo.environment
        variables["TMPDIR"] = temporary
        variables.merge(environment) { _, new in new }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = variables.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw .system(.spawn(executable: executable, reason: errorText(result))) }
        return pid
    }

    /// The last `outputLimit` bytes of the file at `path`, as text.
    private func tail(of path: String) -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()) ?? 0
        try? handle.seek(toOffset: size > UInt64(outputLimit) ? size - UInt64(outputLimit) : 0)
        let data = (try? handle.readToEnd()) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}

/// `strerror`, as a Swift string.
func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }

/// Reaps one child on a thread of its own, so that the caller can wait with a time limit.
private final class ChildWaiter: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// The raw `waitpid` status; read only after `wait` returned true (the semaphore orders it).
    private(set) var status: Int32 = 0
    private var finished = false

    init(pid: pid_t) {
        let thread = Thread { [self] in
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            self.status = status
            done.signal()
        }
        thread.start()
    }

    /// Whether the child ended within `seconds` (nil: however long it takes). Once true, stays true.
    func wait(seconds: Double?) -> Bool {
        if finished { return true }
        if let seconds {
            guard done.wait(timeout: .now() + .nanoseconds(Int(Swift.max(0, Swift.min(seconds, 1e9)) * 1e9))) == .success
            else { return false }
        } else {
            done.wait()
        }
        finished = true
        return true
    }
}
