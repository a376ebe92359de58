// swift-tools-version:6.0
import PackageDescription

// Guided mode of the nightly run (Scripts/nightly-guided, ReactiveLaws.docc/Nightly.md): libFuzzer
// fuzz targets whose input bytes are LawCheck choice sequences. A package of its own,
// so that the root package's `swift build` and `swift test` never build it: a fuzz
// target needs flags that fit no other target,
//   swift build -c release --sanitize=fuzzer -Xswiftc -parse-as-library --package-path Scripts/GuidedFuzz
// (libFuzzer supplies `main`; every module, Reactive's included, is instrumented for
// coverage).
let package = Package(
    name: "GuidedFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Reactive", path: "../..")],
    targets: [
        // What both fuzz targets share: the libFuzzer entry points' work, output, stopping.
        .target(
            name: "GuidedFuzzing",
            dependencies: [.product(name: "LawCheck", package: "Reactive")],
            path: "Sources/GuidedFuzzing"
        ),
        // One law of LawCatalog.standard per process (LAWCHECK_GUIDED_LAW).
        .executableTarget(
            name: "lawcheck-guided",
            dependencies: [
                "GuidedFuzzing", .product(name: "LawCheck", package: "Reactive"),
                .product(name: "ReactiveLaws", package: "Reactive"),
            ],
            path: "Sources/lawcheck-guided"
        ),
        // One planted bug of the law tests per process (LAWCHECK_GUIDED_PLANTED), for
        // Scripts/guided-catch-bench; PlantedBugs is a link to the law tests' folder, as
        // in Benchmarks/law-catch-bench.
        .executableTarget(
            name: "lawcheck-guided-planted",
            dependencies: [
                "GuidedFuzzing", .product(name: "LawCheck", package: "Reactive"),
                .product(name: "ReactiveLaws", package: "Reactive"), .product(name: "Reactive", package: "Reactive"),
            ],
            path: "Sources/lawcheck-guided-planted"
        ),
    ],
    swiftLanguageModes: [.v6]
)
