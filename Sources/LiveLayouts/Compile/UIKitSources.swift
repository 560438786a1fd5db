/// Live layout files written for iOS: a file set that imports UIKit (or QuartzCore or
/// CoreGraphics) compiles as an iOS app target does by default: Swift 5 language mode, and
/// UIKit visible in every file, including those that import only Foundation (iOS lets a file
/// use UIKit's types when another file of the target imports it).
enum UIKitSources {
    /// The modules whose import marks a file written for iOS.
    static let modules: Set<Substring> = ["UIKit", "QuartzCore", "CoreGraphics"]

    /// Whether any of `sources` has a line `import UIKit` (or `@_exported import`, `@preconcurrency
    /// import`, `import class UIKit.X`, or one of the other `modules`).
    ///
    /// - Complexity: O(n) in the characters of the sources.
    static func importsUIKit(_ sources: [String]) -> Bool {
        sources.contains { source in
            source.split(whereSeparator: \.isNewline).contains { line in
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard let index = words.firstIndex(of: "import"), words[..<index].allSatisfy({ $0.hasPrefix("@") }) else { return false }
                let rest = words[(index + 1)...]
                // `import UIKit`, `import class UIKit.UIView`.
                guard let module = rest.first(where: { !["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"].contains($0) })
                else { return false }
                return modules.contains(module.split(separator: ".").first ?? module)
            }
        }
    }

    /// swiftc's arguments for such sources: Swift 5 mode and UIKit imported into every file.
    static let compilerArguments = ["-swift-version", "5", "-Xfrontend", "-import-module", "-Xfrontend", "UIKit"]

    /// The same, given to `swift-frontend` itself.
    static let frontendArguments = ["-swift-version", "5", "-import-module", "UIKit"]
}
