/// Double-quoted text with backslash escapes, as JSON, YAML's double-quoted style and Swift write it:
/// `"`, `\`, newline, tab and carriage return as `\"`, `\\`, `\n`, `\t`, `\r`, and each scalar
/// `needsEscape` picks in the language's own Unicode escape.
enum QuotedText {
    /// `text` in double quotes, escaped.
    ///
    /// - Complexity: O(*n*) in the text's scalars.
    static func quoted(
        _ text: String, needsEscape: (Unicode.Scalar) -> Bool, unicodeEscape: (UInt32) -> String
    ) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where needsEscape(scalar): out += unicodeEscape(scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
