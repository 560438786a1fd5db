import CSDL2

/// The versions of the SDL libraries Orbit was built against and runs with.
public enum PlatformInfo {
    /// "SDL 2.26.5, SDL2_ttf 2.20.1, SDL2_image 2.6.3" as linked at run time.
    public static var linkedLibraries: String {
        var sdl = SDL_version()
        SDL_GetVersion(&sdl)
        let ttf = TTF_Linked_Version().pointee
        let image = IMG_Linked_Version().pointee
        return "SDL \(format(sdl)), SDL2_ttf \(format(ttf)), SDL2_image \(format(image))"
    }

    private static func format(_ version: SDL_version) -> String {
        "\(version.major).\(version.minor).\(version.patch)"
    }
}
