import CollectionLayout
import LiveLayouts
import Testing

@testable import OrbitCommands

/// What the command line reads around `--layout-file` and `--watch` before parsing: the watched
/// session's parameters from the raw arguments, and the default layout of the loaded files.
@Suite struct LayoutFileContextTests {
    @Test func watchReadsTheSessionFromTheRawArguments() {
        let parameters = WatchStart.parameters(in: [
            "play", "--watch", "A.swift", "--items", "9", "--size", "480x320", "--layout", "gapped", "--set", "spacing=0",
        ])
        #expect(parameters == .init(
            itemCount: 9, width: 480, height: 320, layout: "gapped", settings: [LayoutSetting(key: "spacing", value: "0")]))
        // Values that do not parse are the parser's to report: the defaults here.
        let defaults = WatchStart.parameters(in: ["play", "--watch", "A.swift", "--items", "many"])
        #expect(defaults.itemCount == Play.Defaults.items && defaults.layout == nil && defaults.settings.isEmpty)
    }

    @Test func theDefaultLayoutIsTheLoadedFilesFirst() {
        #expect(CommandContext.defaultLayoutName == nil)
        let first = LayoutCatalog.seeds.entries[1], second = LayoutCatalog.seeds.entries[2]
        CommandContext.$loadedLayouts.withValue([first, second]) {
            #expect(CommandContext.defaultLayoutName == first.name)
        }
    }
}
