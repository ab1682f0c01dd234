/// One libFuzzer input, as the fuzz targets read it.
public enum FuzzInput {
    /// The input's bytes.
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// The input read as UTF-8, each invalid sequence replaced by U+FFFD.
    public static func text(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    }
}
