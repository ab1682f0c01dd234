/// What the scene table's delegate answers `tableView(_:willSelectRowAt:)` for a row whose
/// `willSelect` field is set: `nil` (select nothing) or another row of the same table to select
/// instead.
///
/// ```yaml
/// sections:
///   - rows:
///       - {name: draftsRow, willSelect: nil}           # willSelectRowAt returns nil
///       - {name: archiveRow, willSelect: allMailRow}   # returns allMailRow's index path
///       - {name: versionRow, shouldHighlight: false}   # shouldHighlightRowAt returns false
///       - {name: allMailRow}
/// ```
///
/// `willSelect: nil` always refuses (a row named `nil` cannot be a redirect's target), and so
/// does YAML's `null`; any other name must be a row of the same table, or loading fails at the
/// field. Rows without the field answer as UIKit's default does: the row itself.
public enum SceneWillSelectAnswer: Hashable, Sendable, Codable {
    /// `willSelect: nil`: `willSelectRowAt` returns `nil`, so the touch selects nothing.
    case refuse
    /// `willSelect: <row name>`: `willSelectRowAt` returns that row's index path, which is
    /// selected instead.
    case redirect(to: String)

    /// The field's expected shape, for errors.
    static let expected = "nil (select nothing) or another row's name"

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .refuse
            return
        }
        guard let text = try? container.decode(String.self), !text.isEmpty else {
            throw SchemaProblem(codingPath: decoder.codingPath, expected: Self.expected)
        }
        self = text == "nil" ? .refuse : .redirect(to: text)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .refuse: try container.encode("nil")
        case .redirect(let row): try container.encode(row)
        }
    }

    /// The field as a scene file writes it: `nil` or the row's name.
    var written: String {
        switch self {
        case .refuse: "nil"
        case .redirect(let row): row
        }
    }
}

extension SceneTableRow {
    /// Reads the row's delegate answers, `shouldHighlight` and `willSelect`, from its mapping.
    static func delegateAnswers(_ c: KeyedDecodingContainer<CodingKeys>) throws -> (Bool?, SceneWillSelectAnswer?) {
        let shouldHighlight = try c.optional(Bool.self, .shouldHighlight, expecting: "true or false")
        guard c.contains(.willSelect) else { return (shouldHighlight, nil) }
        // `willSelect: null` is present but nil to `decodeIfPresent`: it refuses, as `nil` does.
        if (try? c.decodeNil(forKey: .willSelect)) == true { return (shouldHighlight, .refuse) }
        let willSelect = try c.optional(
            SceneWillSelectAnswer.self, .willSelect, expecting: SceneWillSelectAnswer.expected)
        return (shouldHighlight, willSelect)
    }
}
