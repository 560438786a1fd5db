import CollectionLayout
import Foundation
import OrbitSession
import Playground
import Testing

/// The playground's one key table: keys to session actions or host commands, live and in replays.
@Suite struct KeyBindingsTests {
    let keys = KeyBindings.playground

    /// docs/reference/INTERACTION.md's mapping, written out from the doc.
    @Test func theTableAgreesWithTheDocumentedMapping() {
        #expect(keys.binding(forKey: "space") == .action(.switchToPartner))
        #expect(keys.binding(forKey: "1") == .action(.selectNumberedLayout(1)))
        #expect(keys.binding(forKey: "keypad 0") == .action(.selectNumberedLayout(0)))
        #expect(keys.binding(forKey: "tab") == .action(.nextLayout))
        #expect(keys.binding(forKey: "+") == .action(.addItem) && keys.binding(forKey: "keypad +") == .action(.addItem))
        #expect(keys.binding(forKey: "=") == .action(.addItem) && keys.binding(forKey: "_") == .action(.removeItem))
        #expect(keys.binding(forKey: "-") == .action(.removeItem))
        #expect(keys.binding(forKey: "left") == .action(.page(-1)) && keys.binding(forKey: "right") == .action(.page(1)))
        #expect(keys.binding(forKey: "up") == .action(.page(-1)) && keys.binding(forKey: "down") == .action(.page(1)))
        #expect(keys.binding(forKey: "[") == .action(.slower) && keys.binding(forKey: "]") == .action(.faster))
        #expect(keys.binding(forKey: "D") == .action(.flipDirection) && keys.binding(forKey: "r") == .action(.reset))
        #expect(keys.binding(forKey: "home") == .action(.scrollToFirstItem) && keys.binding(forKey: "end") == .action(.scrollToLastItem))
        #expect(keys.binding(forKey: "q") == .host(.quit) && keys.binding(forKey: "escape") == .host(.quit))
        #expect(keys.binding(forKey: "p") == .host(.screenshot) && keys.binding(forKey: "h") == .host(.toggleHUD))
        #expect(keys.binding(forKey: "f11") == .host(.toggleFullscreen) && keys.binding(forKey: "G") == .host(.toggleProfiler))
        #expect(keys.binding(forKey: "e") == .host(.togglePanel) && keys.binding(forKey: "E") == .host(.togglePanel))
        #expect(keys.binding(forKey: "f5") == nil && keys.binding(forKey: "keypad 10") == nil && keys.binding(forKey: "spcae") == nil)
    }

    /// In a replay a key sends its action; host commands and unbound keys send nothing, and Esc
    /// cancels a drag to reorder.
    @Test func replayedKeysSendTheirActions() {
        #expect(keys.action(forKey: "SPACE") == .switchToPartner)
        #expect(keys.action(forKey: "h") == nil && keys.action(forKey: "zz") == nil)
        #expect(keys.action(forKey: "escape") == .cancelMovement)
        #expect(keys.binds(key: "h") && keys.binds(key: "9") && !keys.binds(key: "zz"))
    }

    @Test func keysWithoutABindingWarnOncePerNameAtTheirFirstLine() throws {
        let text = Self.key(0, "spcae") + Self.key(0.1, "space") + "\n" + Self.key(0.2, "y") + Self.key(0.3, "spcae")
        let parsed = try Script.read(Data(text.utf8), keys: keys)
        #expect(parsed.steps == (try Script.parse(text)))
        #expect(parsed.warnings.map(\.line) == [1, 4])
        #expect(parsed.warnings[0].message.hasPrefix("key 'spcae' (2 lines) does nothing"))
        #expect(parsed.warnings[1].message.hasPrefix("key 'y' does nothing"))
        #expect(parsed.warnings[0].described(in: "s.jsonl").hasPrefix("s.jsonl line 1: key 'spcae'"))
        // The message lists every bound key, so the user sees the one they meant.
        for name in KeyBindings.table.keys { #expect(parsed.warnings[0].message.contains(name)) }
    }

    @Test(arguments: ["space", "SPACE", "tab", "0", "9", "keypad 7", "keypad +", "left", "]", "f11", "ESCAPE", "h"])
    func boundKeysDoNotWarn(name: String) throws {
        #expect(try Script.read(Data(Self.key(0, name).utf8), keys: keys).warnings.isEmpty)
        // Without the playground's bindings every key does nothing.
        #expect(try Script.read(Data(Self.key(0, name).utf8)).warnings.count == 1)
    }

    /// A replay through the bindings does what the keys did live: Space switches to the partner.
    @Test func aReplayResolvesKeysThroughTheBindings() throws {
        let steps = try Script.parse(Self.key(0.1, "space") + Self.key(0.2, "h"))
        let session = Session(layout: .flow, itemCount: 3, boundsSize: Size(width: 400, height: 300))
        var replay = ScriptReplay(session: session, steps: steps, keys: keys)
        replay.run { _, _, _ in }
        #expect(replay.session.layoutName == LayoutCatalog.builtIn.partner(of: "flow").name)
        var unbound = ScriptReplay(session: session, steps: steps)
        unbound.run { _, _, _ in }
        #expect(unbound.session.layoutName == "flow")
    }

    static func key(_ t: Double, _ name: String) -> String {
        "{\"t\": \(t), \"event\": \"key\", \"key\": \"\(name)\"}\n"
    }
}
