import Foundation

/// The timing information an animator uses: a cubic curve, a spring, or both.
///
/// UIKit's two providers are ``UICubicTimingParameters`` and ``UISpringTimingParameters``.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// The kind of timing information this object provides.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic timing parameters, if any.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring timing parameters, if any.
    var springTimingParameters: UISpringTimingParameters? { get }
}
