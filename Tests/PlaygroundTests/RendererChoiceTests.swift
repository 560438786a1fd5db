import CollectionLayout
import Testing

@testable import Playground

/// `--renderer auto`: which GL drivers count as software (what each choice opens: RenderBenchTests).
@Suite struct RendererChoiceTests {
    @Test func mesasCPURasterizersAreSoftwareAndGPUsAreNot() {
        for name in ["llvmpipe (LLVM 15.0.6, 256 bits)", "softpipe", "Mesa X11 swrast", "Software Rasterizer", "LLVMPIPE"] {
            #expect(RendererChoice.isSoftwareGL(name), "\(name)")
        }
        for name in ["Mesa Intel(R) UHD Graphics 620 (KBL GT2)", "NVIDIA GeForce RTX 3060/PCIe/SSE2", "AMD Radeon RX 6600 (navi23, LLVM 15.0.6, DRM 3.49)", ""] {
            #expect(!RendererChoice.isSoftwareGL(name), "\(name)")
        }
    }

    static let llvmpipe = OpenGLDriver(glRenderer: "llvmpipe (LLVM 15.0.6, 256 bits)")
    static let gpu = OpenGLDriver(glRenderer: "Mesa Intel(R) UHD Graphics 620 (KBL GT2)")

    /// `auto` on a software OpenGL weighs the items: blits for flat ones, OpenGL for perspective
    /// quads; on a GPU OpenGL whatever they are; without OpenGL the software renderer. Asked by
    /// name, the name wins (except OpenGL without OpenGL).
    @Test func autoWeighsTheDriverAndTheItems() {
        #expect(Self.llvmpipe == .software("llvmpipe (LLVM 15.0.6, 256 bits)"))
        #expect(Self.gpu == .hardware("Mesa Intel(R) UHD Graphics 620 (KBL GT2)"))
        let cases: [(RendererChoice, OpenGLDriver, SceneDepth, String)] = [
            (.auto, Self.llvmpipe, .flat, "software (flat)"),
            (.auto, Self.llvmpipe, .perspective, "opengl (3D)"),
            (.auto, Self.gpu, .flat, "opengl (GPU)"),
            (.auto, Self.gpu, .perspective, "opengl (GPU)"),
            (.auto, .none, .perspective, "software (no OpenGL)"),
            (.software, Self.llvmpipe, .perspective, "software (asked)"),
            (.opengl, Self.llvmpipe, .flat, "opengl (asked)"),
            (.opengl, .none, .flat, "software (no OpenGL)"),
        ]
        for (choice, driver, depth, label) in cases {
            #expect(choice.decision(openGL: driver, depth: depth).label == label, "\(choice) \(driver) \(depth)")
        }
    }

    /// After Tab to a layout of the other depth the renderer stays (chosen at start), and the HUD
    /// says which one the new items would draw faster with; a choice that did not weigh the items
    /// never adds that.
    @Test func theHUDLineSaysWhenTheItemsNoLongerSuitTheRenderer() {
        let flat = RendererChoice.auto.decision(openGL: Self.llvmpipe, depth: .flat)
        #expect(flat.hudLabel(showing: .flat) == "software (flat)")
        #expect(flat.hudLabel(showing: .perspective) == "software (flat), chosen at start; 3D items draw faster with --renderer opengl")
        let deep = RendererChoice.auto.decision(openGL: Self.llvmpipe, depth: .perspective)
        #expect(deep.hudLabel(showing: .flat) == "opengl (3D), chosen at start; flat items draw faster with --renderer software")
        for decision in [RendererChoice.auto.decision(openGL: Self.gpu, depth: .flat), RendererChoice.software.decision(openGL: Self.llvmpipe, depth: .flat)] {
            #expect(decision.hudLabel(showing: .perspective) == decision.label)
        }
    }

    /// The depth of a frame's items: 3D as soon as one carries a `transform3D` (the cylinder's
    /// do; the ring's and flow's 2D transforms do not).
    @Test func itemsWithA3DTransformMakeThePerspectiveDepth() {
        func depth(_ layout: LayoutDescriptor) -> SceneDepth {
            PlaygroundApp.startingDepth(PlaygroundOptions(layout: layout, itemCount: 1000, windowSize: Size(width: 1280, height: 800)))
        }
        #expect(depth(.ring) == .flat)
        #expect(depth(.flow) == .flat)
        #expect(depth(.cylinder) == .perspective)
        #expect(depth(.coverFlow) == .perspective)
        #expect(SceneDepth(items: []) == .flat)
        let flat = LayoutAttributes(indexPath: ItemIndexPath(item: 0), center: Point(x: 5, y: 5), size: Size(width: 10, height: 10))
        var deep = flat
        deep.transform3D = Transform3D(translationX: 1, y: 0)
        #expect(SceneDepth(items: [DisplayedItem(id: 0, attributes: flat)]) == .flat)
        #expect(SceneDepth(items: [DisplayedItem(id: 0, attributes: flat), DisplayedItem(id: 1, attributes: deep)]) == .perspective)
        // Asked by name, the items are not weighed.
        var named = PlaygroundOptions(layout: .cylinder, itemCount: 1000, windowSize: Size(width: 1280, height: 800))
        named.renderer = .opengl
        #expect(PlaygroundApp.startingDepth(named) == .flat)
    }
}
