import Foundation
import FuzzTargets

/// libFuzzer's entry: the target named by `CA_FUZZ_TARGET` gets the input; a failed check aborts, which
/// libFuzzer records as a crash with its input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let name = String(cString: getenv("CA_FUZZ_TARGET") ?? strdup("paths"))
    MainActor.assumeIsolated {
        do {
            try FuzzTargets.run(name, bytes)
        } catch {
            fatalError("\(error)")
        }
    }
    return 0
}

#if FUZZING
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<Int32>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
    ) -> Int32

    /// Built with `-sanitize=fuzzer` (`scripts/fuzz`): libFuzzer's driver runs the target.
    @main
    enum Driver {
        static func main() {
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            exit(runFuzzerDriver(&argc, &argv, fuzzOneInput))
        }
    }
#else
    /// Without libFuzzer (a plain build): replays the files named on the command line through the target named
    /// by `CA_FUZZ_TARGET`, to reproduce a crash outside the fuzzer.
    @main
    enum Replay {
        static func main() {
            for path in CommandLine.arguments.dropFirst() {
                guard let data = FileManager.default.contents(atPath: path) else {
                    print("cannot read \(path)")
                    exit(1)
                }
                _ = data.withUnsafeBytes { raw in
                    fuzzOneInput(raw.bindMemory(to: UInt8.self).baseAddress, data.count)
                }
                print("ok: \(path)")
            }
        }
    }
#endif
