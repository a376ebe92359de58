// swift-tools-version:6.0
import PackageDescription

// Release-mode benchmarks, kept out of the root package so that `swift test`
// never builds them. Run from the repository root with
//   swift run -c release --package-path Benchmarks reactive-bench [name filter]
//   swift run -c release --package-path Benchmarks lawcheck-bench
//   swift run -c release --package-path Benchmarks law-catch-bench
let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Reactive", path: "..")],
    targets: [
        .executableTarget(
            name: "reactive-bench",
            dependencies: [.product(name: "Reactive", package: "Reactive")],
            path: "Sources/reactive-bench"
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
