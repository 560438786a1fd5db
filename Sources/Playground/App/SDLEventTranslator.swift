import CSDL2
import CollectionLayout
import OrbitSession

/// What an SDL event means to the playground: pointer input for the session, a key for the key
/// bindings (`KeyBindings`), or something only the window loop cares about.
enum PlatformEvent: Equatable {
    case input(PointerInput)
    /// A key pressed, by SDL's key name in lower case.
    case key(String)
    case quit
    case minimized
    case restored
}

/// The one place SDL events are translated (rxi/lite's rule): SDL's mouse, wheel, key, window and
/// multigesture events become docs/reference/INTERACTION.md's input events, in window points.
enum SDLEventTranslator {
    /// A trackpad pinch's `dDist` is a fraction of the touch surface; this turns it into a scale
    /// step that feels like the wheel's (a two-finger spread across a third of the pad ≈ ×2).
    static let pinchGain = 3.0
    /// Keys that act again while held (the others ignore key repeat).
    static let repeatingKeys: Set<String> = ["+", "-", "=", "_", "keypad +", "keypad -", "left", "right", "up", "down"]

    /// The meaning of `event`, or nil for events the playground ignores. `windowSize` (points)
    /// answers window resizes.
    static func translate(_ event: SDL_Event, windowSize: () -> Size) -> PlatformEvent? {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            guard let button = button(event.button.button) else { return nil }
            let point = Point(x: Double(event.button.x), y: Double(event.button.y))
            return .input(event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .pointerDown(button, point) : .pointerUp(button, point))
        case SDL_MOUSEMOTION:
            return .input(.pointerMove(Point(x: Double(event.motion.x), y: Double(event.motion.y))))
        case SDL_MOUSEWHEEL:
            // Precise deltas carry a trackpad's fractional steps; "flipped" (natural scrolling)
            // devices report the opposite sign.
            let sign: Double = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let dx = Double(event.wheel.preciseX) * sign, dy = Double(event.wheel.preciseY) * sign
            guard dx != 0 || dy != 0 else { return nil }
            return .input(.wheel(dx: dx, dy: dy, at: Point(x: Double(event.wheel.mouseX), y: Double(event.wheel.mouseY))))
        case SDL_KEYDOWN, SDL_KEYUP:
            let code = event.key.keysym.sym
            if code == Int32(SDLK_LSHIFT.rawValue) || code == Int32(SDLK_RSHIFT.rawValue) {
                guard event.key.repeat == 0 else { return nil }
                // The state after this event: the other Shift key may still be down.
                let held = SDL_GetModState().rawValue & (KMOD_LSHIFT.rawValue | KMOD_RSHIFT.rawValue) != 0
                return .input(.modifiers(shift: held))
            }
            guard event.type == SDL_KEYDOWN.rawValue else { return nil }
            let name = String(cString: SDL_GetKeyName(code)).lowercased()
            guard !name.isEmpty else { return nil }
            if event.key.repeat != 0, !repeatingKeys.contains(name) { return nil }
            return .key(name)
        case SDL_MULTIGESTURE:
            guard event.mgesture.numFingers == 2 else { return nil }
            let spread = Double(event.mgesture.dDist), turn = Double(event.mgesture.dTheta)
            // One gesture event carries both; the larger relative change wins so that a pinch does
            // not jitter the rotation and the other way round.
            if abs(spread) * pinchGain >= abs(turn), spread != 0 {
                return .input(.pinch(scale: max(0.5, min(2, 1 + spread * pinchGain))))
            }
            return turn != 0 ? .input(.rotate(angle: turn)) : nil
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                return .input(.resize(windowSize()))
            case SDL_WINDOWEVENT_MINIMIZED:
                return .minimized
            case SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_MAXIMIZED:
                return .restored
            default:
                return nil
            }
        default:
            return nil
        }
    }

    static func button(_ index: UInt8) -> PointerInput.Button? {
        switch Int32(index) {
        case SDL_BUTTON_LEFT: .left
        case SDL_BUTTON_RIGHT: .right
        default: nil
        }
    }
}
