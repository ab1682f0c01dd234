import Foundation

/// The failure requirements among the recognizers involved in one environment's touches, as a
/// graph built once and kept until who is involved, or what they share, changes.
///
/// Nodes are the involved recognizers, in the environment's order, then the recognizers their
/// `require(toFail:)` lists name that are not involved (those count as failed unless they have
/// recognized). An edge *i* → *j* says *i* waits for *j* to fail. Edges come from
/// `require(toFail:)` and, for each pair of involved recognizers sharing a touch, from the
/// subclass overrides and delegate methods that pair them — asked once per pair when the graph is
/// built, and only for pairs in which one recognizer could answer: one with a delegate, or of a
/// class that may override `shouldRequireFailure(of:)` / `shouldBeRequiredToFail(by:)` (HitKit's
/// own recognizer classes do not).
///
/// - Complexity: Building takes O(*n* + *e* + *a* × *n*) for *n* recognizers, *e* edges and *a*
///   recognizers that can answer the pairing questions (*a* × *n* pair questions).
@MainActor
final class FailureRequirementGraph {
    /// The recognizers, involved ones first.
    let nodes: [UIGestureRecognizer]
    /// How many of ``nodes`` are involved.
    let involvedCount: Int
    /// Each node's requirements, `require(toFail:)` ones first, in order, then the paired ones.
    private(set) var required: [[Int]]
    /// Each node's dependents: those that require it, in node order.
    private(set) var dependents: [[Int]]
    /// Per node, how far through ``required`` every requirement is known to have failed.
    private var cursor: [Int]
    /// Per node, whether its requirements have been checked in full for one that recognized.
    private var scannedForRecognized: [Bool]
    /// Strongly connected components, when overrides or delegates added edges (only those can
    /// close a cycle): a node's component, and whether that component has a cycle.
    private var component: [Int] = []
    private var componentIsCyclic: [Bool] = []
    private var index: [ObjectIdentifier: Int]

    init(involved: [UIGestureRecognizer]) {
        var nodes = involved
        var index: [ObjectIdentifier: Int] = [:]
        index.reserveCapacity(involved.count)
        for (position, recognizer) in involved.enumerated() { index[ObjectIdentifier(recognizer)] = position }
        var required: [[Int]] = Array(repeating: [], count: involved.count)
        for (position, recognizer) in involved.enumerated() {
            for weak in recognizer.failureRequirements {
                guard let other = weak.recognizer, other !== recognizer else { continue }
                let target: Int
                if let known = index[ObjectIdentifier(other)] {
                    target = known
                } else {
                    target = nodes.count
                    index[ObjectIdentifier(other)] = target
                    nodes.append(other)
                    required.append([])
                }
                required[position].append(target)
            }
        }
        self.nodes = nodes
        self.involvedCount = involved.count
        self.index = index
        self.required = required
        self.dependents = []
        self.cursor = Array(repeating: 0, count: nodes.count)
        self.scannedForRecognized = Array(repeating: false, count: nodes.count)
        let paired = addPairedRequirements()
        var dependents: [[Int]] = Array(repeating: [], count: nodes.count)
        for (node, targets) in self.required.enumerated() {
            for target in targets { dependents[target].append(node) }
        }
        self.dependents = dependents
        if paired { findComponents() }
    }

    /// The node of `recognizer`, if it is in the graph.
    func node(of recognizer: UIGestureRecognizer) -> Int? { index[ObjectIdentifier(recognizer)] }

    // MARK: Pairing questions

    /// HitKit's own recognizer classes, which keep the base class's `false` answers to
    /// `shouldRequireFailure(of:)` and `shouldBeRequiredToFail(by:)`.
    private static let classesWithoutPairingOverrides: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIGestureRecognizer.self), ObjectIdentifier(UITapGestureRecognizer.self),
        ObjectIdentifier(UILongPressGestureRecognizer.self), ObjectIdentifier(UIPanGestureRecognizer.self),
        ObjectIdentifier(UISwipeGestureRecognizer.self), ObjectIdentifier(UIPinchGestureRecognizer.self),
        ObjectIdentifier(UIRotationGestureRecognizer.self), ObjectIdentifier(UIScreenEdgePanGestureRecognizer.self),
        ObjectIdentifier(ScrollViewPanGestureRecognizer.self), ObjectIdentifier(ScrollViewPinchGestureRecognizer.self),
        ObjectIdentifier(ScrollViewDelayRecognizer.self),
    ]

    /// Whether any of `involved` names a requirement or could be paired with another.
    static func mayHaveEdges(_ involved: [UIGestureRecognizer]) -> Bool {
        involved.contains { !$0.failureRequirements.isEmpty || mayPair($0) }
    }

    /// Whether `recognizer` could answer `true` to a pairing question: it has a delegate, or its
    /// class may override the pairing methods.
    private static func mayPair(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.delegate != nil
            || !classesWithoutPairingOverrides.contains(ObjectIdentifier(type(of: recognizer)))
    }

    /// Whether `recognizer` must wait for `other` by an override or a delegate (UIKit's four
    /// questions, in this order, until one says yes).
    private static func pairs(_ recognizer: UIGestureRecognizer, requiring other: UIGestureRecognizer) -> Bool {
        recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
            || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
    }

    /// Asks the pairing questions for every pair of involved recognizers that share a touch and
    /// of which one may answer, and adds the edges. Returns whether it added any.
    private func addPairedRequirements() -> Bool {
        let askers = (0..<involvedCount).filter { Self.mayPair(nodes[$0]) }
        guard !askers.isEmpty else { return false }
        var isAsker = Array(repeating: false, count: involvedCount)
        for asker in askers { isAsker[asker] = true }
        var explicit: Set<Int> = []
        for (node, targets) in required.enumerated() {
            for target in targets { explicit.insert(node &* nodes.count &+ target) }
        }
        var added = Array(repeating: [Int](), count: involvedCount)
        var stamp = Array(repeating: -1, count: involvedCount)
        for asker in askers {
            let recognizer = nodes[asker]
            stamp[asker] = asker
            for touch in recognizer.seenTouches {
                for other in touch.delivery.recognizers {
                    guard let partner = index[ObjectIdentifier(other)], partner < involvedCount,
                        stamp[partner] != asker, !(isAsker[partner] && partner < asker),
                        other.seenTouches.contains(where: { $0 === touch })
                    else { continue }
                    stamp[partner] = asker
                    for (from, to) in [(asker, partner), (partner, asker)]
                    where !explicit.contains(from &* nodes.count &+ to)
                        && Self.pairs(nodes[from], requiring: nodes[to])
                    {
                        added[from].append(to)
                    }
                }
            }
        }
        var any = false
        for node in 0..<involvedCount where !added[node].isEmpty {
            required[node].append(contentsOf: added[node].sorted())
            any = true
        }
        return any
    }

    // MARK: Deciding

    /// What stands between a node and recognizing.
    enum Blocker {
        /// A requirement recognized: the node fails.
        case recognized(UIGestureRecognizer)
        /// A requirement is still undecided: the node waits for it.
        case undecided(UIGestureRecognizer)
    }

    /// The first requirement of `node` that recognized or is undecided, or `nil` when every one
    /// has failed. An undecided requirement that waits, directly or through undecided others, for
    /// `node` is skipped and handed to `cycle` (the node does not wait on itself).
    ///
    /// - Complexity: Amortized O(1) per requirement over a touch sequence: requirements only go
    ///   from undecided to decided, so each is passed once; a node's whole list is scanned once
    ///   for one that recognized, later recognitions fail it through ``dependents``.
    func blocker(
        of node: Int, isUndecided: (UIGestureRecognizer) -> Bool, cycle: (UIGestureRecognizer) -> Void
    ) -> Blocker? {
        let list = required[node]
        if !scannedForRecognized[node] {
            scannedForRecognized[node] = true
            if let winner = list.lazy.map({ self.nodes[$0] }).first(where: GestureEnvironment.hasRecognized) {
                return .recognized(winner)
            }
        }
        var position = cursor[node]
        var advancing = true
        while position < list.count {
            let other = nodes[list[position]]
            if GestureEnvironment.hasRecognized(other) { return .recognized(other) }
            if isUndecided(other) {
                guard waits(for: node, from: list[position], isUndecided: isUndecided) else {
                    if advancing { cursor[node] = position }
                    return .undecided(other)
                }
                cycle(other)
                advancing = false
            }
            position += 1
            if advancing { cursor[node] = position }
        }
        return nil
    }

    /// Whether `start` waits for `target`'s failure, directly or through undecided recognizers it
    /// waits for. Only nodes of one cyclic component can: elsewhere it is answered at once, and a
    /// walk stays inside the component.
    private func waits(for target: Int, from start: Int, isUndecided: (UIGestureRecognizer) -> Bool) -> Bool {
        guard !component.isEmpty, component[start] == component[target], componentIsCyclic[component[start]]
        else { return false }
        let home = component[start]
        var stack = [start]
        var visited: Set<Int> = [start]
        while let current = stack.popLast() {
            for next in required[current] where component[next] == home {
                if next == target { return true }
                if isUndecided(nodes[next]) && visited.insert(next).inserted { stack.append(next) }
            }
        }
        return false
    }

    // MARK: Components

    /// Tarjan's strongly connected components, iteratively (no recursion on long chains).
    private func findComponents() {
        let count = nodes.count
        var order = Array(repeating: -1, count: count)
        var low = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var stack: [Int] = []
        var component = Array(repeating: -1, count: count)
        var cyclic: [Bool] = []
        var counter = 0
        for root in 0..<count where order[root] < 0 {
            var frames: [(node: Int, next: Int)] = [(root, 0)]
            order[root] = counter
            low[root] = counter
            counter += 1
            stack.append(root)
            onStack[root] = true
            while let frame = frames.last {
                let node = frame.node
                if frame.next < required[node].count {
                    frames[frames.count - 1].next += 1
                    let next = required[node][frame.next]
                    if order[next] < 0 {
                        order[next] = counter
                        low[next] = counter
                        counter += 1
                        stack.append(next)
                        onStack[next] = true
                        frames.append((next, 0))
                    } else if onStack[next] {
                        low[node] = min(low[node], order[next])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last { low[parent.node] = min(low[parent.node], low[node]) }
                guard low[node] == order[node] else { continue }
                let id = cyclic.count
                var size = 0
                while let member = stack.popLast() {
                    onStack[member] = false
                    component[member] = id
                    size += 1
                    if member == node { break }
                }
                cyclic.append(size > 1)
            }
        }
        self.component = component
        self.componentIsCyclic = cyclic
    }
}
