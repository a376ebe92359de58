// swift-tools-version:6.0
import PackageDescription

// Release-mode benchmarks. Run from the repository root with
//   swift run -c release --package-path Benchmarks lawcheck-bench
let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Reactive", path: "..")],
    targets: [
        .executableTarget(
            name: "lawcheck-bench",
            dependencies: [.product(name: "LawCheck", package: "Reactive")],
            path: "Sources/lawcheck-bench"
        ),
    ],
    swiftLanguageModes: [.v6]
)
