import Foundation

#if !canImport(Darwin)
    /// A two-dimensional vector, as Core Graphics defines it (Foundation on Linux has none). Where Core
    /// Graphics exists, HitKit uses the real type instead.
    public struct CGVector: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The x component.
        public var dx: CGFloat
        /// The y component.
        public var dy: CGFloat

        /// A vector with both components zero.
        public static let zero = CGVector(dx: 0, dy: 0)

        /// Creates a vector with both components zero.
        public init() { self.init(dx: 0, dy: 0) }

        /// Creates a vector from its components.
        public init(dx: CGFloat, dy: CGFloat) {
            self.dx = dx
            self.dy = dy
        }

        /// Creates a vector from `Double` components.
        public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

        /// Creates a vector from integer components.
        public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

        public var description: String { "(\(dx), \(dy))" }
    }
#endif
