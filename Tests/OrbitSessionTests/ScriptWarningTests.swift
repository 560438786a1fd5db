import Foundation
@testable import OrbitSession
import Testing

@testable import CollectionLayout

/// A script that parses but does nothing where its author expected something says so.
@Suite struct ScriptWarningTests {
    static func key(_ t: Double, _ name: String) -> String {
        "{\"t\": \(t), \"event\": \"key\", \"key\": \"\(name)\"}\n"
    }

    @Test func keysWithoutACommandWarnOncePerNameAtTheirFirstLine() throws {
        let text = Self.key(0, "spcae") + Self.key(0.1, "space") + "\n" + Self.key(0.2, "y") + Self.key(0.3, "spcae")
        let parsed = try Script.read(Data(text.utf8))
        #expect(parsed.events == (try Script.parse(text)))
        #expect(parsed.warnings.map(\.line) == [1, 4])
        #expect(parsed.warnings[0].message.hasPrefix("key 'spcae' (2 lines) does nothing"))
        #expect(parsed.warnings[1].message.hasPrefix("key 'y' does nothing"))
        #expect(parsed.warnings[0].described(in: "s.jsonl").hasPrefix("s.jsonl line 1: key 'spcae'"))
        // The message lists every bound key, so the user sees the one they meant.
        for name in KeyCommand.namedKeys.keys { #expect(parsed.warnings[0].message.contains(name)) }
    }

    @Test(arguments: ["space", "SPACE", "tab", "0", "9", "keypad 7", "keypad +", "left", "]"])
    func boundKeysDoNotWarn(name: String) throws {
        #expect(KeyCommand(key: name) != nil)
        #expect(try Script.read(Data(Self.key(0, name).utf8)).warnings.isEmpty)
    }

    /// A key the replaying app binds for itself (the playground's F11, Esc, …) does something too.
    @Test(arguments: ["f11", "ESCAPE", "h"])
    func hostKeysDoNotWarn(name: String) throws {
        #expect(KeyCommand(key: name) == nil)
        #expect(try Script.read(Data(Self.key(0, name).utf8)).warnings.count == 1)
        let hosted = try Script.read(Data(Self.key(0, name).utf8), hostKeys: ["f11", "escape", "h"])
        #expect(hosted.warnings.isEmpty)
    }

    @Test(arguments: ["", "\n\n", "  \n\t\r\n"])
    func aScriptWithoutEventsWarns(text: String) throws {
        let parsed = try Script.read(Data(text.utf8))
        #expect(parsed.events.isEmpty)
        #expect(parsed.warnings.count == 1)
        #expect(parsed.warnings.first?.line == nil)
        #expect(parsed.warnings.first?.described(in: "e.jsonl") == "e.jsonl: no events: the replay shows the starting state only")
    }

    @Test func aMalformedLineStillThrows() {
        #expect(throws: ScriptError.self) { try Script.read(Data((Self.key(0, "zz") + "{oops\n").utf8)) }
    }

    /// Every key the table binds gives the command the playground documents for it.
    @Test func theTableAgreesWithTheDocumentedMapping() {
        #expect(KeyCommand(key: "=") == .addItem && KeyCommand(key: "_") == .removeItem)
        #expect(KeyCommand(key: "up") == .page(-1) && KeyCommand(key: "down") == .page(1))
        #expect(KeyCommand(key: "keypad 10") == nil && KeyCommand(key: "spcae") == nil)
    }

    @Test func untilLeavesLaterEventsUnhandled() throws {
        let events = try Script.parse(Self.key(0.1, "+") + Self.key(0.5, "+") + Self.key(2, "+"))
        let session = PlaygroundSession(layout: .flow, itemCount: 3, boundsSize: Size(width: 400, height: 300))
        var cut = ScriptReplay(session: session, events: events, until: 0.5)
        cut.run { _, _, _ in }
        #expect(cut.handledEventCount == 2)
        var whole = ScriptReplay(session: session, events: events)
        whole.run { _, _, _ in }
        #expect(whole.handledEventCount == 3)
    }
}
