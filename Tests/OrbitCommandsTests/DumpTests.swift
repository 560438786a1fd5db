import CollectionLayout
import Foundation
import OrbitSession
import Testing

@testable import OrbitCommands

/// `orbit dump` against its contract in docs/reference/LAYOUTS.md: flags, JSON shape, errors.
@Suite struct DumpTests {
    /// Runs the command in-process and decodes its JSON with the typed model.
    func dump(_ arguments: [String]) throws -> DumpDocument {
        let command = try Dump.parse(arguments)
        return try JSONDecoder().decode(DumpDocument.self, from: Data(try command.render().utf8))
    }

    @Test func threeDItemsAddTransform3DAndWrappingLayoutsReportTheWrappedOffset() throws {
        let json = try dump(["--layout", "cylinder", "--items", "12", "--size", "800x600", "--set", "wrap=true", "--offset", "2500,0",
            "--target", "2590,0"])
        // 12 items of 200 points: the period is 2400, so 2500 is shown (and reported) as 100.
        #expect(json.contentOffset == [100, 0])
        #expect(json.contentSize == [2400, 600])
        #expect(json.targetContentOffset == [200, 0])
        let items = json.items
        #expect(Set(items.map(\.index)).count == items.count, "each item once")
        for item in items {
            #expect(item.transform3D?.count == 16)
            #expect(item.center == [500, 300])
        }
    }

    @Test func jsonHasTheContractShape() throws {
        let json = try dump(["--layout", "wheel", "--items", "30", "--size", "800x600", "--offset", "400,0"])
        #expect(json.layout == "wheel")
        #expect(json.bounds == [800, 600])
        #expect(json.contentOffset == [400, 0])
        #expect(json.contentSize == [30 * 133, 600])
        #expect(json.targetContentOffset == nil)
        let items = json.items
        #expect(!items.isEmpty)
        for item in items {
            // Only the contract's eight fields: none of the optional ones.
            #expect(item.section == nil && item.transform3D == nil && item.doubleSided == nil)
            #expect(item.category == nil && item.kind == nil && item.id == nil && item.phase == nil)
            #expect(item.transform.count == 6)
            #expect(item.center == [800.0, 300.0])  // ox + W/2, oy + H/2
        }
    }

    @Test func itemsMatchTheLayoutItself() throws {
        let json = try dump(["--layout", "line3d", "--items", "12", "--size", "900x500", "--offset", "333.5,0"])
        var layout = try LayoutDescriptor.line3d.makeLayout()
        layout.prepare(LayoutContext(boundsSize: Size(width: 900, height: 500), contentOffset: Point(x: 333.5, y: 0), itemCount: 12))
        let expected = layout.visibleAttributes
        let items = json.items
        #expect(items.count == expected.count)
        for (item, attributes) in zip(items, expected) {
            #expect(item.index == attributes.index)
            #expect(item.center == [attributes.center.x, attributes.center.y])
            // Foundation's JSON reader on Linux may be one ulp off the shortest round-trip text.
            for (read, written) in zip(item.transform, attributes.transform.components) {
                #expect(abs(read - written) <= 1e-12)
            }
        }
    }

    @Test func allIncludesHiddenItems() throws {
        let json = try dump(["--layout", "cards", "--items", "9", "--size", "800x600", "--all"])
        let items = json.items
        #expect(items.map(\.index) == Array(0..<9))
        #expect(items.filter(\.hidden).count == 5)
        let visible = try dump(["--layout", "cards", "--items", "9", "--size", "800x600"]).items
        #expect(visible.count == 4)
    }

    @Test func rectQueriesThatRect() throws {
        let json = try dump(["--layout", "flow", "--items", "100", "--size", "400x300", "--rect", "0,1000,400,100"])
        let items = json.items
        // Rows start at 74 + 70r; rows 13 (984…1044) to 14 (1054…1114) meet y 1000…1100, 5 items a row.
        #expect(items.map(\.index) == Array(65..<75))
    }

    @Test func targetIsClampedLikeTheHost() throws {
        // line: 10 items of 100 + 10 spacing in 400 points: content 1390, scroll range 0…990.
        let json = try dump(["--layout", "line", "--items", "10", "--size", "400x300", "--target", "130,0", "--velocity", "500,0"])
        #expect(json.targetContentOffset == [110, 0])
        let past = try dump(["--layout", "line", "--items", "10", "--size", "400x300", "--target", "5000,40"])
        #expect(past.targetContentOffset == [990, 0])
        let wheel = try dump(["--layout", "wheel", "--items", "20", "--size", "800x600", "--target", "-50,0", "--velocity", "-10,0"])
        #expect(wheel.targetContentOffset == [0, 0])
    }

    @Test func settingsApply() throws {
        let json = try dump([
            "--layout", "waterfall", "--items", "4", "--size", "400x800", "--all",
            "--set", "lengths=100,50", "--set", "placement=roundRobin", "--set", "lanes=2",
        ])
        let items = json.items
        // laneWidth = (400 - 5 - 5 - 5) / 2 = 192.5; lanes start at x 5 and 202.5.
        let expectedCenter: [Double] = [101.25, 160]  // (5 + 192.5/2, 5 + 100 + 5 + 50/2)
        #expect(items[2].center == expectedCenter)
        #expect(items[3].size == [192.5, 50])
    }

    @Test func negativeOffsetsAndZeroItemsAreFine() throws {
        let json = try dump(["--layout", "line", "--items", "0", "--size", "320x480", "--offset", "-40,-2"])
        #expect(json.items.isEmpty)
        #expect(json.contentOffset == [-40, -2])
    }

    @Test(arguments: [
        (["--layout", "nope", "--items", "3", "--size", "100x100"], "unknown layout 'nope'"),
        (["--layout", "flow", "--items", "3", "--size", "100x100", "--set", "radius=4"], "unknown key 'radius' for layout flow"),
        (["--layout", "flow", "--items", "3", "--size", "100x100", "--set", "itemSize=abc"], "malformed value 'abc' for itemSize"),
        (["--layout", "flow", "--items", "3", "--size", "100x100", "--set", "itemSize=-5"], "malformed value '-5' for itemSize"),
        (["--layout", "flow", "--items", "3", "--size", "100x100", "--set", "itemSize=0"], "malformed value '0' for itemSize"),
        (["--layout", "flow", "--items", "3", "--size", "100x100", "--set", "minimumLineSpacing=nan"], "malformed value 'nan'"),
        (["--layout", "flow", "--items", "3", "--size", "100x100", "--set", "minimumLineSpacing=inf"], "malformed value 'inf'"),
        (["--layout", "waterfall", "--items", "3", "--size", "100x100", "--set", "lanes=0"], "malformed value '0' for lanes"),
        (["--layout", "waterfall", "--items", "3", "--size", "100x100", "--set", "direction=diagonal"], "for direction"),
        (["--layout", "flow", "--items", "3", "--size", "100x100", "--set", "noequals"], "KEY=VALUE"),
        (["--layout", "flow", "--items", "-3", "--size", "100x100"], "--items: must not be negative"),
        (["--layout", "flow", "--items", "x", "--size", "100x100"], "--items: 'x' is not a whole number"),
        (["--layout", "flow", "--items", "99999999999", "--size", "100x100"], "--items: at most"),
        (["--layout", "flow", "--items", "3", "--size", "0x100"], "--size: width and height must be positive"),
        (["--layout", "flow", "--items", "3", "--size", "-1x100"], "--size: width and height must be positive"),
        (["--layout", "flow", "--items", "3", "--size", "100"], "--size: expected WIDTHxHEIGHT"),
        (["--layout", "flow", "--items", "3", "--size", "nanx100"], "--size: 'nan' is not a width"),
        (["--layout", "flow", "--items", "3", "--size", "1e300x100"], "--size: '1e300' is out of range"),
        (["--layout", "flow", "--items", "3", "--size", "100x100", "--offset", "1,2,3"], "--offset: expected X,Y"),
        (["--layout", "flow", "--items", "3", "--size", "100x100", "--rect", "0,0,-1,5"], "--rect: width and height must not be negative"),
        (["--layout", "flow", "--items", "3", "--size", "100x100", "--velocity", "1,0"], "--velocity needs --target"),
        (["--layout", "flow", "--items", "3", "--size", "100x100", "--all", "--rect", "0,0,1,1"], "--all and --rect"),
    ] as [([String], String)])
    func badInputFailsWithOneLineNamingIt(arguments: [String], expected: String) throws {
        // Most mistakes are caught while parsing (a value's form, a range, a --set key), the rest
        // when the command runs; either way the message is one line that names the problem.
        do {
            let command = try #require(try OrbitMain.parse(["dump"] + arguments) as? Dump)
            _ = try command.render()
            Issue.record("expected an error for \(arguments)")
        } catch let CommandFailure.usage(message) {
            #expect(message.contains(expected), "got: \(message)")
            #expect(!message.contains("\n"))
        }
    }
}
