import Foundation
import OrbitSession
import OrbitSupport
import Testing

@testable import CollectionLayoutCore

@Suite struct JSONTextTests {
    @Test func writesNestedObjectsWithCommasInTheRightPlaces() {
        var json = JSONText()
        json.beginObject()
        json.key("a"); json.integer(1)
        json.key("b"); json.numbers([1.5, -2])
        json.key("c")
        json.beginArray()
        json.beginObject(); json.key("d"); json.bool(true); json.endObject()
        json.beginObject(); json.key("e"); json.string("x\"y\n"); json.endObject()
        json.endArray()
        json.endObject()
        #expect(json.text == #"{"a":1,"b":[1.5,-2.0],"c":[{"d":true},{"e":"x\"y\n"}]}"#)
    }

    @Test func numbersReadBackExactlyAndNeverAsNaN() {
        var json = JSONText()
        let values = [0.1, 1.0 / 3.0, 1e-7, 123456789.123, -0.0, .nan, .infinity]
        json.numbers(values)
        let parts = json.text.dropFirst().dropLast().split(separator: ",").map(String.init)
        #expect(parts.count == values.count)
        for (part, value) in zip(parts, values) where value.isFinite {
            #expect(Double(part) == value)
        }
        #expect(parts[4] == "0.0")
        #expect(parts[5] == "null" && parts[6] == "null")
    }

    @Test func attributesWriteTheDumpItemObject() throws {
        let attributes = LayoutAttributes(
            indexPath: ItemIndexPath(item: 3), center: Point(x: 10, y: 20), size: Size(width: 30, height: 40),
            transform: Transform2D(rotationAngle: .pi / 2), anchorPoint: Point(x: 0.5, y: 2),
            alpha: 0.25, zIndex: -7, isHidden: true)
        var item = DumpItem(attributes)
        item.id = 42
        let text = FormatEncoder.text(item)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["index"] as? Int == 3)
        #expect(object["zIndex"] as? Int == -7)
        #expect(object["hidden"] as? Bool == true)
        #expect(object["alpha"] as? Double == 0.25)
        #expect(object["id"] as? Int == 42)
        #expect((object["anchor"] as? [Double]) == [0.5, 2])
        #expect((object["transform"] as? [Double])?.count == 6)
    }
}
