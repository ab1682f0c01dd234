/// One `key = value` (or `key: value`) attribute of a view's description, exactly as written.
///
/// Every attribute is kept, known or not; ``DumpedView`` also reads the known ones into typed properties.
public struct DumpedAttribute: Hashable, Sendable {
    /// How the key and the value are separated.
    public enum Separator: Hashable, Sendable {
        /// `key = value`, as most attributes are written.
        case equals
        /// `key: value`, as `UIScrollView` writes `contentOffset: {0, -64}`.
        case colon
    }

    /// The key, e.g. `frame`, `contentOffset`.
    public var key: String
    /// The value's raw text, e.g. `(0 0; 375 667)`, `'Hello'` (quotes kept), `UIExtendedGrayColorSpace 0 0`.
    public var rawValue: String
    /// How the key and the value are separated.
    public var separator: Separator
    /// The 1-based line of the key in the text as given.
    public var line: Int
    /// The 1-based column (UTF-8 bytes) of the key on its line.
    public var column: Int

    /// Creates an attribute.
    public init(key: String, rawValue: String, separator: Separator, line: Int, column: Int) {
        self.key = key
        self.rawValue = rawValue
        self.separator = separator
        self.line = line
        self.column = column
    }

    /// The attribute as it was written: `key = value` or `key: value`.
    public var text: String { separator == .equals ? "\(key) = \(rawValue)" : "\(key): \(rawValue)" }
}
