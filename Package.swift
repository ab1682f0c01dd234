// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "HitKit",
    products: [
        .library(name: "HitKit", targets: ["HitKit"]),
        .library(name: "HitKitTesting", targets: ["HitKitTesting"]),
        .library(name: "HitKitScenes", targets: ["HitKitScenes"]),
        .library(name: "HitKitDumps", targets: ["HitKitDumps"]),
        // inspector-core: the inspector's protocol and sessions, with no server dependency.
        .library(name: "HitKitInspector", targets: ["HitKitInspector"]),
        .executable(name: "hitkit", targets: ["hitkit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        .target(
            name: "HitKit",
            dependencies: [.product(name: "Logging", package: "swift-log")]
        ),
        .target(name: "HitKitTesting", dependencies: ["HitKit"]),
        .target(name: "HitKitDumps"),
        .target(
            name: "HitKitScenes",
            dependencies: ["HitKit", "HitKitDumps", .product(name: "Yams", package: "Yams")],
            resources: [.copy("Examples"), .copy("Resources/scene.schema.json")]
        ),
        // inspector-core: the inspector's protocol and sessions, with no server dependency.
        .target(name: "HitKitInspector", dependencies: ["HitKit", "HitKitScenes"]),
        .testTarget(
            name: "HitKitInspectorTests", dependencies: ["HitKitInspector", "HitKitScenes", "HitKit", "HitKitTesting"]
        ),
        .executableTarget(
            name: "hitkit",
            dependencies: [
                "HitKit", "HitKitScenes",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "HitKitTests", dependencies: ["HitKit", "HitKitTesting"]),
        .testTarget(name: "HitKitTestingTests", dependencies: ["HitKit", "HitKitTesting"]),
        // Public UIKit code in the Swift 5 language mode, as most of it still is.
        .testTarget(
            name: "HitKitSwift5Tests", dependencies: ["HitKit", "HitKitTesting"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(name: "HitKitDumpsTests", dependencies: ["HitKitDumps"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ArticleScenesTests", dependencies: ["HitKitScenes", "HitKit", "HitKitTesting"]),
        .testTarget(
            name: "HitKitScenesTests",
            dependencies: ["HitKitScenes", "HitKitDumps", "HitKit", "HitKitTesting"],
            resources: [.copy("Golden"), .copy("Fixtures")]
        ),
        // Gestures exported by GestureExport.swiftTest, checked in as exported (see RecordedGestureExportTests).
        .testTarget(name: "RecordedGestureTests", dependencies: ["HitKit", "HitKitScenes", "HitKitTesting"]),
    ],
    swiftLanguageModes: [.v6]
)

// layer: on Linux only, modules named CoreGraphics and QuartzCore that re-export HitKit, so that
// `import CoreGraphics` and `import QuartzCore` in ported UIKit code compile. On Apple platforms the
// system frameworks have these names, so the targets are not declared there. HitKitTests and
// HitKitSwift5Tests import them in Linux-only files of ported code.
#if os(Linux)
    package.products += [
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
    ]
    package.targets += [
        .target(name: "CoreGraphics", dependencies: ["HitKit"]),
        .target(name: "QuartzCore", dependencies: ["HitKit"]),
    ]
    for target in package.targets where ["HitKitTests", "HitKitSwift5Tests"].contains(target.name) {
        target.dependencies += ["CoreGraphics", "QuartzCore"]
    }
#endif

// CI's strict build: with HITKIT_WARNINGS_AS_ERRORS=1 (`.ci/run` sets it), every warning in this package's own
// targets is an error. The dependencies are not affected: the setting is per target, and SwiftPM builds remote
// packages with their warnings suppressed. Off by default, so that a local build never recompiles for it and a
// package that depends on HitKit never gets it (Xcode rejects it beside the -suppress-warnings it gives packages).
if Context.environment["HITKIT_WARNINGS_AS_ERRORS"] == "1" {
    for target in package.targets {
        target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
    }
}
