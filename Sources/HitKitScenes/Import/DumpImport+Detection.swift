extension DumpImport {
    /// Whether `text` is a `recursiveDescription` dump (or another tool's look-alike, which the dump reader
    /// refuses with a message saying what it is) rather than a scene file.
    ///
    /// Decided by the first line that is not blank: a dump's starts with a view description `<…`, a debugger
    /// line (`(lldb)`, `Printing description of`, `(id) $1 = 0x… <UIWindow…`, `(String) $R0 = "<…`, `$0 = …`),
    /// a quoted dump `"<…`, `Optional(<…`, `|` bars, `*<` (`_autolayoutTrace`), `ClassName:0x…`, or holds a
    /// description `<ClassName: 0x…` after a log prefix. A scene file's first line is a YAML key, a comment, `---`,
    /// a list item or JSON's `{`/`[`.
    public static func looksLikeDump(_ text: String) -> Bool {
        guard
            let line = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).lazy
                .map({ $0.drop(while: { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" }) })
                .first(where: { !$0.isEmpty })
        else { return false }
        let starts = ["<", "(", "\"<", "$", "|", "*<", "Printing description of", "Optional("]
        if starts.contains(where: { line.hasPrefix($0) }) { return true }
        if let first = line.first, "#{[-".contains(first) || line.hasPrefix("---") { return false }
        // `UIWindow:0x7ff8…` (modern `_autolayoutTrace`) or a log prefix before `<UIWindow: 0x…`.
        if let colon = line.range(of: ":0x"), !line[..<colon.lowerBound].contains(" ") { return true }
        return line.range(of: #"<[A-Za-z_][A-Za-z0-9_.<>,]*: ?0x[0-9A-Fa-f]"#, options: .regularExpression) != nil
    }
}
