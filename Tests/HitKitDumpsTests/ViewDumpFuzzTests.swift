import Foundation
import Testing

@testable import HitKitDumps

/// SplitMix64: a small seeded generator, so a failing mutation can be replayed from its printed seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Mutated and large dumps")
struct ViewDumpFuzzTests {
    /// Characters that matter to the grammar, used as replacements more often than random bytes.
    private static let grammarBytes = Array("<>;|'\"{}()[]=:,. \t\n\r\\0x-".utf8)

    private static func mutate(_ text: String, using random: inout SeededGenerator) -> String {
        var bytes = Array(text.utf8)
        let mutations = Int.random(in: 1...4, using: &random)
        for _ in 0..<mutations where !bytes.isEmpty {
            let at = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<7, using: &random) {
            case 0:  // delete a run of bytes
                bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...8, using: &random)))
            case 1:  // insert a grammar character
                bytes.insert(grammarBytes.randomElement(using: &random)!, at: at)
            case 2:  // overwrite with a random byte (possibly invalid UTF-8)
                bytes[at] = UInt8.random(in: 0...255, using: &random)
            case 3:  // truncate
                bytes.removeSubrange(at...)
            case 4:  // swap two lines
                var lines = String(decoding: bytes, as: UTF8.self).split(
                    separator: "\n", omittingEmptySubsequences: false)
                if lines.count > 1 {
                    let other = Int.random(in: 0..<lines.count, using: &random)
                    lines.swapAt(other, Int.random(in: 0..<lines.count, using: &random))
                }
                bytes = Array(lines.joined(separator: "\n").utf8)
            case 5:  // duplicate a slice
                let end = min(bytes.count, at + Int.random(in: 1...40, using: &random))
                bytes.insert(contentsOf: bytes[at..<end], at: at)
            default:  // insert random bytes
                bytes.insert(
                    contentsOf: (0..<Int.random(in: 1...6, using: &random)).map { _ in
                        UInt8.random(in: 0...255, using: &random)
                    }, at: at)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The UTF-8 length of each line, split as the parser splits them.
    private static func lineLengths(_ text: String) -> [Int] {
        var lengths = [0]
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") {
                if bytes[index] == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                    index += 1
                }
                lengths.append(0)
            } else {
                lengths[lengths.count - 1] += 1
            }
            index += 1
        }
        return lengths
    }

    @Test(
        "Random mutations of every fixture give a dump or an error at a real line and column",
        arguments: parsingFixtures + lookAlikeFixtures)
    func mutations(name: String) throws {
        let original = try fixture(name)
        // HITKITDUMPS_FUZZ_SEED replays a printed seed; HITKITDUMPS_FUZZ_ITERATIONS runs longer.
        let environment = ProcessInfo.processInfo.environment
        let seed =
            environment["HITKITDUMPS_FUZZ_SEED"].flatMap { UInt64($0) }
            ?? UInt64(truncatingIfNeeded: name.utf8.reduce(5381) { ($0 &* 33) &+ Int($1) })
        let iterations = environment["HITKITDUMPS_FUZZ_ITERATIONS"].flatMap { Int($0) } ?? 300
        var random = SeededGenerator(seed: seed)
        for iteration in 0..<iterations {
            let text = Self.mutate(original, using: &random)
            let context = "fixture \(name), seed \(seed), iteration \(iteration)"
            do {
                let dump = try ViewDump.parse(text, fileName: name)
                #expect(!dump.views.isEmpty, "\(context)")
                for view in dump.views {
                    #expect(view.superviewID.map { $0 < view.id } ?? (view.id == 0), "\(context)")
                    #expect(view.subviewIDs.allSatisfy { $0 > view.id && $0 < dump.views.count }, "\(context)")
                }
            } catch {
                let lengths = Self.lineLengths(text)
                let valid =
                    error.line >= 1 && error.line <= lengths.count && error.column >= 1
                    && error.column <= lengths[error.line - 1] + 1
                #expect(valid, "\(context): \(error) in \(lengths.count) lines")
                if !valid { return }
            }
        }
    }

    @Test("Lines full of brackets and quotes are read or refused in linear time")
    func pathologicalLines() throws {
        let size = 200_000
        for unit in ["<", "<a", "<<a: ", "(", "{[", "'", "|", "<a; ", "x: 0x"] {
            let body = String(repeating: unit, count: size / unit.count)
            for text in [body, line("UIView") + "\n   | " + body, "<UIView: 0x1; frame = (0 0; 1 1); a = " + body] {
                do {
                    _ = try ViewDump.parse(text)
                } catch {
                    #expect(error.line >= 1 && error.line <= 2 && error.column >= 1, "unit \(unit): \(error)")
                }
            }
        }
    }

    /// A realistic dump of `count` lines: table cells, each with a content view, a label and a separator.
    private static func largeDump(lines count: Int) -> String {
        var lines = [
            "<UIWindow: 0x7fb2c0d0a3e0; frame = (0 0; 375 667); gestureRecognizers = <NSArray: 0x600000c4e2b0>; layer = <UIWindowLayer: 0x600000c4e1f0>>",
            "   | <UITableView: 0x7f9e1c82a000; frame = (0 0; 375 667); clipsToBounds = YES; autoresize = W+H; layer = <CALayer: 0x6000002d8a60>; contentOffset: {0, -64}; contentSize: {375, 533.5}; adjustedContentInset: {64, 0, 0, 0}>",
        ]
        lines.reserveCapacity(count)
        var cell = 0
        while lines.count < count {
            let y = cell * 44
            lines.append(
                "   |    | <UITableViewCell: 0x7f9e1c83b6\(cell % 10)0; frame = (0 \(y); 375 44); text = 'Row \(cell); go'; clipsToBounds = YES; autoresize = W; layer = <CALayer: 0x6000002d9100>>"
            )
            lines.append(
                "   |    |    | <UITableViewCellContentView: 0x7f9e1c83bb80; frame = (0 0; 375 43.5); gestureRecognizers = <NSArray: 0x600000c59e60>; layer = <CALayer: 0x6000002d9220>>"
            )
            lines.append(
                "   |    |    |    | <UITableViewLabel: 0x7f9e1c83c180; frame = (15 0; 345 43.5); text = 'Row \(cell)'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600002f18000>>"
            )
            lines.append(
                "   |    |    | <_UITableViewCellSeparatorView: 0x7f9e1c83c6f0; frame = (15 43.5; 360 0.5); backgroundColor = UIExtendedGrayColorSpace 0 0.2; layer = <CALayer: 0x6000002d9340>>"
            )
            cell += 1
        }
        return lines.prefix(count).joined(separator: "\n")
    }

    @Test("A 10,000-line dump is read, and an error on its last line is placed")
    func tenThousandLines() throws {
        let count = 10_000
        let text = Self.largeDump(lines: count)
        let dump = try ViewDump.parse(text)
        #expect(dump.views.count == count)
        #expect(dump.views[1].subviewIDs.count == (count - 2 + 3) / 4)
        let error = try #require(parseError(text + "\n   |    | <UIView: 0x1; frame = (0 0; 1)>"))
        #expect(error.line == count + 1 && error.column == 25)
    }

    @Test("A 100,000-line dump is read in one linear pass")
    func hundredThousandLines() throws {
        let count = 100_000
        let text = Self.largeDump(lines: count)
        let dump = try ViewDump.parse(text)
        #expect(dump.views.count == count)
        #expect(dump.views.last?.line == count)
        #expect(dump.views(ofClass: "UITableViewCell").last?.text == "Row 24999; go")
    }
}
