import Foundation

/// The randomness behind a chaos run: a seeded generator, or the bytes of a fuzzer's input.
///
/// Seeded, it is SplitMix64, so a seed names one run on every platform and toolchain. From bytes,
/// each draw consumes the next eight bytes, so a coverage-guided fuzzer such as libFuzzer steers the
/// run by mutating its input, and a shorter input is a smaller run. Once the bytes run out, draws
/// come from SplitMix64 with seed 0: never a constant stream, which would make the standard
/// library's unbiased range sampling reject every draw and loop for ever.
public struct ChaosRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64
    private let bytes: [UInt8]?
    private var offset = 0

    /// A generator that yields the same sequence for the same seed.
    public init(seed: UInt64) {
        state = seed
        bytes = nil
    }

    /// A generator that reads its draws from `bytes`, then goes on as `ChaosRandom(seed: 0)`.
    public init(bytes: [UInt8]) {
        state = 0
        self.bytes = bytes
    }

    /// Whether a byte-driven generator has used up its input (a seeded one never does).
    public var isExhausted: Bool {
        guard let bytes else { return false }
        return offset >= bytes.count
    }

    public mutating func next() -> UInt64 {
        if let bytes, offset < bytes.count {
            var value: UInt64 = 0
            for _ in 0..<8 {
                value <<= 8
                if offset < bytes.count { value |= UInt64(bytes[offset]) }
                offset += 1
            }
            return value
        }
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// A number in `range`.
    public mutating func double(_ range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &self)
    }

    /// `true` with the given probability.
    /// A byte-driven generator that ran out says `false`, so an exhausted input adds nothing.
    public mutating func chance(_ probability: Double) -> Bool {
        if isExhausted { return false }
        return Double.random(in: 0..<1, using: &self) < probability
    }

    /// One element of a non-empty collection.
    public mutating func pick<C: Collection>(_ elements: C) -> C.Element {
        elements.randomElement(using: &self)!
    }
}
