import Foundation

#if !canImport(UIKit)
    /// UIKit's `item` for index paths, which Foundation has only where UIKit adds it.
    ///
    /// A collection view's index path holds two indexes: the section, then the item (the same
    /// positions as a table's section and row, so ``IndexPath/section`` serves both). UIKit stops
    /// with an assertion on an index path of another length; HitKit reads a missing index as 0 and
    /// setting one pads the path with zeros, so bad input never crashes.
    extension IndexPath {
        /// An index path naming `item` in `section`, as UIKit's `init(item:section:)`.
        public init(item: Int, section: Int) {
            self.init(indexes: [section, item])
        }

        /// The item within its section: the second index.
        public var item: Int {
            get { count > 1 ? self[1] : 0 }
            set {
                while count < 2 { append(0) }
                self[1] = newValue
            }
        }
    }
#endif
