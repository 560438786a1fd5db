import ArgumentParser

/// `--spring DAMPING,RESPONSE`, shared by `play` and `replay`: the spring the session's
/// animations start with (`Session.setSpring`); without it, ease-in-out.
struct SpringOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Animate updates, layout switches and transition ends with a spring: damping ratio (0.05…10, 1 = no bounce) and response (seconds).",
            valueName: "damping,response"),
        transform: SpringArgument.parse)
    var spring: SpringArgument?
}
