import Foundation
@testable import OrbitSession
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// The typed dump and trace models read back exactly what the hand-built writers write.
@Suite struct DumpDocumentTests {
    let decoder = JSONDecoder()

    func decodeItem(_ attributes: LayoutAttributes, elementFields: Bool) throws -> DumpItem {
        try decoder.decode(DumpItem.self, from: Data(FormatEncoder.text(DumpItem(attributes, elementFields: elementFields)).utf8))
    }

    @Test func aCellDecodesToTheValuesWritten() throws {
        let cell = LayoutAttributes(
            indexPath: ItemIndexPath(item: 3), center: Point(x: 10.25, y: -20), size: Size(width: 30, height: 40),
            transform: Transform2D(rotationAngle: 0.3), anchorPoint: Point(x: 0.5, y: 2), alpha: 0.25, zIndex: -7,
            isHidden: true)
        let expected = DumpItem(
            index: 3, section: nil, center: [10.25, -20], size: [30, 40],
            transform: [cos(0.3), sin(0.3), -sin(0.3), cos(0.3), 0, 0], transform3D: nil, anchor: [0.5, 2], alpha: 0.25,
            zIndex: -7, hidden: true, doubleSided: nil, category: nil, kind: nil, id: nil, phase: nil)
        #expect(try decodeItem(cell, elementFields: false) == expected)
    }

    @Test func aSingleSidedHeaderIn3DDecodesWithItsElementFields() throws {
        let translation = Transform3D(translationX: 4, y: 5, z: 6)
        let header = LayoutAttributes(
            indexPath: ItemIndexPath(item: 0, section: 2), center: Point(x: 1, y: 2), size: Size(width: 3, height: 4),
            transform3D: translation, isDoubleSided: false, category: .supplementary, elementKind: "header")
        let item = try decodeItem(header, elementFields: true)
        #expect(item.section == 2 && item.index == 0)
        #expect(item.transform3D?.count == 16)
        #expect(item.transform3D.flatMap(Transform3D.init(entries:)) == translation)
        #expect(item.doubleSided == false)
        #expect(item.category == "supplementary" && item.kind == "header")
        #expect(item.transform == [1, 0, 0, 1, 0, 0])
    }

    /// A Shift + wheel pinch from ring: frames with a transition in progress, appearing items and ids.
    @Test func traceFramesDecodeToTheSessionTheyDescribe() throws {
        let script = """
            {"t": 0.1, "event": "modifiers", "shift": true}
            {"t": 0.2, "event": "wheel", "dy": 1}
            {"t": 0.3, "event": "wheel", "dy": 1}
            {"t": 0.6, "event": "modifiers", "shift": false}
            {"t": 0.8, "event": "items", "count": 32}
            """
        var replay = ScriptReplay(
            session: Session(layout: .ring, itemCount: 30, boundsSize: Size(width: 800, height: 600)),
            steps: try Script.parse(script))
        var checked = 0, transitions = 0, phased = 0
        var failure: String?
        replay.run { frame, time, session in
            let line = ReplayTrace.line(frame: frame, time: time, session: session)
            guard let decoded = try? decoder.decode(TraceFrame.self, from: Data(line.utf8)) else {
                failure = failure ?? "frame \(frame) does not decode: \(line.prefix(120))"
                return
            }
            let drawn = session.displayedItems.sortedInDrawOrder
            let transition = session.transitionStatus.map { TraceFrame.Transition(to: $0.to, progress: $0.progress) }
            let matches = decoded.frame == frame && decoded.t == time && decoded.layout == session.layoutName
                && decoded.contentOffset == [session.contentOffset.x, session.contentOffset.y]
                && decoded.contentSize == [session.contentSize.width, session.contentSize.height]
                && decoded.transition == transition && decoded.movement == nil
                && decoded.items.map(\.id) == drawn.map(\.id)
                && decoded.items.map(\.center) == drawn.map { [$0.attributes.center.x, $0.attributes.center.y] }
                && decoded.items.map(\.alpha) == drawn.map(\.attributes.alpha)
                && decoded.items.map(\.phase) == drawn.map { $0.phase == .steady ? nil : $0.phase.rawValue }
            if !matches { failure = failure ?? "frame \(frame) decodes to other values than the session's" }
            checked += 1
            if transition != nil { transitions += 1 }
            if decoded.items.contains(where: { $0.phase != nil }) { phased += 1 }
        }
        #expect(failure == nil, "\(failure ?? "")")
        #expect(checked > 60)
        #expect(transitions > 0, "the pinch drives an interactive transition")
        #expect(phased > 0, "the new items appear")
    }
}
