#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads an input — a scene file, a dump or a touch script — whole, from a regular file, a pipe, a
/// FIFO, a process substitution (`/dev/fd/63`) or, for `-`, standard input, up to
/// ``SceneFile/maximumInputSize`` bytes.
///
/// A regular file larger than the limit is refused before it is read; any other input as soon as
/// it has given one byte more than the limit.
enum InputReader {
    /// The name errors give standard input, read for the path `-`.
    static let standardInputName = "<stdin>"

    /// The name errors give the input at `path`.
    static func displayName(_ path: String) -> String { path == "-" ? standardInputName : path }

    /// The bytes of the input at `path` (`-` for standard input).
    static func read(_ path: String, limit: Int = SceneFile.maximumInputSize) throws(SceneFileError) -> [UInt8] {
        let name = displayName(path)
        func failure(_ code: SceneFileError.Code, _ message: String) -> SceneFileError {
            SceneFileError(code: code, file: name, line: 0, column: 0, path: "", message: message)
        }
        let tooLarge = failure(
            .limit, "the input is larger than \(limit / (1024 * 1024)) MiB (\(limit) bytes), the most hitkit reads")
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure(.unreadable, "cannot read the file") }
        defer { if path != "-" { close(descriptor) } }
        var status = stat()
        if fstat(descriptor, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFDIR { throw failure(.unreadable, "cannot read the file") }
            if status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) > limit { throw tooLarge }
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw failure(.unreadable, "cannot read the file") }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { throw tooLarge }
        }
        return bytes
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }
}
