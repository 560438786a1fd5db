import CollectionLayout
import OrbitTestSupport
import Testing

@testable import OrbitRendering

/// The picture before the frame rate: the governor driven through a busy machine and back with a
/// fake clock (each frame's wall and CPU time made up from its pixels), a 21-item sectioned flow
/// of 180-point items with headers and footers (the album) drawn by the culling the window
/// uses. Nothing sleeps.
@Suite struct BusyMachineTests {
    /// What a frame costs on the made-up machine: `nanoseconds` a pixel of CPU time, the wall clock
    /// `stretch` times that (other processes on the cores), and whether the CPU clock is there.
    struct Machine {
        var nanoseconds: Double
        var stretch: Double
        var hasCPUClock = true

        static let quiet = Machine(nanoseconds: 7, stretch: 1)
        /// Three busy processes on two cores: frames ten times longer, each pixel a little dearer.
        static let busy = Machine(nanoseconds: 9, stretch: 10)
        /// The same without a CPU clock: the wall clock is all the governor sees.
        static let busyWallClockOnly = Machine(nanoseconds: 9, stretch: 10, hasCPUClock: false)
    }

    /// The window's clock, seconds: advanced by what each frame took.
    struct FakeClock {
        var now = 0.0
    }

    static let size = Size(width: 1280, height: 800)

    /// The album: flow, sections of 7, 4 and 10 items of 180 points, 40-point headers and 24-point footers.
    static func album() throws -> CollectionView {
        let settings = ["itemSize": "180", "headerHeight": "40", "footerHeight": "24"].sorted { $0.key < $1.key }
            .map { LayoutSetting(key: $0.key, value: $0.value) }
        return CollectionView(layout: try LayoutDescriptor.flow.makeLayout(settings), sectionItemCounts: [7, 4, 10], boundsSize: size)
    }

    /// Runs frames until `until` on the fake clock, scrolling the album down and up by 25 points a
    /// frame, and checks each: every item the layout put in the window is drawn. Returns the items drawn.
    static func run(
        _ view: inout CollectionView, _ governor: inout DetailGovernor, clock: inout FakeClock, machine: Machine, until: Double,
        pixelScale: Double, offset: inout Double, step: inout Double
    ) -> Set<ItemID> {
        var drawn = Set<ItemID>()
        let screenPixels = size.width * size.height * pixelScale * pixelScale
        let bottom = max(0, view.contentSize.height - size.height)
        while clock.now < until {
            view.setContentOffset(Point(x: 0, y: offset), animated: false, at: clock.now)
            let shown = view.displayedContent
            let viewport = Viewport(size: size, contentOffset: view.contentOffset, pixelScale: pixelScale)
            let budget = governor.budget(screenPixels: screenPixels)
            let list = DrawList(items: shown.items, elements: shown.elements, viewport: viewport, iconCount: 16, sectionItemCounts: [7, 4, 10])
                .culled(to: budget, startGrid: governor.cullingGrid)
            let inWindow = Set(shown.items.filter { $0.attributes.frame.intersects(view.visibleRect) }.map(\.id))
            let thisFrame = Set(list.sprites.map(\.itemID))
            #expect(!inWindow.isEmpty)
            #expect(thisFrame == inWindow, "at \(clock.now) s: drew \(thisFrame.count) of \(inWindow.count)")
            #expect(list.levelOfDetail?.isReduced == false)
            drawn.formUnion(thisFrame)
            // What the frame cost on this machine: clear, backdrop and present (a screen) and the sprites.
            let pixels = screenPixels + DrawList.area(of: list.sprites) + DrawList.elementArea(of: list)
            let cpu = pixels * machine.nanoseconds * 1e-6
            let wall = cpu * machine.stretch
            clock.now += max(wall, 1000.0 / 60) / 1000
            governor.frameDrawn(
                list, budget: budget, fillMilliseconds: wall, cpuMilliseconds: machine.hasCPUClock ? cpu : nil, screenPixels: screenPixels,
                at: clock.now)
            if offset + step > bottom || offset + step < 0 { step = -step }
            offset += step
        }
        return drawn
    }

    @Test(arguments: [1.0, 2.0])
    func aBusyMachineLowersTheFrameRateNeverThePicture(pixelScale: Double) throws {
        var view = try Self.album()
        var governor = DetailGovernor()
        var clock = FakeClock()
        var offset = 0.0, step = 25.0
        let screenPixels = Self.size.width * Self.size.height * pixelScale * pixelScale
        var drawn = Self.run(&view, &governor, clock: &clock, machine: .quiet, until: 2, pixelScale: pixelScale, offset: &offset, step: &step)
        let quietBudget = governor.budget(screenPixels: screenPixels)
        let quietGrid = governor.cullingGrid
        // Three seconds of a busy machine, then two where only the wall clock is known: still every item.
        drawn.formUnion(Self.run(&view, &governor, clock: &clock, machine: .busy, until: 5, pixelScale: pixelScale, offset: &offset, step: &step))
        // A busy machine with a CPU clock leaves the budget within what the dearer pixels explain.
        #expect(governor.budget(screenPixels: screenPixels).pixels >= quietBudget.pixels * 7 / 9 - screenPixels)
        drawn.formUnion(
            Self.run(&view, &governor, clock: &clock, machine: .busyWallClockOnly, until: 7, pixelScale: pixelScale, offset: &offset, step: &step))
        // Wall clock only: the estimate took the stretch, the budget fell, the floor held the picture.
        let loaded = governor.budget(screenPixels: screenPixels)
        #expect(loaded.pixels < quietBudget.pixels / 2)
        #expect(loaded.pixels >= FillCostModel.floorPixels)
        // One second after the load ends the budget is back.
        drawn.formUnion(Self.run(&view, &governor, clock: &clock, machine: .quiet, until: 8, pixelScale: pixelScale, offset: &offset, step: &step))
        let recovered = governor.budget(screenPixels: screenPixels)
        #expect(isWithin(recovered.pixels, quietBudget.pixels, tolerance: quietBudget.pixels * 0.01))
        #expect(isWithin(recovered.detailPixels, quietBudget.detailPixels, tolerance: quietBudget.detailPixels * 0.01))
        #expect(governor.cullingGrid == quietGrid)
        // The scrolling showed all 21 items, each drawn whenever it was in the window.
        #expect(drawn.count == 21)
    }

    @Test func theFloorKeepsTheTopmostItemsWhateverTheBudget() throws {
        // A budget of nothing: the floor's 100 items are drawn, the 101st from the top is not.
        let sprites = (0..<150).map { id in
            Sprite(
                layer: .icon, itemID: id, textureIndex: id % 16,
                destination: Rect(x: Double(id % 40) * 20, y: Double(id / 40) * 20, width: 16, height: 16), angle: 0,
                rotationCenter: Point(x: 8, y: 8), alpha: 1)
        }
        let list = DrawList(sprites: sprites, visibleItemCount: 150)
        let culled = list.culled(to: SpriteBudget(pixels: 0, sprites: 0, floorItems: 100))
        let detail = try #require(culled.levelOfDetail)
        #expect(detail.drawnItems == 100 && detail.overBudgetItems == 50)
        #expect(culled.sprites.map(\.itemID) == Array(list.sprites.map(\.itemID).suffix(culled.sprites.count)))
        // The floor's pixels: topmost items until they hold that many.
        let perItem = DrawList.area(of: list.sprites) / 150
        let byPixels = list.culled(to: SpriteBudget(pixels: 0, sprites: 0, floorPixels: perItem * 30.5))
        #expect(byPixels.levelOfDetail?.drawnItems == 31)
        // No floor, no budget: nothing.
        #expect(list.culled(to: SpriteBudget(pixels: 0, sprites: 0)).sprites.isEmpty)
    }
}
