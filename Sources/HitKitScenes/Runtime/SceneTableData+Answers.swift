import HitKit

extension SceneTableData {
    /// The answers a file gives for some rows to the delegate's questions: rows whose
    /// `shouldHighlight` is set, and rows whose `willSelect` is set, with a redirect's target
    /// resolved to its index path (`nil` refuses).
    struct Answers {
        var shouldHighlight: [IndexPath: Bool] = [:]
        var willSelect: [IndexPath: IndexPath?] = [:]
    }

    /// The file's `shouldHighlight` for the row, else UIKit's default, `true`. A row whose field is
    /// set is reported with the answer, so traces and `explain` see it.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        guard let answer = answers.shouldHighlight[indexPath] else { return true }
        report(.shouldHighlightRowAt, tableView, indexPath, answer: ("\(answer)", "\(answer)"))
        return answer
    }

    /// The file's `willSelect` for the row — `nil` or another row's index path — else UIKit's
    /// default, the row itself. A row whose field is set is reported with the answer.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        guard let answer = answers.willSelect[indexPath] else { return indexPath }
        guard let target = answer, let runtime else {
            report(.willSelectRowAt, tableView, indexPath, answer: ("nil", "nil"))
            return answer
        }
        let cell = sections[target.section].cells[target.row]
        let place = "[\(target.section), \(target.row)]"
        report(
            .willSelectRowAt, tableView, indexPath,
            answer: ("\(place) <\(runtime.traceName(of: cell))>", "\(place) \(runtime.logName(of: cell))"))
        return answer
    }
}

extension SceneBuilder {
    /// The rows' delegate answers, each `willSelect` target resolved among the same table's rows by
    /// name; an unknown name is a `reference` error at the field.
    ///
    /// - Complexity: O(*r*) in the table's rows.
    func rowAnswers(_ sections: [SceneTableSection], path: [any CodingKey]) throws(SceneFileError)
        -> SceneTableData.Answers
    {
        var places: [String: IndexPath] = [:]
        for (section, spec) in sections.enumerated() {
            for (row, rowSpec) in (spec.rows ?? []).enumerated() {
                guard let name = rowSpec.name, places[name] == nil else { continue }
                places[name] = IndexPath(row: row, section: section)
            }
        }
        var answers = SceneTableData.Answers()
        for (section, spec) in sections.enumerated() {
            for (row, rowSpec) in (spec.rows ?? []).enumerated() {
                let indexPath = IndexPath(row: row, section: section)
                answers.shouldHighlight[indexPath] = rowSpec.shouldHighlight
                switch rowSpec.willSelect {
                case nil: break
                case .refuse: answers.willSelect[indexPath] = .some(nil)
                case .redirect(let name):
                    guard let target = places[name] else {
                        let field =
                            path + [
                                AnyCodingKey(stringValue: "sections"), AnyCodingKey(intValue: section),
                                AnyCodingKey(stringValue: "rows"), AnyCodingKey(intValue: row),
                                AnyCodingKey(stringValue: "willSelect"),
                            ]
                        throw error(
                            .reference, field,
                            "no row of this table is named '\(name)'; willSelect expects "
                                + SceneWillSelectAnswer.expected)
                    }
                    answers.willSelect[indexPath] = target
                }
            }
        }
        return answers
    }
}
