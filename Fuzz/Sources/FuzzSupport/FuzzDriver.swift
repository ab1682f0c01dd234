#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// libFuzzer's driver (`LLVMFuzzerRunDriver`, in the runtime that `-sanitize=fuzzer` links).
@_silgen_name("LLVMFuzzerRunDriver")
private func runLibFuzzer(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer from a fuzz target's `main.swift`.
///
/// SwiftPM renames an executable's entry point (`main` becomes `<module>_main`, so that tests can
/// link the module), which leaves no room for the `main` that libFuzzer's runtime brings. A fuzz
/// target therefore keeps its ordinary `main.swift` and hands the command line and its test
/// function to libFuzzer's driver instead.
public enum FuzzDriver {
    /// Runs libFuzzer with the process's arguments, calling `testOneInput` with each input
    /// (its bytes and their count; it returns 0), and exits with libFuzzer's status.
    public static func run(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runLibFuzzer(&argc, &argv, testOneInput))
    }
}
