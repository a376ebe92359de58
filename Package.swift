// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Reactive",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
    products: [
        .library(name: "Reactive", targets: ["Reactive"]),
        .library(name: "LawCheck", targets: ["LawCheck"]),
        .library(name: "ReactiveLaws", targets: ["ReactiveLaws"]),
        .executable(name: "lawcheck-nightly", targets: ["NightlyFuzz"]),
        .executable(name: "lawcheck-fuzz", targets: ["LawFuzz"]),
    ],
    targets: [
        .target(name: "Reactive"),
        // Two layers, sibling folders under Sources/LawCheck: the engine, which never
        // depends on Reactive, and the laws of the reactive streams built on it.
        .target(name: "LawCheck", path: "Sources/LawCheck/Engine"),
        .target(name: "ReactiveLaws", dependencies: ["LawCheck", "Reactive"], path: "Sources/LawCheck/ReactiveLaws"),
        // The nightly fuzz run (Scripts/nightly); its logic is in ReactiveLaws' Nightly/.
        .executableTarget(
            name: "NightlyFuzz", dependencies: ["LawCheck", "ReactiveLaws"], path: "Scripts/NightlyFuzz"),
        // The nightly fuzz run of a user's package: its law checks, through its tests (ReactiveLaws.docc/Nightly.md).
        .executableTarget(name: "LawFuzz", dependencies: ["LawCheck", "ReactiveLaws"], path: "Scripts/LawFuzz"),
        .testTarget(name: "OperatorTests", dependencies: ["Reactive"]),
        .testTarget(name: "LawTests", dependencies: ["LawCheck", "Reactive", "ReactiveLaws"], exclude: ["LawCorpus"]),
    ],
    swiftLanguageModes: [.v6]
)
