import Foundation
@testable import OrbitSession
import Testing

@testable import CollectionLayoutCore

/// A script that parses but does nothing where its author expected something says so.
@Suite struct ScriptWarningTests {
    static func key(_ t: Double, _ name: String) -> String {
        "{\"t\": \(t), \"event\": \"key\", \"key\": \"\(name)\"}\n"
    }

    /// Without a host's key bindings (`NoKeyBindings`) every key line does nothing, and says so
    /// once per name; the playground's bindings are `KeyBindingsTests`'.
    @Test func keysWithoutABindingWarnOncePerNameAtTheirFirstLine() throws {
        let text = Self.key(0, "spcae") + Self.key(0.1, "space") + "\n" + Self.key(0.2, "spcae")
        let parsed = try Script.read(Data(text.utf8))
        #expect(parsed.steps == (try Script.parse(text)))
        #expect(parsed.warnings.map(\.line) == [1, 2])
        #expect(parsed.warnings[0].message == "key 'spcae' (2 lines) does nothing in the playground (its keys: none)")
    }

    @Test(arguments: ["", "\n\n", "  \n\t\r\n"])
    func aScriptWithoutEventsWarns(text: String) throws {
        let parsed = try Script.read(Data(text.utf8))
        #expect(parsed.steps.isEmpty)
        #expect(parsed.warnings.count == 1)
        #expect(parsed.warnings.first?.line == nil)
        #expect(parsed.warnings.first?.described(in: "e.jsonl") == "e.jsonl: no events: the replay shows the starting state only")
    }

    @Test func aMalformedLineStillThrows() {
        #expect(throws: ScriptError.self) { try Script.read(Data((Self.key(0, "zz") + "{oops\n").utf8)) }
    }

    @Test func untilLeavesLaterEventsUnhandled() throws {
        let events = try Script.parse(Self.key(0.1, "+") + Self.key(0.5, "+") + Self.key(2, "+"))
        let session = Session(layout: .flow, itemCount: 3, boundsSize: Size(width: 400, height: 300))
        var cut = ScriptReplay(session: session, steps: events, until: 0.5)
        cut.run { _, _, _ in }
        #expect(cut.handledEventCount == 2)
        var whole = ScriptReplay(session: session, steps: events)
        whole.run { _, _, _ in }
        #expect(whole.handledEventCount == 3)
    }
}
