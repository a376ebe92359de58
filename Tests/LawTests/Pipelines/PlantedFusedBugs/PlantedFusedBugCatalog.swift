import LawCheck
import ReactiveLaws

/// Every planted bug in a copy of Reactive's fused stages and fast paths,
/// each with the facet of the pipeline law that must catch it: the rows
/// `law-catch-bench` measures with 100 seeds (reporting the stages of each
/// minimal pipeline), and what `PlantedFusedBugTests` runs with the ci seed.
/// Each bug is a ``SignalPipelineBuilder`` that builds its fused form from the
/// copy and the rest from the library: the real code is never touched.
enum PlantedFusedBugCatalog {
    /// A planted bug with the stages of the minimal pipeline that caught it.
    struct Bug: Sendable {
        var name: String
        var facet: OperatorLawFacet = .model
        var builder: SignalPipelineBuilder

        /// One run under a configuration: caught or not, and the minimal pipeline's stage count, size in
        /// choices and code.
        func run(_ configuration: Configuration) -> (caught: Bool, stages: Int?, size: Int?, code: String?) {
            let result = SignalPipelineLaw().run(facet, builder: builder, configuration: configuration)
            return (
                result.status == .failed, result.failure?.minimal.pipeline.stages.count,
                result.failure?.token.choices.count, result.failure?.minimal.code
            )
        }
    }

    static var all: [Bug] {
        [
            Bug(name: "fused map→filter skipping its first test", builder: MapFilterSkippingFirstTest.builder),
            Bug(name: "fused map→filter→scan losing the scan", builder: MapFilterScanLosingScan.builder),
            Bug(name: "fused map→scan swapping operands", builder: MapScanSwappingOperands.builder),
            Bug(name: "fused filter→filter→map dropping a filter", builder: FilterChainDroppingInner.builder),
            Bug(name: "fused filter→scan reducing before its test", builder: FilteredScanReducingFirst.builder),
            Bug(name: "fused filter→map completing on failure", builder: FilteredMapCompletingOnFailure.builder),
            Bug(name: "fused map→filter→filter dropping a filter", builder: MapFilterFilterDroppingSecond.builder),
            Bug(name: "flattenMap counting .return as active", builder: FlattenMapCountingReturnActive.builder),
            Bug(
                name: "fused map→scan shared by subscriptions", facet: .subscriptions,
                builder: MapScanSharedAcrossSubscriptions.builder),
        ]
    }
}
