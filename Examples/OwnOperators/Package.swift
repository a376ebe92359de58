// swift-tools-version:6.0
import PackageDescription

// A package of one's own that checks hand-written operators and a stream type
// of its own against the laws of Reactive and LawCheck. Copy it as a start:
// replace the path dependency with the package's URL.
let package = Package(
    name: "OwnOperators",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Reactive", path: "../..")],
    targets: [
        .target(name: "OwnOperators", dependencies: [.product(name: "Reactive", package: "Reactive")]),
        .testTarget(
            name: "OwnOperatorsTests",
            dependencies: [
                "OwnOperators",
                .product(name: "LawCheck", package: "Reactive"),
                .product(name: "ReactiveLaws", package: "Reactive"),
            ],
            // Failing cases are recorded here (Tests/<target>/LawCorpus) and replayed by
            // every later run; it is data, not sources.
            exclude: ["LawCorpus"]),
    ],
    swiftLanguageModes: [.v6]
)
