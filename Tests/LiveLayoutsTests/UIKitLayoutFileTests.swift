import CollectionLayout
import Foundation
import Testing

@testable import LiveLayouts

/// Layout files written for iOS (`import UIKit`), compiled and loaded as live layouts: the
/// examples folder as it is, and a folder whose layout `orbit port` rewrote.
@Suite struct UIKitLayoutFileTests {
    static var examples: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/UIKit").path
    }

    @Test func theUIKitExamplesCompileUnchangedAndUIKitsFlowAnswersAsTheBuiltInFlow() throws {
        let folder = try LiveTest.makeFolder()
        defer { LiveTest.remove(folder) }
        let library = try LiveTest.compiler(cache: folder + "/cache").compile(Self.examples)
        #expect(library.warnings.isEmpty, "\(library.warnings)")
        let loaded = try LayoutLibraryLoader().load(library)
        #expect(loaded.layouts.map(\.name) == ["cover-line", "bubbles", "uikit-flow"])
        var uikit = try #require(loaded.layouts.last).makeLayout()
        var builtIn = try LayoutDescriptor.flow.makeLayout()
        let context = LayoutContext(boundsSize: Size(width: 640, height: 480), contentOffset: Point(x: 0, y: 120), itemCount: 100)
        uikit.prepare(context)
        builtIn.prepare(context)
        #expect(uikit.contentSize == builtIn.contentSize)
        #expect(uikit.attributes(in: context.visibleRect) == builtIn.attributes(in: context.visibleRect))
    }

    @Test func aFileWithAPortedCopyIsCompiledAsTheCopy() throws {
        let folder = try LiveTest.makeFolder()
        defer { LiveTest.remove(folder) }
        // The original needs Objective-C (rejected on Linux); its copy in ported/ does not.
        try LiveTest.write("import UIKit\n@objc protocol Sizes { @objc optional func size() -> CGFloat }\n", to: "Sized.swift", in: folder)
        try FileManager.default.createDirectory(atPath: folder + "/ported", withIntermediateDirectories: true)
        try LiveTest.write(
            "import UIKit\nprotocol Sizes: AnyObject { func size() throws -> CGFloat }\nfinal class SizedLayout: UICollectionViewFlowLayout {}\n",
            to: "ported/Sized.swift", in: folder)
        try LiveTest.write(
            "import CollectionLayout\nimport UIKit\nlet orbitLayouts: [LayoutDescriptor] = [.uikit(name: \"sized\", summary: \"ported\") { SizedLayout() }]\n",
            to: "Registration.swift", in: folder)
        let files = try LayoutSourceCompiler.sourceFiles(at: [folder])
        #expect(files.map { String($0.dropFirst(folder.count + 1)) } == ["Registration.swift", "ported/Sized.swift"])
        let loaded = try LayoutLibraryLoader().load(try LiveTest.compiler(cache: folder + "/cache").compile(folder))
        #expect(loaded.layouts.map(\.name) == ["sized"])
    }

    @Test func importsOfUIKitAreFoundWhereverTheyAre() {
        #expect(UIKitSources.importsUIKit(["import Foundation\nimport UIKit\n"]))
        #expect(UIKitSources.importsUIKit(["@preconcurrency import QuartzCore"]))
        #expect(UIKitSources.importsUIKit(["  import class UIKit.UICollectionViewLayout"]))
        #expect(UIKitSources.importsUIKit(["import CollectionLayout", "import CoreGraphics"]))
        #expect(!UIKitSources.importsUIKit(["import CollectionLayout\n// import UIKit\nlet x = \"import UIKit\""]))
        #expect(!UIKitSources.importsUIKit(["import UIKitten"]))
    }
}
