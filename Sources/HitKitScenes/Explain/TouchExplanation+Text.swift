import HitKit

extension TouchExplanation {
    /// The explanation as `hitkit explain` prints it: where the touch lands and the path to it;
    /// why the expected view (or each other view under the point) does not get it; the fix,
    /// checked, with what it changes elsewhere, and the other fixes that also work; then the
    /// gesture side of the touch script.
    public var text: String {
        var lines: [String] = []
        let at = ExplanationFormat.point(point)
        if let activation { lines += activation.lines(at: point) + [""] }
        if let hover { lines += hover.lines(at: point, hitView: hitView) + [""] }
        if let hitView, path.count == 1 {
            lines.append("A touch at \(at) lands on the window \(hitView) itself: none of its views takes the point.")
            lines.append("  path: \(hitView)")
        } else if let hitView {
            lines.append("A touch at \(at) lands on \(describe(hitView, hitViewClass)).")
            lines.append("  path: \(path.joined(separator: " → "))")
            if let hitViewRole { lines.append("  \(hitViewRole)") }
            if let line = activation?.takerLine(hitView) { lines.append(line) }
        } else {
            lines.append("A touch at \(at) lands on no view: no visible window hits one.")
        }
        if let expected {
            lines.append("")
            if let reason = skipped.first {
                lines.append("\(describe(expected, classes[expected])) does not get it:")
                lines.append("  \(reason.text)")
                lines += fixLines()
            } else {
                lines.append("\(expected) gets it, as expected.")
            }
        } else if !skipped.isEmpty {
            lines.append("")
            lines.append("Other views under the point, front to back, and why each does not get it:")
            for reason in skipped { lines.append("  \(describe(reason.view, classes[reason.view])): \(reason.text)") }
        }
        if !events.isEmpty {
            lines.append("")
            lines.append("Gestures" + (touches.map { " (\($0))" } ?? "") + ":")
            for note in events { lines.append("  \(note.text)") }
        }
        return lines.flatMap { Self.wrapped($0, width: 100) }.joined(separator: "\n")
    }

    /// `line` broken at spaces into lines of at most `width` characters where it can be, each
    /// continuation indented two spaces more than the line (a bullet's, two more again).
    static func wrapped(_ line: String, width: Int) -> [String] {
        // A scene-file change stays on one line, to be copied whole.
        guard line.count > width, !line.contains("scene file: ") else { return [line] }
        let indent = String(line.prefix { $0 == " " })
        let bullet = line.dropFirst(indent.count).hasPrefix("- ") ? "  " : ""
        let continuation = indent + bullet + "  "
        var result: [String] = []
        var current = ""
        for word in line.dropFirst(indent.count).split(separator: " ", omittingEmptySubsequences: false) {
            let prefix = result.isEmpty && current.isEmpty ? indent : ""
            if current.isEmpty {
                current = prefix + word
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                result.append(current)
                current = continuation + word
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    private func describe(_ name: String, _ declared: String?) -> String {
        declared.map { $0 == name ? name : "\(name) (\($0))" } ?? name
    }

    private func fixLines() -> [String] {
        guard searchedForFix else { return [] }
        guard let fix else {
            return [
                "", "No change of up to three edits that explain tries makes the touch land on \(expected ?? "it").",
            ]
        }
        var lines = ["", "Smallest fix, checked by re-running the touch on the changed scene:"]
        lines += Self.lines(for: fix, indent: "  ")
        if !alternatives.isEmpty {
            lines.append("")
            lines.append("Other fixes that also work, best first:")
            for other in alternatives {
                lines += Self.lines(for: other, indent: "  ", bullet: true)
            }
        }
        return lines
    }

    private static func lines(for fix: TouchFix, indent: String, bullet: Bool = false) -> [String] {
        let first = bullet ? "\(indent)- " : indent
        let rest = bullet ? indent + "    " : indent + "  "
        var lines: [String] = []
        let numbered = fix.edits.count > 1
        if numbered { lines.append("\(first)\(fix.edits.count) changes together:") }
        for (number, edit) in fix.edits.enumerated() {
            let detail = numbered ? rest + "   " : rest
            lines.append(numbered ? "\(rest)\(number + 1). \(edit.text)" : "\(first)\(edit.text)")
            lines.append("\(detail)scene file: \(edit.yaml)")
            if let note = edit.drawingNote { lines.append("\(detail)(\(note))") }
        }
        if fix.sideEffects.isEmpty {
            lines.append("\(rest)elsewhere: every other touch lands where it did (\(fix.sampledPoints) points sampled)")
        } else {
            let changes = fix.sideEffects.prefix(3).map { "\($0.from) → \($0.to) (\($0.points))" }
            let more = fix.sideEffects.count > 3 ? ", …" : ""
            lines.append(
                "\(rest)elsewhere: \(fix.changedPoints) of \(fix.sampledPoints) sampled points now land on another "
                    + "view: " + changes.joined(separator: ", ") + more)
        }
        return lines
    }
}
