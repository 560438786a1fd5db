import CollectionLayout
import OrbitTestSupport
import Testing

@testable import OrbitRendering

@Suite struct HUDLayoutTests {
    /// What the HUD measures at 1x: a 6-line panel, one line, the key list in 1 to 6 lines.
    func sizes(window: Size, help: Bool = true) -> HUDLayout.Sizes {
        let helpWidth = 1650.0  // the key list on one line, pixels
        let lines = Int((helpWidth / (window.width - 36)).rounded(.up))
        return HUDLayout.Sizes(
            full: Size(width: Swift.min(575, window.width - 24), height: 95), compact: Size(width: Swift.min(230, window.width - 24), height: 26),
            help: help ? Size(width: Swift.min(helpWidth, window.width - 24), height: Double(lines) * 15 + 12) : nil, helpLines: lines,
            notice: Size(width: 262, height: 27))
    }

    func pieces(_ layout: HUDLayout) -> [Rect] {
        [layout.status?.rect, layout.help, layout.notice].compactMap { $0 }
    }

    @Test func piecesNeverOverlapAndStayInsideTheWindowAtAnySize() {
        for width in stride(from: 120.0, through: 2000, by: 60) {
            for height in stride(from: 80.0, through: 1400, by: 55) {
                let window = Size(width: width, height: height)
                let layout = HUDLayout.arrange(window: window, sizes: sizes(window: window), content: [], margin: 12)
                let all = pieces(layout)
                for (i, a) in all.enumerated() {
                    #expect(a.minX >= 12 - 1e-9 && a.minY >= 12 - 1e-9 && a.maxX <= width - 12 + 1e-9 && a.maxY <= height - 12 + 1e-9, "\(a) in \(window)")
                    for b in all[(i + 1)...] { #expect(!a.intersects(b), "\(a) and \(b) overlap in \(window)") }
                }
                #expect(layout.help == nil || layout.notice == nil)
            }
        }
    }

    @Test func at300x200TheKeysGiveWayToANoticeAndTheStatusIsOneReadableLine() throws {
        let window = Size(width: 300, height: 200)
        let layout = HUDLayout.arrange(window: window, sizes: sizes(window: window), content: [], margin: 12)
        #expect(layout.help == nil, "six lines of keys in 200 pixels")
        let notice = try #require(layout.notice)
        let status = try #require(layout.status)
        #expect(status.form == .full || status.form == .compact)
        #expect(!status.rect.intersects(notice))
        // Crowded with items everywhere, the status shrinks to one line.
        let crowded = HUDLayout.arrange(window: window, sizes: sizes(window: window), content: [Rect(x: 0, y: 0, width: 300, height: 200)], margin: 12)
        #expect(crowded.status?.form == .compact)
    }

    @Test func inFlowsDefaultViewThePanelCoversNoItem() throws {
        // flow's default view at 800 x 600 with 60 items: the first row starts at y = 74.
        var layout = try LayoutDescriptor.flow.makeLayout([])
        layout.prepare(LayoutContext(boundsSize: Size(width: 800, height: 600), contentOffset: .zero, itemCount: 60))
        let frames = layout.attributes(in: Rect(x: 0, y: 0, width: 800, height: 600)).map(\.transformedFrame)
        #expect(frames.contains { $0.minY < 74 + 95 && $0.minX < 575 }, "the old top-left panel covered the first row")
        let window = Size(width: 800, height: 600)
        let arranged = HUDLayout.arrange(window: window, sizes: sizes(window: window, help: false), content: frames, margin: 12)
        let status = try #require(arranged.status)
        #expect(status.form == .full)
        for frame in frames { #expect(!frame.intersects(status.rect), "\(frame) under the HUD at \(status.rect)") }
    }

    @Test func aPinnedHeaderIsNeverUnderTheStatusWhileACornerIsClearOfHeaders() throws {
        // A sectioned flow, scrolled: a 40-point header pinned across the top, items filling the
        // rest, and a footer across the bottom-left: only the bottom-right is clear of labels,
        // although items crowd it more than the header crowds the top.
        let window = Size(width: 800, height: 600)
        let header = Rect(x: 0, y: 0, width: 800, height: 40)
        let footer = Rect(x: 0, y: 560, width: 400, height: 40)
        let items = stride(from: 50.0, to: 600, by: 70).flatMap { y in
            stride(from: 10.0, to: 800, by: 70).map { Rect(x: $0, y: y, width: 60, height: 60) }
        }
        let arranged = HUDLayout.arrange(
            window: window, sizes: sizes(window: window, help: false), content: items + [header, footer], labels: [header, footer],
            previous: .topLeft, margin: 12)
        let status = try #require(arranged.status)
        #expect(status.corner == .bottomRight && status.form == .compact)
        #expect(!status.rect.intersects(header) && !status.rect.intersects(footer))
        // Headers across the top and the bottom: the status goes just below the top one, at an edge.
        let everywhere = [Rect(x: 0, y: 0, width: 800, height: 40), Rect(x: 0, y: 560, width: 800, height: 40)]
        let below = try #require(
            HUDLayout.arrange(window: window, sizes: sizes(window: window, help: false), content: everywhere, labels: everywhere, margin: 12).status)
        #expect(!everywhere.contains { $0.intersects(below.rect) } && below.rect.minY >= 40, "\(below.rect)")
        // Labels covering the whole window: still a status (the least covered place), never none.
        let full = [Rect(x: 0, y: 0, width: 800, height: 600)]
        #expect(HUDLayout.arrange(window: window, sizes: sizes(window: window, help: false), content: full, labels: full, margin: 12).status != nil)
    }

    @Test func thePanelKeepsItsCornerUntilAnotherIsClearlyEmptier() throws {
        let window = Size(width: 800, height: 600)
        let sizes = sizes(window: window, help: false)
        // A sliver of content in the top-left: a little worse than the empty bottom-right, within the hysteresis.
        let sliver = [Rect(x: 0, y: 0, width: 40, height: 20)]
        let kept = HUDLayout.arrange(window: window, sizes: sizes, content: sliver, form: .compact, previous: .topLeft, margin: 12)
        #expect(kept.status?.corner == .topLeft)
        let fresh = HUDLayout.arrange(window: window, sizes: sizes, content: sliver, form: .compact, margin: 12)
        #expect(fresh.status?.corner == .topRight)
        // A whole item under it: it moves.
        let item = [Rect(x: 0, y: 0, width: 200, height: 60)]
        #expect(HUDLayout.arrange(window: window, sizes: sizes, content: item, form: .compact, previous: .topLeft, margin: 12).status?.corner != .topLeft)
    }

    @Test func theStatusKeepsClearOfTheMinimapAndHidesInATinyWindow() {
        let window = Size(width: 800, height: 600)
        let minimap = Rect(x: 600, y: 400, width: 188, height: 188)
        for corner in HUDLayout.Corner.allCases {
            let layout = HUDLayout.arrange(window: window, sizes: sizes(window: window, help: false), content: [], reserved: [minimap], previous: corner, margin: 12)
            #expect(layout.status.map { !$0.rect.intersects(minimap) } ?? false)
        }
        let tiny = Size(width: 60, height: 30)
        #expect(pieces(HUDLayout.arrange(window: tiny, sizes: sizes(window: Size(width: 300, height: 200)), content: [], margin: 12)).isEmpty)
    }

    @Test func theOneLineStatusTakesThePartsThatFitInOrder() {
        var status = HUDStatus(layout: .flow, itemCount: 1_000, framesPerSecond: 59.6, frameP50: 4.25, frameP99: 9)
        #expect(status.compactLine(visibleCount: 88) { _ in true } == "flow  ·  1,000 items  ·  88 visible  ·  60 fps  ·  p50 4.2 ms")
        #expect(status.compactLine(visibleCount: 88) { $0.count <= 25 } == "flow  ·  1,000 items")
        #expect(status.compactLine(visibleCount: 88) { _ in false } == "flow")
        status.warning = "slow frame"
        #expect(status.compactLine(visibleCount: 88) { $0.count <= 20 } == "flow  ·  slow frame")
    }

    @Test func theKeyListIsCentredOnTheBottomEdge() throws {
        let window = Size(width: 1001, height: 700)
        let sizes = HUDLayout.Sizes(full: Size(width: 300, height: 90), compact: Size(width: 200, height: 26), help: Size(width: 600, height: 42), helpLines: 3)
        let help = try #require(HUDLayout.arrange(window: window, sizes: sizes, content: [], margin: 10).help)
        // (1001 - 600) / 2 = 200.5, rounded to a whole pixel; the margin above the bottom edge.
        #expect(help == Rect(x: 201, y: 700 - 10 - 42, width: 600, height: 42))
    }

    @Test func tooManyLinesOrTooTallAKeyListGivesWayToTheNotice() throws {
        let window = Size(width: 1000, height: 400)
        func layout(help: Size, lines: Int, notice: Size? = Size(width: 250, height: 27)) -> HUDLayout {
            let sizes = HUDLayout.Sizes(full: Size(width: 300, height: 90), compact: Size(width: 200, height: 26), help: help, helpLines: lines, notice: notice)
            return HUDLayout.arrange(window: window, sizes: sizes, content: [], margin: 12)
        }
        // Four lines in a quarter of the height: shown.
        #expect(layout(help: Size(width: 900, height: 100), lines: HUDLayout.maximumHelpLines).help != nil)
        // A fifth line, or a hundred pixels past the quarter: the notice instead, centred the same way.
        let tooMany = layout(help: Size(width: 900, height: 90), lines: HUDLayout.maximumHelpLines + 1)
        #expect(tooMany.help == nil && tooMany.notice == Rect(x: 375, y: 400 - 12 - 27, width: 250, height: 27))
        let tooTall = layout(help: Size(width: 900, height: 101), lines: 4)
        #expect(tooTall.help == nil && tooTall.notice != nil)
        // No notice to show: nothing at the bottom.
        let neither = layout(help: Size(width: 900, height: 90), lines: 9, notice: nil)
        #expect(neither.help == nil && neither.notice == nil)
        // …and the status may then use the bottom corners too.
        #expect(neither.status != nil)
    }

    @Test func askedForOneLineTheStatusIsCompactEvenInAnEmptyWindow() throws {
        let window = Size(width: 800, height: 600)
        let sizes = HUDLayout.Sizes(full: Size(width: 300, height: 90), compact: Size(width: 200, height: 26))
        let full = try #require(HUDLayout.arrange(window: window, sizes: sizes, content: [], margin: 12).status)
        #expect(full.form == .full && full.rect.size == Size(width: 300, height: 90))
        let compact = try #require(HUDLayout.arrange(window: window, sizes: sizes, content: [], form: .compact, margin: 12).status)
        #expect(compact.form == .compact && compact.rect.size == Size(width: 200, height: 26))
        // With nothing in the way the first corner wins, the margin from its edges.
        #expect(compact.corner == .topLeft && compact.rect.origin == Point(x: 12, y: 12))
    }

    @Test func overlapIsTheSharedAreaAndNothingForEdgesThatOnlyTouch() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(HUDLayout.overlap(a, Rect(x: 5, y: 6, width: 10, height: 10)) == 5 * 4)
        #expect(HUDLayout.overlap(a, Rect(x: 2, y: 2, width: 3, height: 3)) == 9)
        #expect(HUDLayout.overlap(a, Rect(x: 10, y: 0, width: 5, height: 5)) == 0)
        #expect(HUDLayout.overlap(a, Rect(x: -20, y: -20, width: 5, height: 5)) == 0)
        #expect(HUDLayout.overlap(a, a) == 100)
    }
}
