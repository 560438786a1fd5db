import CollectionLayout

// The one place where a live layout failure becomes its line: the HUD, the terminal and the
// tests that quote a line all read it from here.
extension LiveLayoutError {
    /// One line, ready for the HUD or a terminal.
    public var message: String {
        switch self {
        case .toolchain(let failure): failure.message
        case .sources(let problem): problem.message
        case .compile(let failure): failure.message
        case .load(let failure): failure.message
        case .check(let failure): failure.message
        case .system(let failure): failure.message
        case .bench(let failure): failure.message
        case .context(let context, let inner): "\(context): \(inner.message)"
        }
    }
}

extension LiveLayoutError.Toolchain {
    var message: String {
        switch self {
        case .swiftcNotFound: "live layouts need swiftc: none on PATH (set ORBIT_SWIFTC to its path)"
        case .versionFailed(let swiftc, let lastLine): "\(swiftc) --version failed: \(lastLine ?? "no output")"
        case .modulesNotFound(let directory):
            "live layouts need CollectionLayout.swiftmodule, not found in \(directory) "
                + "(run Orbit from its build folder, or set \(LiveModules.environmentKey) to .build/<triple>/debug/Modules)"
        case .modulesStale(let directory):
            "CollectionLayout in \(directory) was rebuilt after this program was linked: rebuild and restart it to load live layouts"
        }
    }
}

extension LiveLayoutError.SourceProblem {
    var message: String {
        switch self {
        case .noSuchPath(let path): "no such file or folder: \(path)"
        case .noSwiftFiles(let folder): "no .swift files in \(folder)"
        case .notSwift(let path): "\(path) is not a .swift file"
        case .noneGiven: "no sources given"
        case .unreadable(let error): error.message
        }
    }
}

extension LiveLayoutError.CompileFailure {
    var message: String {
        switch self {
        case .registrationMissing(let sourceName, _): LayoutRegistration.missing(in: sourceName)
        case .registrationMisdeclared(let sourceName, let reason, _): LayoutRegistration.misdeclared(in: sourceName, reason: reason)
        case .error(let first, _): first.oneLine
        case .swiftcFailed(let sourceName, let termination, let lastLine, _):
            "swiftc failed on \(sourceName) (\(termination))" + (lastLine.map { ": \($0)" } ?? "")
        case .timedOut(let sourceName, let seconds): "compiling \(sourceName) took longer than \(seconds) s: swiftc was stopped"
        case .cacheUnwritable(let directory, let reason): "cannot write to the live layout cache \(directory): \(reason)"
        case .checksumUnwritable(let library, let reason): "cannot write the compiled library's checksum beside \(library): \(reason)"
        case .libraryNotInstalled(let library, let reason): "cannot move the compiled library to \(library): \(reason)"
        case .objectUnreadable(let sourceName, let object): "cannot read the object swift-frontend wrote for \(sourceName) (\(object))"
        }
    }
}

extension LiveLayoutError.LoadFailure {
    var message: String {
        switch self {
        case .dlopen(let text): LayoutLibraryLoader.explain(text)
        case .notALayoutLibrary(let name): "\(name) is not an Orbit layout library: it has no \(LayoutRegistration.symbolName) function"
        case .noLayouts(let name): "\(name): orbitLayouts is empty: it needs at least one LayoutDescriptor"
        case .invalidLayouts(let name, let reason): "\(name): \(reason)"
        case .rejected(let reason): reason
        }
    }
}

extension LiveLayoutError.CheckFailure {
    var message: String {
        switch self {
        case .failed(let problem): "check-layout: \(problem)"
        case .noSuchLayout(let fileNames, let name, let registered):
            "--layout: \(fileNames) has no layout '\(name)' (it registers: \(registered.joined(separator: ", ")))"
        case .settings(let reason): "--set: " + reason
        }
    }
}

extension LiveLayoutError.SystemFailure {
    var message: String {
        switch self {
        case .temporaryFolder(let purpose, let reason): "cannot create a temporary folder for \(purpose): \(reason)"
        case .spawn(let executable, let reason): "cannot run \(executable): \(reason)"
        case .channelNotCreated(let path, let reason): "cannot create the check's channel \(path): \(reason)"
        case .channelNotOpened(let path, let reason): "cannot open the check's channel \(path): \(reason)"
        }
    }
}

extension LiveLayoutError.BenchFailure {
    var message: String {
        switch self {
        case .builtInName(let file, let layout): "\(file): layout \(layout) has the name of a built-in layout"
        case .reloadFailed(let edit, let line): (edit.map { "edit \($0): " } ?? "") + line
        case .notReloaded(let edit, let seconds): "edit \(edit) was not reloaded within \(seconds) s"
        case .noSwiftFiles(let source): "--reload: \(source) holds no .swift files"
        case .unreadable(let path): "--reload: cannot read \(path)"
        case .unwritable(let path): "--reload: cannot write \(path)"
        case .notCopied(let source, let folder, let reason): "--reload: cannot copy \(source) to \(folder): \(reason)"
        case .notStatted(let path, let reason): "cannot read \(path): \(reason)"
        case .notTouched(let path, let reason): "cannot touch \(path): \(reason)"
        case .buildFailed(let directory, let line): "swift build in \(directory) failed" + (line.map { ": \($0)" } ?? "")
        case .binPathUnknown(let directory): "swift build --show-bin-path in \(directory) failed"
        case .shotFailed(let product, let detail): "\(product) shot failed: \(detail)"
        }
    }
}
