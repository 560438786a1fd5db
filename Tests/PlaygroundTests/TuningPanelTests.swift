import CSDL2
import CollectionLayout
import Foundation
import OrbitRendering
import OrbitSession
import Testing

@testable import Playground

/// The tuning panel's pure parts: where it docks, the layout picker, the controls of parameters.
@Suite struct TuningPanelTests {
    @Test func thePanelDocksRightAndTheContentKeepsTheRest() throws {
        for (width, panel) in [(1280.0, 360.0), (900, 306), (600, 260)] {
            let split = try #require(TuningPanelLayout.split(window: Size(width: width, height: 700)))
            #expect(split.panel == Rect(x: width - panel, y: 0, width: panel, height: 700))
            #expect(split.content == Size(width: width - panel, height: 700))
        }
        // 480 - 260 leaves 220 points, under the content's 240.
        #expect(TuningPanelLayout.split(window: Size(width: 480, height: 700)) == nil)
        #expect(TuningPanelLayout.split(window: Size(width: .nan, height: 700)) == nil)
    }

    @Test func theLayoutPickerGroupsByOriginAndFilters() throws {
        let mine = LayoutDescriptor(name: "spiral", summary: "items on a spiral", origin: "my file") { FlowLayout() }
        // A user's file may also replace a built-in layout's name.
        let myRing = LayoutDescriptor(name: "ring", summary: "my own ring", origin: "my file") { FlowLayout() }
        var entries = LayoutCatalog.builtIn.entries
        entries[entries.firstIndex { $0.name == "ring" }!] = myRing
        let catalog = try LayoutCatalog(entries + [mine])
        let groups = LayoutPicker.groups(catalog, filter: "")
        #expect(groups.map(\.title) == ["seeds", "carousels", "sections", "content", "gallery", "your files"])
        #expect(groups[0].layouts.map(\.name) == ["flow", "waterfall", "line3d", "circle", "cards", "wheel", "line", "small-circle", "firewheel"])
        #expect(groups[1].layouts.map(\.name) == ["coverflow", "rotary", "cylinder", "timemachine", "wheel3d"])
        #expect(groups[2].layouts.map(\.name) == ["planner"])
        #expect(groups[3].layouts.map(\.name) == ["justified", "tags"])
        #expect(groups[4].layouts.map(\.name) == LayoutCatalog.galleryLayouts.map(\.name))
        #expect(groups[5].layouts.map(\.name) == ["ring", "spiral"])
        // Every word must appear in the name, summary or origin, in any case.
        #expect(LayoutPicker.groups(catalog, filter: "MY spiral").flatMap(\.layouts).map(\.name) == ["spiral"])
        #expect(LayoutPicker.groups(catalog, filter: "cover").map(\.title) == ["carousels"])
        #expect(LayoutPicker.groups(catalog, filter: "nothing-like-this").isEmpty)
    }

    /// Units come from the descriptor: sizes and insets are points by their factory, numbers as
    /// their layout declares them; the panel prints them with the value or in the label.
    @Test func parameterUnitsComeFromTheDescriptorAndShowInThePanel() throws {
        func info(_ layout: LayoutDescriptor, _ key: String) throws -> LayoutParameterInfo {
            try #require(layout.parameters.first { $0.key == key }, "\(layout.name) has \(key)")
        }
        #expect(try info(.ring, "itemSize").unit == "pt")
        #expect(try info(.flow, "sectionInset").unit == "pt")
        #expect(try info(.wheel, "radius").unit == "pt")
        #expect(try info(.firewheel, "startAngle").unit == "rad")
        #expect(try info(.flow, "direction").unit == "")
        #expect(try info(.coverFlow, "tilt").unit == "")

        let radius = try info(.wheel, "radius")
        #expect(ParameterControl.numberFormat(unit: radius.unit) == "%.4g pt")
        #expect(ParameterControl.numberFormat(unit: "") == "%.4g")
        #expect(ParameterControl.numberFormat(unit: "%") == "%.4g %%")
        #expect(ParameterControl.tooltip(radius) == "radius: a positive number, in pt (default 500)")
        #expect(ParameterControl.tooltip(try info(.coverFlow, "tilt")) == "tilt: a number from -1 to 1 (default 0.9)")
        let size = try info(.ring, "itemSize")
        #expect(ParameterControl.label(size, control: .text) == "itemSize (pt)")
        #expect(ParameterControl.label(radius, control: .drag(minimum: 0, maximum: 1, speed: 1)) == "radius")
    }

    @Test func eachParameterKindHasItsControl() {
        #expect(ParameterControl(kind: .number(.within(0...10)), value: "2") == .slider(0...10))
        #expect(ParameterControl(kind: .number(.nonNegative), value: "250")
            == .drag(minimum: 0, maximum: ParameterValue.maximumMagnitude, speed: 2.5))
        #expect(ParameterControl(kind: .number(.positive), value: "0.5")
            == .drag(minimum: ParameterControl.smallestPositive, maximum: ParameterValue.maximumMagnitude, speed: 0.01))
        #expect(ParameterControl(kind: .count(1...8), value: "3") == .stepper(1...8))
        #expect(ParameterControl(kind: .flag, value: "true") == .toggle)
        #expect(ParameterControl(kind: .choice(["a", "b"]), value: "a") == .choice(["a", "b"]))
        #expect(ParameterControl(kind: .text, value: "80x40") == .text)
        #expect(ParameterControl.text(for: 0.123456) == "0.1235")
        #expect(ParameterControl.text(for: 1234.5678) == "1235")
        #expect(ParameterControl.text(for: -0.0020004) == "-0.002")
        #expect(ParameterControl.text(for: .nan) == "0")
    }

    @Test func everySeedParameterHasAKindMatchingItsExpectation() {
        for entry in LayoutCatalog.builtIn.entries {
            for parameter in entry.parameters {
                switch parameter.kind {
                case .flag: #expect(parameter.expectation == "true or false")
                case .choice(let names): #expect(parameter.expectation == "one of " + names.joined(separator: ", "))
                case .count(let range): #expect(parameter.expectation == "a whole number from \(range.lowerBound) to \(range.upperBound)")
                case .number(let rule): #expect(parameter.expectation == rule.phrase)
                case .text: #expect(!parameter.expectation.isEmpty)
                }
                // The default reads back through the control's own parsing.
                if case .number(let rule) = parameter.kind { #expect(ParameterValue.number(parameter.defaultValue, rule: rule) != nil) }
            }
        }
    }

    @Test func eTogglesThePanel() {
        #expect(KeyBindings.playground.binding(forKey: "e") == .host(.togglePanel))
        #expect(KeyBindings.playground.binding(forKey: "E") == .host(.togglePanel))
    }
}

extension SDLTests {
    /// Dear ImGui drawn with the window's renderer: the panel fills its dock and nothing else, and
    /// takes the pointer over it only.
    @Suite struct TuningPanelDrawingTests {
        @Test(.enabled(if: ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == "dummy"))
        func thePanelDrawsInItsDockAndTakesThePointerThere() throws {
            guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else {
                Issue.record("SDL cannot start video: \(String(cString: SDL_GetError()))")
                return
            }
            defer { SDL_QuitSubSystem(SDL_INIT_VIDEO) }
            let window = try PlaygroundWindow(title: "Orbit test", size: Size(width: 800, height: 500), vsync: false)
            let panel = try #require(TuningPanel(
                window: window.window, renderer: window.renderer, fontPath: FontLocator.locate()?.regular, pixelScale: 1))
            let split = try #require(TuningPanelLayout.split(window: window.size))
            let session = try Session(catalog: .builtIn, layout: "coverflow", itemCount: 10, boundsSize: split.content)
            var actions = TuningPanel.Actions()
            for _ in 0..<2 {
                SDL_SetRenderDrawColor(window.renderer, 0, 0, 0, 255)
                SDL_RenderClear(window.renderer)
                actions = panel.draw(in: split.panel, session: session)
            }
            #expect(actions.events.isEmpty && !actions.copyCommand)
            let image = try window.readPixels()
            let dock = Int(split.panel.minX)
            func lit(_ x: Int, _ y: Int) -> Bool {
                let color = image[x, y]
                return color.red + color.green + color.blue > 0.05
            }
            // ImGui's window background fills the dock; the content's part stays as cleared.
            #expect((0..<dock).allSatisfy { x in stride(from: 0, to: 500, by: 25).allSatisfy { !lit(x, $0) } })
            #expect(stride(from: dock + 2, to: 798, by: 7).allSatisfy { lit($0, 490) })

            func press(at x: Int32, _ y: Int32) -> Bool {
                var event = SDL_Event()
                event.button = SDL_MouseButtonEvent(
                    type: SDL_MOUSEBUTTONDOWN.rawValue, timestamp: 0, windowID: 0, which: 0, button: UInt8(SDL_BUTTON_LEFT),
                    state: UInt8(SDL_PRESSED), clicks: 1, padding1: 0, x: x, y: y)
                return panel.takes(&event)
            }
            #expect(press(at: Int32(dock) + 40, 480))
            #expect(!press(at: 100, 100))
        }

        /// On the software renderer the panel's pixels are kept: a frame whose panel is unchanged
        /// copies them (no redraw) and shows exactly what drawing it again shows; a change (another
        /// layout's parameters) draws it again.
        @Test(.enabled(if: ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == "dummy"))
        func anUnchangedPanelIsCopiedWithTheSamePixels() throws {
            guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else {
                Issue.record("SDL cannot start video: \(String(cString: SDL_GetError()))")
                return
            }
            defer { SDL_QuitSubSystem(SDL_INIT_VIDEO) }
            let window = try PlaygroundWindow(title: "Orbit test", size: Size(width: 800, height: 500), vsync: false, renderer: .software)
            let panel = try #require(TuningPanel(
                window: window.window, renderer: window.renderer, fontPath: FontLocator.locate()?.regular, pixelScale: 1))
            let split = try #require(TuningPanelLayout.split(window: window.size))
            let coverflow = try Session(catalog: .builtIn, layout: "coverflow", itemCount: 10, boundsSize: split.content)
            let cylinder = try Session(catalog: .builtIn, layout: "cylinder", itemCount: 10, boundsSize: split.content)
            func frame(_ session: Session) throws -> PixelImage {
                SDL_SetRenderDrawColor(window.renderer, 0, 0, 0, 255)
                SDL_RenderClear(window.renderer)
                _ = panel.draw(in: split.panel, session: session)
                return try window.readPixels()
            }
            let kept = TuningPanel.keepsPixels(true)
            defer { _ = TuningPanel.keepsPixels(kept) }
            #expect(kept, "the software renderer keeps the panel by default")
            // ImGui lays a new window out over its first two frames.
            for _ in 0..<3 { _ = try frame(coverflow) }
            let before = TuningPanel.redraws
            let copied = try frame(coverflow)
            #expect(TuningPanel.redraws == before, "an unchanged panel is not drawn again")
            _ = TuningPanel.keepsPixels(false)
            let drawn = try frame(coverflow)
            #expect(TuningPanel.redraws == before + 1)
            #expect(copied.bytes == drawn.bytes, "the kept pixels are the drawn ones")
            _ = TuningPanel.keepsPixels(true)
            _ = try frame(coverflow)
            let other = try frame(cylinder)
            #expect(TuningPanel.redraws >= before + 3, "a changed panel is drawn again")
            #expect(other.bytes != copied.bytes)
        }
    }
}
