/// HitKit re-exports Foundation, as UIKit does, so that `import HitKit` in place of `import UIKit`
/// is enough for UIKit code that uses `CGFloat`, `CGPoint`, `CGSize`, `CGRect`, `TimeInterval`,
/// `NSLog` or `String(format:)` without importing Foundation itself.
@_exported import Foundation
