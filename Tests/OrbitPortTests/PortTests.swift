import Foundation
import OrbitPort
import Testing

@Suite struct PortTests {
    private func port(_ source: String, _ name: String = "Layout.swift") -> PortResult {
        LayoutPorter.port(source: source, fileName: name)
    }

    @Test func optionalRequirementsBecomeThrowingRequirementsWithDefaults() {
        let source = """
            /// Sizes.
            @objc protocol SizingDelegate {
                @objc optional func size(for index: Int) -> Double // optional
                @objc(layoutDidFinish)
                optional func didFinish()
                @objc optional var gap: Double { get }
                func count() -> Int
            }

            """
        let expected = """
            /// Sizes.
            protocol SizingDelegate: AnyObject {
                func size(for index: Int) throws -> Double // optional
                func didFinish() throws
                var gap: Double { get throws }
                func count() -> Int
            }

            // orbit port: the defaults of SizingDelegate's former optional requirements. A conformer that does not
            // implement one gets its default, which throws, so `try?` at the call site gives nil and the fallback runs.
            extension SizingDelegate {
                func size(for index: Int) throws -> Double { throw OptionalRequirementNotImplemented() }
                func didFinish() throws { throw OptionalRequirementNotImplemented() }
                var gap: Double { get throws { throw OptionalRequirementNotImplemented() } }
            }

            /// Thrown by the defaults of former `@objc optional` requirements: "not implemented".
            private struct OptionalRequirementNotImplemented: Error {}

            """
        let result = port(source)
        #expect(result.text == expected)
        #expect(result.warnings.isEmpty)
        #expect(result.changes.map(\.description).contains("Layout.swift:2: removed @objc"))
        #expect(result.changes.map(\.description).contains("Layout.swift:4: removed @objc(layoutDidFinish)"))
    }

    @Test func publicProtocolsGetPublicDefaultsAndKeepTheirInheritance() {
        let source = """
            @objc public protocol Feed: NSObjectProtocol {
                @objc optional func title(at index: Int) async -> String
            }
            """
        let result = port(source)
        #expect(result.text.hasPrefix("""
            public protocol Feed: NSObjectProtocol {
                func title(at index: Int) async throws -> String
            }
            """))
        #expect(result.text.contains("public extension Feed {\n    func title(at index: Int) async throws -> String { throw"))
    }

    @Test func optionalCallsBecomeTryWithTheFallbackOutside() {
        let declarations = """
            @objc protocol D {
                @objc optional func collectionView(_ c: Int, sizeAt i: Int) -> Size
                @objc optional func didTap(_ i: Int)
                @objc optional var gap: Double { get }
            }

            """
        let calls = """
            let a = delegate?.collectionView?(c, sizeAt: 1) ?? itemSize
            let w = delegate?.collectionView?(c, sizeAt: 1).width ?? 0 /* width */
            delegate?.didTap?(2)
            let b = (delegate as? D)?.collectionView?(c, sizeAt: 3)
            let f = delegate!.collectionView!(c, sizeAt: 4)
            let g = delegate?.gap ?? 8
            let h = onTap?(5) // a closure property: untouched
            """
        let expected = """
            let a = (try? delegate?.collectionView(c, sizeAt: 1)) ?? itemSize
            let w = (try? delegate?.collectionView(c, sizeAt: 1).width) ?? 0 /* width */
            try? delegate?.didTap(2)
            let b = (try? (delegate as? D)?.collectionView(c, sizeAt: 3))
            let f = (try! delegate!.collectionView(c, sizeAt: 4))
            let g = (try? delegate?.gap) ?? 8
            let h = onTap?(5) // a closure property: untouched
            """
        let result = port(declarations + calls)
        #expect(result.text.hasSuffix(expected))
        #expect(result.warnings.isEmpty)
        #expect(result.changes.contains { $0.line == 6 && $0.message == "called optional requirement collectionView?(…) as try? collectionView(…)" })
    }

    @Test func callsAreRewrittenAcrossThePortedFiles() {
        let results = LayoutPorter.port(files: [
            PortInput(fileName: "Delegate.swift", source: "@objc protocol D: NSObjectProtocol {\n    @objc optional func inset(_ s: Int) -> Double\n}\n"),
            PortInput(fileName: "Layout.swift", source: "let x = delegate?.inset?(0) ?? 4\nlet y = other?.margin?(at: 1)\n"),
        ])
        #expect(results[1].text == "let x = (try? delegate?.inset(0)) ?? 4\nlet y = other?.margin?(at: 1)\n")
        #expect(results[1].warnings.map(\.description) == [
            "Layout.swift:2: warning: cannot rewrite margin?(…): it is not an optional requirement of a protocol in the ported files; port the file declaring it too, or call it by hand"
        ])
    }

    @Test func objcAttributesAndDynamicAreRemovedKeepingComments() {
        let source = """
            @objcMembers
            final class Layout: NSObject {
                // The gap.
                @objc dynamic var gap = 8.0 // KVO on iOS
                @MainActor @objc func relayout() {}
                @objc(prepareLayout)
                func prepare() {}
                @IBInspectable var tint: Int = 0
                dynamic var replaced = 1
            }
            """
        let expected = """
            final class Layout: NSObject {
                // The gap.
                var gap = 8.0 // KVO on iOS
                @MainActor func relayout() {}
                func prepare() {}
                @IBInspectable var tint: Int = 0
                dynamic var replaced = 1
            }
            """
        let result = port(source)
        #expect(result.text == expected)
        #expect(result.rewrites.map(\.description) == [
            "Layout.swift:1: removed @objcMembers", "Layout.swift:4: removed @objc dynamic",
            "Layout.swift:5: removed @objc", "Layout.swift:6: removed @objc(prepareLayout)",
        ])
    }

    @Test func overridesInAnExtensionMoveIntoTheClass() {
        let source = """
            final class Grid: Base {
                var gap = 1
            }

            extension Grid: Sendable {
                /// Prepares.
                override func prepare() {
                    delegate?.willPrepare?()
                }

                func helper() {}
            }

            @objc protocol P { @objc optional func willPrepare() }
            """
        let result = port(source)
        #expect(result.text.hasPrefix("""
            final class Grid: Base {
                var gap = 1

                /// Prepares.
                override func prepare() {
                    try? delegate?.willPrepare()
                }
            }

            extension Grid: Sendable {

                func helper() {}
            }
            """))
        #expect(result.changes.contains { $0.line == 7 && $0.message.hasPrefix("moved override prepare from an extension into class Grid") })
    }

    @Test func whatNeedsObjectiveCAtRunTimeIsLeftAndReported() {
        let source = """
            @objc protocol P { @objc optional func size() -> Double }
            final class Layout: NSObject {
                @objc func tapped() {}
                func wire(_ button: Button) {
                    button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
                    if delegate?.responds(to: #selector(P.size)) == true { print("sizes") }
                    token = observe(\\.bounds) { _, _ in }
                }
            }
            """
        let result = port(source)
        #expect(result.text.contains("@objc func tapped() {}"))
        #expect(result.text.contains("#selector(tapped)"))
        #expect(result.text.contains("delegate?.responds(to: #selector(P.size)) == true"))
        #expect(result.warnings.map(\.line) == [3, 5, 6, 7])
        #expect(result.warnings.allSatisfy { $0.message.hasPrefix("cannot ") && $0.message.contains("by hand") })
        #expect(result.warnings[2].description.hasPrefix("Layout.swift:6: warning: cannot rewrite responds(to:)"))
    }

    @Test func portingAPortedFileChangesNothing() {
        let once = port(Fixture.layout)
        #expect(once.isChanged)
        #expect(once.warnings.isEmpty)
        let twice = port(once.text)
        #expect(twice.text == once.text)
        #expect(twice.changes.isEmpty)
        #expect(!twice.isChanged)
    }

    @Test func aFileThatDoesNotParseIsReportedAndLeftAlone() throws {
        let source = "final class Layout {\n    @objc func f( {\n}\n"
        let result = port(source, "Broken.swift")
        #expect(result.text == source)
        #expect(result.changes.isEmpty)
        let error = try #require(result.parseError)
        #expect(error.line == 2)
        #expect(error.description.hasPrefix("Broken.swift:2: warning: does not parse as Swift; skipped"))
    }

    @Test func plainSwiftIsUnchanged() {
        let source = "import Foundation\n\nlet closure: ((Int) -> Void)? = nil\nclosure?(1) // stays\n"
        let result = port(source)
        #expect(result.text == source)
        #expect(result.changes.isEmpty)
    }
}
