import Foundation
import HitKitInspector
import Hummingbird
import HummingbirdWebSocket
import Logging
import ServiceLifecycle

/// The inspector's web server: the page at `/`, its files, and one ``InspectorSession`` per WebSocket at `/ws`.
///
/// It listens on `host` only (127.0.0.1 unless the command line names another address), serves only the
/// embedded page, and refuses requests whose `Host` (or a WebSocket's `Origin`) is not the server's own
/// address, so that a web page elsewhere cannot reach the session through the user's browser.
struct InspectorServer: Sendable {
    var scene: InspectorScene
    var host: String
    var port: Int
    /// The largest WebSocket message kept; a longer one gets an `error` reply and is dropped.
    var maxMessageBytes = InspectorLimits().maximumMessageBytes
    /// The largest single frame the transport reads at all (a longer one closes the connection).
    var maxFrameBytes = 16 << 20

    /// Runs until SIGINT or SIGTERM; `onListening` gets the port bound (the real one for port 0).
    func run(onListening: @escaping @Sendable (Int) -> Void) async throws {
        let router = Router(context: BasicWebSocketRequestContext.self)
        let host = self.host
        let serveAsset: @Sendable (Request, BasicWebSocketRequestContext) async throws -> Response = { request, _ in
            guard Self.isOwnHost(request, listeningOn: host) else { return Response(status: .misdirectedRequest) }
            guard let asset = PageAssets.asset(at: request.uri.path) else { return Response(status: .notFound) }
            return Response(
                status: .ok,
                headers: [
                    .contentType: asset.contentType, .cacheControl: "no-store",
                    .init("X-Content-Type-Options")!: "nosniff",
                    .init("Content-Security-Policy")!:
                        "default-src 'self'; connect-src 'self'; img-src 'self' data: blob:; object-src 'none'",
                ],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: asset.bytes)))
        }
        router.get("/", use: serveAsset)
        router.get("/**", use: serveAsset)
        let wsRouter = Router(context: BasicWebSocketRequestContext.self)
        let scene = self.scene
        let maxMessageBytes = self.maxMessageBytes
        wsRouter.ws("/ws") { request, _ in
            Self.isOwnHost(request, listeningOn: host) && Self.isOwnOrigin(request) ? .upgrade([:]) : .dontUpgrade
        } onUpgrade: { inbound, outbound, _ in
            try await Self.serve(scene: scene, maxMessageBytes: maxMessageBytes, inbound: inbound, outbound: outbound)
        }
        var logger = Logger(label: "hitkit-inspect")
        logger.logLevel = .warning
        let app = Application(
            router: router,
            server: .http1WebSocketUpgrade(
                webSocketRouter: wsRouter,
                configuration: .init(ws: .init(maxFrameSize: maxFrameBytes, closeTimeout: .seconds(1)))),
            configuration: .init(address: .hostname(host, port: port), serverName: "hitkit-inspect"),
            onServerRunning: { channel in onListening(channel.localAddress?.port ?? 0) },
            logger: logger)
        // Ctrl-C or SIGTERM: a graceful shutdown (open WebSockets get a close frame), bounded so that a browser
        // that never answers cannot hold the server up: after 3 s the group cancels the server, and after 5 s
        // the process ends with status 0 however far that got (`ShutdownDeadline`). No bound on cancellation
        // itself: ServiceLifecycle ends the process with a fatal error when that one passes.
        var configuration = ServiceGroupConfiguration(
            services: [app, ShutdownDeadline(limit: 5)], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        configuration.maximumGracefulShutdownDuration = .seconds(3)
        do {
            try await ServiceGroup(configuration: configuration).run()
        } catch is CancellationError {}
    }

    /// One connection's session: the `scene` message first, then a reply to every message.
    static func serve(
        scene: InspectorScene, maxMessageBytes: Int, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter
    ) async throws {
        let session = await MainActor.run { InspectorSession(scene: scene) }
        let start = ContinuousClock.now
        for text in await MainActor.run(body: { session.start() }) { try await outbound.write(.text(text)) }
        var assembler = MessageAssembler(maxBytes: maxMessageBytes)
        for try await frame in inbound {
            guard
                let message = assembler.add(opcode: frame.opcode, fin: frame.fin, payload: frame.data.readableBytesView)
            else {
                continue
            }
            let elapsed = ContinuousClock.now - start
            let receivedAt = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            let replies: [String] = await MainActor.run {
                switch message {
                case .text(let text): session.receive(text, receivedAt: receivedAt)
                case .oversized(let count): session.receiveOversized(byteCount: count)
                case .invalidUTF8: [errorMessage("the message is not valid UTF-8 text")]
                case .binary: [errorMessage("binary messages are not part of the protocol: send JSON text")]
                }
            }
            for reply in replies { try await outbound.write(.text(reply)) }
        }
    }

    /// An `error` message the transport itself sends.
    static func errorMessage(_ text: String) -> String {
        let data = try? JSONSerialization.data(withJSONObject: ["type": "error", "message": text])
        return data.flatMap { String(data: $0, encoding: .utf8) } ?? #"{"type":"error","message":"bad message"}"#
    }

    /// Whether the request's `Host` names a loopback address (a DNS-rebinding guard), when the server listens
    /// on a loopback address; with an explicit other `--host` any name is taken.
    static func isOwnHost(_ request: Request, listeningOn host: String) -> Bool {
        guard isLoopback(host), let authority = request.head.authority else { return true }
        return isLoopback(hostName(of: authority))
    }

    /// Whether a WebSocket request's `Origin`, when there is one, is this server's page.
    static func isOwnOrigin(_ request: Request) -> Bool {
        guard let origin = request.headers[.origin] else { return true }
        guard let authority = request.head.authority, origin.hasPrefix("http://") else { return false }
        return origin.dropFirst("http://".count) == authority
    }

    /// The host name of `authority` (`host:port`, `[v6]:port`).
    static func hostName(of authority: String) -> String {
        if authority.hasPrefix("["), let end = authority.firstIndex(of: "]") {
            return String(authority[authority.index(after: authority.startIndex)..<end])
        }
        return String(authority.split(separator: ":", maxSplits: 1).first ?? "")
    }

    static func isLoopback(_ name: String) -> Bool {
        let name = name.lowercased()
        return name == "localhost" || name == "::1" || name.hasPrefix("127.")
    }
}
