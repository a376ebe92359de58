import LawCheck
import Reactive
import ReactiveLaws
import Testing

/// The pipeline law (`ReactiveLaws/Pipelines`): generated pipelines of the
/// catalog's operators against the composition of their models. The law
/// itself runs on the library in `LawCatalogReplayTests` (it is in the
/// catalog, with its corpus); these tests check what it adds: the code it
/// prints, the fused runs it draws, and that it catches slips in copies of
/// the fused stages that no single-operator law reaches.
@Suite("Laws: generated pipelines")
struct PipelineLawTests {
    @Test("a pipeline prints as code a user can paste")
    func code() {
        let pipeline = SignalPipeline([
            .map(IntFunction(multiplier: 2, offset: 1)), .filter(IntPredicate(threshold: 3)),
            .scan(start: 0, IntReduction(accumulator: 1, value: 1)), .merge(source: 1),
            .zip(source: 2, IntReduction(accumulator: 2, value: -1)),
            .flattenMap(StreamFunction([StreamFunction.Part(IntFunction(multiplier: 1, offset: 0))])),
        ])
        #expect(
            pipeline.code(sources: 2)
                == "Signal.zip(a.map { 2 * $0 + 1 }.filter { $0 < 3 }.scan(0) { $0 + $1 }.merge(b), a) { 2 * $0 - $1 }"
                + ".flattenMap { x in .return(x) }")
    }

    @Test("the model law holds on the library's operators with another seed than the catalog's")
    func libraryHolds() {
        let result = SignalPipelineLaw().check(configuration: ciConfiguration(seed: 0x25))
        #expect(result.status == .passed)
    }

    @Test("a pipeline nested 1,000 deep runs as its model on a 512 KB stack")
    func nestedDeep() {
        let result = SignalPipelineLaw().nested().check(configuration: ciConfiguration())
        #expect(result.status == .passed)
        #expect(result.casesRun >= 20)
    }

    @Test("a pipeline nested 1,000 deep keeps the resource rules on a 512 KB stack")
    func nestedDeepResources() {
        let result = SignalPipelineLaw().nested().check(.resources, configuration: ciConfiguration())
        #expect(result.status == .passed)
        #expect(result.casesRun >= 20)
    }

    @Test("a pipeline whose subscription keeps itself alive once dropped undisposed breaks the resources facet")
    func droppedSubscriptionKeptAlive() {
        // The slip: the output's lifetime holds itself until it is disposed, so a subscriber
        // that drops it once every source has let go leaks it (a disposal breaks the cycle).
        let leaky = SignalPipelineBuilder { source, stages, step in
            let signal = SignalPipelineBuilder.library.build(source, stages, step)
            return Signal { observer, lifetime in
                lifetime.add(signal.subscribe(observer))
                lifetime.add { withExtendedLifetime(lifetime) {} }
            }
        }
        let result = SignalPipelineLaw().expectFailure(.resources, builder: leaky, configuration: ciConfiguration())
        #expect(result.report.contains("dropped undisposed once every source had let go, is still retained"))
    }

    @Test("a nested pipeline prints as a reduce a user can paste")
    func nestedCode() {
        let pipeline = SignalPipeline(
            [.map(IntFunction(multiplier: 1, offset: 1)), .distinctUntilChanged], copies: 10_000)
        #expect(
            pipeline.code(sources: 1) == "(1...10000).reduce(a) { s, _ in s.map { $0 + 1 }.distinctUntilChanged() }")
    }

    @Test("most generated pipelines hold a run of stages the library fuses")
    func fusedRunsAreFrequent() throws {
        let result = SignalPipelineLaw().run(configuration: ciConfiguration())
        let label = try #require(
            result.labels.first { $0.label == "the pipeline has a run of stages the library fuses" })
        #expect(label.count * 100 >= 30 * result.casesRun)
    }

    @Test(
        "each planted slip in a fused stage is caught, as a pipeline of at most three stages",
        arguments: PlantedFusedBugCatalog.all)
    func plantedBugCaught(_ bug: PlantedFusedBugCatalog.Bug) throws {
        let result = SignalPipelineLaw().expectFailure(
            bug.facet, builder: bug.builder, configuration: ciConfiguration())
        let minimal = try #require(result.failure?.minimal)
        #expect(minimal.pipeline.stages.count <= 3, "\(minimal.code)")
        #expect(result.report.contains("pipeline: \(minimal.code)"))
    }
}

@Suite("Laws: generated sequence pipelines")
struct SequencePipelineLawTests {
    @Test("a sequence pipeline prints as code")
    func code() {
        let pipeline = SequencePipeline([
            .map(IntFunction(multiplier: 1, offset: 1)), .eager, .filter(IntPredicate(threshold: 3)),
            .flattenMap(StreamFunction([StreamFunction.Part(IntFunction(multiplier: 2, offset: 0))])), .concat([1, 2]),
        ])
        #expect(
            pipeline.code
                == "s.map { $0 + 1 }.eagerSequence.filter { $0 < 3 }.flattenMap { x in .return(2 * x) }.concat(ReactiveSequence([1, 2]))"
        )
    }

    @Test(
        "a slip in one stage is caught on both forms and shrunk to a pipeline holding that stage",
        arguments: SequencePipelineLaw.Form.allCases)
    func slipCaught(_ form: SequencePipelineLaw.Form) throws {
        // The slip: a skip that skips one value too few.
        let result = SequencePipelineLaw.run(form, configuration: ciConfiguration()) { sequence, stage in
            if case .skip(let count) = stage, count > 0 { return sequence.skip(count - 1) }
            return stage.apply(to: sequence)
        }
        let minimal = try #require(result.failure?.minimal)
        #expect(minimal.pipeline.stages.contains { if case .skip = $0 { true } else { false } })
        #expect(minimal.pipeline.stages.count <= 2, "\(minimal)")
    }
}

extension PlantedFusedBugCatalog.Bug: CustomTestStringConvertible {
    var testDescription: String { name }
}

@Suite("Nightly: the pipeline laws' share")
struct PipelineNightlyShareTests {
    @Test("the nightly summary states the pipeline laws' share of the budget and of the cases")
    func share() {
        var tallies =
            (0..<7).map { LawTally(name: "Signal functor: law \($0)") }
            + (SignalPipelineLaw().catalogLaws + SequencePipelineLaw.catalogLaws).map { LawTally(name: $0.name) }
        for index in tallies.indices { tallies[index].cases = 100 }
        let summary = NightlySummary(tallies: tallies, seed: Seed(1), shard: .all, rounds: 1, elapsed: .seconds(1))
        #expect(
            summary.text.contains(
                "\nPipelines: 5 of 12 laws, 41.6% of the budget (an equal share per law), 500 cases (41.6% of all).\n"))
        #expect(
            NightlySummary(
                tallies: Array(tallies.prefix(7)), seed: Seed(1), shard: .all, rounds: 1, elapsed: .seconds(1)
            ).pipelineShare == nil)
    }

    @Test("the catalog runs the pipeline law's three facets, each with its own corpus file")
    func catalogued() {
        let names = LawCatalog.standard.laws.map(\.name)
        let law = SignalPipelineLaw()
        #expect(OperatorLawFacet.allCases.allSatisfy { names.contains(law.propertyName($0)) })
        #expect(law.propertyName(.model) == "Signal pipelines: model")
    }
}
