import Foundation
import Testing

/// A layout's `import UIKit` sees UIKit's names and none of Orbit's, although CoreGraphics and
/// QuartzCore now do their arithmetic with the core's `Transform2D`, `Transform3D` and `Rect`: the
/// core is imported, never re-exported, and the conversions are `package`, not `public`. Checked by
/// type-checking snippets with the toolchain's `swiftc` against this build's modules, as a user's
/// file is compiled.
@Suite(.enabled(if: UIKitNamespace.swiftc != nil && UIKitNamespace.modules != nil, "needs swiftc and this build's Modules folder"))
struct UIKitNamespaceTests {
    @Test func aLayoutMayDeclareTheCoreNamesItself() throws {
        let result = try UIKitNamespace.typecheck("""
            import UIKit

            struct Point { var x = 0.0 }
            struct Size {}
            struct Rect { var origin = Point() }
            enum Transform2D { case identity }
            struct Transform3D {}

            let p: Point = Point(x: 3)
            let r = Rect(origin: p)
            let t: Transform2D = .identity
            let frame = CGRect(x: r.origin.x, y: 0, width: 10, height: 10).applying(CGAffineTransform(rotationAngle: 0.5))
            let layer = CATransform3DRotate(CATransform3DIdentity, 0.3, 0, 1, 0)
            """)
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("ambiguous"), "\(result.output)")
        #expect(!result.output.contains("warning:"), "\(result.output)")
    }

    @Test func theCoreNamesAreNotInScope() throws {
        let result = try UIKitNamespace.typecheck("""
            import UIKit

            let a = Point(x: 1, y: 2)
            let b: Rect? = nil
            let c: Transform2D? = nil
            let d: Transform3D? = nil
            let e = CGAffineTransform.identity.orbit
            let f = CATransform3DIdentity.orbit
            """)
        #expect(result.status != 0)
        for name in ["Point", "Rect", "Transform2D", "Transform3D"] {
            #expect(result.output.contains("cannot find") && result.output.contains("'\(name)' in scope"), "\(result.output)")
        }
        // The conversions are `package`: a file outside Orbit's package cannot use them.
        for line in [7, 8] {
            let diagnostic = result.output.split(separator: "\n").contains {
                $0.contains("main.swift:\(line):") && $0.contains("'orbit' is inaccessible due to 'package' protection level")
            }
            #expect(diagnostic, "\(result.output)")
        }
    }
}

enum UIKitNamespace {
    /// The toolchain's `swiftc`: on the PATH, or under /opt/swift.
    static let swiftc: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = path.split(separator: ":").map { "\($0)/swiftc" } + ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The `Modules` folder beside the running test binary (`.build/<triple>/<config>/Modules`).
    static let modules: String? = {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        // An .xctest bundle's binary sits one level deeper on some platforms.
        for _ in 0..<3 {
            let candidate = folder.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("UIKit.swiftmodule").path) { return candidate.path }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    /// swiftc's module cache, shared by both checks.
    static let moduleCache = FileManager.default.temporaryDirectory.appendingPathComponent("orbit-uikit-names-cache").path

    /// Type-checks `source` as a user's file importing this build's modules; the exit status and
    /// the compiler's output.
    static func typecheck(_ source: String) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("orbit-uikit-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("main.swift")
        try Data(source.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc!)
        process.arguments = ["-typecheck", "-I", modules!, "-module-cache-path", moduleCache, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
