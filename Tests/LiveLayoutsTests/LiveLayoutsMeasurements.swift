import CollectionLayout
import Foundation
import LiveLayouts
import Testing

/// Timings and memory of the save → compile → load cycle, one version after another (no other
/// test running): `ORBIT_LIVE_MEASURE=1 swift test --skip-build --filter LiveLayoutsMeasurements`.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["ORBIT_LIVE_MEASURE"] != nil))
struct LiveLayoutsMeasurements {
    @Test func saveCompileLoadCycle() throws {
        let folder = try LiveTest.makeFolder()
        defer { LiveTest.remove(folder) }
        let compiler = try LiveTest.compiler(cache: folder + "/cache")
        let versions = Int(ProcessInfo.processInfo.environment["ORBIT_LIVE_MEASURE"] ?? "") ?? 10
        let nonce = LiveTest.nonce
        var compiles: [Double] = [], cached: [Double] = [], loads: [Double] = [], growths: [Int] = []
        let start = ResidentMemory.currentBytes()
        for version in 1...versions {
            let source = try LiveTest.write(
                nonce + LiveTest.lineLayoutFile(spacing: Double(version)), to: "Line.swift", in: folder)
            let library = try compiler.compile(source)
            compiles.append(library.seconds)
            cached.append(try compiler.compile(source).seconds)
            let before = ResidentMemory.currentBytes()
            let loaded = try LayoutLibraryLoader().load(library)
            var layout = try loaded.layouts[0].makeLayout()
            layout.prepare(LayoutContext(boundsSize: Size(width: 800, height: 600), itemCount: 1000))
            #expect(layout.visibleAttributes.count > 0)
            growths.append(ResidentMemory.currentBytes() - before)
            loads.append(loaded.seconds)
        }
        let total = ResidentMemory.currentBytes() - start
        func summary(_ values: [Double]) -> String {
            let sorted = values.sorted()
            return "median \(ms(sorted[sorted.count / 2])), min \(ms(sorted[0])), max \(ms(sorted[sorted.count - 1]))"
        }
        print("measure: \(versions) versions")
        print("measure: compile \(summary(compiles)); first \(ms(compiles[0]))")
        print("measure: cached compile \(summary(cached))")
        print("measure: load \(summary(loads))")
        print("measure: resident growth per load (KB) \(growths.map { $0 / 1024 }), whole run +\(total / 1024) KB")
    }
}
