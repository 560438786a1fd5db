import LiveLayouts
import Testing

@Suite struct CompilerDiagnosticTests {
    let output = """
        /tmp/x/Spiral.swift:42:13: error: cannot find 'foo' in scope
            foo()
            ^~~
        /tmp/x/Spiral.swift:5:33: warning: initialization of immutable value 'x' was never used; consider replacing with assignment to '_' or removing it [#no-usage]
            var contentSize: Size { let x = ( context.boundsSize }
                                    ~~~~^
        /tmp/x/Spiral.swift:7:5: note: did you mean 'bar'?
        <unknown>:0: error: unable to load standard library for target 'x86_64-unknown-linux-gnu'
        error: link command failed with exit code 1 (use -v to see invocation)
        /usr/bin/ld.gold: error: cannot find -lFoo
            let s = "a: error: b"
        """

    @Test func everyDiagnosticIsParsedInOrder() {
        let diagnostics = CompilerDiagnostic.parse(output)
        #expect(diagnostics.map(\.oneLine) == [
            "Spiral.swift:42:13: error: cannot find 'foo' in scope",
            "Spiral.swift:5:33: warning: initialization of immutable value 'x' was never used; consider replacing with assignment to '_' or removing it",
            "Spiral.swift:7:5: note: did you mean 'bar'?",
            "<unknown>: error: unable to load standard library for target 'x86_64-unknown-linux-gnu'",
            "error: link command failed with exit code 1 (use -v to see invocation)",
            "ld.gold: error: cannot find -lFoo",
        ])
        #expect(diagnostics[0] == CompilerDiagnostic(
            file: "/tmp/x/Spiral.swift", line: 42, column: 13, severity: .error, message: "cannot find 'foo' in scope"))
        #expect(diagnostics.firstError?.line == 42)
        #expect(diagnostics.warnings.count == 1)
    }

    @Test func aPathWithColonsKeepsThem() {
        let diagnostic = CompilerDiagnostic.parse(line: "/tmp/a:b/My File.swift:3:1: error: expected declaration")
        #expect(diagnostic?.file == "/tmp/a:b/My File.swift")
        #expect(diagnostic?.line == 3)
        #expect(diagnostic?.column == 1)
        #expect(diagnostic?.oneLine == "My File.swift:3:1: error: expected declaration")
    }

    @Test func excerptsAndOtherLinesAreNoDiagnostics() {
        #expect(CompilerDiagnostic.parse(line: "    foo()") == nil)
        #expect(CompilerDiagnostic.parse(line: "Compiling OrbitLive") == nil)
        #expect([CompilerDiagnostic]().firstError == nil)
    }
}
