// swift-tools-version:6.1
import PackageDescription

// Release-mode benchmarks, kept out of the root package so that `swift test`
// never builds them and the library itself keeps no dependencies. Run from the
// repository root (Sources/Reactive/Reactive.docc/Performance.md):
//   swift package --package-path Benchmarks benchmark                  (package-benchmark suite)
//   swift run -c release --package-path Benchmarks reactive-vs-combine  (side by side, interleaved)
//   Benchmarks/Scripts/callgrind-units                                 (instructions per unit)
//   swift run -c release --package-path Benchmarks lawcheck-bench
//   swift run -c release --package-path Benchmarks law-catch-bench
let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Reactive", path: ".."),
        // The malloc interposer gives allocation counts per unit; the ARC runtime
        // interposer (a default trait on Linux) is left off.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        // The workloads, each written for Reactive, for OpenCombine and as the
        // plain-Swift floor, shared by every runner below. A module of its own, so
        // that they call the libraries as a user's package does.
        .target(
            name: "Workloads",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            path: "Sources/Workloads"
        ),
        .executableTarget(
            name: "ReactiveHotPaths",
            dependencies: ["Workloads", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/ReactiveHotPaths",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "reactive-vs-combine",
            dependencies: ["Workloads"],
            path: "Sources/reactive-vs-combine"
        ),
        .executableTarget(
            name: "lawcheck-bench",
            dependencies: [.product(name: "LawCheck", package: "Reactive")],
            path: "Sources/lawcheck-bench"
        ),
        .executableTarget(
            name: "law-catch-bench",
            dependencies: [
                .product(name: "LawCheck", package: "Reactive"), .product(name: "ReactiveLaws", package: "Reactive"),
                .product(name: "Reactive", package: "Reactive"),
            ],
            path: "Sources/law-catch-bench"
        ),
    ],
    swiftLanguageModes: [.v6]
)
