import CollectionLayout
import Foundation
import OrbitRendering
import OrbitSession
import Testing

/// `--images DIR` on the tools that draw nothing (dump, replay, fuzz, bench, soak) and `--scale`
/// on every tool: the layouts place the items as the user's pictures make them, at the display
/// scale given; bad values are one line.
@Suite struct HeadlessPictureTests {
    static var fixtures: String { PictureShotTests.fixtures }

    /// The fixture pictures' aspect ratios (width / height) in name order, from their headers.
    static var aspects: [Double] {
        get throws { try PictureSet.folder(fixtures).headerAspectRatios().map { try #require($0) } }
    }

    @Test("dump --layout justified --content photos --images DIR prints the rows the pictures make")
    func justifiedRowsOfThePictures() throws {
        let outcome = try ProcessTests.run(
            ["dump", "--layout", "justified", "--content", "photos", "--images", Self.fixtures, "--items", "12", "--size", "600x2000", "--all"])
        #expect(outcome.status == 0, "\(outcome.errors)")
        let document = try JSONDecoder().decode(DumpDocument.self, from: Data(outcome.output.utf8))
        let aspects = try Self.aspects
        #expect(document.items.count == 12)
        // Each item shows picture `index mod pictures` at that picture's proportions.
        for item in document.items {
            let aspect = item.size[0] / item.size[1]
            #expect(abs(aspect - aspects[item.index % aspects.count]) < 1e-6, "item \(item.index)")
        }
        // Rows: the items of a row share their top and height and fill the width between the insets.
        let rows = Dictionary(grouping: document.items) { $0.center[1] - $0.size[1] / 2 }
        #expect(rows.count > 1)
        for (_, members) in rows {
            #expect(Set(members.map { $0.size[1] }).count == 1)
        }
        // The stand-ins (no --images) make other rows.
        let standIns = try ProcessTests.run(["dump", "--layout", "justified", "--content", "photos", "--items", "12", "--size", "600x2000", "--all"])
        #expect(standIns.status == 0 && standIns.output != outcome.output)
    }

    @Test("--scale: waterfall with roundsToPixels floors its lanes to the given pixels")
    func scaleReachesTheLayout() throws {
        func width(_ scale: String?) throws -> Double {
            let arguments = ["dump", "--layout", "waterfall", "--items", "3", "--size", "400x600", "--set", "lanes=3", "--set", "roundsToPixels=true"]
                + (scale.map { ["--scale", $0] } ?? [])
            let outcome = try ProcessTests.run(arguments)
            #expect(outcome.status == 0, "\(outcome.errors)")
            return try JSONDecoder().decode(DumpDocument.self, from: Data(outcome.output.utf8)).items[0].size[0]
        }
        // (400 - 10 - 10) / 3 = 126.67 points.
        #expect(try width(nil) == 126)
        #expect(try width("2") == 126.5)
        #expect(abs(try width("3") - (126 + 2.0 / 3)) < 1e-9)
    }

    @Test(arguments: [
        (["dump", "--scale", "0"], "orbit dump: --scale: expected a scale from 0.25 to 16 (device pixels per point), got '0'"),
        (["dump", "--scale", "abc"], "orbit dump: --scale: 'abc' is not a number (device pixels per point)"),
        (["dump", "--set", "columnCount=2,x"],
         "orbit dump: --set: malformed value '2,x' for columnCount: expected a whole number from 1 to 1000, or one per section separated by ',' (the last repeating)"),
        (["fuzz", "--images", "/tmp"], "orbit fuzz: --images: pictures are shown with --content photos"),
        (["bench", "--scale", "-1"], "orbit bench: --scale: expected a scale from 0.25 to 16 (device pixels per point), got '-1'"),
    ])
    func badValuesAreOneLine(arguments: [String], line: String) throws {
        let outcome = try ProcessTests.run(arguments + ["--layout", "waterfall", "--items", "3", "--size", "300x300"])
        #expect(outcome.status == 2)
        #expect(outcome.errorLines == [Substring(line)], "\(outcome.errors)")
    }

    @Test("a missing folder is one line and exit 1 on dump, as on shot")
    func missingFolder() throws {
        let outcome = try ProcessTests.run(
            ["dump", "--layout", "waterfall", "--items", "3", "--size", "300x300", "--content", "photos", "--images", "/nonexistent/pictures"])
        #expect(outcome.status == 1)
        #expect(outcome.errorLines == ["orbit dump: --images: no folder '/nonexistent/pictures'"])
    }

    @Test("fuzz and bench run with the pictures' sizes")
    func fuzzAndBenchTakeThePictures() throws {
        let fuzz = try ProcessTests.run(
            ["fuzz", "--layout", "waterfall", "--content", "photos", "--images", Self.fixtures, "--frames", "120", "--scale", "2"])
        #expect(fuzz.status == 0, "\(fuzz.errors)")
        let bench = try ProcessTests.run(
            ["bench", "--layout", "justified", "--content", "photos", "--images", Self.fixtures, "--items", "1000", "--frames", "5"])
        #expect(bench.status == 0, "\(bench.errors)")
        #expect(bench.output.contains("justified"))
    }

    /// The session's pictures: items show the given pictures' proportions in a self-sizing layout.
    @Test("a session given pictures' sizes lays them out")
    func sessionTakesPictures() throws {
        var session = try Session(
            layout: LayoutDescriptor.waterfall, settings: [], catalog: .builtIn, sectionItemCounts: [4], boundsSize: Size(width: 210, height: 2000),
            seed: 1)
        session.setPictures(aspectRatios: [2, 0.5])
        session.send(.content(.photos), at: session.time)
        // Lanes of (210 - 10 - 5) / 2 = 97.5 points: a 2:1 picture is 48.75 tall, a 1:2 one 195.
        let heights = (0..<4).map { session.collectionView.layout.attributes(at: ItemIndexPath(item: $0, section: 0))?.size.height }
        #expect(heights == [48.75, 195, 48.75, 195])
    }
}
