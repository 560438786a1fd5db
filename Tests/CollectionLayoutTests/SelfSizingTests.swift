import Testing

@testable import CollectionLayoutCore
@testable import LayoutCatalog

/// Self-sizing in the host: estimates replaced by the content's preferred sizes as items come on
/// screen, and the content offset adjusted so that nothing on screen jumps.
@Suite("self-sizing") struct SelfSizingTests {
    static let bounds = Size(width: 390, height: 844)
    static let inset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    /// One column of caption cards 370 points wide, estimated 44 tall.
    static func captionFlow(items: Int = 10_000, seed: UInt64 = 19, columns: Int = 1) -> CollectionView {
        var flow = FlowLayout()
        flow.sectionInset = inset
        flow.minimumLineSpacing = 10
        flow.minimumInteritemSpacing = 10
        flow.estimatedItemSize = Size(width: columns == 1 ? 370 : 180, height: 44)
        var view = CollectionView(layout: flow, itemCount: items, boundsSize: bounds)
        view.setContent(ContentSource(kind: .captions, seed: seed))
        return view
    }

    /// The caption's height at `width` worked out here: the fallback measurer's 0.55 em a
    /// character and 1.25 em a line at 14 points, greedy word wrap, 8 points of padding.
    static func expectedCaptionHeight(_ text: String, width: Double) -> Double {
        let perLine = Int((width - 16) / (0.55 * 14))
        var lines = 1, current = 0
        for word in text.split(separator: " ") {
            var length = word.count
            if current > 0, current + 1 + length <= perLine { current += 1 + length; continue }
            if current > 0 { lines += 1 }
            while length > perLine { lines += 1; length -= perLine }
            current = length
            if current == 0 { lines -= 1 }
        }
        return Double(lines) * 1.25 * 14 + 16
    }

    func visibleCells(_ view: CollectionView) -> [DisplayedItem] {
        view.displayedItems.filter { $0.attributes.isCell && $0.attributes.frame.intersects(view.visibleRect) }
    }

    /// The item whose frame lies wholly on screen and starts highest.
    func topmostFullyVisible(_ view: CollectionView) -> DisplayedItem? {
        let rect = view.visibleRect
        return visibleCells(view)
            .filter { $0.attributes.frame.minY >= rect.minY - 1e-9 && $0.attributes.frame.maxY <= rect.maxY + 1e-9 }
            .min { $0.attributes.frame.minY < $1.attributes.frame.minY }
    }

    @Test func visibleCaptionsTakeTheirPreferredHeightsAndLinesStack() throws {
        let view = Self.captionFlow()
        let cells = visibleCells(view).sorted { $0.attributes.indexPath < $1.attributes.indexPath }
        #expect(cells.count > 5)
        var expectedTop = Self.inset.top
        for cell in cells {
            let text = CaptionText.text(seed: 19, identity: cell.id)
            #expect(cell.attributes.size.width == 370)
            #expect(cell.attributes.size.height == Self.expectedCaptionHeight(text, width: 370), "item \(cell.id): \(text)")
            #expect(abs(cell.attributes.frame.minY - expectedTop) < 1e-9)
            expectedTop = cell.attributes.frame.maxY + 10
            #expect(view.preferredSize(forItem: cell.id) == cell.attributes.size)
        }
        // Items below the screen keep the estimate.
        let below = try #require(view.layout.attributes(at: ItemIndexPath(item: 500)))
        #expect(below.size.height == 44)
        #expect(view.preferredSize(forItem: 500) == nil)
        #expect((view.layout as? FlowLayout)?.isEstimated(itemAt: ItemIndexPath(item: 500)) == true)
        // The first round measured the items the estimates put on screen; they grew, so fewer fit.
        #expect(view.selfSizing.measuredCount >= cells.count)
    }

    /// UIKit's flow: a line of self-sized cells is as tall as its tallest, and each cell is
    /// centred vertically in the line.
    @Test func aLineIsAsTallAsItsTallestCaptionInTwoColumns() {
        let view = Self.captionFlow(columns: 2)
        let cells = visibleCells(view)
        let byLine = Dictionary(grouping: cells) { $0.attributes.indexPath.item / 2 }
        // A line's top: where its tallest member starts.
        func top(_ line: Int) -> Double { byLine[line]!.max { $0.attributes.size.height < $1.attributes.size.height }!.attributes.frame.minY }
        var uneven = 0
        for (line, members) in byLine where members.count == 2 {
            let tallest = members.map(\.attributes.size.height).max()!
            for member in members {
                let frame = member.attributes.frame
                #expect(abs(frame.minY - (top(line) + (tallest - frame.height) / 2)) < 1e-9, "item \(member.id)")
            }
            if members[0].attributes.size.height != members[1].attributes.size.height { uneven += 1 }
        }
        #expect(uneven > 0, "some lines hold captions of different heights")
        let lines = byLine.keys.sorted()
        for (line, next) in zip(lines, lines.dropFirst()) where next == line + 1 {
            let tallest = byLine[line]!.map(\.attributes.size.height).max()!
            #expect(abs(top(next) - (top(line) + tallest + 10)) < 1e-9)
        }
    }

    /// The headline: flinging up from the bottom of 10,000 estimated captions to the top, the
    /// topmost fully visible item moves by exactly the scroll delta on every frame, though the
    /// items coming on screen above it change size (the content offset absorbs it).
    @Test func anUpwardFlingThroughTenThousandEstimatedCaptionsNeverJumps() throws {
        var view = Self.captionFlow()
        var time = 0.0
        view.setContentOffset(Point(x: 0, y: 1e9), animated: false, at: time)
        let startOffset = view.contentOffset.y
        #expect(startOffset > 400_000, "10,000 estimated lines are deep: \(startOffset)")
        let frame = 1.0 / 60
        var frames = 0, framesWithSizing = 0, worstJump = 0.0, adjusted = 0.0
        while view.contentOffset.y > 0 || view.isScrollAnimating {
            if !view.isScrollAnimating {
                // Another upward fling: a short drag down, released at 20,000 points a second.
                view.beginDragging(at: time)
                time += frame
                view.drag(translation: Point(x: 0, y: 1), at: time)
                view.endDragging(velocity: Point(x: 0, y: -20_000), at: time)
            }
            let anchor = try #require(topmostFullyVisible(view))
            let screenBefore = anchor.attributes.frame.minY - view.contentOffset.y
            let contentBefore = anchor.attributes.frame.minY
            let motion = try #require(view.scrollAnimation)
            let delta = motion.motion.offset(after: motion.elapsed + frame).y - motion.motion.offset(after: motion.elapsed).y
            let measured = view.selfSizing.measuredCount
            time += frame
            view.advance(to: time)
            frames += 1
            if view.selfSizing.measuredCount > measured { framesWithSizing += 1 }
            let after = try #require(view.layout.attributes(at: anchor.attributes.indexPath))
            let screenAfter = after.frame.minY - view.contentOffset.y
            worstJump = max(worstJump, abs(screenAfter - (screenBefore - delta)))
            adjusted += abs(after.frame.minY - contentBefore)
            #expect(frames < 100_000)
            if frames >= 100_000 { break }
        }
        print("upward fling through 10,000 estimated captions: \(frames) frames, sizes in \(framesWithSizing), worst jump \(worstJump) points")
        #expect(worstJump < 1e-6, "worst jump \(worstJump) points over \(frames) frames")
        #expect(framesWithSizing > 100, "sizes arrived in \(framesWithSizing) of \(frames) frames")
        // Without the adjustment the items would have moved in content coordinates under the anchor.
        #expect(adjusted > 1000)
        // At the top, everything is consistent: item 0 sits at the inset, on screen.
        #expect(view.contentOffset.y == 0)
        let first = try #require(view.layout.attributes(at: ItemIndexPath(item: 0)))
        #expect(first.frame.minY == Self.inset.top)
        #expect(view.preferredSize(forItem: 0) != nil)
    }

    @Test func scrollingDownKeepsTheItemsAboveStill() throws {
        var view = Self.captionFlow()
        var time = 0.0
        view.beginDragging(at: time)
        time += 1.0 / 60
        view.drag(translation: Point(x: 0, y: -1), at: time)
        view.endDragging(velocity: Point(x: 0, y: 6000), at: time)
        var frames = 0
        while view.isScrollAnimating, frames < 2000 {
            let anchor = try #require(topmostFullyVisible(view))
            let before = anchor.attributes.frame.minY
            time += 1.0 / 60
            view.advance(to: time)
            frames += 1
            // Scrolling down, nothing above the new items changes: no adjustment at all.
            #expect(view.layout.attributes(at: anchor.attributes.indexPath)?.frame.minY == before)
        }
        #expect(view.contentOffset.y > 2000)
    }

    @Test func aJumpToTheMiddleKeepsTheItemAtTheTopOfTheScreen() throws {
        var view = Self.captionFlow()
        let target = 200_000.0
        // The item the estimates put at the top of the screen, and where.
        let top = try #require(view.layout.attributes(in: Rect(x: 0, y: target, width: 390, height: 1)).first)
        #expect(view.preferredSize(forItem: top.indexPath.item) == nil)
        view.setContentOffset(Point(x: 0, y: target), animated: false, at: 0)
        #expect(view.contentOffset.y == target)
        let after = try #require(view.layout.attributes(at: top.indexPath))
        #expect(after.frame.minY == top.frame.minY)
        #expect(view.preferredSize(forItem: top.indexPath.item) != nil)
        #expect(after.size.height == Self.expectedCaptionHeight(CaptionText.text(seed: 19, identity: top.indexPath.item), width: 370))
    }

    @Test func aSizeDeliveredLaterMovesOnlyTheItemsBelowAtRest() throws {
        var view = Self.captionFlow()
        view.setContentOffset(Point(x: 0, y: 5000), animated: false, at: 0)
        let cells = visibleCells(view).sorted { $0.attributes.frame.minY < $1.attributes.frame.minY }
        let middle = cells[cells.count / 2]
        let before = Dictionary(uniqueKeysWithValues: cells.map { ($0.id, $0.attributes.frame.minY - view.contentOffset.y) })
        view.setPreferredSize(Size(width: 370, height: middle.attributes.size.height + 100), forItem: middle.id)
        for cell in cells {
            let screen = try #require(view.layout.attributes(at: cell.attributes.indexPath)).frame.minY - view.contentOffset.y
            let moved = cell.attributes.frame.minY > middle.attributes.frame.minY ? 100.0 : 0
            #expect(abs(screen - (before[cell.id]! + moved)) < 1e-9, "item \(cell.id)")
        }
        #expect(view.preferredSize(forItem: middle.id)?.height == middle.attributes.size.height + 100)
        // Withdrawn: the caption's own size again.
        view.setPreferredSize(nil, forItem: middle.id)
        #expect(view.preferredSize(forItem: middle.id) == middle.attributes.size)
    }

    /// Sizes that arrive while an animated insert runs (a manual clock, a third of the way): the
    /// items on screen below the resized one keep their place on screen to the last bit, as at
    /// rest, scrolling up; the offset took the growth; the animation then ends where the layout
    /// has the items.
    @Test(arguments: [false, true])
    func sizesArrivingDuringAnAnimatedUpdateDoNotMoveWhatIsOnScreen(deleting: Bool) throws {
        var view = Self.captionFlow()
        view.setContentOffset(Point(x: 0, y: 5000), animated: false, at: 0)
        // Scrolling up last: the items below a resized one stay.
        view.setContentOffset(Point(x: 0, y: 4900), animated: false, at: 0)
        let cells = visibleCells(view).sorted { $0.attributes.frame.minY < $1.attributes.frame.minY }
        let middle = cells[cells.count / 2].attributes.indexPath
        try view.performBatchUpdates([deleting ? .delete(middle) : .insert(middle)], animated: true, at: 0)
        let duration = view.animationDuration
        view.advance(to: duration / 3)
        #expect(view.transition != nil && view.transitionProgress > 0 && view.transitionProgress < 1)
        let shown = view.displayedItems.filter(\.attributes.isCell)
        let resized = try #require(shown.filter { $0.attributes.frame.minY >= view.contentOffset.y }.min { $0.attributes.frame.minY < $1.attributes.frame.minY })
        let resizedBottom = resized.attributes.frame.maxY
        let screen = Dictionary(uniqueKeysWithValues: shown.map { ($0.id, $0.attributes.center - view.contentOffset) })
        let offset = view.contentOffset.y
        view.setPreferredSize(Size(width: 370, height: resized.attributes.size.height + 100), forItem: resized.id)
        #expect(view.contentOffset.y == offset + 100, "the offset took the growth")
        let after = Dictionary(uniqueKeysWithValues: view.displayedItems.map { ($0.id, $0.attributes.center - view.contentOffset) })
        let below = shown.filter { $0.attributes.frame.minY >= resizedBottom }
        #expect(below.count > 5)
        for item in below {
            let now = try #require(after[item.id], "item \(item.id) left the screen")
            #expect(now == screen[item.id]!, "item \(item.id) moved \(now - screen[item.id]!) on screen")
        }
        // The animation ends where the layout puts everything.
        view.advance(to: duration * 2)
        #expect(view.transition == nil)
        for item in view.displayedItems where item.attributes.isCell {
            #expect(view.layout.attributes(at: item.attributes.indexPath) == item.attributes)
        }
    }

    @Test func picturesWaitForTheirAspectRatio() throws {
        var flow = FlowLayout()
        flow.sectionInset = Self.inset
        flow.estimatedItemSize = Size(width: 370, height: 200)
        var view = CollectionView(layout: flow, itemCount: 100, boundsSize: Self.bounds)
        view.setContent(ContentSource(kind: .photos, pictureAspectRatios: [nil, nil]))
        #expect(view.layout.attributes(at: ItemIndexPath(item: 0))?.size.height == 200)
        #expect(view.preferredSize(forItem: 0) == nil)
        view.setPictureAspectRatio(2, forPicture: 0)
        #expect(view.layout.attributes(at: ItemIndexPath(item: 0))?.size.height == 185)
        #expect(view.layout.attributes(at: ItemIndexPath(item: 1))?.size.height == 200)
        let third = try #require(view.layout.attributes(at: ItemIndexPath(item: 2)))
        #expect(third.frame.minY == 10 + 185 + 10 + 200 + 10, "\(third.frame.minY) \(view.contentOffset)")
        view.setPictureAspectRatio(.nan, forPicture: 1)
        view.setPictureAspectRatio(1, forPicture: 7)
        #expect(view.layout.attributes(at: ItemIndexPath(item: 1))?.size.height == 200)
    }

    @Test func iconsAndLayoutsWithoutEstimatesAreUntouched() {
        var flow = FlowLayout()
        flow.estimatedItemSize = Size(width: 100, height: 44)
        let icons = CollectionView(layout: flow, itemCount: 100, boundsSize: Self.bounds)
        #expect(icons.layout.attributes(at: ItemIndexPath(item: 0))?.size == Size(width: 100, height: 44))
        #expect(icons.selfSizing.measuredCount == 0)
        var plain = CollectionView(layout: FlowLayout(), itemCount: 100, boundsSize: Self.bounds)
        plain.setContent(ContentSource(kind: .captions))
        #expect(plain.layout.attributes(at: ItemIndexPath(item: 0))?.size == Size(width: 60, height: 60))
        #expect(plain.selfSizing.measuredCount == 0)
    }

    @Test func aResizeKeepsTheSizesThatStillFitAndDropsTheRest() {
        var view = Self.captionFlow(items: 200)
        let sized = view.selfSizing.takenCount
        #expect(sized > 5)
        view.setBoundsSize(Self.bounds, at: 0)
        #expect(view.selfSizing.takenCount == sized)
        view.setBoundsSize(Size(width: 500, height: 844), at: 0)
        // The column is as wide as the estimate, so fitting is unchanged: the sizes stay.
        #expect(view.selfSizing.takenCount >= sized)
    }

    @Test func prefixSumsFindAndMove() {
        var sums = PrefixSums(count: 5, value: 10)
        #expect(sums.total == 50)
        sums.set(2, to: 30)
        #expect((0...5).map(sums.offset(of:)) == [0, 10, 20, 50, 60, 70])
        #expect([-5, 0, 9.9, 10, 49.9, 50, 69, 1e9].map(sums.index(at:)) == [0, 0, 0, 1, 2, 3, 4, 4])
        #expect(PrefixSums(count: 0, value: 1).index(at: 5) == 0)
        #expect(PrefixSums(count: 0, value: 1).total == 0)
        // A larger tree against a running sum.
        var big = PrefixSums(count: 1000, value: 1)
        var values = Array(repeating: 1.0, count: 1000)
        var random = SeededRandom(seed: 4)
        for _ in 0..<500 {
            let index = random.index(through: 999), value = Double(random.index(through: 20))
            big.set(index, to: value)
            values[index] = value
        }
        var running = 0.0
        for index in 0..<1000 {
            #expect(big.offset(of: index) == running)
            if values[index] > 0 { #expect(big.index(at: running) == index) }
            running += values[index]
        }
    }
}
