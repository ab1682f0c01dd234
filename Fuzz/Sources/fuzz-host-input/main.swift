import FuzzSupport
@_spi(Chaos) import HitKitTesting

// The input's bytes draw a chaos run: a world, the host input sent to it, and the invariant
// checker after every step (see `ChaosRunner.run(fuzzerInput:)`). A broken invariant stops the
// process with the world and the fewest steps that still break it, so libFuzzer keeps the input
// and the log says what a plain test needs.
FuzzDriver.run { data, size in
    let bytes = FuzzInput.bytes(data, size)
    let violations = MainActor.assumeIsolated { ChaosRunner.run(fuzzerInput: bytes) }
    if !violations.isEmpty {
        let failure = MainActor.assumeIsolated { ChaosRunner.failure(fuzzerInput: bytes) }
        fatalError(
            "host input broke an invariant:\n" + violations.map { "  - " + $0 }.joined(separator: "\n") + "\n"
                + (failure.map { "\($0)" } ?? ""))
    }
    return 0
}
