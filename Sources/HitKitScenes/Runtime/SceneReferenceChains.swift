import HitKit

extension SceneFile {
    /// The most views a chain of `pointInside: {exceptInside: …}` references may pass through: each
    /// view's `point(inside:with:)` asks the next one's, so the chain's length is a call depth.
    public static let maximumReferenceChain = 64
}

extension SceneBuilder {
    /// Refuses a cycle of `exceptInside` references (a view whose `point(inside:with:)` would ask
    /// itself, at once or through others) and a chain longer than ``SceneFile/maximumReferenceChain``
    /// views, at the first view (in the file) concerned. `references` are the views that except
    /// another, in document order, with the path to report; their targets are resolved.
    ///
    /// - Complexity: O(*n*) in the views: every view is followed once (each has one target at most).
    func checkExceptChains(_ references: [(SceneViewBehaviour, path: [any CodingKey])]) throws(SceneFileError) {
        var behaviours: [ObjectIdentifier: SceneViewBehaviour] = [:]
        for (behaviour, _) in references {
            if let view = behaviour.view { behaviours[ObjectIdentifier(view)] = behaviour }
        }
        func next(_ behaviour: SceneViewBehaviour) -> SceneViewBehaviour? {
            behaviour.exceptTarget.flatMap { behaviours[ObjectIdentifier($0)] }
        }
        // The number of views from each behaviour to the end of its chain, the target included.
        var length: [ObjectIdentifier: Int] = [:]
        let pathOf = Dictionary(
            references.map { (ObjectIdentifier($0.0), $0.path) }, uniquingKeysWith: { first, _ in first })
        for (start, _) in references where length[ObjectIdentifier(start)] == nil {
            var walk: [SceneViewBehaviour] = []
            var onWalk: [ObjectIdentifier: Int] = [:]
            var current: SceneViewBehaviour? = start
            var tail = 1  // the last target, which excepts nothing
            while let behaviour = current, behaviour.exceptTarget != nil {
                let id = ObjectIdentifier(behaviour)
                if let known = length[id] {
                    tail = known
                    break
                }
                if let position = onWalk[id] {
                    let cycle = walk[position...].map(\.name) + [behaviour.name]
                    throw error(
                        .reference, pathOf[id] ?? [],
                        "exceptInside makes a cycle (\(cycle.joined(separator: " → "))), which would never end")
                }
                onWalk[id] = walk.count
                walk.append(behaviour)
                current = next(behaviour)
            }
            for behaviour in walk.reversed() {
                tail += 1
                length[ObjectIdentifier(behaviour)] = tail
            }
        }
        for (behaviour, path) in references
        where (length[ObjectIdentifier(behaviour)] ?? 0) > SceneFile.maximumReferenceChain {
            var names: [String] = []
            var current: SceneViewBehaviour? = behaviour
            while let each = current, names.count < 4 {
                names.append(each.name)
                current = next(each)
            }
            throw error(
                .reference, path,
                "exceptInside chain is longer than \(SceneFile.maximumReferenceChain) views "
                    + "(\(names.joined(separator: " → ")) → …); each view's point(inside:) asks the next one's")
        }
    }
}
