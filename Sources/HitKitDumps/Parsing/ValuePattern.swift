/// Matches an attribute's value against a shape such as `(# #; # #)` and returns its numbers.
///
/// In a shape, `#` is a number (`-12.5`, `1e+03`, `inf`, `nan`), a space is optional white space, and any other
/// character must appear as written. The whole value must match.
struct ValuePattern {
    let shape: [UInt8]

    init(_ shape: String) { self.shape = Array(shape.utf8) }

    static let frame = ValuePattern("(# #; # #)")
    static let rect = ValuePattern("{{#, #}, {#, #}}")
    static let pair = ValuePattern("{#, #}")
    static let insets = ValuePattern("{#, #, #, #}")
    static let transform = ValuePattern("[#, #, #, #, #, #]")
    static let number = ValuePattern("#")

    /// The numbers of `value`, or `nil` when it does not have this shape.
    func numbers(in value: String) -> [Double]? {
        let input = Array(value.utf8)
        var numbers: [Double] = []
        var index = 0
        for symbol in shape {
            switch symbol {
            case UInt8(ascii: " "):
                while index < input.count, input[index].isBlank { index += 1 }
            case UInt8(ascii: "#"):
                let start = index
                while index < input.count, Self.isNumberByte(input[index]) { index += 1 }
                guard index > start, let number = Double(String(decoding: input[start..<index], as: UTF8.self)) else {
                    return nil
                }
                numbers.append(number)
            default:
                guard index < input.count, input[index] == symbol else { return nil }
                index += 1
            }
        }
        while index < input.count, input[index].isBlank { index += 1 }
        return index == input.count ? numbers : nil
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        byte.isDigit || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "i")
            || byte == UInt8(ascii: "n") || byte == UInt8(ascii: "f") || byte == UInt8(ascii: "a")
    }
}
