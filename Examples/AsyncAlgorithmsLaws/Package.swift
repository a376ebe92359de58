// swift-tools-version:6.0
import PackageDescription

// swift-async-algorithms' operators, and Reactive's own bridge between
// signals and async sequences, checked against the operator laws on the
// async harness (deterministic: every job of a case runs on one thread, time
// is virtual). Depends on the library product `AsyncAlgorithms` only: its
// `AsyncSequenceValidation` target does not build from a local mirror.
//
//   swift test --package-path Examples/AsyncAlgorithmsLaws
//   swift run --package-path Examples/AsyncAlgorithmsLaws async-catch-rates [seeds]   (planted bugs, 100 seeds)
//   swift run --package-path Examples/AsyncAlgorithmsLaws async-catch-rates --determinism
let package = Package(
    name: "AsyncAlgorithmsLaws",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Reactive", path: "../.."),
        .package(url: "https://github.com/apple/swift-async-algorithms", exact: "1.1.4"),
    ],
    targets: [
        .testTarget(
            name: "AsyncAlgorithmsLawsTests",
            dependencies: [
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "LawCheck", package: "Reactive"),
                .product(name: "ReactiveLaws", package: "Reactive"),
            ],
            // Failing cases are recorded here and replayed by every later run; data, not sources.
            exclude: ["LawCorpus"]),
        // The planted bugs of the root package's async law tests (linked from
        // Tests/LawTests/Async), each run on 100 seeds; and the determinism check.
        .executableTarget(
            name: "async-catch-rates",
            dependencies: [
                .product(name: "LawCheck", package: "Reactive"),
                .product(name: "ReactiveLaws", package: "Reactive"),
            ],
            path: "Sources/AsyncCatchRates"),
    ],
    swiftLanguageModes: [.v6]
)
