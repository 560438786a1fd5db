import Foundation
@testable import LayoutCatalog
import OrbitSession
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

@Suite struct ScriptTests {
    static let example = """
        {"t": 0.00, "event": "size", "width": 1280, "height": 800}
        {"t": 0.10, "event": "down", "button": "left", "x": 640, "y": 400}
        {"t": 0.15, "event": "move", "x": 600, "y": 400}
        {"t": 0.20, "event": "up", "button": "left", "x": 560, "y": 400}
        {"t": 0.50, "event": "wheel", "dx": 0, "dy": 1.0, "x": 640, "y": 400}
        {"t": 0.60, "event": "key", "key": "space"}
        {"t": 0.70, "event": "layout", "name": "wheel"}
        {"t": 0.80, "event": "items", "count": 30}

        """

    @Test func readsInteractionsExample() throws {
        let events = try Script.parse(Self.example)
        #expect(events.count == 8)
        #expect(events[0] == TimedStep(time: 0, .resize(Size(width: 1280, height: 800))))
        #expect(events[1] == TimedStep(time: 0.1, .pointerDown(.left, Point(x: 640, y: 400))))
        #expect(events[4].event == .input(.wheel(dx: 0, dy: 1, at: Point(x: 640, y: 400))))
        #expect(events[5].step == .key("space"))
        #expect(events[6].action == .selectLayout("wheel"))
        #expect(events[7].action == .setItemCount(30))
    }

    @Test func writtenScriptsReadBackTheSame() throws {
        let events: [TimedStep] = [
            .init(time: 0, .resize(Size(width: 640, height: 480))),
            .init(time: 0.1, .pointerDown(.right, Point(x: 1.5, y: -2))),
            .init(time: 0.1, .pointerMove(Point(x: 3, y: 4))),
            .init(time: 0.2, .pointerUp(.right, Point(x: 5, y: 6))),
            .init(time: 0.3, .wheel(dx: 0.25, dy: -1.5, at: Point(x: 7, y: 8))),
            .init(time: 0.4, key: "keypad +"),
            .init(time: 0.5, .selectLayout("small-circle")),
            .init(time: 0.6, .setItemCount(0)),
            .init(time: 0.7, .pinch(scale: 1.05)),
            .init(time: 0.8, .rotate(angle: -0.1)),
            .init(time: 0.9, .page(-3)),
            .init(time: 1.0, .selectNumberedLayout(0)),
            .init(time: 1.1, .switchToPartner),
        ]
        #expect(try Script.parse(Script.text(for: events)) == events)
    }

    @Test(arguments: [
        ("{\"t\": 0, \"event\": \"key\", \"key\": \"a\"}\n{\"t\": 0.1, \"event\": \"move\", \"x\": 1", 2, "not valid JSON"),
        ("{\"t\": 0, \"event\": \"jump\"}", 1, "unknown event 'jump'"),
        ("{\"t\": 0, \"event\": \"move\", \"x\": 1, \"y\": 2, \"z\": 3}", 1, "unknown key 'z'"),
        ("{\"t\": \"soon\", \"event\": \"key\", \"key\": \"a\"}", 1, "'t' must be a number"),
        ("{\"t\": true, \"event\": \"key\", \"key\": \"a\"}", 1, "'t' must be a number"),
        ("{\"t\": 1, \"event\": \"key\", \"key\": \"a\"}\n\n{\"t\": 0.5, \"event\": \"key\", \"key\": \"b\"}", 3, "earlier"),
        ("{\"event\": \"key\", \"key\": \"a\"}", 1, "missing 't'"),
        ("{\"t\": 0, \"event\": \"down\", \"x\": 1, \"y\": 2}", 1, "needs 'button'"),
        ("{\"t\": 0, \"event\": \"down\", \"button\": \"middle\", \"x\": 1, \"y\": 2}", 1, "left or right"),
        ("{\"t\": 0, \"event\": \"move\", \"x\": 1e300, \"y\": 2}", 1, "'x' is out of range"),
        ("{\"t\": 0, \"event\": \"move\", \"x\": 1e999, \"y\": 2}", 1, "not valid JSON"),
        ("{\"t\": -1, \"event\": \"key\", \"key\": \"a\"}", 1, "'t' is out of range"),
        ("{\"t\": 0, \"event\": \"items\", \"count\": 2.5}", 1, "whole number"),
        ("{\"t\": 0, \"event\": \"layout\", \"name\": \"spiral\"}", 1, "unknown layout 'spiral'"),
        ("[1, 2]", 1, "expected a JSON object"),
        ("{\"t\": 0, \"event\": \"size\", \"width\": -5, \"height\": 10}", 1, "'width' is out of range"),
    ])
    func malformedScriptsNameTheLineAndTheProblem(text: String, line: Int, problem: String) {
        #expect {
            _ = try Script.parse(text)
        } throws: { error in
            guard let error = error as? ScriptError else { return false }
            return error.line == line && error.message.contains(problem) && !error.description.contains("\n")
        }
    }

    @Test func binaryGarbageIsRefusedByLine() {
        var data = Data("{\"t\": 0, \"event\": \"key\", \"key\": \"a\"}\n".utf8)
        data.append(contentsOf: [0xFF, 0xFE, 0x00, 0x81, 0x0A])
        #expect(throws: ScriptError(line: 2, "not UTF-8 text")) { try Script.parse(data) }
        #expect(throws: ScriptError.self) { try Script.parse(Data([0x7B, 0x00, 0x22])) }
    }

    @Test func eventNamesAreTheDocumentedOnes() throws {
        // docs/reference/INTERACTION.md's event table, written out independently of the coding tables.
        let documented = ["addItem", "cancelMovement", "content", "deleteFocusedSection", "deleteSection", "down", "faster",
            "flipDirection", "insertFocusedSection", "insertSection", "items", "key", "layout", "modifiers", "move",
            "moveFocusedSection", "moveSection", "nextLayout", "numberedLayout", "orthogonal", "page", "partner", "physics",
            "pinch", "prefer", "removeItem", "reset", "rotate", "scrollTo", "scrollToFirst", "scrollToLast", "sections", "set",
            "size", "slower", "timing", "toggleSpring", "toggleSwipePaging", "up", "wheel"]
        #expect(Script.eventNames == documented)
        #expect {
            _ = try Script.parse("{\"t\": 0, \"event\": \"jump\"}")
        } throws: { error in
            (error as? ScriptError)?.message.hasSuffix("(expected one of: \(documented.joined(separator: ", ")))") == true
        }
        // The writer names each step as the parser reads it back, and every step reads back the same.
        let steps: [ScriptStep] = [
            .event(.input(.resize(Size(width: 1, height: 2)))), .event(.input(.pointerDown(.left, .zero))),
            .event(.input(.pointerUp(.left, .zero))), .event(.input(.pointerMove(.zero))),
            .event(.input(.wheel(dx: 0, dy: 1, at: .zero))), .key("a"), .event(.input(.pinch(scale: 2))),
            .event(.input(.rotate(angle: 1))), .event(.input(.modifiers(shift: true))),
        ] + Self.everyAction.map { .event(.action($0)) }
        var written: Set<String> = []
        for step in steps {
            let line = Script.line(for: TimedStep(time: 0, step: step))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            written.insert(try #require(object["event"] as? String))
            #expect(try Script.parseLine(line, number: 1) == TimedStep(time: 0, step: step), "\(line)")
        }
        #expect(written.sorted() == documented)
    }

    /// One of each action.
    static let everyAction: [SessionAction] = [
        .selectLayout("ring"), .selectNumberedLayout(3), .nextLayout, .switchToPartner, .flipDirection, .reset, .setItemCount(3),
        .addItem, .removeItem, .setSections([2, 3]), .insertSection(at: 1, count: 4), .deleteSection(0), .moveSection(from: 0, to: 1),
        .insertSectionAfterFocus, .deleteFocusedSection, .moveFocusedSection, .page(1), .scrollToItem(ItemIndexPath(item: 4), .centered, animated: true),
        .scrollToFirstItem, .scrollToLastItem, .orthogonalOffset(section: 2, offset: 120), .toggleSwipePaging, .cancelMovement,
        .setParameter(LayoutSetting(key: "spacing", value: "0.5")), .physics(.rubberBand, 0.5), .timing(nil), .toggleSpring, .slower,
        .faster, .content(.captions), .preferredSize(item: 3, Size(width: 10, height: 20)),
    ]

    @Test func versionHeaderIsOptional() throws {
        let body = "{\"t\": 0, \"event\": \"key\", \"key\": \"a\"}\n"
        let unversioned = try Script.parse(body)
        #expect(unversioned == [TimedStep(time: 0, key: "a")])
        #expect(try Script.parse("{\"version\": 1}\n" + body) == unversioned)
        #expect(try Script.parse("\n{\"version\": 1.0}\r\n" + body) == unversioned)
        // The writers keep their output: no header.
        #expect(!Script.text(for: unversioned).contains("version"))
    }

    @Test(arguments: [
        ("{\"version\": 2}\n{\"t\": 0, \"event\": \"key\", \"key\": \"a\"}", 1, "script format version 2 is newer than this orbit reads (1)"),
        ("{\"version\": \"1\"}", 1, "'version' must be a whole number from 1"),
        ("{\"version\": 0}", 1, "'version' must be a whole number from 1"),
        ("{\"version\": 1.5}", 1, "'version' must be a whole number from 1"),
        ("{\"version\": true}", 1, "'version' must be a whole number from 1"),
        ("{\"t\": 0, \"event\": \"key\", \"key\": \"a\"}\n{\"version\": 1}", 2, "the version header belongs on the first line"),
        ("{\"version\": 1}\n{\"version\": 1}", 2, "the version header belongs on the first line"),
        ("{\"version\": 1, \"t\": 0, \"event\": \"key\", \"key\": \"a\"}", 1, "unknown key 'version' for event 'key'"),
    ])
    func badVersionHeadersAreRefused(text: String, line: Int, problem: String) {
        #expect(throws: ScriptError(line: line, problem)) { try Script.parse(text) }
    }
}
