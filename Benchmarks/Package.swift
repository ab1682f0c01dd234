// swift-tools-version: 6.2
import PackageDescription

// HitKit's benchmark suite: a separate package so that the library itself never depends on the
// benchmark harness. Run it from this folder with `swift package benchmark`.
let package = Package(
    name: "HitKitBenchmarks",
    dependencies: [
        // Named, so that `package: "HitKit"` works whatever the checkout's folder is called (a bare
        // `.package(path: "..")` takes its identity from the folder name).
        .package(name: "HitKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(
            name: "HitKitBenchmarkSupport",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "HitKit", package: "HitKit"),
            ]
        ),
        // Not a benchmark: a plain executable for instruction-count profiles under callgrind.
        .executableTarget(
            name: "HitKitProfile",
            dependencies: [
                .product(name: "HitKit", package: "HitKit"),
                "HitKitBenchmarkSupport",
            ]
        ),
        .executableTarget(
            name: "HitTestBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "HitKit", package: "HitKit"),
                "HitKitBenchmarkSupport",
            ],
            path: "Benchmarks/HitTestBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "DispatchBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "HitKit", package: "HitKit"),
                "HitKitBenchmarkSupport",
            ],
            path: "Benchmarks/DispatchBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The tools' costs on big valid input (issue 25): a recorded script read back, the inspector
        // recording a long gesture.
        .executableTarget(
            name: "ToolBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "HitKit", package: "HitKit"),
                .product(name: "HitKitScenes", package: "HitKit"),
                .product(name: "HitKitInspector", package: "HitKit"),
                "HitKitBenchmarkSupport",
            ],
            path: "Benchmarks/ToolBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
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
