import Foundation
import Testing

@testable import LiveLayouts

/// Where `orbit bench --reload` finds the Examples package its edit-build-relaunch baseline builds.
@Suite struct RelaunchBaselineTests {
    @Test func theExamplesPackageIsFoundAboveTheBuildFolder() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let modules = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/release/Modules").path
        #expect(RelaunchBaseline.examplesPackage(modulesDirectory: modules) == root.appendingPathComponent("Examples").path)
        #expect(RelaunchBaseline.configuration(modulesDirectory: modules) == "release")
        #expect(RelaunchBaseline.configuration(modulesDirectory: "/x/.build/debug/Modules") == "debug")
        #expect(RelaunchBaseline.examplesPackage(modulesDirectory: "/nowhere/.build/debug/Modules") == nil)
    }
}
