import CollectionLayout
import OrbitSession
import Testing

/// `Session.replaceLayouts`: a new version of a layout (live reload) swaps in with the
/// session's state kept.
@Suite struct SessionReloadTests {
    static let bounds = Size(width: 400, height: 300)

    /// Flow with bigger items: the "changed version" a save would bring.
    static let changedFlow = LayoutDescriptor(
        name: "flow", summary: "flow, version 2", origin: "a reload test", partner: "ring",
        parameters: [
            .size("itemSize", \.itemSize),
            .number("minimumLineSpacing", \.minimumLineSpacing, .nonNegative),
        ],
        make: {
            var layout = FlowLayout()
            layout.itemSize = Size(width: 80, height: 70)
            return layout
        })

    static let changedRing = LayoutDescriptor(
        name: "ring", summary: "ring, version 2", origin: "a reload test", partner: "flow",
        parameters: [.size("itemSize", \.itemSize)],
        make: {
            var layout = CircleLayout.ring
            layout.itemSize = Size(square: 44)
            return layout
        })

    /// The item identities by index.
    static func identities(_ session: Session) -> [ItemID?] {
        (0..<session.itemCount).map { session.collectionView.identities[$0] }
    }

    @Test func replacingTheCurrentLayoutKeepsOffsetItemsIdentitiesAndSettings() throws {
        var session = try Session(
            catalog: .seeds, layout: "flow", settings: [LayoutSetting(key: "minimumLineSpacing", value: "30")],
            itemCount: 80, boundsSize: Self.bounds)
        for time in [0.1, 1.0, 2.0] { session.send(.page(1), at: time) }
        session.advance(to: 3)
        session.send(.addItem, at: 3)
        session.advance(to: 4)
        #expect(session.itemCount == 81)
        let offset = session.contentOffset
        #expect(offset.y > 100)
        let focused = session.collectionView.focusedIndex
        let identities = Self.identities(session)
        let speed = session.animationSpeed

        let replaced = try session.replaceLayouts([Self.changedFlow], at: 4)
        #expect(replaced)
        #expect(session.collectionView.isAnimating, "the new version animates in")
        #expect(session.descriptor.summary == "flow, version 2")
        #expect(try session.catalog.entry(named: "flow").summary == "flow, version 2")
        #expect(session.catalog.names == LayoutCatalog.seeds.names)
        let flow = try #require(session.collectionView.layout as? FlowLayout)
        #expect(flow.itemSize == Size(width: 80, height: 70), "the new version's code")
        #expect(flow.minimumLineSpacing == 30, "the session's settings for the layout")
        #expect(session.settings == [LayoutSetting(key: "minimumLineSpacing", value: "30")])

        session.advance(to: 6)
        #expect(!session.collectionView.isAnimating)
        #expect(session.itemCount == 81)
        #expect(Self.identities(session) == identities)
        let index = try #require(focused)
        let frame = try #require(session.collectionView.layout.attributes(at: ItemIndexPath(item: index))?.frame)
        #expect(frame.intersects(session.collectionView.visibleRect), "the focused item stays in view")
        #expect(session.contentOffset.y > 100, "not back at the top")
        #expect(session.animationSpeed == speed)
    }

    @Test func replacingTheCurrentLayoutKeepsPinchAndRotation() throws {
        var session = try Session(catalog: .seeds, layout: "ring", itemCount: 12, boundsSize: Self.bounds)
        session.send(.pinch(scale: 1.2), at: 0.1)
        session.send(.rotate(angle: 0.4), at: 0.2)
        session.advance(to: 1)
        let scale = session.gestureScale, rotation = session.gestureRotation
        #expect(scale != 1)
        #expect(rotation != 0)
        let identities = Self.identities(session)

        #expect(try session.replaceLayouts([Self.changedRing], at: 1))
        #expect(session.collectionView.isAnimating)
        session.advance(to: 3)
        #expect(session.gestureScale == scale)
        #expect(session.gestureRotation == rotation)
        #expect(Self.identities(session) == identities)
        let ring = try #require(session.collectionView.layout as? CircleLayout)
        #expect(ring.itemSize == Size(square: 44))
    }

    @Test func replacingAnotherLayoutChangesOnlyTheCatalog() throws {
        var session = try Session(catalog: .seeds, layout: "flow", itemCount: 30, boundsSize: Self.bounds)
        session.send(.page(1), at: 0.1)
        session.advance(to: 2)
        let offset = session.contentOffset
        let brandNew = LayoutDescriptor(name: "live-new", summary: "new", make: { FlowLayout() })

        let replaced = try session.replaceLayouts([Self.changedRing, brandNew], at: 2)
        #expect(!replaced)
        #expect(!session.collectionView.isAnimating)
        #expect(session.layoutName == "flow")
        #expect(session.descriptor.summary == LayoutDescriptor.flow.summary)
        #expect(session.contentOffset == offset)
        #expect(try session.catalog.entry(named: "ring").summary == "ring, version 2")
        #expect(session.catalog.names == LayoutCatalog.seeds.names + ["live-new"])

        // Switching to it later uses the new version.
        session.send(.selectLayout("ring"), at: 2.5)
        session.advance(to: 4)
        #expect((session.collectionView.layout as? CircleLayout)?.itemSize == Size(square: 44))
    }

    @Test func settingsTheNewVersionNoLongerTakesFallBackToItsDefaults() throws {
        var session = try Session(
            catalog: .seeds, layout: "flow", settings: [LayoutSetting(key: "direction", value: "horizontal")],
            itemCount: 10, boundsSize: Self.bounds)
        #expect(try session.replaceLayouts([Self.changedFlow], at: 0.5))
        #expect(session.settings.isEmpty)
        #expect((session.collectionView.layout as? FlowLayout)?.itemSize == Size(width: 80, height: 70))
    }
}
