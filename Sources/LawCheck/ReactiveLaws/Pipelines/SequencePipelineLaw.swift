import LawCheck
import Reactive

/// A generated sequence pipeline: stages applied in order to a sample.
public struct SequencePipeline: Sendable, Hashable {
    /// The stages, first applied first.
    public var stages: [SequenceStage]

    /// A pipeline of `stages`.
    public init(_ stages: [SequenceStage]) {
        self.stages = stages
    }

    /// The pipeline as Swift code on `s`: `s.map { $0 + 1 }.filter { $0 < 3 }.eagerSequence.take(2)`.
    public var code: String { stages.reduce("s") { $1.code(after: $0) } }
}

/// One case of the sequence pipeline law: a pipeline and the sample it runs on.
public struct SequencePipelineCase: Sendable, Hashable, CustomStringConvertible {
    /// The pipeline.
    public var pipeline: SequencePipeline
    /// The values of `s`.
    public var sample: [Int]

    /// The code, then the sample.
    public var description: String { "\(pipeline.code)\ns = \(sample)" }
}

/// The pipeline law for sequences: a generated pipeline of 1…8 of the
/// sequence operators (map, filter, scan, take, skip, distinctUntilChanged,
/// combinePrevious, flattenMap, concat, and the switch to the eager form)
/// sends the values the composition of its stages' models computes, on the
/// lazy form of the sample and on its eager form. Generated pieces favour
/// what lazy sequences fuse (a `map` only a `filter` reads, `SequenceFusion`)
/// and `flattenMap` to `.return`; shrinking drops stages, simplifies their
/// parameters, then the sample.
public enum SequencePipelineLaw {
    /// Which form the sample starts as.
    public enum Form: String, Sendable, CaseIterable {
        /// `ReactiveSequence(sample)`.
        case lazy
        /// `ReactiveSequence(sample).eagerSequence`.
        case eager
    }

    /// The LawCheck property name of a form: `"ReactiveSequence pipelines: lazy"`.
    public static func propertyName(_ form: Form) -> String { "ReactiveSequence pipelines: \(form.rawValue)" }

    /// Cases: a pipeline drawn first, then a sample (``SequenceSamples/arrays``).
    public static var inputs: Gen<SequencePipelineCase> {
        zip(pipelines, SequenceSamples.arrays).map { SequencePipelineCase(pipeline: $0, sample: $1) }
    }

    /// The property of a form: the pipeline's values equal its model's, or a
    /// ``LawViolation`` showing the code, the sample and both value lists.
    public static func property(
        _ form: Form,
        build: @escaping @Sendable (ReactiveSequence<Int>, SequenceStage) -> ReactiveSequence<Int> = {
            $1.apply(to: $0)
        }
    ) -> @Sendable (SequencePipelineCase) throws -> Bool {
        let law = Law<SequencePipelineCase, [Int]>(
            form.rawValue, "pipeline(s) ≡ the composition of its stages' models",
            parameters: { "pipeline: \($0.pipeline.code)" },
            lhs: { input in
                let source =
                    form == .lazy ? ReactiveSequence(input.sample) : ReactiveSequence(input.sample).eagerSequence
                return Array(input.pipeline.stages.reduce(source, build))
            },
            rhs: { input in input.pipeline.stages.reduce(input.sample) { $1.model($0) } })
        let equivalence = Equivalence<SequencePipelineCase, [Int]>(equal: ==) { input, got, want in
            "s    \(input.sample)\nwant \(want)\ngot  \(got)"
        }
        return Battery.property(battery: "pipelines", law: law, equivalence: equivalence)
    }

    /// Runs a form without reporting; `build` applies a stage (the library's operators by default).
    public static func run(
        _ form: Form, configuration: Configuration? = nil,
        build: @escaping @Sendable (ReactiveSequence<Int>, SequenceStage) -> ReactiveSequence<Int> = {
            $1.apply(to: $0)
        }
    ) -> CheckResult<SequencePipelineCase> {
        runCheck(
            propertyName(form), inputs, configuration: configuration,
            classify: SequenceSamples.classifiers(in: Configuration.profile(of: configuration), sample: \.sample),
            property(form, build: build))
    }

    /// Both forms as catalog laws, under their property names (and corpus files).
    public static var catalogLaws: [CatalogLaw] {
        Form.allCases.map { form in
            CatalogLaw(
                name: propertyName(form), inputs: inputs,
                classify: { SequenceSamples.classifiers(in: $0, sample: \.sample) },
                property: property(form))
        }
    }

    /// 1…6 pieces, each a droppable stage or a run the lazy sequence fuses, cut to 8 stages.
    static var pipelines: Gen<SequencePipeline> {
        let count = Gen<Int>.int(in: 0...3)
        let start = Gen<Int>.int(in: 0...9)
        let map = Gen<IntFunction>.intFunction.map { SequenceStage.map($0) }
        let filter = Gen<IntPredicate>.intPredicate.map { SequenceStage.filter($0) }
        let scan = zip(start, Gen<IntReduction>.intReduction).map { SequenceStage.scan(start: $0, $1) }
        let single = Gen<SequenceStage>.frequency([
            (4, map), (4, filter), (3, scan),
            (2, count.map { .take($0) }), (2, count.map { .skip($0) }), (2, .constant(.distinctUntilChanged)),
            (2, zip(start, .intReduction).map { .combinePrevious(start: $0, $1) }),
            (3, Gen<StreamFunction>.streamFunction.map { .flattenMap($0) }),
            (2, Gen<Int>.int(in: 0...9).array(count: 0...3).map { .concat($0) }),
            (2, .constant(.eager)),
        ])
        func droppable(_ stage: Gen<SequenceStage>) -> Gen<SequenceStage?> {
            zip(Gen<Int>.int(in: 0...7), stage).map { keep, stage in keep == 0 ? nil : stage }
        }
        let fused = Gen<[SequenceStage?]>.oneOf([
            zip(droppable(map), droppable(filter)).map { [$0, $1] },
            zip(droppable(map), droppable(filter), droppable(filter)).map { [$0, $1, $2] },
            zip(droppable(map), droppable(filter), droppable(scan)).map { [$0, $1, $2] },
            zip(droppable(filter), droppable(map)).map { [$0, $1] },
        ])
        let piece = Gen<[SequenceStage?]>.frequency([(5, droppable(single).map { [$0] }), (4, fused)])
        return piece.array(count: 1...6).map { SequencePipeline(Array($0.joined().compactMap { $0 }.prefix(8))) }
    }
}
