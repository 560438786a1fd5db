import CollectionLayout
import ExampleLayouts
import Testing

@Suite("registration")
struct CatalogTests {
    @Test("both layouts join the seeds under their own names")
    func catalog() throws {
        let catalog = try LayoutCatalog.seeds.adding([.spiral, .petals])
        #expect(catalog.names.suffix(2) == ["spiral", "petals"])
        let spiral = try catalog.entry(named: "spiral").makeLayout()
        let petals = try catalog.entry(named: "petals").makeLayout()
        #expect(spiral is SpiralLayout && petals is PetalsLayout)
    }

    @Test("spiral's --set keys apply, and bad values are refused")
    func spiralParameters() throws {
        #expect(LayoutDescriptor.spiral.parameterKeys == ["itemSize", "spacing", "growth", "innerRadius", "innerScale", "endAngle"])
        let made = try LayoutDescriptor.spiral.makeLayout([
            LayoutSetting(key: "spacing", value: "80"), LayoutSetting(key: "growth", value: "25"),
            LayoutSetting(key: "itemSize", value: "40x30"), LayoutSetting(key: "endAngle", value: "-pi/2"),
        ])
        let layout = try #require(made as? SpiralLayout)
        #expect(layout.spacing == 80 && layout.growth == 25 && layout.itemSize == Size(width: 40, height: 30))
        #expect(layout.endAngle == -Double.pi / 2)
        for (key, value) in [("spacing", "0"), ("growth", "-1"), ("innerScale", "2"), ("itemSize", "0"), ("turns", "3")] {
            #expect(throws: LayoutConfigurationError.self, "\(key)=\(value)") {
                try LayoutDescriptor.spiral.makeLayout([LayoutSetting(key: key, value: value)])
            }
        }
    }
}
