import CollectionLayout
import OrbitRendering
import Foundation
import OrbitTestSupport
import Testing

@testable import Playground

extension SDLTests {
    @Suite struct IconTests {
        @Test func pngFilesRoundTripExactly() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("orbit-icons-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let paths = try IconSet.write(Array(IconDesign.standard.prefix(3)), size: 40, to: folder)
            #expect(paths.count == 3)
            for (path, design) in zip(paths, IconDesign.standard) {
                #expect(try PixelImage(contentsOfFile: path) == IconPainter.paint(design, size: 40))
            }
        }

        @Test func missingAndCorruptIconFilesAreReplacedWithAWarningEach() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("orbit-icons-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let designs = Array(IconDesign.standard.prefix(4))
            let paths = try IconSet.write(designs, size: 32, to: folder)
            try FileManager.default.removeItem(atPath: paths[1])
            try Data("not a png".utf8).write(to: URL(fileURLWithPath: paths[2]))
            // An icon of another size is resampled, not rejected.
            try IconPainter.paint(designs[3], size: 64).writePNG(to: paths[3])

            let library = IconLibrary.load(from: folder, designs: designs, size: 32)
            #expect(library.images.count == 4)
            #expect(library.images.allSatisfy { $0.width == 32 && $0.height == 32 })
            #expect(library.warnings.count == 2)
            #expect(library.warnings[0].contains(designs[1].fileName(at: 1)) && library.warnings[0].contains("missing"))
            #expect(library.warnings[1].contains(designs[2].fileName(at: 2)))
            #expect(library.images[1] == IconPainter.paint(designs[1], size: 32))
            #expect(library.images[2] == IconPainter.paint(designs[2], size: 32))
            let resampled = try #require(ImageDifference(library.images[3], IconPainter.paint(designs[3], size: 32), channelTolerance: 40))
            #expect(resampled.isWithin(0.05), "\(resampled)")
        }

        @Test func aMissingIconFolderGivesOneWarningAndGeneratedIcons() {
            let library = IconLibrary.load(from: "/nonexistent/orbit/icons", size: 24)
            #expect(library.warnings.count == 1)
            #expect(library.images.count == IconDesign.standard.count)
            #expect(library.images[5] == IconPainter.paint(IconDesign.standard[5], size: 24))
        }

        /// Issue 23: the icons ship as the Playground target's resource, found beside any
        /// executable that links it, from any working directory, with no warning.
        @Test func theShippedIconsAreFoundBesideTheExecutable() throws {
            let folder = try #require(IconSet.locateDirectory(environment: [:]))
            #expect(folder.hasSuffix("_Playground.resources/icons"))
            #expect(IconLibrary.load(from: folder).warnings.isEmpty)
            let empty = FileManager.default.temporaryDirectory.appendingPathComponent("orbit-icons-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: empty.appendingPathComponent("x_Other.resources/icons"), withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: empty) }
            #expect(IconSet.shippedDirectory(besides: empty.path) == nil)
            let shipped = empty.appendingPathComponent("mine_Playground.resources/icons")
            try FileManager.default.createDirectory(at: shipped, withIntermediateDirectories: true)
            #expect(IconSet.shippedDirectory(besides: empty.path) == shipped.path)
            #expect(IconLibrary.load(from: nil).warnings.first?.hasPrefix("Orbit's icons not found") == true)
        }

        @Test func theShippedIconsAreTheGeneratedOnes() throws {
            let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../Sources/Playground/Resources/icons").standardized.path
            let library = IconLibrary.load(from: folder)
            #expect(library.warnings.isEmpty, "\(library.warnings)")
            for (index, design) in library.designs.enumerated() {
                let difference = try #require(
                    ImageDifference(library.images[index], IconPainter.paint(design, size: IconSet.defaultSize), channelTolerance: 2))
                #expect(difference.differingPixels == 0, "Sources/Playground/Resources/icons/\(design.fileName(at: index)): \(difference); run orbit icons")
            }
        }
    }
}
