/// A view's autoresizing mask as a dump prints it: `autoresize = W+H`, `autoresize = LM+RM+TM+BM`.
public struct DumpedAutoresizing: OptionSet, Hashable, Sendable {
    /// UIKit's raw `UIView.AutoresizingMask` value.
    public let rawValue: Int

    /// Creates a mask from UIKit's raw `UIView.AutoresizingMask` value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `LM`: flexible left margin.
    public static let flexibleLeftMargin = DumpedAutoresizing(rawValue: 1 << 0)
    /// `W`: flexible width.
    public static let flexibleWidth = DumpedAutoresizing(rawValue: 1 << 1)
    /// `RM`: flexible right margin.
    public static let flexibleRightMargin = DumpedAutoresizing(rawValue: 1 << 2)
    /// `TM`: flexible top margin.
    public static let flexibleTopMargin = DumpedAutoresizing(rawValue: 1 << 3)
    /// `H`: flexible height.
    public static let flexibleHeight = DumpedAutoresizing(rawValue: 1 << 4)
    /// `BM`: flexible bottom margin.
    public static let flexibleBottomMargin = DumpedAutoresizing(rawValue: 1 << 5)

    /// The mask for one of the dump's tokens (`LM`, `W`, `RM`, `TM`, `H`, `BM`), or `nil` for another token.
    public init?(token: some StringProtocol) {
        switch token {
        case "LM": self = .flexibleLeftMargin
        case "W": self = .flexibleWidth
        case "RM": self = .flexibleRightMargin
        case "TM": self = .flexibleTopMargin
        case "H": self = .flexibleHeight
        case "BM": self = .flexibleBottomMargin
        default: return nil
        }
    }
}
