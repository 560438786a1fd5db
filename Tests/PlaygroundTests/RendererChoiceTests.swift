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
}
