// swift-tools-version: 6.2
// The SDL2 window host: a package of its own, so that building HitKit never needs SDL.
// Needs Debian's libsdl2-dev (or your platform's SDL2 development files, found with pkg-config).
import PackageDescription

let package = Package(
    name: "HitKitSDLHost",
    products: [
        .executable(name: "hitkit-sdl", targets: ["hitkit-sdl"]),
        .library(name: "SDLHost", targets: ["SDLHost"]),
    ],
    dependencies: [
        .package(name: "HitKit", path: "../.."),
        // `swift package generate-documentation --target SDLHost` (`.ci/run` builds the catalog).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // SDL2's C API, found with pkg-config. SwiftPM drops the `-D_REENTRANT` that `pkg-config --cflags sdl2`
        // gives and says so ("prohibited flag(s)"); glibc needs no such macro, and the include path still applies.
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        // What a toolkit author copies: SDL events → HitKit's PointerSamples.
        .target(
            name: "SDLHost",
            dependencies: ["CSDL2", .product(name: "HitKit", package: "HitKit")]
        ),
        // The window app: draws a scene and feeds it the window's mouse and touch input.
        .executableTarget(
            name: "hitkit-sdl",
            dependencies: [
                "CSDL2", "SDLHost",
                .product(name: "HitKit", package: "HitKit"),
                .product(name: "HitKitScenes", package: "HitKit"),
            ]
        ),
        .testTarget(
            name: "SDLHostTests",
            dependencies: [
                "CSDL2", "SDLHost",
                .product(name: "HitKit", package: "HitKit"),
                .product(name: "HitKitScenes", package: "HitKit"),
            ]
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
