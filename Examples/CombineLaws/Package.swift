// swift-tools-version:6.0
import PackageDescription

// Combine publishers checked against the laws with Combine's own rules
// (`LawSemantics.combine`), through OpenCombine 0.14.0. The root package never
// depends on OpenCombine; this one does, by URL, and on Reactive by path.
// `Sources/CombineLaws` is the copyable part: the publisher ⇄ signal
// conversions, the virtual-time scheduler bridge and the demand laws.
let package = Package(
    name: "CombineLaws",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Reactive", path: "../.."),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        .target(
            name: "CombineLaws",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "LawCheck", package: "Reactive"),
                .product(name: "ReactiveLaws", package: "Reactive"),
            ]),
        // How often each of the four known OpenCombine bugs is caught, over 100 seeds.
        .executableTarget(name: "combine-catch-rates", dependencies: ["CombineLaws"]),
        // What the laws found, reproduced with OpenCombine alone (README.md).
        .executableTarget(
            name: "opencombine-repros", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]),
        .testTarget(
            name: "CombineLawsTests",
            dependencies: ["CombineLaws"],
            // Failing cases are recorded here (Tests/<target>/LawCorpus); it is data, not sources.
            exclude: ["LawCorpus"]),
    ],
    swiftLanguageModes: [.v6]
)
