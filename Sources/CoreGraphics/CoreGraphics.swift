// On Linux, where Apple's Core Graphics does not exist, `import CoreGraphics` in ported UIKit code
// finds this module: it re-exports HitKit, which provides the Core Graphics types UIKit code uses
// (`CGFloat`, `CGPoint`, `CGRect` through Foundation; `CGAffineTransform`, `CGVector`, `CGColor`,
// `CGPath`, `CGMutablePath`, `CGContext`). Package.swift declares it only on Linux.
@_exported import HitKit
