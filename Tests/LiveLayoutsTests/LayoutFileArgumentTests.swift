import CollectionLayout
import Glibc
import Testing

@testable import LiveLayouts

/// The parts of `--layout-file` and `check-layout` that need no process: the child's command line,
/// its limits and its report.
@Suite struct LayoutFileArgumentTests {
    @Test func theChildsCommandLineIsTheParentsWithInProcess() {
        let check = LayoutCheck(
            paths: ["Spiral.swift"], layoutName: "spiral", itemCount: 40, size: Size(width: 640, height: 480), frames: 120,
            timeLimit: 2.5)
        #expect(
            check.arguments(child: false) == [
                "check-layout", "--layout-file", "Spiral.swift", "--layout", "spiral", "--items", "40", "--size", "640x480",
                "--frames", "120", "--time-limit", "2.5", "--memory-limit", "2G",
            ])
        #expect(check.arguments(child: true).prefix(2) == ["check-layout", "--in-process"])
        #expect(Array(check.arguments(child: true).dropFirst(2)) == Array(check.arguments(child: false).dropFirst()))
    }

    @Test func memorySizesAreReadAndWrittenInPowersOf1024() {
        #expect(MemorySize.bytes(in: "2G") == 2 * 1024 * 1024 * 1024)
        #expect(MemorySize.bytes(in: "512M") == 512 * 1024 * 1024)
        #expect(MemorySize.bytes(in: "1536mb") == 1536 * 1024 * 1024)
        #expect(MemorySize.bytes(in: "4GiB") == 4 << 30)
        #expect(MemorySize.bytes(in: "2097152") == 2 << 20)
        for bad in ["", "G", "-1G", "0", "12K", "lots", "99999999999G"] { #expect(MemorySize.bytes(in: bad) == nil, "\(bad)") }
        #expect(MemorySize.format(2 << 30) == "2 GB")
        #expect(MemorySize.format(256 << 20) == "256 MB")
        #expect(MemorySize.format(1536 << 20, compact: true) == "1536M")
        #expect(LayoutCheck.defaultMemoryLimit == 2 * 1024 * 1024 * 1024)
        #expect(LayoutCheck.memoryLimit(environment: [LayoutCheck.memoryLimitEnvironmentKey: "3G"]) == 3 << 30)
        #expect(LayoutCheck.memoryLimit(environment: [LayoutCheck.memoryLimitEnvironmentKey: "nonsense"]) == 2 << 30)
        #expect(LayoutCheck.memoryLimit(environment: [:]) == 2 << 30)
    }

    @Test func theChildsEndsAreNamedFromItsReportChannel() {
        func outcome(_ termination: ChildProcess.Termination, report: String, stderr: String = "") -> LayoutCheck.Outcome {
            let result = ChildProcess.Result(termination: termination, standardOutput: "", standardError: stderr, report: report, seconds: 0.5)
            return LayoutCheck.outcome(
                of: LayoutChildCheck.Report(outcome: LayoutChildCheck.classify(result, timeLimit: 12), result: result), callLimit: 10,
                totalLimit: 300)
        }
        #expect(outcome(.exited(0), report: "orbit-check-exit: prepare\n") == .init(status: .failed, line: "prepare ended the process (exit 0)"))
        #expect(outcome(.exited(0), report: "") == .init(status: .failed, line: "the layout ended the process (exit 0)"))
        #expect(outcome(.exited(0), report: "orbit-check-result: passed: s: 3 scenes\n") == .init(status: .passed, line: "check passed in 0.50 s (s: 3 scenes)"))
        let oom = "Fatal error: failed to allocate 1048608 bytes of memory with alignment 8\n"
        #expect(outcome(.signaled(SIGABRT), report: "orbit-check-phase: prepare\n", stderr: oom) == .init(status: .failed, line: "prepare used more than 2 GB"))
        #expect(outcome(.exited(3), report: "orbit-check-hang: contentSize\n") == .init(status: .failed, line: "contentSize did not finish within 10 s (hang)"))
        // Markers the layout printed on its own streams count for nothing.
        #expect(outcome(.exited(0), report: "", stderr: "orbit-check-result: passed\n").status == .failed)
    }

    @Test func theChildIsToldTheSettingsAndTheLibrary() {
        var check = LayoutCheck(paths: ["/a/Spiral.swift"])
        check.settings = [LayoutSetting(key: "spacing", value: "0")]
        check.settingsLayout = "spiral"
        check.sessionSettings = true
        check.library = "/cache/liborbit-live-1.so"
        let arguments = check.arguments(child: true)
        let start = arguments.firstIndex(of: "--set") ?? arguments.endIndex
        #expect(Array(arguments[start...].prefix(7)) == [
            "--set", "spacing=0", "--settings-for", "spiral", "--session-settings", "--library", "/cache/liborbit-live-1.so",
        ])
    }

    @Test func timeLimitsFollowTheItemCount() {
        var check = LayoutCheck(paths: [])
        check.timeLimit = 10
        #expect(check.callLimit == 10)
        #expect(check.totalLimit == 10 * LayoutCheck.callsPerTotalLimit)
        // 1,000,000 items: the first 250,000 and three more of them.
        check.itemCount = 1_000_000
        #expect(check.callLimit == 10 * 5)
        check.itemCount = 24
        check.hugeItemCount = 10_000_000
        #expect(check.callLimit == 10 * 41)
        // Just under a step.
        check.hugeItemCount = 249_999
        #expect(check.callLimit == 10)
    }

    @Test func theLineNamesTheCallOrTheCheckThatRanOut() {
        func report(_ termination: ChildProcess.Termination, errors: String) -> LayoutChildCheck.Report {
            // The markers come on the child's report channel.
            let result = ChildProcess.Result(termination: termination, standardOutput: "", standardError: "", report: errors, seconds: 1)
            return LayoutChildCheck.Report(result, timeLimit: 1)
        }
        let hang = LayoutCheck.outcome(
            of: report(.exited(CheckPhase.hangStatus), errors: "\norbit-check-hang: contentSize\n"), callLimit: 50, totalLimit: 1500)
        #expect(hang == .init(status: .failed, line: "contentSize did not finish within 50 s (hang)"))
        let overrun = LayoutCheck.outcome(
            of: report(.exited(CheckPhase.hangStatus), errors: "\norbit-check-overrun: after attributes(in:)\n"), callLimit: 50,
            totalLimit: 1500)
        #expect(overrun == .init(status: .failed, line: "the check did not finish within 1500 s (after attributes(in:))"))
        let killed = LayoutCheck.outcome(of: report(.timedOut, errors: ""), callLimit: 10, totalLimit: 300)
        #expect(killed == .init(status: .failed, line: "the check did not finish within 300 s (hang)"))
        #expect(CheckPhase.tick(callLimit: 10) == 1)
        #expect(CheckPhase.tick(callLimit: 2) == 0.5)
    }

    @Test func hostHooksAreCalledForSampledItems() {
        #expect(HostHookCheck.samples(itemCount: 0).isEmpty)
        #expect(HostHookCheck.samples(itemCount: 3) == [0, 1, 2])
        let many = HostHookCheck.samples(itemCount: 1_000_000)
        #expect(many.count == HostHookCheck.sampleCount)
        #expect(many.first == 0 && many.last == 999_999)
        #expect(zip(many, many.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func markedLinesAreReadFromTheEnd() {
        let text = "noise\norbit-check-phase: prepare\nmore\norbit-check-phase: attributes(in:)\n"
        #expect(LayoutCheck.lastLine(markedBy: "orbit-check-phase: ", in: text) == "attributes(in:)")
        #expect(LayoutCheck.lastLine(markedBy: "orbit-check-hang: ", in: text) == nil)
    }
}
