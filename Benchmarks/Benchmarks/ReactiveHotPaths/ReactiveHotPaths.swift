import Benchmark
import Workloads

/// Every workload variant of the catalog as a package-benchmark benchmark:
/// wall time percentiles and allocations, both per unit (the scaling factor is
/// the number of units one iteration runs), and baselines to compare with
/// (`swift package --package-path Benchmarks benchmark baseline compare …`).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .milliseconds(500),
        maxIterations: 10_000
    )
    for workload in Catalog.all {
        for variant in workload.variants {
            guard let body = workload.body(for: variant) else { continue }
            let name =
                variant == .floor
                ? "floor (\(workload.floorName ?? "")): \(workload.title)" : "\(variant.rawValue): \(workload.title)"
            Benchmark(name) { benchmark in
                body(benchmark.scaledIterations.count)
            }
        }
    }
}
