/// Double-quoted text with backslash escapes, as JSON, YAML's double-quoted style and Swift write it:
/// `"`, `\`, newline, tab and carriage return as `\"`, `\\`, `\n`, `\t`, `\r`, and each scalar
/// `needsEscape` picks in the language's own Unicode escape.
@_spi(HitKitTools)
public enum QuotedText {
    /// `text` in double quotes, escaped.
    ///
    /// - Complexity: O(*n*) in the text's scalars.
    static func quoted(
        _ text: String, needsEscape: (Unicode.Scalar) -> Bool, unicodeEscape: (UInt32) -> String
    ) -> String {
        var out = ""
        append(text, to: &out, needsEscape: needsEscape, unicodeEscape: unicodeEscape)
        return out
    }

    /// Appends `text` to `out` in double quotes, escaped: for writers that build one long text (the inspector's
    /// JSON).
    ///
    /// - Complexity: O(*n*) in the text's scalars.
    public static func append(
        _ text: String, to out: inout String, needsEscape: (Unicode.Scalar) -> Bool,
        unicodeEscape: (UInt32) -> String
    ) {
        out += "\""
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
        out += "\""
    }
}
