import Foundation
import LiveLayouts
import Testing

@Suite struct LiveModulesTests {
    /// `swift test` runs `.build/<triple>/debug/OrbitPackageTests.xctest`, beside `Modules`.
    @Test func theModulesOfThisBuildSitNextToTheTestBinary() throws {
        let modules = try LiveModules.forRunningExecutable(environment: [:])
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #expect(modules.directory == (executable as NSString).deletingLastPathComponent + "/Modules")
        #expect(FileManager.default.fileExists(atPath: modules.directory + "/CollectionLayout.swiftmodule"))
    }

    @Test func theEnvironmentOverridesTheFolderAndAMissingOneIsOneLine() throws {
        let error = LiveLayoutError.caught { _ = try LiveModules.forRunningExecutable(environment: ["ORBIT_MODULES_DIR": "/nonexistent"]) }
        #expect(error == .toolchain(.modulesNotFound(directory: "/nonexistent")))
        let message = try #require(error?.message)
        #expect(message.hasPrefix("live layouts need CollectionLayout.swiftmodule, not found in /nonexistent"))
        #expect(message.contains("ORBIT_MODULES_DIR"))
        #expect(!message.contains("\n"))
    }

    @Test func theCacheFolderCanBeChosen() throws {
        let modules = try LiveModules.forRunningExecutable(environment: [:])
        #expect(LayoutSourceCompiler.defaultCacheDirectory(modules: modules, environment: ["ORBIT_LIVE_CACHE_DIR": "/x"]) == "/x")
        #expect(LayoutSourceCompiler.defaultCacheDirectory(modules: modules, environment: [:])
            == (modules.directory as NSString).deletingLastPathComponent + "/orbit-live")
    }

    @Test func aMissingSwiftcIsOneLine() {
        let error = LiveLayoutError.caught { _ = try SwiftToolchain.discover(environment: ["ORBIT_SWIFTC": "/nonexistent/swiftc"]) }
        #expect(error?.message.hasPrefix("cannot run /nonexistent/swiftc: No such file or directory") == true)
        let none = LiveLayoutError.caught { _ = try SwiftToolchain.discover(environment: ["PATH": "/nonexistent"]) }
        #expect(none == .toolchain(.swiftcNotFound))
        #expect(none?.message == "live layouts need swiftc: none on PATH (set ORBIT_SWIFTC to its path)")
    }

    @Test func theToolchainIsTheOneThatBuiltTheModules() throws {
        let toolchain = try LiveTest.toolchain.get()
        #expect(toolchain.version.hasPrefix("Swift version "))
    }
}

@Suite struct LiveModulesStalenessTests {
    @Test func aModuleNewerThanTheExecutableIsStale() {
        #expect(LiveModules.isStale(moduleModified: 1_000, executableModified: 990))
        #expect(!LiveModules.isStale(moduleModified: 990, executableModified: 1_000))
        #expect(!LiveModules.isStale(moduleModified: 1_000.5, executableModified: 1_000))
    }
}
