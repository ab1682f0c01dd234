/// Why the session refused a message or an edit: sent to the client as an `error` message, after which the
/// session goes on as before.
///
/// ```json
/// {"type":"error","message":"expected a number","field":"samples[0].x"}
/// {"type":"error","message":"expected 4 numbers …","line":7,"column":12,"field":"views[0].frame"}
/// ```
public struct InspectorError: Error, Sendable, Hashable {
    /// What is wrong, in plain words.
    public var message: String
    /// The scene text's line, from 1, for an error in an edited scene.
    public var line: Int?
    /// The scene text's column, from 1, for an error in an edited scene.
    public var column: Int?
    /// The field at fault: a message field (`samples[0].x`) or a scene field (`views[0].frame`).
    public var field: String?

    /// Creates an error.
    public init(_ message: String, field: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.field = field
        self.line = line
        self.column = column
    }

    /// The `error` message.
    public var json: InspectorJSON {
        var fields: [(String, InspectorJSON)] = [("type", .string("error")), ("message", .string(message))]
        if let line { fields.append(("line", .number(Double(line)))) }
        if let column { fields.append(("column", .number(Double(column)))) }
        if let field { fields.append(("field", .string(field))) }
        return .object(fields)
    }
}
