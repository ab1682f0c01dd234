import Foundation

/// A value in a scene file that does not have the shape the schema asks for, found while
/// decoding: where it is (a coding path) and what was expected there.
///
/// ``SceneLoader`` turns it into a ``SceneFileError`` with the file, line and column of the node
/// at `codingPath` and a description of what was found there.
struct SchemaProblem: Error {
    /// The path of the offending value from the document's root.
    var codingPath: [any CodingKey]
    /// What the schema expects there, as a phrase: `4 numbers [x, y, width, height]`.
    var expected: String
    /// Whether the problem is the key itself (an unknown field) rather than its value.
    var isKey = false
    /// A complete message that replaces "expected …, found …", when the problem is not a shape.
    var message: String?
}

/// A coding key made from any string or index, for reading a mapping's keys.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
        self.stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

extension Decoder {
    /// Throws a ``SchemaProblem`` for the first key of this mapping that `Keys` does not list,
    /// so a misspelt field is an error instead of being ignored.
    func rejectUnknownKeys<Keys: CodingKey & CaseIterable>(_ keys: Keys.Type) throws {
        guard let container = try? container(keyedBy: AnyCodingKey.self) else { return }
        let known = Set(Keys.allCases.map(\.stringValue))
        for key in container.allKeys where !known.contains(key.stringValue) {
            throw SchemaProblem(
                codingPath: codingPath + [key], expected: "",
                isKey: true,
                message: "unknown field '\(key.stringValue)'; expected one of: "
                    + Keys.allCases.map(\.stringValue).joined(separator: ", "))
        }
    }

    /// A keyed container, or a ``SchemaProblem`` saying a mapping of `what` was expected.
    func mapping<Keys: CodingKey & CaseIterable>(_ keys: Keys.Type, of what: String) throws -> KeyedDecodingContainer<
        Keys
    > {
        guard let container = try? container(keyedBy: Keys.self) else {
            throw SchemaProblem(codingPath: codingPath, expected: what)
        }
        try rejectUnknownKeys(keys)
        return container
    }

    /// Decodes a single value of `type`, or throws a ``SchemaProblem`` expecting `what`.
    func value<T: Decodable>(_ type: T.Type, expecting what: String) throws -> T {
        do {
            return try singleValueContainer().decode(type)
        } catch {
            throw SchemaProblem(codingPath: codingPath, expected: what)
        }
    }

    /// A list of numbers, exactly `count` of them, or a ``SchemaProblem`` expecting `what`.
    func numbers(count: ClosedRange<Int>, expecting what: String) throws -> [Double] {
        guard var list = try? unkeyedContainer() else {
            throw SchemaProblem(codingPath: codingPath, expected: what)
        }
        var values: [Double] = []
        while !list.isAtEnd {
            let index = list.currentIndex
            guard let value = try? list.decode(Double.self), value.isFinite else {
                throw SchemaProblem(
                    codingPath: codingPath + [AnyCodingKey(intValue: index)], expected: "a finite number")
            }
            values.append(value)
        }
        guard count.contains(values.count) else {
            throw SchemaProblem(codingPath: codingPath, expected: what)
        }
        return values
    }
}

extension KeyedDecodingContainer {
    /// Decodes an optional value, turning any failure into a ``SchemaProblem`` expecting `what`
    /// (unless the value's own decoding already reported a more precise problem).
    func optional<T: Decodable>(_ type: T.Type, _ key: Key, expecting what: String) throws -> T? {
        guard contains(key) else { return nil }
        do {
            return try decodeIfPresent(type, forKey: key)
        } catch let problem as SchemaProblem {
            throw problem
        } catch {
            throw SchemaProblem(codingPath: codingPath + [key], expected: what)
        }
    }

    /// Decodes a required value, turning any failure into a ``SchemaProblem`` expecting `what`.
    func required<T: Decodable>(_ type: T.Type, _ key: Key, expecting what: String) throws -> T {
        guard contains(key) else {
            throw SchemaProblem(
                codingPath: codingPath, expected: "", message: "missing field '\(key.stringValue)' (\(what))")
        }
        guard let value = try optional(type, key, expecting: what) else {
            throw SchemaProblem(codingPath: codingPath + [key], expected: what)
        }
        return value
    }
}
