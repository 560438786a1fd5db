import Foundation
import Glibc
import LiveLayouts
import Testing

/// Reading the Swift runtime's backtracer output (`SWIFT_BACKTRACE=enable=yes,…`) for the user's
/// frame, in the form Swift 6.3's backtracer writes it.
@Suite struct ChildCrashTests {
    /// A backtrace as the runtime writes it for a trap in a live library (paths with a space).
    static func backtrace(frames: [String], fatal: String?) -> String {
        var text = fatal.map { $0 + "\n\n" } ?? ""
        text += "*** Signal 4: Backtracing from 0x7f80d756df7f... done ***\n\n*** Program crashed: Illegal instruction ***\n\n"
        text += "Thread 0 \"orbit\" crashed:\n\n"
        text += frames.joined(separator: "\n") + "\n\nBacktrace took 0.02s\n"
        return text
    }

    @Test func theInnermostFrameInALiveLibraryNamesFileLineAndFunction() {
        let text = Self.backtrace(
            frames: [
                "  0               0x00007f80d756df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so",
                "  1 [ra]          0x00007f80d76f961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so",
                "  2 [ra]          0x00007f80d7cd5f65 specialized Array.subscript.getter + 84 in libswiftSwiftOnoneSupport.so",
                "  3 [ra]          0x000055fdc5f675e1 Wave.attributes(in:) + 64 in liborbit-live-0123456789abcdef.so at /home/me/My Layouts/Wave.swift:41:21",
                "  4 [ra]          0x000055fdc5f67822 TracedLayout.attributes(in:) + 385 in orbit at /src/CheckPhase.swift:12:37",
            ],
            fatal: "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range")
        let crash = ChildCrash(signal: SIGILL, standardError: text)
        #expect(crash.message == "Index out of range")
        #expect(crash.file == "/home/me/My Layouts/Wave.swift")
        #expect(crash.line == 41)
        #expect(crash.function == "attributes(in:)")
        #expect(!crash.isStackOverflow)
        #expect(crash.located == "Wave.swift:41 in attributes(in:)")
        #expect(crash.description == "Wave.swift:41 in attributes(in:): Fatal error: Index out of range")
    }

    @Test func closuresAndAccessorsKeepTheirShapeWithoutTheirTypes() {
        let frames = [
            "  5 [ra] 0x000055fdc5f675e1 closure #1 in Spiral.prepare(_:) + 64 in liborbit-live-1.so at /a/Spiral.swift:9:3",
            "  6 [ra] 0x000055fdc5f675e1 Spiral.contentSize.getter + 10 in liborbit-live-1.so at /a/Spiral.swift:20:3",
        ]
        #expect(ChildCrash(signal: SIGILL, standardError: Self.backtrace(frames: frames, fatal: nil)).function == "closure #1 in prepare(_:)")
        let getter = ChildCrash(signal: SIGILL, standardError: Self.backtrace(frames: Array(frames.dropFirst()), fatal: nil))
        #expect(getter.function == "contentSize.getter")
        #expect(getter.description == "Spiral.swift:20 in contentSize.getter: SIGILL")
    }

    @Test func theGeneratedRegistrationFileAndFramesWithoutASourceAreSkipped() {
        let frames = [
            "  3 [ra] 0x01 Crashing.init() + 1 in liborbit-live-1.so at //<compiler-generated>",
            "  4 [ra] 0x02 _orbitLiveLayouts() + 1 in liborbit-live-1.so at /c/build/\(LayoutRegistration.fileName):12:5",
            "  5 [ra] 0x03 Crashing.make() + 1 in liborbit-live-1.so at /c/Crash.swift:7:5",
        ]
        let crash = ChildCrash(signal: SIGSEGV, standardError: Self.backtrace(frames: frames, fatal: nil))
        #expect(crash.located == "Crash.swift:7 in make()")
    }

    @Test func aBacktraceDeeperThanAnyLayoutIsAStackOverflow() {
        let deep = [
            "     0               0x000056468bc39657 Deep.depth(_:) + 23 in liborbit-live-2.so at /b/Deep.swift:24",
            "     1 [ra]          0x000056468bc3967b Deep.depth(_:) + 58 in liborbit-live-2.so at /b/Deep.swift:25:40",
            "   ...",
            "174687 [ra]          0x000056468bc3967b Deep.depth(_:) + 58 in liborbit-live-2.so at /b/Deep.swift:25:40",
        ]
        let crash = ChildCrash(signal: SIGSEGV, standardError: Self.backtrace(frames: deep, fatal: nil))
        #expect(crash.isStackOverflow)
        // The recursing call (frame 1), not the prologue the fault may land in (frame 0, line 24).
        #expect(crash.description == "Deep.swift:25 in depth(_:): stack overflow (SIGSEGV)")
        // The same frames, shallow: a plain SIGSEGV.
        let shallow = ChildCrash(signal: SIGSEGV, standardError: Self.backtrace(frames: Array(deep.prefix(2)), fatal: nil))
        #expect(!shallow.isStackOverflow)
        #expect(shallow.description == "Deep.swift:24 in depth(_:): SIGSEGV")
    }

    @Test func aFailedAllocationIsOutOfMemory() {
        let text = "Fatal error: failed to allocate 1048608 bytes of memory with alignment 8\n"
        #expect(ChildCrash(signal: SIGABRT, standardError: text).isOutOfMemory)
        #expect(!ChildCrash(signal: SIGILL, standardError: "x.swift:1: Fatal error: Index out of range\n").isOutOfMemory)
    }

    @Test func aPathWithSpacesInTheFatalErrorLineStaysWhole() {
        let crash = ChildCrash(signal: SIGILL, standardError: "OrbitLive_1/My Wave.swift:8: Fatal error: gave up\n")
        #expect(crash.file == "OrbitLive_1/My Wave.swift")
        #expect(crash.fileName == "My Wave.swift")
        #expect(ChildCrash(signal: SIGILL, standardError: "💣 Boom.swift:2: Fatal error: x\n").file == "Boom.swift")
    }

    @Test func lineBreaksInSourcePathsAreWrittenAsBackslashN() {
        let text = "at /a/Two\nLines.swift:3:1\nat /a/Other.swift:1"
        #expect(
            LayoutSourceCompiler.escapingNewlines(in: text, of: ["/a/Two\nLines.swift", "/a/Other.swift"])
                == "at /a/Two\\nLines.swift:3:1\nat /a/Other.swift:1")
    }
}
