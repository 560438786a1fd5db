import Foundation
@testable import LayoutCatalog
import OrbitSession
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// Wrap-around scrolling (docs/reference/INTERACTION.md, "Wrap-around"): a host capability layouts opt
/// into with `wrapping`; rotary, cylinder, wheel3d, line and line3d take a `wrap` parameter.
@Suite("wrap-around scrolling")
struct WrapTests {
    static let bounds = Size(width: 800, height: 600)

    /// A script that drags the pointer left by `distance` points (right when negative) in 6 moves,
    /// one frame apart, starting at 0.1 s, and lets go at speed (a fling).
    static func fling(distance: Double, x: Double = 400) -> String {
        var lines = [#"{"t": 0.00, "event": "size", "width": 800, "height": 600}"#]
        lines.append(#"{"t": 0.10, "event": "down", "button": "left", "x": \#(x), "y": 300}"#)
        for step in 1...6 {
            lines.append(#"{"t": \#(0.1 + Double(step) / 60), "event": "move", "x": \#(x - distance * Double(step) / 6), "y": 300}"#)
        }
        lines.append(#"{"t": \#(0.1 + 7.0 / 60), "event": "up", "button": "left", "x": \#(x - distance), "y": 300}"#)
        return lines.joined(separator: "\n")
    }

    /// The trace offsets of `script` replayed on `layout` with `settings`.
    static func replay(_ script: String, layout: LayoutDescriptor, settings pairs: [String], items: Int)
        throws -> (offsets: [Double], periods: [Double], session: Session, traces: [String])
    {
        let session = try Session(
            layout: layout, settings: pairs.map { try LayoutSetting(parsing: $0) }, itemCount: items, boundsSize: bounds)
        var replay = ScriptReplay(session: session, steps: try Script.parse(script))
        var offsets: [Double] = [], periods: [Double] = [], traces: [String] = []
        replay.run { frame, time, session in
            offsets.append(session.contentOffset.x)
            periods.append(session.contentSize.width)
            traces.append(ReplayTrace.line(frame: frame, time: time, session: session))
        }
        return (offsets, periods, replay.session, traces)
    }

    @Test("a fling across the seam, replayed, never jumps and lands on an item",
        arguments: [("line", ["wrap=true"]), ("line3d", ["wrap=true"]), ("rotary", ["wrap=true"]), ("cylinder", ["wrap=true"])])
    func flingAcrossTheSeam(name: String, settings: [String]) throws {
        let layout = try LayoutCatalog.builtIn.entry(named: name)
        // 12 items, item 0 focused: a fling backwards (the pointer moving right) crosses the seam
        // at once, from offset 0 to the end of the period.
        let (offsets, periods, session, traces) = try Self.replay(Self.fling(distance: -420), layout: layout, settings: settings, items: 12)
        let period = try #require(periods.last)
        #expect(periods.allSatisfy { $0 == period } && period > 0)
        // Reported offsets stay in 0..<period…
        #expect(offsets.allSatisfy { $0 >= 0 && $0 < period })
        // …and are continuous modulo the period: no frame moves more than a fling can in 1/60 s.
        var crossings = 0, travelled = 0.0
        for (previous, next) in zip(offsets, offsets.dropFirst()) {
            var step = (next - previous).truncatingRemainder(dividingBy: period)
            if step > period / 2 { step -= period }
            if step < -period / 2 { step += period }
            #expect(abs(step) < period / 4, "a jump of \(step) points in one frame")
            if abs(next - previous) > period / 2 { crossings += 1 }
            travelled += step
        }
        #expect(crossings >= 1, "crosses the seam (a fast fling round a short line more than once)")
        let pitch = period / 12
        // line3d pages one item per drag; the others coast on past the drag.
        #expect(name == "line3d" ? abs(travelled + pitch) < 1e-6 : travelled < -420, "travelled \(travelled)")
        // At rest on an item: the offset is a whole number of pitches.
        #expect(session.isIdle)
        let rest = try #require(offsets.last) / pitch
        #expect(abs(rest - rest.rounded()) < 1e-6, "rests at \(rest) items")
        // The trace reports the wrapped offset.
        #expect(traces.last?.contains("\"contentOffset\":[\(try #require(offsets.last))") == true)
    }

    @Test("scrolling back from item 0 crosses the seam to the last item, at rest and by paging")
    func backwardsAcrossTheSeam() throws {
        var session = try Session(
            layout: .rotary, settings: [LayoutSetting(key: "wrap", value: "true")], itemCount: 9, boundsSize: Self.bounds)
        var clock = HostFrameClock()
        session.send(.page(-1), at: clock.time)
        clock.run(&session, for: 1.5)
        #expect(session.collectionView.focusedIndex == 8)
        expectClose(session.contentOffset.x, 8 * 200, "item 8 focused at its own offset")
        // The offsets it passed through went down from 0 round to 1600, not across all the items.
        session.send(.page(1), at: clock.time)
        session.send(.page(1), at: clock.time)
        clock.run(&session, for: 1.5)
        #expect(session.collectionView.focusedIndex == 1)
    }

    @Test("each item is shown once, at its copy nearest the focus, and attributes(in:) stays O(k)")
    func eachItemOnce() throws {
        for (descriptor, count) in [(LayoutDescriptor.line, 5), (.line, 100_000), (.rotary, 5), (.wheel3D, 7), (.cylinder, 1_000_000)] {
            let axis: Axis = descriptor == .wheel3D ? .vertical : .horizontal
            var layout = try descriptor.makeLayout([LayoutSetting(key: "wrap", value: "true")])
            let period = try #require({ () -> Double? in
                var probe = layout
                probe.prepare(LayoutContext(boundsSize: Self.bounds, itemCount: count))
                return probe.wrapping?.period
            }())
            // Just before the seam: the last item is focused, the first follows it.
            let offset = Point(along: axis, period - period / Double(count) * 0.4, across: 0)
            layout.prepare(LayoutContext(boundsSize: Self.bounds, contentOffset: offset, itemCount: count))
            let visible = layout.visibleAttributes
            #expect(Set(visible.map(\.index)).count == visible.count, "\(descriptor.name): an item twice")
            #expect(visible.map(\.index) == visible.map(\.index).sorted())
            #expect(visible.contains { $0.index == 0 } && visible.contains { $0.index == count - 1 }, "\(descriptor.name)")
            #expect(visible.count <= 101)
        }
    }

    @Test("inserting and deleting animate across the seam: items keep their place on screen")
    func updatesAcrossTheSeam() throws {
        var session = try Session(
            layout: .line, settings: [LayoutSetting(key: "wrap", value: "true")], itemCount: 10, boundsSize: Self.bounds)
        var clock = HostFrameClock()
        session.send(.page(-1), at: clock.time)
        clock.run(&session, for: 1.5)
        #expect(session.collectionView.focusedIndex == 9)
        let before = Dictionary(uniqueKeysWithValues: session.displayedItems.map { ($0.id, $0.attributes.center - session.contentOffset) })
        // Delete item 9 (the focused one, next to the seam): the others start where they were.
        session.send(.setItemCount(9), at: clock.time)
        clock.time += 1.0 / 60
        session.advance(to: clock.time)
        for item in session.displayedItems where item.phase == .steady {
            guard let was = before[item.id] else { continue }
            let now = item.attributes.center - session.contentOffset
            #expect((now - was).length < 20, "item \(item.id) jumped from \(was) to \(now)")
        }
        clock.run(&session, for: 1)
        #expect(session.isIdle)
        #expect(session.contentOffset.x >= 0 && session.contentOffset.x < session.contentSize.width)
    }

    @Test("without wrap, line and line3d are as before (their dumps are checked byte for byte elsewhere)")
    func offByDefault() throws {
        for descriptor in [LayoutDescriptor.line, .line3d] {
            let layout = try preparedLayout(descriptor, size: Self.bounds, count: 10)
            #expect(layout.wrapping == nil)
            let wrapped = try preparedLayout(descriptor, [LayoutSetting(key: "wrap", value: "true")], size: Self.bounds, count: 10)
            let pitch: Double = descriptor == .line ? 110 : 260
            #expect(wrapped.wrapping?.period == 10 * pitch)
        }
    }

    @Test("the gesture fuzzer finds nothing wrong with the wrapping variants")
    func fuzzed() {
        let variants: [LayoutDescriptor] = [
            LayoutDescriptor(name: "rotary-wrap", summary: "rotary, wrapping", make: { var layout = RotaryLayout(); layout.wrap = true; return layout }),
            LayoutDescriptor(name: "wheel3d-wrap", summary: "wheel3d, wrapping", make: { var layout = Wheel3DLayout(); layout.wrap = true; return layout }),
            LayoutDescriptor(name: "line-wrap", summary: "line, wrapping", make: { var layout = CarouselLayout.line; layout.wrap = true; return layout }),
            LayoutDescriptor(name: "line3d-wrap", summary: "line3d, wrapping", make: { var layout = CarouselLayout.line3d; layout.wrap = true; return layout }),
        ]
        for (number, variant) in variants.enumerated() {
            var fuzzer = GestureFuzzer(.init(seed: 40 + UInt64(number), layout: variant, wanders: false, maximumItemCount: 3_000))
            let violation = fuzzer.run(frames: 300)
            #expect(violation == nil, "\(variant.name): \(violation.map { "\($0)\n\($0.script)" } ?? "")")
        }
    }
}
