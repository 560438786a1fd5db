import CSDL2
import CollectionLayout
import Foundation
import Testing

@testable import Playground

extension SDLTests {
    /// F11 where no window manager acts on fullscreen requests (SDL's dummy driver here; a bare X
    /// server such as Xvfb likewise): the window really covers the display, the frame is drawn at
    /// that size, and a second F11 brings back the size it had.
    @Suite struct FullscreenTests {
        @Test(.enabled(if: ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == "dummy"))
        func fullscreenCoversTheDisplayAndASecondToggleRestoresTheWindow() throws {
            guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else {
                Issue.record("SDL cannot start video: \(String(cString: SDL_GetError()))")
                return
            }
            defer { SDL_QuitSubSystem(SDL_INIT_VIDEO) }
            var bounds = SDL_Rect()
            try #require(SDL_GetDisplayBounds(0, &bounds) == 0)
            let display = Size(width: Double(bounds.w), height: Double(bounds.h))
            let original = Size(width: 320, height: 200)
            try #require(display != original)

            let window = try PlaygroundWindow(title: "Orbit test", size: original, vsync: false)
            #expect(!window.hasWindowManager)
            func drawable() -> Size {
                var w: Int32 = 0, h: Int32 = 0
                SDL_GetRendererOutputSize(window.renderer, &w, &h)
                return Size(width: Double(w), height: Double(h))
            }
            #expect(window.size == original && drawable() == original)

            window.toggleFullscreen()
            SDL_PumpEvents()
            #expect(window.isFullscreen)
            #expect(window.size == display)
            #expect(drawable() == display, "the frame must be drawn at the size the window has")

            window.toggleFullscreen()
            SDL_PumpEvents()
            #expect(!window.isFullscreen)
            #expect(window.size == original && drawable() == original)
        }

        /// `play --size 16384x16384` on a 1280x1024 display: the window opens at the display's
        /// size (each frame of the whole size cost a gigabyte of pixels; the first took 35 s).
        @Test func aWindowLargerThanTheDisplayIsCutToIt() {
            let display = Size(width: 1280, height: 1024)
            #expect(PlaygroundWindow.fitted(Size(width: 16384, height: 16384), display: display) == display)
            #expect(PlaygroundWindow.fitted(Size(width: 800, height: 4000), display: display) == Size(width: 800, height: 1024))
            #expect(PlaygroundWindow.fitted(Size(width: 1280, height: 800), display: display) == nil, "it fits: as asked")
        }
    }
}
