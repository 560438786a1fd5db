import CSDL2
import CollectionLayout
import OrbitRendering
import OrbitTestSupport
import Testing

@testable import Playground

extension SDLTests {
    @Suite struct EventTranslatorTests {
        func translate(_ build: (inout SDL_Event) -> Void) -> PlatformEvent? {
            var event = SDL_Event()
            build(&event)
            return SDLEventTranslator.translate(event, windowSize: { Size(width: 640, height: 480) })
        }

        @Test func mouseButtonsBecomePointerEvents() {
            let down = translate {
                $0.type = SDL_MOUSEBUTTONDOWN.rawValue
                $0.button.button = UInt8(SDL_BUTTON_LEFT)
                $0.button.x = 12
                $0.button.y = 34
            }
            #expect(down == .input(.pointerDown(.left, Point(x: 12, y: 34))))
            let up = translate {
                $0.type = SDL_MOUSEBUTTONUP.rawValue
                $0.button.button = UInt8(SDL_BUTTON_RIGHT)
                $0.button.x = 5
                $0.button.y = 6
            }
            #expect(up == .input(.pointerUp(.right, Point(x: 5, y: 6))))
            let middle = translate {
                $0.type = SDL_MOUSEBUTTONDOWN.rawValue
                $0.button.button = UInt8(SDL_BUTTON_MIDDLE)
            }
            #expect(middle == nil)
            let move = translate {
                $0.type = SDL_MOUSEMOTION.rawValue
                $0.motion.x = 7
                $0.motion.y = 8
            }
            #expect(move == .input(.pointerMove(Point(x: 7, y: 8))))
        }

        @Test func theWheelUsesPreciseDeltasAndTheFlippedDirection() {
            let wheel = translate {
                $0.type = SDL_MOUSEWHEEL.rawValue
                $0.wheel.preciseY = 0.25
                $0.wheel.y = 0
                $0.wheel.mouseX = 100
                $0.wheel.mouseY = 200
            }
            #expect(wheel == .input(.wheel(dx: 0, dy: 0.25, at: Point(x: 100, y: 200))))
            let flipped = translate {
                $0.type = SDL_MOUSEWHEEL.rawValue
                $0.wheel.preciseY = 1
                $0.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
            }
            #expect(flipped == .input(.wheel(dx: 0, dy: -1, at: .zero)))
        }

        @Test func keysUseSDLsLowerCaseNamesAndIgnoreMostRepeats() {
            func key(_ code: SDL_KeyCode, repeating: Bool = false) -> PlatformEvent? {
                translate {
                    $0.type = SDL_KEYDOWN.rawValue
                    $0.key.keysym.sym = SDL_Keycode(code.rawValue)
                    $0.key.repeat = repeating ? 1 : 0
                }
            }
            #expect(key(SDLK_SPACE) == .key("space"))
            #expect(key(SDLK_TAB) == .key("tab"))
            #expect(key(SDLK_1) == .key("1"))
            #expect(key(SDLK_LEFT) == .key("left"))
            #expect(key(SDLK_ESCAPE) == .key("escape"))
            #expect(key(SDLK_q) == .key("q"))
            #expect(key(SDLK_SPACE, repeating: true) == nil)
            #expect(key(SDLK_RIGHT, repeating: true) == .key("right"))
        }

        @Test func windowEventsResizeMinimizeAndQuit() {
            let resize = translate {
                $0.type = SDL_WINDOWEVENT.rawValue
                $0.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
            }
            #expect(resize == .input(.resize(Size(width: 640, height: 480))))
            let minimized = translate {
                $0.type = SDL_WINDOWEVENT.rawValue
                $0.window.event = UInt8(SDL_WINDOWEVENT_MINIMIZED.rawValue)
            }
            #expect(minimized == .minimized)
            #expect(translate { $0.type = SDL_QUIT.rawValue } == .quit)
        }

        @Test func twoFingerGesturesPinchOrRotate() {
            let pinch = translate {
                $0.type = SDL_MULTIGESTURE.rawValue
                $0.mgesture.numFingers = 2
                $0.mgesture.dDist = 0.02
                $0.mgesture.dTheta = 0.001
            }
            if case .input(.pinch(let scale)) = pinch {
                #expect(isWithin(scale, 1 + 0.02 * SDLEventTranslator.pinchGain, tolerance: 1e-6))
            } else {
                Issue.record("expected a pinch, got \(String(describing: pinch))")
            }
            let turn = translate {
                $0.type = SDL_MULTIGESTURE.rawValue
                $0.mgesture.numFingers = 2
                $0.mgesture.dDist = 0
                $0.mgesture.dTheta = 0.05
            }
            if case .input(.rotate(let angle)) = turn {
                #expect(isWithin(angle, 0.05, tolerance: 1e-6))
            } else {
                Issue.record("expected a rotation, got \(String(describing: turn))")
            }
            let three = translate {
                $0.type = SDL_MULTIGESTURE.rawValue
                $0.mgesture.numFingers = 3
                $0.mgesture.dDist = 0.1
            }
            #expect(three == nil)
        }
    }

    @Suite struct FrameDirectoryWriterTests {
        @Test func framesAreNumberedAndFollowTheBounds() throws {
            #expect(FrameDirectoryWriter.fileName(ofFrame: 7) == "frame-00007.png")
            #expect(FrameDirectoryWriter.fileName(ofFrame: 123_456) == "frame-123456.png")
            let folder = "/tmp/orbit-frames-\(UInt64.random(in: 0...UInt64.max))"
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let writer = try FrameDirectoryWriter(directory: folder)
            let item = DisplayedItem(
                id: 2, attributes: LayoutAttributes(indexPath: ItemIndexPath(item: 0), center: Point(x: 50, y: 40), size: Size(square: 40)))
            try writer.write(frame: 0, items: [item], bounds: Size(width: 120, height: 80), contentOffset: .zero)
            try writer.write(frame: 1, items: [item], bounds: Size(width: 60, height: 50), contentOffset: Point(x: 10, y: 0))
            let first = try PixelImage(contentsOfFile: folder + "/frame-00000.png")
            let second = try PixelImage(contentsOfFile: folder + "/frame-00001.png")
            #expect(first.width == 120 && first.height == 80)
            #expect(second.width == 60 && second.height == 50)
        }
    }
}

import Foundation
