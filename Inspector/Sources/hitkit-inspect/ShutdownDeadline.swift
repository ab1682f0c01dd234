import Foundation
import ServiceLifecycle

/// Ends the process with status 0 when a shutdown has not finished `limit` after it began.
///
/// Ctrl-C or SIGTERM starts a graceful shutdown: open WebSockets get a close frame, and the server stops once its
/// connections have closed. A browser that never answers, or a session busy on the main actor, could hold that up,
/// and ServiceLifecycle's own bound on cancellation ends the process with a fatal error when it passes. The server
/// keeps nothing that needs saving (each session lives in memory only), so past the deadline it simply exits, with
/// the status a requested stop has: 0.
struct ShutdownDeadline: Service {
    var limit: TimeInterval

    func run() async throws {
        // Returns once the group's graceful shutdown has begun (the services shut down in reverse order: this one,
        // listed last, first), or throws when the group is cancelled, which ends it too.
        try await gracefulShutdown()
        let limit = self.limit
        // A thread of its own, not a task: it must fire even when every task is stuck.
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: limit)
            fflush(nil)
            exit(0)
        }
    }
}
