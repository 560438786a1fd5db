import Foundation
@testable import LayoutCatalog
import OrbitSession
import Testing

@testable import CollectionLayoutCore

/// The one encoder of the format models writes the text the hand-built writers wrote: keys in
/// declaration order, absent optionals left out, doubles in shortest round-trip form with `.0`,
/// integers bare. The expected lines are written out by hand.
@Suite struct FormatEncoderTests {
    @Test func aDumpItemIsWrittenInTheContractsOrder() {
        var item = DumpItem(
            LayoutAttributes(
                indexPath: ItemIndexPath(item: 3, section: 1), center: Point(x: 10.25, y: -0.0), size: Size(width: 30, height: 40),
                alpha: 0.5, zIndex: -7, isDoubleSided: false, category: .supplementary, elementKind: "header"),
            elementFields: true)
        item.phase = "appearing"
        #expect(FormatEncoder.text(item) == """
            {"index":3,"section":1,"center":[10.25,0.0],"size":[30.0,40.0],"transform":[1.0,0.0,0.0,1.0,0.0,0.0],\
            "anchor":[0.5,0.5],"alpha":0.5,"zIndex":-7,"hidden":false,"doubleSided":false,"category":"supplementary",\
            "kind":"header","phase":"appearing"}
            """)
    }

    @Test func itemsThatWriteThemselvesWriteWhatTheirEncodingWrites() {
        // Every optional field absent, then every one present (a 3D transform, a style, self-sizing).
        let plain = DumpItem(LayoutAttributes(indexPath: ItemIndexPath(item: 0, section: 0), center: .zero, size: .zero))
        var full = DumpItem(
            LayoutAttributes(
                indexPath: ItemIndexPath(item: 12, section: 3), center: Point(x: -1e-9, y: 1e21), size: Size(width: 0.1, height: 3),
                alpha: 0.25, zIndex: 4, isHidden: true, isDoubleSided: false, category: .decoration, elementKind: "badge \"b\"\n"),
            elementFields: true)
        full.transform3D = (0..<16).map { Double($0) / 3 }
        full.style = DumpStyle(ElementStyle(title: "Ti\u{1}tle é", color: StyleColor(red: 1, green: 0.5, blue: 0, alpha: 0.5), cornerRadius: 2.5, badgeCount: 9))
        full.id = 77
        full.phase = "disappearing"
        full.estimated = false
        full.preferredSize = [10, 20.5]
        for item in [plain, full] {
            #expect(FormatEncoder.text(item) == FormatEncoder.text(item, direct: false))
        }
        let frame = TraceFrame(
            frame: 3, t: 0.05, layout: "flow", contentOffset: Point(x: 0, y: 5), contentSize: Size(width: 1, height: 2),
            movement: .init(item: 2, target: 7, section: 1), items: [plain, full, plain])
        #expect(FormatEncoder.text(frame) == FormatEncoder.text(frame, direct: false))
        #expect(FormatEncoder.text(frame).contains(#""items":[{"index":0,"center":[0.0,0.0]"#))
    }

    @Test func aDumpDocumentEndsWithItsTargetOnlyWhenItHasOne() {
        let document = DumpDocument(
            layout: "ring", bounds: Size(width: 800, height: 600), contentOffset: .zero, contentSize: Size(width: 800, height: 600),
            items: [], targetContentOffset: Point(x: 0, y: 1e-7))
        #expect(FormatEncoder.text(document) == """
            {"layout":"ring","bounds":[800.0,600.0],"contentOffset":[0.0,0.0],"contentSize":[800.0,600.0],"items":[],\
            "targetContentOffset":[0.0,1e-07]}
            """)
        var plain = document
        plain.targetContentOffset = nil
        plain.content = "captions"
        #expect(FormatEncoder.text(plain).hasSuffix(#""contentSize":[800.0,600.0],"content":"captions","items":[]}"#))
    }

    @Test func aTraceFrameNestsItsTransitionAndMovement() {
        let frame = TraceFrame(
            frame: 12, t: 0.2, layout: "flow", contentOffset: Point(x: 0, y: 5), contentSize: Size(width: 1, height: 2),
            transition: .init(to: "ring", progress: 0.4), movement: .init(item: 2, target: 7), items: [])
        #expect(FormatEncoder.text(frame) == """
            {"frame":12,"t":0.2,"layout":"flow","contentOffset":[0.0,5.0],"contentSize":[1.0,2.0],\
            "transition":{"to":"ring","progress":0.4},"movement":{"item":2,"target":7},"items":[]}
            """)
    }

    @Test(arguments: [
        (SessionEvent.input(.wheel(dx: 0, dy: -1.5, at: Point(x: 7, y: 8))), #"{"t":1.0,"event":"wheel","dx":0.0,"dy":-1.5,"x":7.0,"y":8.0}"#),
        (.action(.timing(SpringTiming(dampingRatio: 0.8, response: 0.3))), #"{"t":1.0,"event":"timing","curve":"spring","damping":0.8,"response":0.3}"#),
        (.action(.timing(nil)), #"{"t":1.0,"event":"timing","curve":"ease-in-out"}"#),
        (.action(.setParameter(LayoutSetting(key: "spacing", value: "0.5"))), #"{"t":1.0,"event":"set","key":"spacing","value":0.5}"#),
        (.action(.setParameter(LayoutSetting(key: "pinHeaders", value: "true"))), #"{"t":1.0,"event":"set","key":"pinHeaders","value":true}"#),
        (.action(.setParameter(LayoutSetting(key: "direction", value: "horizontal"))), #"{"t":1.0,"event":"set","key":"direction","value":"horizontal"}"#),
        (.action(.insertSection(at: 2, count: 5)), #"{"t":1.0,"event":"insertSection","at":2,"count":5}"#),
        (.action(.setSections([3, 0])), #"{"t":1.0,"event":"sections","counts":[3,0]}"#),
        (.action(.preferredSize(item: 4, Size(width: 10, height: 20.5))), #"{"t":1.0,"event":"prefer","item":4,"width":10.0,"height":20.5}"#),
    ])
    func scriptLinesKeepTheirDocumentedOrder(event: SessionEvent, expected: String) throws {
        let timed = TimedStep(time: 1, step: .event(event))
        #expect(Script.line(for: timed) == expected)
        // The parser reads the event back.
        #expect(try Script.parseLine(expected, number: 1) == timed)
    }
}
