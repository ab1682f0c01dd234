import Yams

/// Decodes a scene's `classes` mapping one class node at a time, in linear time: Yams' keyed
/// decoding finds each key by a linear search through the mapping, which made a file of 10,000
/// classes take half a minute to load.
///
/// Problems keep their coding paths from the document's root (`classes.Card.base`), so
/// ``SceneLoader`` reports them at their place in the file as before.
enum ClassMappingDecoder {
    /// `root` without its `classes` mapping, and the classes decoded from it; `root` unchanged and
    /// `nil` when there is no such mapping of string keys (the document's own decoding then reports
    /// what is wrong).
    static func split(_ root: Node) throws -> (rest: Node, classes: [String: SceneClass]?) {
        guard case .mapping(let mapping) = root,
            let entry = mapping.first(where: { $0.key.string == "classes" && $0.key.scalar != nil }),
            case .mapping(let classNodes) = entry.value,
            classNodes.allSatisfy({ $0.key.scalar != nil })
        else { return (root, nil) }
        var classes: [String: SceneClass] = [:]
        for (key, value) in classNodes {
            let name = key.string ?? ""
            let prefix: [any CodingKey] = [AnyCodingKey(stringValue: "classes"), AnyCodingKey(stringValue: name)]
            do {
                classes[name] = try YAMLDecoder().decode(SceneClass.self, from: value)
            } catch var problem as SchemaProblem {
                problem.codingPath = prefix + problem.codingPath
                throw problem
            } catch let error as DecodingError {
                throw prefixed(error, with: prefix)
            }
        }
        let rest = mapping.filter { $0.key.string != "classes" }.map { ($0.key, $0.value) }
        return (.mapping(Node.Mapping(rest, mapping.tag, mapping.style, mapping.mark)), classes)
    }

    /// `error` with `prefix` before its coding path.
    private static func prefixed(_ error: DecodingError, with prefix: [any CodingKey]) -> DecodingError {
        func moved(_ context: DecodingError.Context) -> DecodingError.Context {
            DecodingError.Context(
                codingPath: prefix + context.codingPath, debugDescription: context.debugDescription,
                underlyingError: context.underlyingError)
        }
        switch error {
        case .typeMismatch(let type, let context): return .typeMismatch(type, moved(context))
        case .valueNotFound(let type, let context): return .valueNotFound(type, moved(context))
        case .keyNotFound(let key, let context): return .keyNotFound(key, moved(context))
        case .dataCorrupted(let context): return .dataCorrupted(moved(context))
        @unknown default: return error
        }
    }
}
