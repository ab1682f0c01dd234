// On Linux, where Apple's Core Animation does not exist, `import QuartzCore` in ported UIKit code
// finds this module: it re-exports HitKit, which provides the Core Animation types UIKit code uses
// (`CALayer` and its subclasses, `CATransform3D` and its functions, `CATransaction`). Package.swift
// declares it only on Linux.
@_exported import HitKit
