// swift-tools-version: 6.2
import PackageDescription

// `hitkit inspect`'s web server: a separate package, so that neither HitKit (the library toolkit authors depend
// on) nor the `hitkit` command fetches or builds a web framework. `hitkit inspect` builds it on first use in a
// checkout (`swift build --package-path Inspector --product hitkit-inspect`) and runs it; see
// Sources/HitKitScenes/HitKitScenes.docc/TheHitKitCommand.md. The session and protocol are `HitKitInspector`, in
// the HitKit package; this package adds only the transport and the page.
let package = Package(
    name: "HitKitInspectorServer",
    products: [
        .executable(name: "hitkit-inspect", targets: ["hitkit-inspect"])
    ],
    dependencies: [
        // Named, so that `package: "HitKit"` works whatever the checkout's folder is called.
        .package(name: "HitKit", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
    ],
    targets: [
        // Hummingbird + WebSocket, the page embedded in the binary.
        .executableTarget(
            name: "hitkit-inspect",
            dependencies: [
                .product(name: "HitKitInspector", package: "HitKit"),
                .product(name: "HitKitScenes", package: "HitKit"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            // The page (plain HTML, CSS and JS modules), compiled into the binary: served with no file read.
            resources: [
                .embedInCode("Page/index.html"), .embedInCode("Page/inspector.css"), .embedInCode("Page/main.js"),
                .embedInCode("Page/drawing.js"), .embedInCode("Page/hover.js"), .embedInCode("Page/touch.js"),
                .embedInCode("Page/trace.js"), .embedInCode("Page/timeline.js"), .embedInCode("Page/hitmap.js"),
                .embedInCode("Page/editor.js"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)

// CI's strict build, as in HitKit's Package.swift: with HITKIT_WARNINGS_AS_ERRORS=1 (`.ci/run` sets it), every
// warning in this package's own targets is an error; the dependencies' warnings are not.
if Context.environment["HITKIT_WARNINGS_AS_ERRORS"] == "1" {
    for target in package.targets where target.type != .system {
        target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
    }
}
