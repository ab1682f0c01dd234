// swift-tools-version: 6.2
import PackageDescription

// HitKit's libFuzzer harness: a separate package, so that the library itself is never built with
// the fuzzer's instrumentation. Run it with `Fuzz/run`; see Fuzz/README.md.
//
// `Fuzz/run` builds it with `-Xswiftc -sanitize=fuzzer`, which instruments every Swift module
// (HitKit's included) for libFuzzer's coverage feedback. The fuzz targets link libFuzzer's runtime
// themselves (`fuzzerLinking`), with lld: gold fails on it with an internal error. These are unsafe
// flags, which SwiftPM allows in a root package, and this package is only ever the root.
let fuzzerLinking: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer", "-use-ld=lld"])]

let package = Package(
    name: "HitKitFuzz",
    dependencies: [
        // Named, so that `package: "HitKit"` works whatever the checkout's folder is called.
        .package(name: "HitKit", path: "..")
    ],
    targets: [
        .target(name: "FuzzSupport"),
        .executableTarget(
            name: "fuzz-host-input",
            dependencies: ["FuzzSupport", .product(name: "HitKitTesting", package: "HitKit")],
            linkerSettings: fuzzerLinking
        ),
        .executableTarget(
            name: "fuzz-scene-file",
            dependencies: ["FuzzSupport", .product(name: "HitKitScenes", package: "HitKit")],
            linkerSettings: fuzzerLinking
        ),
        .executableTarget(
            name: "fuzz-touch-script",
            dependencies: ["FuzzSupport", .product(name: "HitKitScenes", package: "HitKit")],
            linkerSettings: fuzzerLinking
        ),
        .executableTarget(
            name: "fuzz-inspector-message",
            dependencies: ["FuzzSupport", .product(name: "HitKitInspector", package: "HitKit")],
            linkerSettings: fuzzerLinking
        ),
        .executableTarget(
            name: "fuzz-view-dump",
            dependencies: ["FuzzSupport", .product(name: "HitKitDumps", package: "HitKit")],
            linkerSettings: fuzzerLinking
        ),
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
