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
        // Only up to the first line that is not blank: a 16 MiB input is not split whole.
        var rest = Substring(text)
        var found: Substring?
        while found == nil, !rest.isEmpty {
            let end = rest.firstIndex(where: { $0 == "\n" || $0 == "\r" }) ?? rest.endIndex
            let candidate = rest[..<end].drop(while: { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" })
            if !candidate.isEmpty { found = candidate }
            rest = end == rest.endIndex ? "" : rest[rest.index(after: end)...]
        }
        guard let line = found else { return false }
        let starts = ["<", "(", "\"<", "$", "|", "*<", "Printing description of", "Optional("]
        if starts.contains(where: { line.hasPrefix($0) }) { return true }
        if let first = line.first, "#{[-".contains(first) || line.hasPrefix("---") { return false }
        // `UIWindow:0x7ff8…` (modern `_autolayoutTrace`) or a log prefix before `<UIWindow: 0x…`.
        if let colon = line.range(of: ":0x"), !line[..<colon.lowerBound].contains(" ") { return true }
        return line.range(of: #"<[A-Za-z_][A-Za-z0-9_.<>,]*: ?0x[0-9A-Fa-f]"#, options: .regularExpression) != nil
    }
}
