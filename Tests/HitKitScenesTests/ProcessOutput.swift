import Foundation

/// What a finished process printed on its standard output and error, and its exit status: how the
/// `hitkit` command tests run the built binary (or a shell around it).
struct ProcessOutput {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Runs `executable` with `arguments` in `folder`, with `environment` added to this process's,
    /// and waits for it to exit.
    static func run(
        _ executable: URL, _ arguments: [String], in folder: URL, environment: [String: String] = [:]
    ) throws -> ProcessOutput {
        var attempts = 0
        while true {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.currentDirectoryURL = folder
            if !environment.isEmpty {
                process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            }
            let output = Pipe()
            let error = Pipe()
            process.standardOutput = output
            process.standardError = error
            do {
                try process.run()
            } catch let failure as NSError where isBusyText(failure) && attempts < 50 {
                attempts += 1
                usleep(20_000)
                continue
            }
            let outputData = output.fileHandleForReading.readDataToEndOfFile()
            let errorData = error.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return ProcessOutput(
                status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
                stderr: String(decoding: errorData, as: UTF8.self))
        }
    }

    /// Whether exec failed with ETXTBSY: a test that has just copied the executable can find it
    /// "busy" because another test's `fork` inherited the copy's write descriptor for the instant
    /// before its own `exec` closed it. Retried, with a new process.
    private static func isBusyText(_ error: NSError) -> Bool {
        let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
        return underlying?.domain == NSPOSIXErrorDomain && underlying?.code == Int(ETXTBSY)
    }
}
