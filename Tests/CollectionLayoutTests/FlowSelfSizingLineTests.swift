@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// Self-sizing `flow` (`estimatedItemSize`) against UIKit's rule for a line of self-sized cells:
/// the line is as long as its longest cell along the scroll axis and every cell is centred in
/// it; lines follow each other at the section's line spacing. Seeded cases of captions and
/// photos, one to three sections with their own insets and spacings set from `--set` lists,
/// both directions; the expectation is computed here from the cells' own sizes.
@Suite("self-sizing flow: UIKit's centred lines")
struct FlowSelfSizingLineTests {
    @Test("seeded caption and photo flows, every line centred")
    func seededCases() throws {
        var random = SplitMix64(seed: 0xF10)
        var checkedLines = 0, unevenLines = 0
        let total = 60
        var matched = 0
        for _ in 0..<total {
            let vertical = random.chance(0.5)
            let along: Axis = vertical ? .vertical : .horizontal
            let counts = (0..<Int.random(in: 1...3, using: &random)).map { _ in Int.random(in: 0...30, using: &random) }
            let insets = counts.map { _ in EdgeInsets(all: random.decimal(0...20)) }
            let lineSpacings = counts.map { _ in random.decimal(0...12) }
            let estimate = Size(width: random.decimal(60...200), height: random.decimal(30...120))
            let settings = [
                "direction=\(vertical ? "vertical" : "horizontal")",
                "estimatedItemSize=\(ParameterValue.format(estimate))",
                "minimumInteritemSpacing=\(ParameterValue.format(random.decimal(0...10)))",
                "minimumLineSpacing=" + lineSpacings.map(ParameterValue.format).joined(separator: ","),
                "sectionInset=" + insets.map(ParameterValue.format).joined(separator: "/"),
            ]
            let layout = try LayoutDescriptor.flow.makeLayout(settings.map { try LayoutSetting(parsing: $0) })
            // Long enough along the scroll axis that every item comes on screen and takes its size.
            let bounds = vertical ? Size(width: random.decimal(300...800), height: 100_000) : Size(width: 100_000, height: random.decimal(300...800))
            var view = CollectionView(layout: layout, sectionItemCounts: counts, boundsSize: bounds)
            view.setContent(ContentSource(kind: random.chance(0.5) ? .captions : .photos, seed: random.next()))

            var ok = true
            var sectionStart = 0.0
            for (section, count) in counts.enumerated() {
                let inset = insets[section]
                let available = bounds[along.crossed] - inset.leading(along.crossed) - inset.trailing(along.crossed)
                let settingsSpacing = try #require((layout as? FlowLayout)?.minimumInteritemSpacing)
                let perLine = Swift.max(1, Int(((available + settingsSpacing) / (estimate[along.crossed] + settingsSpacing)).rounded(.down)))
                var lineTop = sectionStart + inset.leading(along)
                var line = 0
                while line * perLine < count {
                    let items = (line * perLine)..<Swift.min(count, (line + 1) * perLine)
                    let frames = items.map { view.layout.attributes(at: ItemIndexPath(item: $0, section: section))!.frame }
                    let extent = frames.map { $0.size[along] }.max()!
                    for frame in frames where abs(frame.min(along) - (lineTop + (extent - frame.size[along]) / 2)) > 1e-9 { ok = false }
                    if Set(frames.map { $0.size[along] }).count > 1 { unevenLines += 1 }
                    checkedLines += 1
                    lineTop += extent + lineSpacings[section]
                    line += 1
                }
                let itemsEnd = count == 0 ? sectionStart + inset.leading(along) : lineTop - lineSpacings[section]
                sectionStart = itemsEnd + inset.trailing(along)
            }
            ok = ok && abs(view.contentSize[along] - sectionStart) < 1e-9
            #expect(ok, "\(settings) counts \(counts)")
            if ok { matched += 1 }
        }
        #expect(matched == total)
        #expect(unevenLines > 50, "the cases hold lines of uneven cells: \(unevenLines) of \(checkedLines)")
    }
}
