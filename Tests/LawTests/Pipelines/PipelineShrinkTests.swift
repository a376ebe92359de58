import LawCheck
import ReactiveLaws
import Testing

/// How the pipeline law's failures shrink: to the fewest stages first
/// (`Gen.shrunkFirst` on the pipeline), even where the schedule then needs
/// more values than the longer pipeline's did.
@Suite("Laws: shrinking generated pipelines")
struct PipelineShrinkTests {
    /// Seeds of law-catch-bench (0xC47C0000 + n) with which the fused
    /// filter→scan slip shrank to four or five stages, each keeping a stage
    /// that fed the filter values its schedule no longer had (0x0C…0x60),
    /// and one where deleting a stage also needs another stage's parameter
    /// redrawn (0x44: four stages until the shrink pass redrew parameters).
    static let seeds: [UInt64] = [0x0C, 0x0D, 0x20, 0x28, 0x33, 0x38, 0x40, 0x60, 0x44]

    @Test("the fused filter→scan slip shrinks to at most three stages where it kept four or five", arguments: seeds)
    func filteredScanShrinksToThreeStages(_ seed: UInt64) throws {
        let result = SignalPipelineLaw().expectFailure(
            builder: FilteredScanReducingFirst.builder, configuration: ciConfiguration(seed: 0xC47C_0000 + seed))
        let minimal = try #require(result.failure?.minimal)
        #expect(minimal.pipeline.stages.count <= 3, "\(minimal.code)")
    }

    @Test("the same seed shrinks to the same pipeline, schedule and report")
    func shrinkIsDeterministic() throws {
        let runs = (0..<2).map { _ in
            SignalPipelineLaw().run(
                builder: FilteredScanReducingFirst.builder, configuration: ciConfiguration(seed: 0xC47C_0038))
        }
        let first = try #require(runs[0].failure)
        let second = try #require(runs[1].failure)
        #expect(first.token == second.token)
        #expect(runs[0].report == runs[1].report)
    }
}
