// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Reactive",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
    products: [
        .library(name: "Reactive", targets: ["Reactive"]),
        .library(name: "LawCheck", targets: ["LawCheck"]),
    ],
    targets: [
        .target(name: "Reactive"),
        .target(name: "LawCheck"),
        .testTarget(name: "OperatorTests", dependencies: ["Reactive"]),
        .testTarget(name: "LawTests", dependencies: ["LawCheck", "Reactive"]),
    ],
    swiftLanguageModes: [.v6]
)
