/// Starts libFuzzer on a target's function.
///
/// SwiftPM links every executable with `main` renamed to its module's entry point, so
/// libFuzzer's own `main` is never linked: each target has a two-line `@main` that calls ``run(_:)``,
/// which hands the command line to libFuzzer's driver (`LLVMFuzzerRunDriver`, in the
/// `-sanitize=fuzzer` runtime).
public enum FuzzDriver {
    public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    public static func run(_ test: TestOneInput) -> Never {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, test))
    }
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                         _ test: FuzzDriver.TestOneInput) -> CInt

#if canImport(Glibc)
import Glibc
#endif
