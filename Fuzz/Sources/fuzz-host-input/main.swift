import FuzzSupport
import HitKitTesting

// The input's bytes draw a chaos run: a world, the host input sent to it, and the invariant
// checker after every step (see `ChaosRunner.run(fuzzerInput:)`). A broken invariant stops the
// process with what broke, so libFuzzer keeps the input that broke it.
FuzzDriver.run { data, size in
    let bytes = FuzzInput.bytes(data, size)
    let violations = MainActor.assumeIsolated { ChaosRunner.run(fuzzerInput: bytes) }
    if !violations.isEmpty {
        fatalError("host input broke an invariant:\n" + violations.map { "  - " + $0 }.joined(separator: "\n"))
    }
    return 0
}
