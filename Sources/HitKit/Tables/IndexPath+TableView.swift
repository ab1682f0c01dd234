import Foundation

#if !canImport(UIKit)
    /// UIKit's `row` and `section` for index paths, which Foundation has only where UIKit adds them.
    ///
    /// A table's index path holds two indexes: the section, then the row. UIKit stops with an
    /// assertion on an index path of another length; HitKit reads a missing index as 0 and setting
    /// one pads the path with zeros, so bad input never crashes.
    extension IndexPath {
        /// An index path naming `row` in `section`, as UIKit's `init(row:section:)`.
        public init(row: Int, section: Int) {
            self.init(indexes: [section, row])
        }

        /// The section: the first index.
        public var section: Int {
            get { count > 0 ? self[0] : 0 }
            set {
                while count < 1 { append(0) }
                self[0] = newValue
            }
        }

        /// The row within its section: the second index.
        public var row: Int {
            get { count > 1 ? self[1] : 0 }
            set {
                while count < 2 { append(0) }
                self[1] = newValue
            }
        }
    }
#endif
